/**
 * Cuts a release of the docs: npm run release -- 1.13.0 [--date 2026-12-01] [--announcement "what it brings"]
 *
 * 1. The notes, docs/release-notes/1-13-0.md: the writers' if they wrote them (`released:` set, and said in the text;
 *    `announcement:` kept or set), else written from scripts/releases/release-notes.md with the pages the release
 *    adds, renames and removes. Older notes move down the section.
 * 2. The list of releases in docs/release-notes/index.md gets the release, marked latest.
 * 3. `docusaurus docs:version` snapshots the draft and adds the release to versions.json, from which every other
 *    release fact follows (shared/releases/): the menu, redirects, announcement bar, footer year, llms files, diff page.
 * 4. A release that leaves the active set (shared/releases/policy.ts) is archived into the archive cache.
 *
 * While the arguments, the notes or the writer check on the draft (`npm run check:docs -- --draft`) have a problem,
 * nothing is cut. A cut that fails or is interrupted puts back every file it changed.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {
  docIds,
  frontMatterField as field,
  frontMatterList,
  setFrontMatterField as setField,
} from '../../site/markdown/pages';
import {releaseNotesDoc, versionFolder, versionSidebarFile} from '../../shared/releases/names';
import {archivedReleases, compareVersions, isReleaseNumber} from '../../shared/releases/policy';
import {archive} from './archives';
import {fail, readArgs} from '../lib/cli';
import {listFiles} from '../../site/build-inputs';
import {tsxArgs} from '../lib/tasks';
import {fillTemplate} from '../lib/template';

const repo = path.resolve(__dirname, '../..');
const file = (...parts: string[]) => path.join(repo, ...parts);
const read = (...parts: string[]) => fs.readFileSync(file(...parts), 'utf8');
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);

class ReleaseError extends Error {}

/** `1-13-0.md`: a release's notes in docs/release-notes/, as its list links it. */
const notesFile = (version: string) => `${path.posix.basename(releaseNotesDoc(version))}.md`;

/** A source of the draft, or of a released version's folder. */
const source = (folder: string, id: string) =>
  read(folder, `${id}${fs.existsSync(file(folder, `${id}.md`)) ? '.md' : '.mdx'}`);

