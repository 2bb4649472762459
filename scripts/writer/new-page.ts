/**
 * Writes a new draft page with its required fields and its kind's skeleton (STYLE.md, "Page kinds"), or a new section's
 * folder, `_category_.json` and landing page, from the Markdown of ./templates/:
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
import {fillTemplate} from '../lib/template';

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

/** A page skeleton of ./templates/ (the front matter, each kind's body, a section's landing page). */
const template = (name: string, values: Record<string, string | number> = {}) =>
  fillTemplate(path.join(__dirname, 'templates', `${name}.md`), values);
const audienceList = (readers: string[]) => readers.map((reader) => `'${reader}'`).join(', ');

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
  const front = template('front', {title: name.trim(), position: 0, audience: audienceList(['administrators'])});
  fs.writeFileSync(path.join(DRAFT, folder, 'index.md'), `${front}\n${template('landing', {name: name.trim()})}`);
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
  const audience = audienceList(AUDIENCE[section] ?? ['administrators']);
  const front = template('front', {title: title.trim(), position: nextPosition(section), audience});
  const kind = section === 'api' || section === 'widgets' ? section : 'procedure';
  const body = template(kind, {title: title.trim(), troubleshooting: template('troubleshooting').trimEnd()});
  fs.writeFileSync(file, `${front}\n${body}`);
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
