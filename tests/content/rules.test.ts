/** Each house rule finds a writer's fault at its line on a page made to break it, and accepts the fixed page. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {formatProblem, type Problem} from '../../scripts/writer/problems';
import {admonitionRules} from '../../scripts/writer/rules/admonitions';
import {canonRules} from '../../scripts/writer/rules/canon';
import {dataPageRules, dataValueRules, versionIds} from '../../scripts/writer/rules/data-pages';
import {dataShapeRules} from '../../scripts/writer/rules/data-shape';
import {diagramRules} from '../../scripts/writer/rules/diagrams';
import {actionRoleRules, factRules, stepRoleRules} from '../../scripts/writer/rules/facts';
import {glossaryRules} from '../../scripts/writer/rules/glossary';
import {linkRules} from '../../scripts/writer/rules/links';
import {mediaRules} from '../../scripts/writer/rules/media';
import {readCategories, sectionNameRules, type Category} from '../../scripts/writer/rules/sections';
import {
  codeBlockRules,
  dateRules,
  frontMatterRules,
  mdxRules,
  openingRules,
  pageKindRules,
  placeholderRules,
  releaseNotesRules,
} from '../../scripts/writer/rules/page';
import {
  olderVersionRules,
  releaseNumberRules,
  renameRules,
  russianTitleRules,
  sinceMarkerRules,
  sinceRules,
  specFloorRules,
} from '../../scripts/writer/rules/versions';
import {parsePage, type Page} from '../../scripts/writer/sources';
import {factTable} from '../../shared/fact-table';
import {permissions} from '../../shared/roles';
import {specDocIds} from '../spec';

const FRONT = `---
title: Back up and restore
russian_title: Резервное копирование и восстановление
description: Back up the AIN application data and the vector database before an upgrade, and restore both when an upgrade has to be rolled back.
keywords: [backup, restore, резервное копирование]
sidebar_position: 7
---
`;
const PROSE = `${'Administrators back up the application before every upgrade and keep the copy for a week. '.repeat(30)}\n`;

function page(body: string, {front = FRONT, version = 'current', id = 'admin-help/back-up'} = {}): Page {
  const folder = version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
  return parsePage(`${folder}/${id}.md`, `${front}${body}`, version, id);
}
const lines = (problems: Problem[]) => problems.map((problem) => problem.line);
const text = (problems: Problem[]) => problems.map(formatProblem).join('\n');
const AUDIENCE = "\n<Audience for={['administrators']} />\n\n";
const good = `${AUDIENCE}${PROSE}`;

describe('front matter', () => {
  it('accepts a complete front matter', () => {
    expect(frontMatterRules(page(good))).toEqual([]);
  });

  it('finds each missing or wrong field at its line', () => {
    const front = `---
title: Back up and restore
description: Too short.
keywords: [backup]
descripton: a typo
sidebar_position: seven
constructor: an inherited name
sidebar_label:
---
`;
    const found = text(frontMatterRules(page(good, {front})));
    const file = 'docs/admin-help/back-up.md';
    expect(found).toContain(`${file}:1 — the page has no russian_title`);
    expect(found).toContain(`${file}:3 — the description has 10 characters — say more: 120–160 characters`);
    expect(found).toContain(`${file}:4 — the page has only 1 keyword`);
    expect(found).toContain(`${file}:5 — unknown front matter field \`descripton\``);
    expect(found).toContain(`${file}:6 — the build rejects the front matter: "sidebar_position" must be a number`);
    expect(found).toContain(`${file}:7 — unknown front matter field \`constructor\``);
    expect(found).toContain(
      `${file}:8 — the build rejects the front matter: "sidebar_label" must be a string — give \`sidebar_label\` a value of that kind, or remove it`,
    );
    // A number in quotes is a number to the build.
    const quoted = FRONT.replace('sidebar_position: 7', 'sidebar_position: "7"');
    expect(frontMatterRules(page(good, {front: quoted}))).toEqual([]);
  });

  it('finds a description over 160 characters and a Russian title that is not Russian or not second', () => {
    const front = FRONT.replace(/description: .*/, `description: ${'x'.repeat(170)}`)
      .replace(/russian_title: .*\n/, '')
      .replace('sidebar_position: 7', 'sidebar_position: 7\nrussian_title: Backup');
    const found = text(frontMatterRules(page(good, {front})));
    expect(found).toContain('the description has 170 characters — shorten it by 10');
    expect(found).toContain('`russian_title` has no Russian word — write it in Russian');
  });

  it('finds front matter that is not YAML, and nothing it cannot read as missing', () => {
    const front = FRONT.replace(
      /description: .*/,
      "description: 'Don't back up the vector database while it imports.'",
    );
    const found = frontMatterRules(page(good, {front}));
    expect(found).toHaveLength(1);
    expect(found[0]!.problem).toMatch(/^the front matter is not valid YAML/);
    expect(found[0]!.fix).toContain('("Don\'t")');
  });

  it('finds a page with no front matter', () => {
    expect(text(frontMatterRules(page(good, {front: ''})))).toContain(':1 — the page has no front matter');
  });
});

describe('opening, length and placeholders', () => {
  it('finds a page that does not start with its audience, has a level-1 heading or is too short', () => {
    const found = openingRules(page('\nSome text.\n\n# Title\n'));
    expect(text(found)).toContain('the page does not start with its audience');
    expect(lines(found.filter((problem) => problem.problem === 'a level-1 heading'))).toEqual([11]);
    expect(text(found)).toMatch(/:8 — \d+ words of prose, fewer than the 400 a page needs/);
    expect(openingRules(page(good))).toEqual([]);
  });

  it('finds an audience the site has no badge for', () => {
    const misspelt = openingRules(page(`\n<Audience for={['administrator', 'developers']} />\n\n${PROSE}`));
    expect(misspelt.map((problem) => [problem.line, problem.problem])).toEqual([
      [9, '<Audience> names no audience the site has: administrator, an empty badge'],
    ]);
    expect(misspelt[0]!.fix).toBe('name any of administrators, integrators, developers');
    expect(text(openingRules(page(`\n<Audience for={[]} />\n\n${PROSE}`)))).toContain('<Audience> names no audience,');
  });

  it('needs 150 words on a landing page', () => {
    const found = openingRules(page(`${AUDIENCE}${'word '.repeat(140)}\n`, {id: 'admin-help/index'}));
    expect(text(found)).toContain('fewer than the 150 a section landing page needs');
  });

  it('finds the scaffold’s placeholders in front matter and text', () => {
    const front = FRONT.replace(/description: .*/, 'description: TODO one sentence of 120 to 160 characters.');
    const found = placeholderRules(page(`${good}\nTODO: say how to restore.\n`, {front}));
    expect(lines(found)).toEqual([4, 13]);
  });

  it('finds a date with its month in words, and takes it as 2026-10-20', () => {
    const body = `${good}\nReleased on 20 October 2026.\nOr Oct 20, 2026.\nOn 2026-10-20, in May 2026.\n`;
    expect(lines(dateRules(page(body)))).toEqual([13, 14]);
  });
});

