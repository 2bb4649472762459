/** The comparison behind the "what changed" pages, on made-up sources and on versioned_docs/. */
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  compareSources,
  condense,
  diffBlocks,
  diffVersions,
  INTRODUCTION,
  readVersionSources,
  wordRuns,
} from '../../site/plugins/version-diff/diff';
import {groupPages, readCategory} from '../../site/plugins/version-diff/groups';
import {pageSections} from '../../site/plugins/version-diff/text';
import {CODE_SIGNS, type DiffBlock, type DiffPage, type PagesDiff, type Run} from '../../shared/types/version-diff';
import {specOnly1_12_0} from '../spec';

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}`;
const dir = (version: string) => path.resolve(__dirname, `../../versioned_docs/version-${version}`);
const VERSIONS = {from: '1.11.2', to: '1.12.0'};
const backticks = (text: string) => text.replaceAll(CODE_SIGNS.open, '`').replaceAll(CODE_SIGNS.close, '`');
const sectionsOf = (body: string, version = '1.12.0') => pageSections(body, version);
const text = (body: string, version?: string) =>
  sectionsOf(body, version).map(({name, blocks}) => [name, blocks.map((block) => backticks(block.text))]);
/** A run both versions have, only the older has, only the newer has. */
const same = (text: string): Run => [0, text];
const del = (text: string): Run => [-1, text];
const ins = (text: string): Run => [1, text];
const shownRuns = (runs: Run[]) => runs.map((run) => run && ([run[0], backticks(run[1])] as const));
const shown = (block: DiffBlock) =>
  block && ('cells' in block ? {...block, cells: block.cells.map(shownRuns)} : {...block, runs: shownRuns(block.runs)});

describe('sections of a page', () => {
  it('splits at level-2 and level-3 headings, names level 3 under its parent, and keeps deeper headings in their section', () => {
    const sections = sectionsOf('Intro.\n\n## Methods\n\nTable.\n\n### send()\n\nSends.\n\n#### Example\n\nCode.\n');
    expect(sections.map((section) => section.name)).toEqual([INTRODUCTION, 'Methods', 'Methods › send()']);
    expect(sections[2].source).toContain('#### Example');
    expect(sections[2].blocks.map((block) => block.text)).toEqual(['Sends.', 'Example', 'Code.']);
  });

  it('ignores headings inside fenced code', () => {
    const sections = sectionsOf('## Script\n\n```bash\n## not a heading\n```\n\n~~~md\n### nor this\n~~~\n');
    expect(sections.map((section) => section.name)).toEqual(['Script']);
  });

  it('names a heading as shown, without code marks, links or badges, and gives it the id Docusaurus gives it', () => {
    const sections = sectionsOf(
      '## `send()` <Since version="1.12.0" />\n\nA\n\n## Use a [prompt template](./x.md)\n\nB\n\n## Limits {/* #caps */}\n\nC\n\n## Limits of 1.12.0\n\nD\n\n## See also\n\nE\n\n## See also\n\nF\n',
    );
    expect(sections.map(({name, anchor}) => [name, anchor])).toEqual([
      ['send()', 'send-'],
      ['Use a prompt template', 'use-a-prompt-template'],
      ['Limits', 'caps'],
      ['Limits of 1.12.0', 'limits-of-1120'],
      ['See also', 'see-also'],
      ['See also (2)', 'see-also-1'],
    ]);
  });
});

