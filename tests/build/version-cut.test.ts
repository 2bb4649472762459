/**
 * A writer's release works as CONTRIBUTING.md describes: in a temporary copy
 * of the sources, a page is added to the draft, `docusaurus docs:version
 * 1.13.0` turns the draft into 1.13.0, and the build then serves 1.13.0 at
 * /docs, moves 1.12.0 to /docs/1.12.0 and keeps 1.11.2, each with its
 * sidebar, version menu, root redirect and search index; the new page is in
 * 1.13.0 only, and the generated "what changed" page and llms.txt follow.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LLMS_FILES, SITE} from '../../src/constants';
import {versionDiffPath} from '../../src/utils/versions';
import {createTempSite, removeTempSite} from '../support/temp-site';
import {DOCS_ROOT, RELEASES} from '../../src/releases';
import {searchIndexIn} from '../../src/search-local/index-files.mjs';

const NEW = '1.13.0';
/** A page only the new release has, written as CONTRIBUTING.md's "Add a page" says. */
const NEW_PAGE = 'service-tools/knowledge-sync';
const NEW_PAGE_SOURCE = `---
title: Knowledge sync
description: Schedule the knowledge sync that keeps the kb-articles vector collection up to date with published knowledge articles, and read its run log.
keywords: [knowledge, sync, синхронизация]
sidebar_position: 7
---

<Audience for={['integrators']} />

The knowledge sync re-embeds knowledge articles that changed since its last run, so answers of the
[KB Assistant](../widgets/kb-assistant.md) follow the published text. It calls
[\`AISync\`](../api/aisync.md) once per run.

## Schedule the sync

1. Open **AIN > Vector > Collections** and select \`kb-articles\`.
2. Set **Sync schedule** to daily at 02:00 and save.
`;
/** The release notes the writer adds to the draft, with the release date and the announcement line. */
const NEW_NOTES = 'release-notes/1-13-0';
const NEW_NOTES_SOURCE = `---
title: AIN 1.13.0 release notes
description: AIN 1.13.0 adds the knowledge sync, which keeps the kb-articles vector collection up to date with published knowledge articles.
keywords: [release notes, 1.13.0, knowledge sync, upgrade]
sidebar_position: 0
released: 2027-02-15
announcement: the knowledge sync for knowledge articles
---

AIN 1.13.0 adds the [knowledge sync](../service-tools/knowledge-sync.md).
`;
const [PREVIOUS, OLDEST] = RELEASES;

let site: string;
let build: string;

beforeAll(() => {
  site = createTempSite('cut');
  const docusaurus = path.join(site, 'node_modules/.bin/docusaurus');
  // A writer adds a page to the draft as CONTRIBUTING.md describes, then cuts the release.
  fs.writeFileSync(path.join(site, `docs/${NEW_PAGE}.md`), NEW_PAGE_SOURCE);
  fs.writeFileSync(path.join(site, `docs/${NEW_NOTES}.md`), NEW_NOTES_SOURCE);
  execFileSync(docusaurus, ['docs:version', NEW], {cwd: site, stdio: 'ignore'});
  build = path.join(site, 'build');
  execFileSync(docusaurus, ['build'], {cwd: site, stdio: 'ignore', env: {...process.env, FORCE_COLOR: '0'}});
}, 300_000);

afterAll(() => removeTempSite(site));