describe('code blocks', () => {
  it('finds a block without language, one in a language not highlighted, one that does not parse, one never closed', () => {
    const blocks = ['```\nplain', '```yml\na: 1', '```ini\na=1', '```toml\na = 1', '```json\n{"a": 1,}'];
    const rest = ['```js\nconst x = ;', '```ts\nlet y: = 2;'];
    const body = `${good}\n${[...blocks, ...rest].map((block) => `${block}\n\`\`\`\n`).join('\n')}\n\`\`\`js\nopen`;
    const found = codeBlockRules(page(body));
    expect(found.map((problem) => problem.problem.split(' (')[0])).toEqual([
      'a code block names no language',
      'the site does not highlight toml code',
      'the json example does not parse',
      'the js example does not parse',
      'the ts example does not parse',
      'a code block is never closed',
    ]);
    expect(lines(found)).toEqual([13, 25, 29, 33, 37, 41]);
  });
});

describe('MDX', () => {
  it('finds what MDX cannot compile, at its line', () => {
    const found = mdxRules(page(`${good}\nA value {unclosed and a tag <b.\n`));
    expect(found).toHaveLength(1);
    expect(found[0].line).toBeGreaterThanOrEqual(12);
    expect(found[0].fix).toContain('&lt;');
    expect(mdxRules(page(good))).toEqual([]);
  });

  it("finds a shared component's prop misspelt or missing, as its source declares them", () => {
    const body = `${good}\n<PropertyTable property={[]} />\n\n<Since version="1.12.0" key="a" />\n\n<Glossary full />\n`;
    const found = mdxRules(page(body));
    expect(found.map((problem) => `${problem.line} ${problem.problem} — ${problem.fix}`)).toEqual([
      '13 <PropertyTable> takes no prop `property` — its props: properties (src/components/PropertyTable)',
      '13 <PropertyTable> lacks its prop `properties`: the page fails to render — give it properties; its props: properties (src/components/PropertyTable)',
      '17 <Glossary> takes no prop `full` — its props: none (src/components/Glossary)',
    ]);
  });

  it("finds Markdown in a component's props, which shows as written", () => {
    const row = (description: string) =>
      `${good}\n<PropertyTable properties={[{name: 'nexus', type: 'String', description: '${description}'}]} />\n`;
    expect(
      mdxRules(page(row('Uses **support-chat** through [a Nexus](../x.md).'))).map((each) => each.problem),
    ).toEqual(["<PropertyTable> shows **support-chat** as written: a prop's text is not Markdown"]);
    expect(mdxRules(page(row('Uses support-chat, a *Nexus* name.')))).toEqual([]);
    // Code names in backticks are set as code in the reference components only.
    expect(mdxRules(page(row('Uses `support-chat`, a Nexus.')))).toEqual([]);
    const card = `${good}\n<Card title="A" description="Uses \`support-chat\`." />\n`;
    expect(mdxRules(page(card)).map((each) => each.problem)).toContain(
      "<Card> shows `support-chat` as written: a prop's text is not Markdown",
    );
  });

  it('finds an import of nothing and a style given as text, on which the build fails', () => {
    const imports = [
      "import Tabs from '@theme/Tab';",
      "import Table from '@site/src/components/LimitsTabel';",
      "import LimitsTable from '@site/src/components/LimitsTable';",
      "import TabItem from '@theme/TabItem';",
      "import CodeBlock from '@theme/CodeBlock';",
    ];
    const body = `\n${imports.join('\n')}\n${good}\n<span style="color: red">Red</span> <span style={{color: 'red'}}>Red</span>\n`;
    const found = mdxRules(page(body));
    expect(found.map((problem) => [problem.line, problem.problem.split(':')[0]])).toEqual([
      [9, "imports '@theme/Tab', which does not exist"],
      [10, "imports '@site/src/components/LimitsTabel', which does not exist"],
      [19, '<span> has style="…"'],
    ]);
  });

  it('says how to give a heading an id of its own, which MDX cannot read as {#id}', () => {
    const [found] = mdxRules(page(`${good}\n## Restore now {#restore}\n`));
    expect([found!.line, found!.fix]).toEqual([
      13,
      "write the heading's own id as {/*#restore*/} at its end: MDX reads {#restore} as code",
    ]);
    // Without spaces, which Markdown's linter would read as emphasis.
    expect(mdxRules(page(`${good}\n## Restore now {/*#restore*/}\n`))).toEqual([]);
  });

  it('finds a name the page reads and nothing defines, in text, props or a component, at its line', () => {
    const found = mdxRules(page(`${good}\nUp to {max} files.\n\n<Fact name={limit} />\n\n<Tabz>\nText.\n</Tabz>\n`));
    expect(found.map((each) => [each.line, each.problem])).toEqual([
      [
        13,
        '{max} in the text is read as code, and nothing defines max: the page fails to render ("max is not defined")',
      ],
      [15, '<Fact> reads limit, which nothing on the page defines: the page fails to render ("limit is not defined")'],
      [17, '<Tabz> is no component a page has: the page fails to render ("Expected component Tabz to be defined")'],
    ]);
    expect(found[0]!.fix).toBe('for the literal text write \\{max\\} or put it in backticks (`{max}`)');
    expect(found[2]!.fix).toContain('Audience');
  });

  it('accepts escaped braces, code, comments, what the page imports or exports, and built-ins', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      'export const max = 3;',
      good,
      'Up to \\{max\\} and `{limit}` files; {max} here is defined. {/* a note */}',
      '',
      '<Tabs>',
      '</Tabs>',
      '',
      '{[1, 2].map((n) => Math.max(n, 2)).join(", ")}',
    ].join('\n');
    expect(mdxRules(page(body))).toEqual([]);
  });
});

describe('page kinds', () => {
  it('finds an API page without its sections, methods and examples', () => {
    const found = text(pageKindRules(page(good, {id: 'api/aibackup'})));
    expect(found).toContain('an API class page without "## Get an instance"');
    expect(found).toContain('fewer than two `### method()` headings');
    expect(found).toContain('fewer than two js examples');
  });

  it('finds release notes without the sections of release notes, and asks no length of them', () => {
    const notes = page(`${AUDIENCE}## New features\n\nShort.\n`, {id: 'release-notes/1-13-0'});
    expect(pageKindRules(notes).map((found) => found.problem)).toEqual([
      'release notes without "## Changes"',
      'release notes without "## Fixes"',
      'release notes without "## Upgrade steps"',
    ]);
    expect(openingRules(notes)).toEqual([]);
  });

  it('finds a widget page without a property table and troubleshooting that is not a table', () => {
    const found = text(pageKindRules(page(`${good}\n## Troubleshooting\n\nRestart it.\n`, {id: 'widgets/backup'})));
    expect(found).toContain('a widget page without <PropertyTable />');
    expect(found).toContain('a widget page without "## Roles"');
    expect(found).toContain(':13 — troubleshooting is not a Symptom | Cause | Fix table');
  });
});

describe('release notes', () => {
  const notes = (released: string, body: string, version = '1.13.0') =>
    page(body, {version, id: 'release-notes/1-13-0', front: `${FRONT.replace('---\n', `---\n${released}`)}`});

  it('finds a release day the text states otherwise, or not at all', () => {
    const released = (body: string) => releaseNotesRules(notes('released: 2026-12-01\n', body));
    expect(text(released('\nAIN 1.13.0 was released on 2026-12-02.\n'))).toContain(
      'the text says released 2026-12-02, `released:` says 2026-12-01',
    );
    expect(text(released('\nNo day.\n'))).toContain('do not say when');
    expect(released('\nAIN 1.13.0 was released on 2026-12-01.\n')).toEqual([]);
    // The draft's notes of the next release have no day until it is cut.
    expect(releaseNotesRules(notes('', '\nNot yet.\n', 'current'))).toEqual([]);
  });

  it('finds the sections the template leaves for the writer until they are written', () => {
    const sections = (changes: string, fixes: string) =>
      `${good}\n## New features\n\n- [Back up](../admin-help/back-up.md): a new page.\n\n## Changes\n\nPages mark these changes:\n\n${changes}\n\n## Fixes\n\n${fixes}\n\n## Upgrade steps\n\n1. Upgrade.\n`;
    const template = pageKindRules(
      notes('', sections('{/*One item per change.*/}', '{/*One item per fixed defect.*/}')),
    );
    expect(template.map((found) => `${found.line} ${found.problem}`)).toEqual([
      '17 "Changes" introduces a list that is not there',
      '23 "Fixes" is empty',
    ]);
    expect(text(template)).toContain('or write "None in this release."');
    expect(
      pageKindRules(
        notes('', sections('- [Back up](../admin-help/back-up.md) keeps a week.', 'None in this release.')),
      ),
    ).toEqual([]);
  });
});