describe('a page as text', () => {
  it('reads paragraphs, list items, table rows and code as a reader sees them, inline code marked', () => {
    const body = [
      'Use [AIChat](./aichat.md) with `support-chat`, **always**.',
      '- First\n- Second',
      '1. One\n2. Two',
      '| Name | Value |\n| --- | --- |\n| a | `b` |',
      '```js\nconst x = 1;\n```',
    ].join('\n\n');
    expect(text(body)).toEqual([
      [
        INTRODUCTION,
        [
          'Use AIChat with `support-chat`, always.',
          '• First',
          '• Second',
          '1. One',
          '2. Two',
          'Name ¦ Value',
          'a ¦ `b`',
          'const x = 1;',
        ],
      ],
    ]);
    const blocks = sectionsOf(body)[0].blocks;
    expect(blocks.at(-1)).toEqual({text: 'const x = 1;', code: true});
    // A row keeps its cells apart, and a row below the head its columns' names; the head is a row of its own.
    const b = `${CODE_SIGNS.open}b${CODE_SIGNS.close}`;
    expect(blocks.slice(5, 7)).toEqual([
      {text: 'Name ¦ Value', cells: ['Name', 'Value']},
      {text: `a ¦ ${b}`, cells: ['a', b], columns: ['Name', 'Value']},
    ]);
  });

  it("puts in each release's numbers, facts and badges, and the text of the API blocks' props", () => {
    const body = [
      'AIN %release%; <Fact name="nexusRetries" /> retries. <Since version="1.12.0" /> New.',
      '<Audience for={["administrators", "developers"]} />',
      '<ApiMethod signature="send(prompt)" returns="ChatResult" params={[{name: "prompt", type: "String", required: true, description: "The text."}, {name: "options", type: "Object", required: false, description: "More."}]} />',
    ].join('\n\n');
    expect(text(body, '1.12.0')[0][1]).toEqual([
      'AIN 1.12.0; 2 retries. Since 1.12.0 New.',
      'For Administrators, Developers',
      'send(prompt) · ChatResult',
      'prompt · String · required · The text.',
      'options · Object · optional · More.',
    ]);
    expect(text(body, '1.11.2')[0][1][0]).toBe('AIN 1.11.2; 2 retries. Since 1.12.0 New.');
    expect(text('Upgrade from %previous-release%.')[0][1]).toEqual(['Upgrade from 1.11.2.']);
  });
});

describe('the word diff', () => {
  it('marks the words that differ, a version number or a Russian word as one word', () => {
    expect(wordRuns('Install AIN 1.11.2 today.', 'Install AIN 1.12.0 today.')).toEqual([
      same('Install AIN '),
      del('1.11.2'),
      ins('1.12.0'),
      same(' today.'),
    ]);
    expect(wordRuns('чат, потребитель', 'чат, шаблон')).toEqual([same('чат, '), del('потребитель'), ins('шаблон')]);
  });

  it('reads a short word between two replacements as part of one replacement', () => {
    expect(wordRuns('red of blue', 'green of yellow')).toEqual([del('red of blue'), ins('green of yellow')]);
  });

  it('leaves out long unchanged stretches, keeping eight words beside each change', () => {
    const words = (from: number, to: number) =>
      Array.from({length: to - from}, (_, index) => `w${from + index}`).join(' ');
    const runs = condense(wordRuns(`${words(0, 30)} old ${words(30, 60)}`, `${words(0, 30)} new ${words(30, 60)}`));
    expect(runs).toEqual([null, same(`${words(22, 30)} `), del('old'), ins('new'), same(` ${words(30, 38)} `), null]);
  });

  it('shows an edited block word by word, a block only one version has whole, and unchanged blocks as one gap', () => {
    const blocks = diffBlocks(
      [{text: 'Same first.'}, {text: 'Set the timeout to 60 s.'}, {text: 'Same middle.'}, {text: 'Gone for good.'}],
      [
        {text: 'Same first.'},
        {text: 'Set the timeout to 90 s.'},
        {text: 'Same middle.'},
        {text: 'Something else entirely here.'},
      ],
    );
    expect(blocks).toEqual([
      {runs: [same('Set the timeout to '), del('60'), ins('90'), same(' s.')]},
      null,
      {runs: [del('Gone for good.')]},
      {runs: [ins('Something else entirely here.')]},
    ]);
  });

  it('keeps the spacing and line breaks of code', () => {
    const [block] = diffBlocks([{text: 'a = 1\nb = 2', code: true}], [{text: 'a = 1\nb = 3', code: true}]);
    expect(block).toEqual({runs: [same('a = 1\nb = '), del('2'), ins('3')], code: true});
  });

  it('shows an edited table row whole, cell by cell under its column names; a row of other columns as two', () => {
    const row = (cells: string[], columns = ['Field', 'Description']) => ({text: cells.join(' ¦ '), cells, columns});
    const long = 'Words that stay the same in a long description of the field, far more than eight of them';
    expect(
      diffBlocks(
        [row(['Timeout', `${long}, 60 s.`]), row(['Mode', 'Sync'])],
        [row(['Timeout', `${long}, 90 s.`]), row(['Mode', 'Sync', 'Since 1.12.0'], ['Field', 'Description', 'Since'])],
      ),
    ).toEqual([
      {
        cells: [[same('Timeout')], [same(`${long}, `), del('60'), ins('90'), same(' s.')]],
        columns: ['Field', 'Description'],
      },
      {cells: [[del('Mode')], [del('Sync')]], columns: ['Field', 'Description']},
      {cells: [[ins('Mode')], [ins('Sync')], [ins('Since 1.12.0')]], columns: ['Field', 'Description', 'Since']},
    ]);
  });
});