const page = (url: string) => {
  const clean = url.replace(/^\//, '').replace(/\/$/, '');
  const file = [path.join(build, clean, 'index.html'), path.join(build, `${clean}.html`)].find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no page ${url}`);
  return load(fs.readFileSync(file, 'utf8'));
};
const versionOf = (url: string) => page(url)('meta[name="docusaurus_version"]').attr('content');

describe(`adding a page to the draft and cutting ${NEW}`, () => {
  it('adds it to the front of versions.json', () => {
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual([NEW, ...RELEASES]);
    expect(fs.existsSync(path.join(site, `versioned_sidebars/version-${NEW}-sidebars.json`))).toBe(true);
  });

  it(`serves ${NEW} at /docs, ${PREVIOUS} at /docs/${PREVIOUS}, ${OLDEST} where it was`, () => {
    expect(versionOf(`${DOCS_ROOT}/getting-started/`)).toBe(NEW);
    expect(versionOf(`${DOCS_ROOT}/${PREVIOUS}/getting-started/`)).toBe(PREVIOUS);
    expect(versionOf(`${DOCS_ROOT}/${OLDEST}/getting-started/`)).toBe(OLDEST);
    expect(versionOf(`${DOCS_ROOT}/api/aisync`)).toBe(NEW);
    expect(versionOf(`${DOCS_ROOT}/${PREVIOUS}/api/aisync`)).toBe(PREVIOUS);
  });

  it('redirects each version root to its getting-started page', () => {
    for (const [root, target] of [
      [DOCS_ROOT, `${DOCS_ROOT}/getting-started/`],
      [`${DOCS_ROOT}/${PREVIOUS}`, `${DOCS_ROOT}/${PREVIOUS}/getting-started/`],
      [`${DOCS_ROOT}/${OLDEST}`, `${DOCS_ROOT}/${OLDEST}/getting-started/`],
    ]) {
      expect(page(root)('meta[http-equiv="refresh"]').attr('content'), root).toContain(target);
    }
  });

  it(`gives ${PREVIOUS} pages its own sidebar and lists every version in the menu`, () => {
    const $ = page(`${DOCS_ROOT}/${PREVIOUS}/api/aichat`);
    const sidebarLinks = $('.theme-doc-sidebar-menu a[href]').map((_, a) => $(a).attr('href')).get();
    expect(sidebarLinks).toContain(`${DOCS_ROOT}/${PREVIOUS}/api/aichat`);
    expect(sidebarLinks).toContain(`${DOCS_ROOT}/${PREVIOUS}/getting-started/`);
    expect(sidebarLinks.filter((href) => href.startsWith('/docs/')).every((href) => href.startsWith(`/docs/${PREVIOUS}/`))).toBe(true);
    const menu = $('.navbar .dropdown__menu a').map((_, a) => $(a).text()).get();
    expect(menu).toEqual(expect.arrayContaining([NEW, PREVIOUS, OLDEST]));
  });

  it('builds one search index per version, each holding only its version', () => {
    const indexUrls = (dir: string) => {
      const file = searchIndexIn(dir);
      expect(file, dir).toBeDefined();
      const parts = JSON.parse(fs.readFileSync(path.join(dir, file!), 'utf8')) as {documents: {u: string}[]}[];
      return [...new Set(parts.flatMap((part) => part.documents.map((doc) => doc.u)))];
    };
    const latest = indexUrls(build);
    expect(latest).toContain('/docs/api/aisync');
    expect(latest.some((url) => /^\/docs\/\d/.test(url))).toBe(false);
    for (const version of [PREVIOUS, OLDEST]) {
      const urls = indexUrls(path.join(build, 'docs', version));
      expect(urls.length, version).toBeGreaterThan(30);
      expect(urls.every((url) => url.startsWith(`/docs/${version}/`)), version).toBe(true);
    }
  });

  it(`adds the "what changed" page from ${PREVIOUS} to ${NEW} and keeps the one from ${OLDEST} to ${PREVIOUS}`, () => {
    const $ = page(versionDiffPath(PREVIOUS, NEW));
    expect($('h1').text()).toBe(`What changed from ${PREVIOUS} to ${NEW}`);
    // The draft equalled 1.12.0 but for the page and the release notes the writer added.
    const added = $('h2#added').closest('section').find('li > a');
    expect(added.map((_, a) => $(a).attr('href')).get().sort()).toEqual([`/docs/${NEW_NOTES}`, `/docs/${NEW_PAGE}`]);
    expect($('main').text()).toContain('No page was removed.');
    expect(page(versionDiffPath(OLDEST, PREVIOUS))('h1').text()).toBe(`What changed from ${OLDEST} to ${PREVIOUS}`);
  });

  it(`writes llms.txt for ${NEW} at the root and for ${PREVIOUS} under /docs/${PREVIOUS}`, () => {
    const latest = fs.readFileSync(path.join(build, LLMS_FILES.index), 'utf8');
    expect(latest.startsWith(`# AIN documentation ${NEW}\n`)).toBe(true);
    expect(latest).toContain(`${SITE.url}/docs/api/aisync)`);
    const previous = fs.readFileSync(path.join(build, 'docs', PREVIOUS, LLMS_FILES.index), 'utf8');
    expect(previous.startsWith(`# AIN documentation ${PREVIOUS}\n`)).toBe(true);
    expect(previous).toContain(`${SITE.url}/docs/${PREVIOUS}/api/aisync)`);
    expect(fs.existsSync(path.join(build, `docs/${PREVIOUS}/api/aisync.md`))).toBe(true);
  });

  it('publishes the page the writer added in the new release only, with its sidebar entry, search entry and twin', () => {
    const $ = page(`${DOCS_ROOT}/${NEW_PAGE}`);
    expect($('meta[name="docusaurus_version"]').attr('content')).toBe(NEW);
    expect($('article h1').text()).toBe('Knowledge sync');
    expect($('.theme-doc-sidebar-menu a[href]').map((_, a) => $(a).attr('href')).get()).toContain(
      `${DOCS_ROOT}/${NEW_PAGE}`,
    );
    expect(() => page(`${DOCS_ROOT}/${PREVIOUS}/${NEW_PAGE}`)).toThrow();
    const index = searchIndexIn(build)!;
    expect(fs.readFileSync(path.join(build, index), 'utf8')).toContain(`"/docs/${NEW_PAGE}"`);
    expect(fs.readFileSync(path.join(build, `docs/${NEW_PAGE}.md`), 'utf8')).toMatch(/^# Knowledge sync\n/);
    expect(fs.readFileSync(path.join(build, LLMS_FILES.index), 'utf8')).toContain(`(${SITE.url}/docs/${NEW_PAGE}):`);
  });

  it(`points the home page and the announcement at ${NEW} with no edit outside the docs, versions.json and the notes`, () => {
    const $ = page('/');
    const whatsNew = $('a').filter((_, a) => $(a).text() === `What’s new in ${NEW}`);
    expect(whatsNew.attr('href')).toBe(`/docs/${NEW_NOTES}`);
    const bar = $('.theme-announcement-bar');
    expect(bar.text()).toContain(`AIN ${NEW} is out: the knowledge sync for knowledge articles.`);
    expect(bar.find('a').attr('href')).toBe(`/docs/${NEW_NOTES}`);
    // A new id, so readers who dismissed the 1.12.0 announcement see this one.
    const html = fs.readFileSync(path.join(build, 'index.html'), 'utf8');
    expect(html).toContain(`"release-${NEW}"`);
    expect(html).not.toContain(`"release-${PREVIOUS}"`);
    expect($('footer a').filter((_, a) => $(a).text() === 'Release notes').attr('href')).toBe(`/docs/${NEW_NOTES}`);
    // The year of the release, whatever the build machine's clock says.
    expect($('.footer__copyright').text()).toBe(`© 2027 AIN. Documentation for AIN ${NEW}, ${PREVIOUS} and ${OLDEST}.`);
  });
});