describe('admonitions and steps', () => {
  /** `[line, what is wrong]` of each problem, the line counted in the page as written. */
  const found = (body: string) => {
    const written = page(`${good}\n${body}`);
    return {
      problems: admonitionRules(written).map((problem) => [problem.line, problem.problem.split(' (')[0]]),
      lineOf: (needle: string) => written.text.split('\n').findIndex((line) => line.includes(needle)) + 1,
    };
  };

  it('accepts the boxes a procedure needs, where they belong', () => {
    const body = [
      ':::danger[Purging deletes every dead letter for good]',
      'Purging deletes every job in `ain.jobs.dlq` without running it, and cannot be undone.',
      ':::',
      '',
      '1. Inspect the dead letters.',
      '2. Purge the queue:',
      '',
      '   ```bash',
      '   rabbitmqctl purge_queue -p /ain ain.jobs.dlq',
      '   ```',
      '',
      '   :::result',
      '   The queue is empty.',
      '   :::',
      '',
      '   :::warning[Jobs you did not write down are gone]',
      '   Start the others again at their source.',
      '   :::',
      '',
      ':::result',
      'The **Status** panel shows no dead letter.',
      ':::',
      '',
      ':::note',
      'Each job keeps its AI messages.',
      ':::',
      '',
    ].join('\n');
    expect(found(body).problems).toEqual([]);
  });

  it('finds types of other sites, titles without brackets or consequence, and a result with a title', () => {
    const body = [
      ':::caution[Old name]',
      ':::',
      ':::info',
      ':::',
      ':::tip Use the form',
      ':::',
      ':::warning',
      ':::',
      ':::danger[ ]',
      ':::',
      '1. Save.',
      '',
      ':::result[Saved]',
      ':::',
      '::: note',
    ].join('\n');
    const {problems, lineOf} = found(body);
    const first = lineOf(':::caution');
    expect(problems).toEqual([
      [first, '`:::caution` is not a type of these docs'],
      [first + 2, '`:::info` is not a type of these docs'],
      [first + 4, 'the title "Use the form" is not in brackets'],
      [first + 6, 'a :::warning without a title'],
      [first + 8, 'a :::danger without a title'],
      [first + 12, 'an expected result with a title of its own'],
      [first + 14, '`::: note` is neither an opening nor a closing line'],
    ]);
    const fixes = admonitionRules(page(`${good}\n${body}`)).map((problem) => problem.fix);
    expect(fixes[0]).toContain('write :::warning');
    expect(fixes[2]).toContain(':::tip[Use the form]');
    expect(fixes[3]).toContain('name the consequence in brackets');
  });

  it('finds a box never closed, closed at another indentation, nested, or a ::: that closes nothing', () => {
    const nested = found(':::note\nOne.\n:::tip\nTwo.\n:::\n:::\n');
    expect(nested.problems).toEqual([
      [nested.lineOf(':::tip'), 'a :::tip inside the :::note of line ' + nested.lineOf(':::note')],
      [nested.lineOf(':::tip') + 3, 'a ::: that closes no box'],
    ]);
    const steps = found('1. Save.\n\n   :::warning[Saving overwrites the old value]\n   Keep a copy.\n:::\n');
    expect(steps.problems).toEqual([
      [
        steps.lineOf('Keep a copy.') + 1,
        `the closing ::: is indented 0 spaces, its opening on line ${steps.lineOf(':::warning')} 3`,
      ],
    ]);
    const unclosed = found(':::danger[Purging deletes every dead letter for good]\nPurge.\n\n## Next\n');
    expect(unclosed.problems).toEqual([[unclosed.lineOf(':::danger'), 'the :::danger is never closed']]);
    const colons = found('::::note\nOne.\n:::\n');
    expect(colons.problems).toEqual([[colons.lineOf('One.') + 1, 'the box opens with 4 colons and closes with 3']]);
  });

  it('finds an expected result that follows no numbered step, or is written as plain text', () => {
    for (const body of [
      '1. Save.\n\nThen wait.\n\n:::result\nSaved.\n:::\n',
      '- Save.\n\n  :::result\n  Saved.\n  :::\n',
    ]) {
      const {problems, lineOf} = found(body);
      expect(problems, body).toEqual([[lineOf(':::result'), 'an expected result that follows no numbered step']]);
    }
    const plain = found('1. Save.\n\n   **Expected result:** the record is saved.\n');
    expect(plain.problems).toEqual([
      [plain.lineOf('**Expected result:**'), 'an expected result written as plain text'],
    ]);
  });

  it('finds a sentence saying an action cannot be undone outside a warning or danger box', () => {
    const body = [
      'Purging cannot be undone.',
      ':::note',
      'The jobs are deleted for good.',
      ':::',
      ':::warning[Jobs are deleted]',
      'Removing a worker is irreversible.',
      ':::',
      'The collection keeps its size for good.',
    ].join('\n');
    const {problems, lineOf} = found(body);
    expect(problems).toEqual([
      [lineOf('Purging cannot'), '"cannot be undone" outside a warning or danger box'],
      [lineOf('deleted for good'), '"deleted for good" outside a warning or danger box'],
    ]);
  });
});

