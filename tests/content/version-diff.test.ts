/**
 * The comparison behind the generated "what changed" pages
 * (src/plugins/version-diff/): on synthetic sources, and on the real
 * versioned_docs/, where 1.12.0 adds to 1.11.2 exactly the pages the
 * specification lists and removes none.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  compareSources,
  diffVersions,
  headingText,
  INTRODUCTION,
  readVersionSources,
  sectionsOf,
} from '../../src/plugins/version-diff/diff';
import {specOnly1_12_0} from '../spec';

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}`;

describe('sections of a page', () => {
  it('splits at level-2 and level-3 headings, names level 3 under its parent, and keeps deeper headings in their section', () => {
    const sections = sectionsOf('Intro.\n\n## Methods\n\nTable.\n\n### send()\n\nSends.\n\n#### Example\n\nCode.\n');
    expect([...sections.keys()]).toEqual([INTRODUCTION, 'Methods', 'Methods › send()']);
    expect(sections.get('Methods › send()')).toContain('#### Example');
  });

  it('ignores headings inside fenced code', () => {
    const sections = sectionsOf('## Script\n\n```bash\n## not a heading\n```\n\n~~~md\n### nor this\n~~~\n');
    expect([...sections.keys()]).toEqual(['Script']);
  });

  it('reads a heading as shown: without code marks, links, custom ids or badges', () => {
    expect(headingText('`send()` <Since version="1.12.0" /> {#send}')).toBe('send()');
    expect(headingText('Use a [prompt template](./x.md)')).toBe('Use a prompt template');
  });

  it('keeps two sections with the same heading apart', () => {
    expect([...sectionsOf('## Example\n\nA\n\n## Example\n\nB\n').keys()]).toEqual(['Example', 'Example (2)']);
  });
});

describe('comparing two versions of a page', () => {
  it('names added, removed and changed sections and changed front matter fields', () => {
    const older = page(
      'title: A\ndescription: Old.',
      'Intro.\n\n## Keep\n\nSame.\n\n## Edit\n\nBefore.\n\n## Drop\n\nGone.\n',
    );
    const newer = page(
      'title: A\ndescription: New.',
      'Intro.\n\n## Keep\n\nSame.\n\n## Edit\n\nAfter.\n\n## New\n\nAdded.\n',
    );
    expect(compareSources(older, newer)).toEqual({
      added: ['New'],
      removed: ['Drop'],
      changed: ['Edit'],
      frontMatter: ['description'],
    });
  });

  it('treats line endings and trailing spaces as no change', () => {
    const diff = diffVersions(new Map([['a', 'Text \r\nmore\n']]), new Map([['a', 'Text\nmore']]));
    expect(diff).toEqual({added: [], removed: [], changed: [], unchanged: ['a']});
  });
});

describe('versioned_docs: 1.11.2 → 1.12.0', () => {
  const dir = (version: string) => path.resolve(__dirname, `../../versioned_docs/version-${version}`);
  const diff = diffVersions(readVersionSources(dir('1.11.2')), readVersionSources(dir('1.12.0')));

  it('adds exactly the pages only 1.12.0 has (five pages and its release notes)', () => {
    expect(diff.added.sort()).toEqual(specOnly1_12_0().sort());
    expect(diff.added).toHaveLength(6);
  });

  it('removes no page', () => {
    expect(diff.removed).toEqual([]);
  });

  it('reports, for every changed page, at least one differing section or front matter field', () => {
    expect(diff.changed.length).toBeGreaterThan(0);
    for (const {key, sections} of diff.changed) {
      const differences = [...sections.added, ...sections.removed, ...sections.changed, ...sections.frontMatter];
      expect(differences.length, key).toBeGreaterThan(0);
    }
  });
});