describe('comparing two versions of a page', () => {
  it('names added, removed and changed sections in the newer order, with ids and marked text, and the front matter apart', () => {
    const older = page(
      'title: A\ndescription: Old words.\nkeywords: [a, b]',
      'Intro.\n\n## Keep\n\nSame.\n\n## Edit\n\nBefore.\n\n## Drop\n\nGone.\n\n## Last\n\nEnd.\n',
    );
    const newer = page(
      'title: A\ndescription: New words.\nkeywords: [a, c]',
      'Intro.\n\n## Keep\n\nSame.\n\n## Edit\n\nAfter.\n\n## New\n\nAdded.\n\n## Last\n\nEnd.\n',
    );
    expect(compareSources(older, newer, VERSIONS)).toEqual({
      sections: [
        {
          name: 'Edit',
          status: 'changed',
          anchor: 'edit',
          previousAnchor: 'edit',
          // Too little in common to interleave: the old paragraph, then the new.
          blocks: [{runs: [del('Before.')]}, {runs: [ins('After.')]}],
        },
        {name: 'Drop', status: 'removed', previousAnchor: 'drop', blocks: [{runs: [del('Gone.')]}]},
        {name: 'New', status: 'added', anchor: 'new', blocks: [{runs: [ins('Added.')]}]},
      ],
      frontMatter: [
        {field: 'description', runs: [del('Old'), ins('New'), same(' words.')]},
        {field: 'keywords', runs: [same('a, '), del('b'), ins('c')]},
      ],
    });
  });

  it('counts a section whose fact reads differently in the two releases as changed, and line endings as no change', () => {
    // attachmentSize: 20 MB up to 1.11.1, 25 MB since; nexusRetries: 2 in both.
    const size = 'The file is at most <Fact name="attachmentSize" />.';
    const retries = 'It retries <Fact name="nexusRetries" /> times.';
    const sources = (extra: string) =>
      new Map([
        ['a', extra],
        ['size', size],
        ['retries', retries],
      ]);
    const diff = diffVersions(sources('Text \r\nmore\n'), sources('Text\nmore'), {from: '1.11.1', to: '1.12.0'});
    expect(diff.unchanged).toEqual(['a', 'retries']);
    expect(diff.changed).toEqual([
      {
        key: 'size',
        changes: {
          sections: [
            {
              name: INTRODUCTION,
              status: 'changed',
              blocks: [{runs: [same('The file is at most '), del('20'), ins('25'), same(' MB.')]}],
            },
          ],
          frontMatter: [],
        },
      },
    ]);
  });
});