describe('glossary links at first use', () => {
  it('finds a term whose first use links nowhere, and suggests the link from the page', () => {
    const body = `${AUDIENCE}Every **Nexus** label is fine. Each Nexus needs a [credential](../service-tools/auth.md).\n\nLater [Nexus](../getting-started/nexuses.md).\n`;
    const found = glossaryRules(page(body));
    expect(found.map(formatProblem)).toEqual([
      'docs/admin-help/back-up.md:11 — first use of "Nexus" without a link to its glossary page — link it: [Nexus](../getting-started/nexuses.md)',
    ]);
  });

  it('counts a link to a page of one kind of the thing, and not headings, code or a table’s first column', () => {
    const body = `${AUDIENCE}## Widgets and Nexus\n\n| Nexus | Widget |\n|---|---|\n| Nexus | \`widget\` |\n\nThe [KB Assistant widget](../widgets/kb-assistant.md) and the [Nexus](../getting-started/nexuses.md).\n`;
    expect(glossaryRules(page(body))).toEqual([]);
  });

  it('reads the summary of a page-list item, marked new or not, as no use of a term', () => {
    const body = `${AUDIENCE}- [Profiles](./profile-settings.md): what each Nexus may answer.\n- <Since version="1.12.0" /> [Templates](./prompt-templates.md): prompts for a Nexus.\n\nA [Nexus](../getting-started/nexuses.md).\n`;
    expect(glossaryRules(page(body))).toEqual([]);
    const unlisted = body.replace(
      '- <Since version="1.12.0" /> [Templates](./prompt-templates.md): prompts for',
      '- Prompts for',
    );
    expect(glossaryRules(page(unlisted)).map((problem) => problem.line)).toEqual([12]);
  });

  it('says why a link in a table’s first column does not count', () => {
    const body = `\n| Field | Meaning |\n|---|---|\n| [Nexus](../getting-started/nexuses.md) | The connection. |\n\nEach Nexus has a timeout.\n`;
    expect(glossaryRules(page(body)).map((problem) => problem.fix)).toEqual([
      'link it: [Nexus](../getting-started/nexuses.md); the link on line 11 does not count: a table’s header row and first column name columns and fields',
    ]);
  });

  it('does not ask a page to link itself', () => {
    expect(glossaryRules(page('\nA Nexus is a connection.\n', {id: 'getting-started/nexuses'}))).toEqual([]);
  });

  it('reads how prose writes each term from its glossary entry: the term, its plural, its forms and exceptions', () => {
    const firstUses = (text: string) => glossaryRules(page(`\n${text}\n`)).map((problem) => problem.problem);
    // The term itself in any case and in the plural, where the entry gives no forms.
    expect(firstUses('Two Knowledge Assistants answer.')).toEqual([
      'first use of "Knowledge Assistants" without a link to its glossary page',
    ]);
    // The entry's forms; a word after that makes it another term's name.
    expect(firstUses('Each VCD lists its scripted tags.')).toEqual([
      'first use of "VCD" without a link to its glossary page',
      'first use of "scripted tags" without a link to its glossary page',
    ]);
    expect(firstUses('The VCD scripted tag runs.')).toEqual([
      'first use of "VCD scripted tag" without a link to its glossary page',
    ]);
    // A name in its case only, and not after the word that makes it the product's name.
    expect(firstUses('The AI Nexus platform; a nexus of ideas.')).toEqual([]);
  });
});

describe('one name per section', () => {
  const landing = (section: string, title: string, extra = '') =>
    page(good, {
      id: `${section}/index`,
      front: FRONT.replace('title: Back up and restore', `title: ${title}`).replace(
        'sidebar_position: 7',
        `sidebar_position: 7${extra}`,
      ),
    });
  const category = (section: string, label: string, description = 'What it holds.') =>
    [section, {file: `docs/${section}/_category_.json`, line: 2, label, description}] as [string, Category];
  const entries = page(
    '\n- [Script API](../api/index.md): the classes.\n2. [Technical docs](../technical_docs/index.md), then more.\n' +
      '- [Roles](../technical_docs/index.md#roles): who may do what.\n\nThe [script API](../api/index.md) in a sentence.\n',
    {id: 'getting-started/next'},
  );
  const landings = [landing('getting-started', 'Getting started'), landing('api', 'API reference')];

  it('finds the sidebar label, sidebar_label and list entry that name a section otherwise than its landing page', () => {
    const problems = sectionNameRules(
      [landing('technical_docs', 'Technical docs', '\nsidebar_label: Tech docs'), ...landings, entries],
      new Map([
        category('technical_docs', 'Technical documentation'),
        category('getting-started', 'Getting started'),
        category('api', 'API reference'),
      ]),
    );
    expect(text(problems).split('\n')).toEqual([
      'docs/technical_docs/_category_.json:2 — the sidebar calls the section "Technical documentation", its name is "Technical docs" — label it "Technical docs", the name its landing page gives it, which the home page and search show',
      'docs/technical_docs/index.md:7 — sidebar_label "Tech docs" is not the section’s label "Technical docs" — remove it: the sidebar shows the section by its name',
      'docs/getting-started/index.md:2 — the section getting-started/ is titled "Getting started" — title it "Начало работы", the site’s Russian label, which the sidebar and navbar show',
      'docs/getting-started/_category_.json:2 — the sidebar calls the section "Getting started", its name is "Начало работы" — label it "Начало работы", the name its landing page gives it, which the home page and search show',
      'docs/getting-started/next.md:9 — the list entry names the section api/ "Script API" — call it "API reference", the title of its landing page',
    ]);
  });

  it('accepts each section by its one name, getting started titled in Russian, and links to a part of one', () => {
    const problems = sectionNameRules(
      [
        landing('technical_docs', 'Technical docs'),
        landing('getting-started', 'Начало работы'),
        landing('api', 'API reference'),
        page(entries.body.replace('[Script API]', '[API reference]'), {id: 'getting-started/next'}),
      ],
      new Map([
        category('technical_docs', 'Technical docs'),
        category('getting-started', 'Начало работы'),
        category('api', 'API reference'),
      ]),
    );
    expect(problems).toEqual([]);
  });

  /** What the rules find in a docs/faq/_category_.json that reads `json`. */
  const categoryProblems = (json: string) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-sections-'));
    try {
      fs.mkdirSync(path.join(folder, 'docs/faq'), {recursive: true});
      fs.writeFileSync(path.join(folder, 'docs/faq/_category_.json'), json);
      return sectionNameRules([], readCategories('current', folder));
    } finally {
      fs.rmSync(folder, {recursive: true, force: true});
    }
  };

  it('finds a _category_.json that is not JSON, at its line', () => {
    expect(text(categoryProblems('{\n  "label": "FAQ"\n  "position": 9\n}\n'))).toMatch(
      /^docs\/faq\/_category_\.json:3 — the file is not valid JSON: Expected ',' or '}' after property value — correct it/,
    );
  });

  it('finds a field of _category_.json the build rejects, at its line', () => {
    const [found] = categoryProblems('{\n  "label": "FAQ",\n  "positon": 9\n}\n');
    expect(`${found!.line} ${found!.problem}`).toBe('3 the build rejects the file: "positon" is not allowed');
  });

  it('finds a section folder without a landing page, or without a line on what it holds', () => {
    const problems = sectionNameRules([], new Map([category('faq', 'FAQ', '')]));
    expect(text(problems).split('\n')).toEqual([
      'docs/faq/_category_.json:1 — the section faq/ does not say what it holds — add "description": one line on what the section holds, which its card on the home page shows',
      "docs/faq/_category_.json:1 — the section faq/ has no landing page — add faq/index.md, titled with the section's name (npm run new-page -- --section faq writes both files)",
    ]);
  });
});

describe('sample data and menus', () => {
  it('finds records, hosts, Nexuses, menus and companies outside the canon', () => {
    const body = `\nINC0010041 and INC0099999, KB0012001 and KB0000001, AIM0004821 and AIM0000005.\nOpen https://acme.service.example and **AIN > Settings**.\n\`new AIChat('gpt-chat')\` at Contoso.\n`;
    const found = canonRules(page(body));
    expect(found.map((problem) => problem.problem)).toEqual([
      'INC0099999 is not a sample incident',
      'KB0000001 is not the sample knowledge article',
      'AIM0000005 is numbered below the example AI messages',
      'acme.service.example is not a host of the sample company',
      '**AIN > Settings** is not a menu of AIN',
      'the Nexus "gpt-chat" is not a sample Nexus',
      '"Contoso" is not the sample company',
    ]);
    expect(lines(found)).toEqual([9, 9, 9, 10, 10, 11, 11]);
  });
});