/** The pages the draft adds, renames (`renamed_from`) and removes since the latest release, as the notes' items. */
function pageChanges(version: string, latest: string) {
  const released = new Set(docIds(repo, versionFolder(latest)));
  const own = releaseNotesDoc(version);
  const drafted = docIds(repo, 'docs').filter((id) => id !== own);
  const renamed = new Map(
    drafted.flatMap((id) =>
      frontMatterList(source('docs', id), 'renamed_from')
        .filter((old) => released.has(old))
        .map((old) => [old, id]),
    ),
  );
  const line = (id: string) => `[${field(source('docs', id), 'title')}](../${id}.md)`;
  const added = drafted
    .filter((id) => !released.has(id) && ![...renamed.values()].includes(id))
    .map((id) => `- ${line(id)}: ${field(source('docs', id), 'description')}`);
  const moved = [
    ...[...renamed].map(([old, id]) => `- ${line(id)} was \`${old}\`; its old address leads to it.`),
    ...[...released]
      .filter((id) => !drafted.includes(id) && !renamed.has(id) && !/^release-notes\//.test(id))
      .map(
        (id) =>
          `- ${field(source(versionFolder(latest), id), 'title')} (\`${id}\`) is no longer part of the documentation.`,
      ),
  ];
  return {
    addedPages: [...added, `- [AIN ${version} release notes](./${notesFile(version)}): this page.`].join('\n'),
    movedPages: moved.length ? `${moved.join('\n')}\n\n` : '',
  };
}

/** Step 1: the notes, composed before anything changes so that bad notes stop the release; returns their writer. */
function releaseNotes(version: string, latest: string, date: string, announcement?: string) {
  const name = `docs/${releaseNotesDoc(version)}.md`;
  let notes;
  if (fs.existsSync(file(name))) {
    notes = setField(read(name), 'released', date);
    if (announcement) notes = setField(notes, 'announcement', announcement);
    // The notes say when the release came out, as the template's do.
    if (!/released (?:on )?\d{4}-\d{2}-\d{2}/.test(notes)) {
      notes = notes.replace(/^(<Audience[^\n]*\/>\n)/m, `$1\nAIN ${version} was released on ${date}.\n`);
    }
  } else {
    if (!announcement) {
      throw new ReleaseError(
        `${name} does not exist: give --announcement "what ${version} brings" to write it from scripts/releases/release-notes.md.`,
      );
    }
    const values: Record<string, string> = {
      version,
      previous: latest,
      date,
      announcement,
      ...pageChanges(version, latest),
    };
    notes = fillTemplate(file('scripts/releases/release-notes.md'), values);
  }
  if (!field(notes, 'announcement')) {
    throw new ReleaseError(`${name} needs an \`announcement:\` front matter line, or give --announcement.`);
  }
  return () => {
    for (const other of listFiles(file('docs/release-notes'), /^\d+-\d+-\d+\.mdx?$/)) {
      const path_ = `docs/release-notes/${other}`;
      if (path_ === name) continue;
      const source = read(path_);
      const position = Number(field(source, 'sidebar_position'));
      if (Number.isInteger(position)) write(path_, setField(source, 'sidebar_position', String(position + 1)));
    }
    write(name, setField(notes, 'sidebar_position', '1'));
    return name;
  };
}

/** Step 2: the release heads the list of releases, the only one marked latest. */
function releaseList(version: string, date: string, announcement?: string) {
  const name = 'docs/release-notes/index.md';
  const source = read(name);
  const list = /(## Releases\n\n)((?:- .*\n)*)/.exec(source);
  if (!list) throw new ReleaseError(`${name} has no "## Releases" list.`);
  const entry = `- [AIN ${version}](./${notesFile(version)}), released ${date} (latest): ${announcement}.\n`;
  const items = list[2]
    .split('\n')
    .filter((line) => line && !line.includes(`(./${notesFile(version)})`))
    .map((line) => `${line.replace(' (latest)', '')}\n`);
  write(name, source.replace(list[0], `${list[1]}${entry}${items.join('')}`));
}

export async function release(
  version: string,
  {date = new Date().toISOString().slice(0, 10), announcement}: {date?: string; announcement?: string} = {},
) {
  if (!isReleaseNumber(version)) throw new ReleaseError(`"${version}" is not a version: use major.minor.patch.`);
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new ReleaseError(`--date ${date} is not a YYYY-MM-DD date.`);
  }
  const before: string[] = JSON.parse(read('versions.json'));
  const latest = before[0];
  if (before.includes(version)) throw new ReleaseError(`${version} is already released.`);
  if (latest && compareVersions(version, latest) <= 0) {
    throw new ReleaseError(`${version} is not newer than the latest release, ${latest}.`);
  }
  const notCut = (error: unknown) =>
    error instanceof ReleaseError
      ? error
      : new ReleaseError(`${version} was not cut, and every file is as it was: ${error}`);
  let writeNotes: () => string;
  try {
    writeNotes = releaseNotes(version, latest, date, announcement);
  } catch (error) {
    throw notCut(error);
  }
  checkDraft();
  const restore = snapshot(version);
  const interrupted = () => {
    restore();
    console.error(`release: interrupted; ${version} was not cut, and every file is as it was.`);
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const notes = writeNotes();
    releaseList(version, date, field(read(notes), 'announcement'));
    execFileSync(file('node_modules/.bin/docusaurus'), ['docs:version', version], {cwd: repo, stdio: 'ignore'});
    const after: string[] = JSON.parse(read('versions.json'));
    const leaving = archivedReleases(after).filter((old) => !archivedReleases(before).includes(old));
    for (const old of leaving) await archive(old);
    return {notes, leaving};
  } catch (error) {
    restore();
    throw notCut(error);
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
}

/** The writer check on the draft; its problems, one a line, end the release before anything changes. */
function checkDraft() {
  const check = spawnSync(process.execPath, tsxArgs('scripts/writer/check-docs.ts', '--draft'), {
    cwd: repo,
    encoding: 'utf8',
  });
  if (check.status === 0) return;
  const problems = `${check.stdout}${check.stderr}`.split('\n').filter((line) => line.startsWith('  '));
  throw new ReleaseError(
    `the draft fails the writer check, so nothing was cut:\n${problems.join('\n')}\n` +
      'Fix these in docs/ (npm run check:docs -- --draft lists them again), then run the release again.',
  );
}

/** What a cut of `version` may change, as it is now; the function returned puts it back. */
function snapshot(version: string) {
  const notesDir = 'docs/release-notes';
  const names = ['versions.json', ...listFiles(file(notesDir)).map((name) => `${notesDir}/${name}`)];
  const kept = new Map(names.map((name) => [name, read(name)]));
  const created = [versionFolder(version), versionSidebarFile(version)].filter((name) => !fs.existsSync(file(name)));
  return () => {
    for (const name of listFiles(file(notesDir))) if (!kept.has(`${notesDir}/${name}`)) fs.rmSync(file(notesDir, name));
    for (const [name, text] of kept) write(name, text);
    for (const name of created) fs.rmSync(file(name), {recursive: true, force: true});
  };
}

if (process.argv[1] === __filename) {
  const usage = 'npm run release -- <version> [--announcement "what it brings"] [--date YYYY-MM-DD]';
  const {values, positionals} = readArgs(usage, {
    options: {date: {type: 'string'}, announcement: {type: 'string'}},
    positionals: 1,
  });
  const [version] = positionals;
  if (!version) fail(`Name the release to cut. Usage: ${usage}`);
  void release(version, values).then(
    ({notes, leaving}) => {
      console.log(`Released ${version}: ${versionFolder(version)}, versions.json, ${notes}.`);
      for (const old of leaving) console.log(`${old} left the active releases: archived, served at /docs/${old}/.`);
      console.log(
        `Complete the release notes (${notes} and its copy in ${versionFolder(version)}/), then run npm run check:docs.`,
      );
    },
    (error: unknown) => {
      if (!(error instanceof ReleaseError)) throw error;
      fail(`release: ${error.message}`);
    },
  );
}