describe('grouping by sidebar section', () => {
  const link = (version: string, key: string): DiffPage => ({
    title: key,
    description: '',
    permalink: `/docs/${version}/${key}`,
  });
  const diff: PagesDiff = {
    added: ['widgets/new', 'api/fresh'],
    removed: ['api/old'],
    changed: [
      {key: 'getting-started/demo', changes: {sections: [], frontMatter: []}},
      {key: 'getting-started/index', changes: {sections: [], frontMatter: []}},
    ],
    unchanged: ['widgets/same'],
  };
  const categories: Record<string, {label: string; position: number}> = {
    'getting-started': {label: 'Начало работы', position: 1},
    api: {label: 'API reference', position: 4},
    widgets: {label: 'Widgets', position: 8},
  };

  it('puts each page under its top-level folder, labelled and ordered as the sidebar, landing page first, with links to both releases', () => {
    const groups = groupPages(diff, VERSIONS, {page: link, category: (_version, folder) => categories[folder] ?? {}});
    expect(groups.map(({id, label}) => [id, label])).toEqual([
      ['getting-started', 'Начало работы'],
      ['api', 'API reference'],
      ['widgets', 'Widgets'],
    ]);
    expect(groups[1].added.map((page) => page.permalink)).toEqual(['/docs/1.12.0/api/fresh']);
    expect(groups[1].removed.map((page) => page.permalink)).toEqual(['/docs/1.11.2/api/old']);
    expect([groups[0].changed[0].page.permalink, groups[0].changed[0].previous.permalink]).toEqual([
      '/docs/1.12.0/getting-started/index',
      '/docs/1.11.2/getting-started/index',
    ]);
    // The section's landing page first, as in the sidebar.
    expect(groups[0].changed.map((page) => page.page.permalink)).toEqual([
      '/docs/1.12.0/getting-started/index',
      '/docs/1.12.0/getting-started/demo',
    ]);
  });

  it("reads the labels of the docs' _category_.json files", () => {
    expect(readCategory(dir('1.12.0'), 'getting-started')).toEqual({label: 'Начало работы', position: 1});
    expect(readCategory(dir('1.12.0'), '')).toEqual({});
  });
});

describe('versioned_docs: 1.11.2 → 1.12.0', () => {
  const diff = diffVersions(readVersionSources(dir('1.11.2')), readVersionSources(dir('1.12.0')), VERSIONS);
  const changes = (key: string) => diff.changed.find((page) => page.key === key)!.changes;

  it('adds exactly the pages only 1.12.0 has (five pages and its release notes)', () => {
    expect(diff.added.sort()).toEqual(specOnly1_12_0().sort());
    expect(diff.added).toHaveLength(6);
  });

  it('removes no page', () => {
    expect(diff.removed).toEqual([]);
  });

  it('reports, for every changed page, at least one differing section or front matter field', () => {
    expect(diff.changed.length).toBeGreaterThan(0);
    for (const {key, changes} of diff.changed) {
      expect(changes.sections.length + changes.frontMatter.length, key).toBeGreaterThan(0);
    }
  });

  it('shows what AIChat gained: the sendWithTemplate() row of its method table and its new section', () => {
    const {sections} = changes('api/aichat');
    const methods = sections.find((section) => section.name === 'Methods')!;
    expect(methods.blocks.map(shown)).toEqual([
      {
        cells: [[ins('`sendWithTemplate(templateName, variables, options)`')], [ins('`ChatResult`')], [ins('1.12.0')]],
        columns: ['Method', 'Returns', 'Since'],
      },
    ]);
    expect(sections.find((section) => section.status === 'added')).toMatchObject({
      name: 'Method reference › sendWithTemplate()',
      anchor: 'sendwithtemplate',
    });
  });

  it('marks the release number of the install step word by word, and the getting-started section 1.12.0 renamed', () => {
    const install = changes('admin-help/index').sections.find(
      (section) => section.name === 'Install AIN › Install the application',
    )!;
    const [step] = install.blocks;
    if (!step || !('runs' in step)) throw new Error('The install step is a paragraph.');
    expect(shownRuns(step.runs).slice(-4)).toEqual([
      same('the instance and find AIN (scope `x_ain`), version '),
      del('1.11.2'),
      ins('1.12.0'),
      same('.'),
    ]);
    const start = changes('getting-started/index').sections;
    expect(start.find((section) => section.status === 'removed')).toMatchObject({
      name: 'Upgrading within 1.11',
      previousAnchor: 'upgrading-within-111',
    });
  });
});