describe('facts and roles', () => {
  it('finds a fact stated with another value and a role that does not exist, at their lines', () => {
    const found = factRules(
      page(`${good}\nEach request waits at most the Nexus timeout, 45 s by default.\nAsk an ain_superuser.\n`),
    );
    expect(found.map((problem) => [problem.line, problem.problem.split(',')[0]])).toEqual([
      [13, 'states nexusTimeout as 45 s'],
      [14, '`ain_superuser` is not a role of the platform'],
    ]);
  });

  it('finds a <Fact> tag the build cannot render, and reads one in single quotes', () => {
    const found = factRules(page(`${good}\nKept for <Fact value="messageRetention" />.\n`));
    expect(found.map((problem) => [problem.line, problem.problem])).toEqual([
      [13, 'a <Fact> tag the build cannot render'],
    ]);
    expect(
      text(factRules(page(`${good}\nWaits <Fact name='nexusTimeout' />, then <Fact name='nexusTimeot' />.\n`))),
    ).toBe(
      `docs/admin-help/back-up.md:13 — <Fact name='nexusTimeot' />: no such fact — use a fact of shared/data/facts.json that the draft has`,
    );
  });

  it('finds the page fact-table.json names for a fact, when it never states it with <Fact>', () => {
    const id = 'widgets/ain-voice';
    const typed = page(`${good}\nDictate at most 5 minutes at a time.\n`, {id});
    expect(factRules(typed).map((problem) => [problem.line, problem.problem])).toEqual([
      [8, 'shared/data/fact-table.json names this page for dictationLength, but it never states it with <Fact />'],
    ]);
    expect(factRules(page(`${good}\nDictate at most <Fact name="dictationLength" /> at a time.\n`, {id}))).toEqual([]);
  });

  it('asks for the value itself where a number sits in a component’s props, where <Fact> cannot go', () => {
    const props = `${good}\n<PropertyTable properties={[\n  {name: 'timeout', type: 'Number', default: '', description: 'The Nexus timeout of 45 s.'},\n]} />\n`;
    const [found] = factRules(page(props));
    expect([found!.line, found!.fix]).toEqual([
      14,
      'write 60 s in the prop, or change the value in shared/data/facts.json if the product changed',
    ]);
  });

  it('finds a script API example on a page that never asks for ain_developer', () => {
    const steps = (before: string) =>
      `${good}\n## Before you begin\n\n${before}\n\n## Verify\n\nRun this as \`ain_developer\`:\n\n\`\`\`js\nconst hits = new AIVector('embed-default').search('kb-articles', 'VPN');\n\`\`\`\n`;
    const found = stepRoleRules(
      page(steps('- You hold the `ain_integrator` role.'), {id: 'service-tools/gitlab-connect'}),
    );
    expect(found.map(formatProblem)).toEqual([
      'docs/service-tools/gitlab-connect.md:21 — an example calls AIVector, but "Before you begin" never asks for `ain_developer`, the role the script API needs — say in "Before you begin" who runs it: a user with `ain_developer`, or you if you hold it too',
    ]);
    const asked = '- You hold `ain_integrator`; the search in Verify needs `ain_developer`.';
    expect(stepRoleRules(page(steps(asked), {id: 'service-tools/gitlab-connect'}))).toEqual([]);
    // The script API's own pages say it on their overview.
    expect(stepRoleRules(page(steps('- Nothing.'), {id: 'api/aivector'}))).toEqual([]);
  });

  it('finds a step or a fix that opens what only some roles reach, and says whom to ask', () => {
    const body = (before: string, step: string, row: string) =>
      `${good}\n## Before you begin\n\n${before}\n\n## Check the queue\n\n1. ${step}\n\n## Troubleshooting\n\n| Problem | Fix |\n|---|---|\n| Jobs wait. | ${row} |\n`;
    const found = actionRoleRules(
      page(
        body(
          '- You hold `ain_developer`.',
          'Open **AIN > Administration > RabbitMQ Consumer** and read **Last heartbeat**.',
          'Click **Resync** on the definition.',
        ),
      ),
    );
    expect(found.map(formatProblem)).toEqual([
      'docs/admin-help/back-up.md:19 — a step sends the reader to **AIN > Administration > RabbitMQ Consumer**, which only `ain_admin` reaches ("Configure the RabbitMQ consumer and requeue dead letters", shared/data/roles.json), but neither the step, its section nor a "Before you …" section names that role — say who does it, such as "ask a user with `ain_admin` to …", or list the role in "Before you begin"',
      'docs/admin-help/back-up.md:25 — a table row sends the reader to **Resync**, which only `ain_integrator` reaches ("Manage vector collection definitions and connectors", shared/data/roles.json), but neither the row nor a "Before you …" section names that role — say who does it, such as "ask a user with `ain_integrator` to …", or list the role in "Before you begin"',
    ]);
    // Named in "Before you begin", in the row itself, or for a menu under one that needs no role.
    const fixed = body(
      '- You hold `ain_admin`.',
      'Open **AIN > Administration > RabbitMQ Consumer**, then **AIN > AI Forms** to see the published forms.',
      'Ask an integrator with `ain_integrator` to click **Resync**.',
    );
    expect(actionRoleRules(page(fixed))).toEqual([]);
    // A menu under one that a role reaches needs that role too.
    const demo = body('- Nothing.', 'Open **AIN > Demo > Load demo incidents**.', 'Nothing.');
    expect(actionRoleRules(page(demo)).map((problem) => problem.problem.split(',')[0])).toEqual([
      'a step sends the reader to **AIN > Demo**',
    ]);
  });

  it('finds a limit in an area the table lacks and an action with a role the platform lacks, at their lines', () => {
    expect(dataValueRules()).toEqual([]);
    const rows = {...factTable, nexusRetries: {...factTable.nexusRetries, group: 'Network'}};
    const actions = [{...permissions[1], roles: ['ain_developer', 'ain_devs']}];
    const found = text(dataValueRules(rows, actions));
    expect(found).toMatch(/^shared\/data\/fact-table\.json:5 — the fact nexusRetries is in the area "Network", which/m);
    expect(found).toContain('— name one of Requests, Content, Retrieval, Queued jobs, Retention');
    expect(found).toMatch(/^shared\/data\/roles\.json:9 — the action "Place widgets .*" names the role ain_devs/m);
    expect(found).toContain('— name one of ain_user, ain_developer, ain_integrator, ain_admin');
  });

  it('finds a key misspelt, missing or of the wrong kind in the data, at its line, from the types the site reads', () => {
    expect(dataShapeRules()).toEqual([]);
    const texts: Record<string, string> = {
      'shared/data/glossary.json': `[
  {"term": "Nexus", "russian": "Nexus", "meaning": "A connection.", "page": "getting-started/nexuses", "matchcase": true},
  {"term": "AI message", "russain": "AI-сообщение", "meaning": "A log.", "page": "admin-help/ai-message", "notAfter": "AI"}
]`,
      'shared/data/facts.json': `{
  "attachmentSize": {"value": "25 MB", "earlier": [{"untill": "1.11.1", "value": 20}]}
}`,
      'shared/data/roles.json': `{
  "roles": ["ain_user"],
  "permissions": [{"action": "Use widgets", "role": ["ain_user"], "page": "widgets/index"}]
}`,
      'shared/data/english-synonyms.json': `{
  "Models and providers": {"llm": ["model", "provider"], "gpt": 5}
}`,
      'shared/data/home.json': `{
  "summary": "AIN.",
  "audienceCards": [{"title": "Administrators", "description": "Run AIN.", "section": "admin-help", "icon": 3}],
  "popularTasks": [{"title": "Connect a Nexus", "page": "getting-started/nexuses", "anchr": "create-a-nexus"}]
}`,
      'shared/data/fact-table.json': `{
  "nexusTimeout": {"label": "Request timeout", "group": "Requests", "page": "getting-started/nexuses"},
  "nexusRetry": {"label": "Retries", "group": "Requests", "page": "getting-started/nexuses"}
}`,
    };
    const found = text(dataShapeRules((file) => texts[file] ?? fs.readFileSync(file, 'utf8')));
    const glossaryKeys = 'term, russian, meaning, page, since, forms, matchCase, notAfter, notBefore, alsoLinks';
    for (const line of [
      `shared/data/glossary.json:2 — [0] has the key "matchcase", which the site does not read: its value is never shown — name one of ${glossaryKeys} (shared/glossary.ts)`,
      'shared/data/glossary.json:3 — [1] lacks "russian", which the site reads — add "russian", text in quotes (shared/glossary.ts)',
      'shared/data/glossary.json:3 — [1] has the key "russain", which the site does not read',
      'shared/data/glossary.json:3 — [1].notAfter is text, where the site reads a list of texts in quotes, ["…"]',
      'shared/data/facts.json:2 — attachmentSize.earlier[0] has the key "untill", which the site does not read',
      'shared/data/facts.json:2 — attachmentSize.earlier[0] lacks "until", which the site reads',
      'shared/data/facts.json:2 — attachmentSize.earlier[0].value is a number, where the site reads text in quotes',
      'shared/data/roles.json:3 — permissions[0] lacks "roles", which the site reads — add "roles", a list of texts',
      'shared/data/roles.json:3 — permissions[0] has the key "role", which the site does not read',
      // A key that is no name is quoted, as a writer would find it.
      'shared/data/english-synonyms.json:2 — ["Models and providers"].gpt is a number, where the site reads text in quotes or a list of texts',
      'shared/data/home.json:3 — audienceCards[0].icon is a number, where the site reads text in quotes',
      'shared/data/home.json:4 — popularTasks[0] has the key "anchr", which the site does not read',
      'shared/data/fact-table.json:3 — the file has the key "nexusRetry", which the site does not read',
      'shared/data/fact-table.json:1 — the file lacks "nexusRetries", which the site reads — add "nexusRetries", a FactRow',
    ]) {
      expect(found).toContain(line);
    }
    expect(found).not.toContain('fact-table.json:1 — the file lacks "nexusTimeout"');
    expect(found).not.toMatch(/glossary\.json:\d+ — \[0\] lacks|\.llm/);
  });
});

