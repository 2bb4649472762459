/**
 * Writes a new draft page with its required fields and its kind's skeleton (STYLE.md, "Page kinds"), or a new section's
 * folder, `_category_.json` and landing page:
 *
 *   npm run new-page -- admin-help/back-up-and-restore "Back up and restore"
 *   npm run new-page -- --section troubleshooting "Troubleshooting"
 *
 * `npm run check:docs` fails until every TODO is replaced. Wrong input exits 2 and writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readSections} from '../../site/releases/sources';
import {fail, readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
const DRAFT = path.join(repo, 'docs');
const usage = 'npm run new-page -- <section>/<slug> "Title" | --section <folder> "Name"';
function refuse(message: string): never {
  return fail(`new-page: ${message} Usage: ${usage}`);
}

/** Who each section's pages are for, as the page starts. */
const AUDIENCE: Record<string, string[]> = {
  'getting-started': ['administrators', 'integrators', 'developers'],
  'admin-help': ['administrators'],
  'ai-form': ['developers'],
  api: ['developers'],
  'service-tools': ['integrators'],
  technical_docs: ['administrators', 'integrators', 'developers'],
  widgets: ['developers'],
};

const COMMON_FRONT = (title: string, position: number) => `---
title: ${title}
russian_title: TODO the title a Russian-speaking administrator would give this page
description: TODO one sentence of 120 to 160 characters that says what the reader gets from this page.
keywords: [TODO, words readers search for, Russian ones too]
sidebar_position: ${position}
---
`;

const TROUBLESHOOTING = `## Troubleshooting

| Symptom | Cause | Fix |
|---|---|---|
| TODO what the reader sees | TODO why it happens | TODO what to do |
`;

/** The skeleton of each kind of page, after its audience line. */
const SKELETONS: Record<string, (title: string) => string> = {
  api: (title) => `TODO one or two sentences: what the \`${title}\` class does and when a script uses it.

## Get an instance

TODO how to construct the class with a Nexus name, inside a \`try\`.

## Methods

| Method | Returns | Since |
|---|---|---|
| [\`todo()\`](#todo) | TODO | TODO |

## Method reference

### todo()

TODO a sentence or two on what the method does.

<ApiMethod signature="todo()" returns="TODO" since="TODO" params={[]} errors={[]} />

#### Example

\`\`\`js
// TODO a runnable example that follows STYLE.md ("Script API").
\`\`\`

## Handle errors

TODO which codes the methods throw and what a script does about each.

## See also

- TODO links to related pages
`,
  widgets: () => `TODO what the user sees on the form, and what it does for them.

## Where to place it

1. TODO the steps in the form designer.

## Configuration

<PropertyTable properties={[{name: 'nexus', type: 'String', default: '', description: 'TODO'}]} />

## Roles

TODO who sees and uses the widget, who places it.

## Limits

TODO the limits that apply; write the shared numbers with the Fact component (STYLE.md, "Facts defined once").

${TROUBLESHOOTING}`,
  procedure: () => `TODO what the reader gets: one paragraph on the purpose of this page.

## Before you begin

- TODO the role it needs, such as \`ain_admin\`.
- TODO what must exist first.

## TODO the task, such as "Back up before an upgrade"

1. TODO the first step.
2. TODO the next step.

## Configuration reference

| Field | Default | Description |
|---|---|---|
| TODO | TODO | TODO |

## Verify

TODO how the reader checks that it worked.

${TROUBLESHOOTING}`,
};

/** A section's landing page, after its audience line. */
const LANDING = (name: string) => `TODO two or three sentences: what the ${name} section covers, and who reads it.

TODO a paragraph on what the pages of the section share.

## Pages in this section

- TODO link each page of the section, with a line on what the reader gets from it.
`;

function newSection(folder: string, name?: string) {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(folder)) {
    refuse(`"${folder}" is not a section folder name: lower case letters and digits, with - or _.`);
  }
  if (fs.existsSync(path.join(DRAFT, folder))) refuse(`docs/${folder} exists already.`);
  if (!name?.trim() || /TODO/.test(name)) refuse('give the section name as the second argument, in quotes.');
  const positions = readSections(DRAFT).map((section) => section.position);
  const category = {
    label: name.trim(),
    position: Math.max(0, ...positions.filter(Number.isFinite)) + 1,
    description: 'TODO one line on what the section holds: its card on the home page shows it.',
  };
  fs.mkdirSync(path.join(DRAFT, folder));
  fs.writeFileSync(path.join(DRAFT, folder, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  fs.writeFileSync(
    path.join(DRAFT, folder, 'index.md'),
    `${COMMON_FRONT(name.trim(), 0)}\n<Audience for={['administrators']} />\n\n${LANDING(name.trim())}`,
  );
  return [`docs/${folder}/_category_.json`, `docs/${folder}/index.md`];
}

/** The next free place in a section's sidebar order. */
function nextPosition(section: string) {
  const positions = fs
    .readdirSync(path.join(DRAFT, section))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => /^sidebar_position:\s*(\d+)/m.exec(fs.readFileSync(path.join(DRAFT, section, name), 'utf8'))?.[1])
    .map(Number)
    .filter(Number.isInteger);
  return Math.max(0, ...positions) + 1;
}

function newPage(id?: string, title?: string) {
  const match = /^([\w-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(id ?? '');
  if (!match) {
    refuse(`"${id}" is not <section>/<slug>: a section folder of docs/ and a slug in lower case with hyphens.`);
  }
  const [, section, slug] = match;
  if (!fs.existsSync(path.join(DRAFT, section, 'index.md'))) {
    const sections = readSections(DRAFT).map(({folder}) => folder);
    refuse(
      `docs/${section} is not a section; the sections are ${sections.join(', ')}. ` +
        `To start a new one, run npm run new-page -- --section ${section} "Its name".`,
    );
  }
  if (section === 'release-notes') refuse('release notes are written by `npm run release` (see CONTRIBUTING.md).');
  if (slug === 'index') refuse('a section has one landing page, index.md, already.');
  if (!title?.trim() || /TODO/.test(title)) refuse('give the page title as the second argument, in quotes.');
  const file = path.join(DRAFT, section, `${slug}.md`);
  if (fs.existsSync(file) || fs.existsSync(`${file}x`)) refuse(`docs/${section}/${slug}.md exists already.`);
  const audience = (AUDIENCE[section] ?? ['administrators']).map((reader) => `'${reader}'`).join(', ');
  const skeleton = (SKELETONS[section] ?? SKELETONS.procedure)(title.trim());
  fs.writeFileSync(
    file,
    `${COMMON_FRONT(title.trim(), nextPosition(section))}\n<Audience for={[${audience}]} />\n\n${skeleton}`,
  );
  return path.relative(repo, file);
}

const {values, positionals} = readArgs(usage, {options: {section: {type: 'string'}}, positionals: 2});
if (values.section !== undefined) {
  if (positionals.length > 1) refuse('a new section takes its folder and its name only.');
  const files = newSection(values.section, positionals[0]);
  console.log(
    `Wrote ${files.join(' and ')}. Replace every TODO (the landing page's audience too), add the section's pages ` +
      `with npm run new-page -- ${values.section}/<slug> "Title", then run npm run check:docs.`,
  );
} else {
  const file = newPage(positionals[0], positionals[1]);
  console.log(
    `Wrote ${file}. Replace every TODO, link the page from a page that leads to it, then run npm run check:docs.`,
  );
}
