import {describe, expect, it} from 'vitest';

import {LABELS, SECTIONS} from '../site';
import {SPEC} from '../spec';
import {docsUrls, RELEASES, sectionsOf, versionRoot} from '../support/releases';
import {attrs, readPage} from './helpers';

describe.each(RELEASES)('sidebar of version %s', (version) => {
  const root = versionRoot(version);
  const $ = readPage(`${root}/getting-started/nexuses`);
  const topLevel = $('.theme-doc-sidebar-menu > li');

  it('lists the sections in order, each linking to its landing page', () => {
    const hrefs = topLevel.map((_, item) => $(item).find('a.menu__link').first().attr('href')).get();
    expect(hrefs).toEqual(sectionsOf(version).map((section) => `${root}/${section}/`));
    // The specification's releases have its sections; a later one may add more.
    if ((SPEC.versions as readonly string[]).includes(version)) expect(sectionsOf(version)).toEqual(SECTIONS);
    else expect(sectionsOf(version)).toEqual(expect.arrayContaining([...SECTIONS]));
  });

  it('labels the getting-started entry in Russian', () => {
    expect(topLevel.first().find('a.menu__link').first().text().trim()).toBe(LABELS.gettingStarted);
  });

  it('cannot be hidden', () => {
    expect($('button[title="Collapse sidebar"]').length).toBe(0);
    expect($('.theme-doc-sidebar-container').length).toBe(1);
  });
});

describe('table of contents', () => {
  const pages = RELEASES.flatMap((version) => docsUrls(version));

  it.each(pages)('of %s lists exactly its level 2 and 3 headings', (url) => {
    const $ = readPage(url);
    const tocTargets = attrs($, '.theme-doc-toc-desktop a');
    const levels = SPEC.tocHeadingLevels.map((level) => `h${level}`).join(', ');
    const headings = attrs($, `article :is(${levels})[id]`, 'id').map((id) => `#${id}`);
    expect(tocTargets).toEqual(headings);
  });
});