describe('links and anchors', () => {
  const target = page(`${good}\n## Restore a backup\n\nText.\n`, {id: 'admin-help/restore'});

  it('finds a missing file, a missing anchor, an absolute docs link and a "what changed" page that does not exist', () => {
    const body = `${good}\n[a](./restore.md#restore-a-backup) [b](./restore.md#no-such) [c](./gone.md) [d](/docs/api/aichat) [e](#nowhere) [f](/changes/1.0.0-to-1.12.0) [g](/versions)\n`;
    const found = linkRules([page(body), target], ['1.12.0', '1.11.2']);
    expect(found.map((problem) => problem.problem.split(':')[0].split(',')[0])).toEqual([
      'link to ./restore.md#no-such',
      'link to ./gone.md',
      "absolute link /docs/api/aichat leaves the reader's version",
      'link to #nowhere',
      'link to /changes/1.0.0-to-1.12.0',
    ]);
    expect(new Set(lines(found))).toEqual(new Set([13]));
  });

  it('reads anchors as the build gives them: an id of its own, a release token, the text inside an element', () => {
    const headings = [
      '## Restore now {/* #restore-now */}',
      '## Upgrade from %previous-release%',
      '## The <abbr title="application programming interface">API</abbr> way',
    ];
    const restore = page(`${good}\n${headings.join('\n\n')}\n`, {id: 'admin-help/restore', version: '1.12.0'});
    const body = `${good}\n[a](./restore.md#restore-now) [b](./restore.md#upgrade-from-1112) [c](./restore.md#the-api-way)\n`;
    expect(linkRules([page(body, {version: '1.12.0'}), restore], ['1.12.0', '1.11.2'])).toEqual([]);
  });

  it("finds a link in the draft to a heading whose id the release's cut changes, and takes its own id", () => {
    const headings = ['## Upgrade to %release%', '## Upgrade from %previous-release% {/*#upgrade*/}'];
    const upgrade = page(`${good}\n${headings.join('\n\n')}\n\n[next](#upgrade-to-next)\n`, {id: 'admin-help/upgrade'});
    const body = `${good}\n[a](./upgrade.md#upgrade-to-next) [b](./upgrade.md#upgrade)\n`;
    const found = linkRules([page(body), upgrade], ['1.12.0', '1.11.2']);
    expect(found.map((problem) => `${problem.file} ${problem.problem}`)).toEqual([
      'docs/admin-help/back-up.md link to ./upgrade.md#upgrade-to-next, whose id holds the release number: the cut breaks it',
      'docs/admin-help/upgrade.md link to #upgrade-to-next, whose id holds the release number: the cut breaks it',
    ]);
    expect(found[0]!.fix).toBe(
      'end that heading with an id of its own, such as {/*#an-id*/}, and link #an-id: that id stays',
    );
    // A release keeps its number.
    const released = (file: Page) => ({...file, version: '1.12.0', text: file.text.replaceAll('to-next', 'to-1120')});
    expect(linkRules([released(page(body)), released(upgrade)], ['1.12.0', '1.11.2'])).toEqual([]);
  });

  it('takes a link to a file by its path, and finds an <a> to a page, whose address the build keeps', () => {
    const body = `${good}\n[the logo](../../static/img/favicon.svg) and <a href="./restore.md#restore-a-backup">restore</a>\n`;
    const found = linkRules([page(body), target], ['1.12.0', '1.11.2']);
    expect(found.map((problem) => `${problem.line} ${problem.problem}`)).toEqual([
      '13 <a href="./restore.md#restore-a-backup"> keeps its address as written, which is no page\'s address',
    ]);
  });

  it('says why a page MDX cannot read offers no anchors', () => {
    const broken = page(`${good}\nA bare { brace.\n`, {id: 'admin-help/restore'});
    const [found] = linkRules([page(`${good}\n[a](./restore.md#restore-a-backup)\n`), broken], ['1.12.0', '1.11.2']);
    expect(found!.fix).toBe("use one of its headings' ids: none can be read until MDX can read restore.md");
  });

  it('lets the draft link the "what changed" page of the release it will become, and no older version link a newer one', () => {
    const draft = page(`${good}\n[changes](/changes/1.12.0-to-1.13.0)\n`);
    expect(linkRules([draft], ['1.12.0', '1.11.2'])).toEqual([]);
    const older = page(`${good}\n[changes](/changes/1.11.2-to-1.12.0)\n`, {version: '1.11.2'});
    expect(text(linkRules([older], ['1.12.0', '1.11.2']))).toContain('a release newer than 1.11.2');
  });
});

describe('versions', () => {
  it('finds a newer release marked on an older page, and what only 1.12.0 has on a 1.11.2 page', () => {
    expect(text(sinceRules(page(`${good}\nNew <Since version="1.12.0" />\n`, {version: '1.11.2'})))).toContain(
      '<Since version="1.12.0" /> on a 1.11.2 page',
    );
    expect(sinceRules(page(`${good}\nNew <Since version="1.12.0" />\n`))).toEqual([]);
    // A table row's and an API method's mark too; a mark with no release shows "Since" alone.
    const row = "<PropertyTable properties={[{name: 'tags', type: 'String', since: '1.13.0'}]} />";
    expect(text(sinceRules(page(`${good}\n${row}\n`, {version: '1.12.0'})))).toContain(
      ":13 — since: '1.13.0' on a 1.12.0 page",
    );
    expect(text(sinceRules(page(`${good}\n<ApiMethod since="1.12" />\n\nNew <Since />\n`)))).toBe(
      [
        'docs/admin-help/back-up.md:13 — since="1.12" is not a release number — write major.minor.patch, such as 1.12.0',
        'docs/admin-help/back-up.md:15 — <Since /> names no release — write <Since version="1.12.0" />: the release that added what it marks',
      ].join('\n'),
    );
    expect(text(olderVersionRules(page(`${good}\nUse AISync.\n`, {version: '1.11.2'})))).toContain(
      ':13 — a 1.11.2 page names "AISync"',
    );
  });

  it('finds the numbers of the release a page documents and of the one before it, unless they are history', () => {
    const releases = ['1.13.0', '1.12.0', '1.11.2'];
    const body = [
      'Install AIN 1.13.0 over 1.12.0, then pull `ain-consumer:1.13.0`.',
      'Since 1.13.0 the form saves drafts; it was 20 before 1.12.0; 1.12.0 added tags. <Since version="1.13.0" />',
      '',
      '| Method | Since |',
      '|---|---|',
      '| `render()` | 1.13.0 |',
      '',
      'Install AIN %release% over %previous-release% and %relase%. Older: 1.11.2 and 1.13.1.',
    ].join('\n');
    const found = releaseNumberRules(page(`${good}\n${body}\n`, {version: '1.13.0'}), releases);
    expect(found.map((problem) => `${problem.line} ${problem.problem}`)).toEqual([
      '13 "1.13.0", the release this page documents is written as a number',
      '13 "1.13.0", the release this page documents is written as a number',
      '13 "1.12.0", the release 1.13.0 upgrades from is written as a number',
      '20 unknown release token %relase%',
    ]);
    expect(found[0].fix).toContain('write %release% (it follows each release)');
    expect(found[2].fix).toContain('write %previous-release%');
    // The draft becomes the release after the latest, which it upgrades from.
    expect(text(releaseNumberRules(page(`${good}\nInstall AIN 1.13.0.\n`), releases))).toContain(
      '"1.13.0" in the draft, which becomes the release after it',
    );
    expect(
      text(releaseNumberRules(page(`${good}\nFrom %previous-release%.\n`, {version: '1.11.2'}), releases)),
    ).toContain('%previous-release% in 1.11.2, the oldest release');
    // In front matter too, where the build reads the tokens as well; a token in capitals is none.
    const front = FRONT.replace(
      /description: .*/,
      'description: Back up AIN 1.13.0 before an upgrade, as %Release% asks.',
    );
    const inFront = releaseNumberRules(page(good, {front, version: '1.13.0'}), releases);
    expect(inFront.map((problem) => `${problem.line} ${problem.problem}`)).toEqual([
      '4 unknown release token %Release%',
      '4 "1.13.0", the release this page documents is written as a number',
    ]);
    // Release notes name releases by number.
    expect(
      releaseNumberRules(page(`${good}\n${body}\n`, {version: '1.13.0', id: 'release-notes/1-13-0'}), releases),
    ).toEqual([]);
  });

  it('finds what a release added, named on a page the release before had too, without its <Since /> marker', () => {
    const front = (title: string) => FRONT.replace('title: Back up and restore', `title: ${title}`);
    const shared = (version: string, body: string) =>
      page(`${good}\n${body}\n`, {version, id: 'widgets/smart-filling'});
    const older = shared('1.11.2', 'Suggests field values.');
    const body = [
      'Suggests field values.',
      'Write its instructions as [a template](../admin-help/prompt-templates.md).',
      '<Since version="1.12.0" /> Or pick one of the Prompt templates.',
      'Set `promptTemplate` to use one.',
      '',
      '## Templates <Since version="1.12.0" />',
      '',
      'Set `promptTemplate` here.',
      '',
      '## Limits',
      '',
      'Prompt templates have no limit of their own.',
      '',
      '## Versions',
      '',
      '<Since version="1.12.0" /> Templates have versions.',
      '',
      'Prompt templates keep each version.',
      "<PropertyTable rows={[{name: 'promptTemplate', since: '1.12.0'}]} />",
    ].join('\n');
    const added = page(`${good}\nTemplates.\n`, {
      version: '1.12.0',
      id: 'admin-help/prompt-templates',
      front: front('Prompt templates'),
    });
    /** 1.12.0 with `newer`, after 1.11.2, and the draft if given. */
    const since = (newer: Page[], ...draft: [string, Page[]][]) =>
      sinceMarkerRules(new Map([['1.12.0', newer], ['1.11.2', [older]], ...draft]), ['1.12.0', '1.11.2']);
    const found = since([shared('1.12.0', body), added]);
    expect(found.map((problem) => `${problem.line} ${problem.problem}`)).toEqual([
      '14 names Prompt templates, which 1.12.0 added, without <Since version="1.12.0" />',
      '16 names `promptTemplate`, which 1.12.0 added, without <Since version="1.12.0" />',
      '24 names Prompt templates, which 1.12.0 added, without <Since version="1.12.0" />',
    ]);
    expect(found[0].fix).toBe(
      'put <Since version="1.12.0" /> before what 1.12.0 added, or start its section\'s first paragraph with it',
    );
    const sinceText = shared(
      '1.12.0',
      'Suggests field values.\nSince 1.12.0, set `promptTemplate`; new in AIN 1.12.0: Prompt templates.',
    );
    expect(since([sinceText, added])).toEqual([]);
    // A renamed page is no addition, and is checked as the page it was.
    const renamed = shared('1.12.0', `${body}\n\n## More\n\nSee [a template](../admin-help/prompt-templates.md).`);
    renamed.id = 'widgets/smart-fill';
    renamed.frontMatter = {...renamed.frontMatter, renamed_from: ['widgets/smart-filling']};
    const withRename = since([renamed, added]);
    const seeLine = renamed.text.split('\n').findIndex((line) => line.startsWith('See [a template]')) + 1;
    expect(withRename.map((problem) => problem.line)).toEqual([14, 16, 24, seeLine]);
    // The draft keeps the markers of the releases before it.
    const draft = since([shared('1.12.0', body), added], ['current', [shared('current', body)]]);
    expect(draft.filter((problem) => problem.file.startsWith('docs/'))).toHaveLength(3);
  });

  it('keeps the fixed pages of 1.12.0 and 1.11.2, and 1.12.0’s own out of 1.11.2', () => {
    const full = {'1.12.0': specDocIds('1.12.0'), '1.11.2': specDocIds('1.11.2')};
    expect(specFloorRules((version) => full[version as keyof typeof full])).toEqual([]);
    const found = specFloorRules((version) =>
      version === '1.12.0' ? full['1.12.0'].filter((id) => id !== 'api/aisync') : [...full['1.11.2'], 'api/aisync'],
    );
    expect(found.map(formatProblem)).toEqual([
      'versioned_docs/version-1.12.0/api/aisync.md:1 — 1.12.0 lacks api/aisync, a page 1.12.0 must keep (tests/spec.ts) — restore the file (git checkout -- versioned_docs/version-1.12.0/api/aisync.md); add, rename and remove pages in docs/, the draft',
      'versioned_docs/version-1.11.2/api/aisync.md:1 — 1.11.2 has api/aisync, a page only 1.12.0 has (tests/spec.ts) — remove the file',
    ]);
    expect(text(specFloorRules(() => undefined))).toContain('1.12.0 is not released');
  });

  it('finds a Russian title that differs between versions', () => {
    const other = FRONT.replace('Резервное копирование и восстановление', 'Резервные копии');
    const found = russianTitleRules(
      new Map([
        ['current', [page(good)]],
        ['1.13.0', [page(good, {version: '1.13.0', front: other})]],
      ]),
    );
    expect(text(found)).toContain(
      'versioned_docs/version-1.13.0/admin-help/back-up.md:3 — russian_title "Резервные копии" differs from the draft',
    );
  });

  it('checks what a renamed page names as its old ids', () => {
    const renamed = (value: string) =>
      page(good, {front: FRONT.replace('sidebar_position: 7', `sidebar_position: 7\nrenamed_from: ${value}`)});
    const earlier = new Set(['admin-help/backup', 'admin-help/back-up']);
    const found = (value: string) => renameRules([renamed(value)], earlier);
    expect(found('[admin-help/backup]')).toEqual([]);
    expect(text(found('[admin-help/backup.md]'))).toContain('not a doc id');
    expect(text(found('[admin-help/nothing]'))).toContain('which no earlier release has');
    expect(text(found('[admin-help/back-up]'))).toContain('a page this version still has');
    expect(text(found('admin-help/backup'))).toContain('not a list of doc ids');
  });

  it('follows a renamed page from the id shared/data names, and finds a data entry whose page is gone', () => {
    const renamed = page(good, {
      id: 'getting-started/nexus-setup',
      front: FRONT.replace('sidebar_position: 7', 'sidebar_position: 7\nrenamed_from: [getting-started/nexuses]'),
    });
    expect(versionIds([renamed]).resolve('getting-started/nexuses')).toBe('getting-started/nexus-setup');
    expect(versionIds([renamed]).names('getting-started/nexus-setup')).toEqual([
      'getting-started/nexus-setup',
      'getting-started/nexuses',
    ]);
    // A link to the renamed page counts as the glossary link of "Nexus".
    const linking = page('\nEach [Nexus](../getting-started/nexus-setup.md) has a name.\n');
    expect(glossaryRules(linking, versionIds([renamed, linking]))).toEqual([]);
    const problems = text(dataPageRules(new Map([['current', [linking]]])));
    expect(problems).toContain('shared/data/glossary.json:');
    expect(problems).toContain(
      'the glossary term "Nexus" names the page getting-started/nexuses, which the draft does not have — if the page was renamed, add renamed_from: [getting-started/nexuses] to its new file',
    );
    expect(problems).toContain('shared/data/home.json:');
    expect(problems).toContain(
      'the popular task "Connect your first Nexus" names the page getting-started/nexuses, which the draft does not have',
    );
  });
});

describe('images and tabs', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-media-'));
  fs.mkdirSync(path.join(folder, 'img'));
  fs.writeFileSync(path.join(folder, 'img/flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(folder, 'img/screen.png'), Buffer.alloc(150 * 1024));
  fs.writeFileSync(path.join(folder, 'img/clip.gif'), Buffer.alloc(10));
  afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));
  const mediaPage = (body: string) =>
    parsePage(path.join(folder, 'page.md'), `${FRONT}${body}`, 'current', 'widgets/page');
  const found = (body: string) => mediaRules(mediaPage(body)).map((problem) => [problem.line, problem.problem]);

  it('finds an image without alt text, outside img/, missing, of another format or over 100 KB, at its line', () => {
    const body =
      '\n![](./img/flow.svg)\n\n![Screen](./img/screen.png)\n\n![Clip](./img/clip.gif)\n\n![Logo](../logo.png)\n\n<img src="./img/flow.svg" />\n';
    expect(found(body)).toEqual([
      [9, 'the image ./img/flow.svg has no alt text'],
      [11, 'the image ./img/screen.png weighs 150 KB, over 100 KB'],
      [13, 'the image ./img/clip.gif is not SVG, PNG, JPEG or WebP'],
      [15, 'the image ../logo.png is not in the img/ folder beside the page'],
      [15, 'the image ../logo.png does not exist'],
      // Broken whatever it names: one problem, whose fix gives it alt text too.
      [
        17,
        '<img src="./img/flow.svg"> keeps its address as written, and the build copies no file for it: a broken image',
      ],
    ]);
    const good =
      '\n![How a call flows](./img/flow.svg "The flow")\n\n<img src={require(\'./img/flow.svg\').default} alt="Flow" />\n';
    expect(found(good)).toEqual([]);
    expect(found('\n![Panel](./img/kb panel.png)\n')).toEqual([
      [9, 'the image ./img/kb panel.png has a space in its address: it shows as text'],
    ]);
  });

  it('finds tabs that are not TabItems with a value and a label, repeat a value or default to none', () => {
    const tabs = (...items: string[]) =>
      `\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n${items.join('\n')}\n</Tabs>\n`;
    const item = (value: string, label = value) =>
      `  <TabItem value="${value}" label="${label}">\n\nText.\n\n  </TabItem>`;
    const unlabelled = '  <TabItem label="Windows">\n\nText.\n\n  </TabItem>';
    expect(found(tabs(item('linux', 'Linux'), item('linux', 'Also Linux'), unlabelled))).toEqual([
      [18, 'two tabs have the value "linux"'],
      [23, '<TabItem> inside <Tabs> is not a <TabItem value="…" label="…">'],
    ]);
    expect(found(tabs(item('linux', 'Linux'), item('windows', 'Windows')))).toEqual([]);
    const chosen = (value: string) =>
      found(
        tabs(item('linux', 'Linux'), item('windows', 'Windows')).replace('<Tabs>', `<Tabs defaultValue="${value}">`),
      );
    expect(chosen('macos')).toEqual([[12, '<Tabs defaultValue="macos">, which no tab has: the build fails']]);
    expect(chosen('windows')).toEqual([]);
  });
});

describe('diagrams', () => {
  const found = async (diagram: string) =>
    (await diagramRules(page(`\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`))).map(({line, problem}) => [line, problem]);

  it('reads every kind of diagram the docs draw, labels and all', async () => {
    const flowchart = 'flowchart LR\n  A["Widget <b>form</b>"] -->|calls| B{Nexus?}\n  B --> C[(Vector DB)]';
    const sequence = 'sequenceDiagram\n  participant W as Widget\n  W->>AIN: prompt\n  AIN-->>W: answer';
    expect(await found(flowchart)).toEqual([]);
    expect(await found(sequence)).toEqual([]);
    expect(await found('stateDiagram-v2\n  [*] --> Queued\n  Queued --> [*]')).toEqual([]);
  });

  it('finds a diagram Mermaid cannot read, at the line Mermaid names', async () => {
    const [[line, problem]] = (await found('flowchart LR\n  A --> B -->')) as [[number, string]];
    expect(line).toBe(11);
    expect(problem).toMatch(/^Mermaid cannot read the diagram \(Expecting .+, got 'EOF'\): the build stops here$/);
    expect(await found('sequenceDiagram\n  Alice->>: Hi')).toEqual([[11, expect.stringMatching(/got 'TXT'/)]]);
    expect(await found('flowhcart LR\n  A --> B')).toEqual([
      [10, expect.stringMatching(/^Mermaid cannot read the diagram \(No diagram type detected/)],
    ]);
  });

  it('finds a diagram that sets its own colours', async () => {
    expect(await found('flowchart LR\n  A --> B\n  classDef hot fill:#f00')).toEqual([
      [9, 'the diagram sets colours of its own'],
    ]);
  });
});
