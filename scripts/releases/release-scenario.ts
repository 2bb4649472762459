/**
 * The test suite's release scenario (npm run test:build) in build-releases/, a copy of the site sharing the
 * repository's Git history, in two steps (tasks of scripts/test/test.ts). `cuts`: adds pages and cuts the release
 * after the newest with `npm run release` (template notes, then completed); adds, removes and renames a page
 * (`renamed_from`, a page shared/data/ names), mends links, writes notes and cuts the next; then the writer check and
 * the version diff's tests. `build`: restores the archive cache as CI would, builds the copy and its host targets,
 * notes what the builds wrote (build-writes.json) and runs the release-independent build checks unchanged. After
 * each cut, the restore and the build, archive-cache.json notes the cache's state. tests/build/releases.test.ts
 * checks every effect; the `releases` Playwright project crawls the build under nginx.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {ALL_INPUTS, hashInputs, listFiles} from '../../site/build-inputs';
import {pageFiles} from '../../site/markdown/pages';
import {DOWNLOADS, offlineName, versionFolder} from '../../shared/releases/names';
import {createTempSite} from '../lib/temp-site';
import {SCENARIO_SITE, scenarioFor} from './release-scenario.data';
import {tsxArgs} from '../lib/tasks';
import {fail} from '../lib/cli';
import type * as Archives from './archives';

const repo = path.resolve(__dirname, '../..');
const site = path.join(repo, SCENARIO_SITE);
const {first, second} = scenarioFor(repo);
const step = process.argv[2];
if (step !== 'cuts' && step !== 'build') fail('Usage: npx tsx scripts/releases/release-scenario.ts cuts|build');

const run = (args: string[]) => execFileSync('npm', ['run', '--silent', ...args], {cwd: site, encoding: 'utf8'});
const archiveCache = path.join(site, 'node_modules/.cache/ain-archives');
const ciKey = () =>
  execFileSync(process.execPath, tsxArgs('scripts/releases/archives.ts', '--key'), {
    cwd: site,
    encoding: 'utf8',
  }).trim();
/** CI's key of the archive cache, asked twice, and each of its folders' inode (a rebuilt one is a new folder). */
const archiveState = () => {
  type Group = 'archives' | 'offline' | 'manuals';
  const folders: Record<Group, Record<string, number>> = {archives: {}, offline: {}, manuals: {}};
  for (const name of fs.readdirSync(archiveCache).sort()) {
    const kind = /-(offline|manual)-[0-9a-f]+$/.exec(name)?.[1];
    const group: Group = kind === 'offline' ? 'offline' : kind ? 'manuals' : 'archives';
    folders[group][name] = fs.statSync(path.join(archiveCache, name)).ino;
  }
  return {keys: [ciKey(), ciKey()], ...folders};
};
const draft = (id: string) => path.join(site, 'docs', `${id}.md`);
const write = (id: string, source: string) => fs.writeFileSync(draft(id), source);
const statesFile = path.join(site, 'archive-cache.json');
const vitest = (files: string[], env: Record<string, string> = {}) =>
  execFileSync(path.join(repo, 'node_modules/.bin/vitest'), ['run', ...files], {
    cwd: site,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });

if (step === 'cuts') cutReleases();
else void buildCopy();

function cutReleases() {
  createTempSite(repo, 'releases', site, {history: true});
  // What the writer check reads besides the site: the release runs it on the draft first, step 3 on everything.
  for (const entry of [
    'tests',
    'vitest.config.mts',
    'cspell.json',
    'project-words.txt',
    '.markdownlint-cli2.jsonc',
    '.prettierrc.json',
    '.prettierignore',
  ]) {
    fs.cpSync(path.join(repo, entry), path.join(site, entry), {recursive: true});
  }
  // 1. Two new pages, then the first cut with the template's notes.
  for (const page of first.added) write(page.id, page.source);
  const cuts = [run(['release', '--', first.version, '--date', first.date, '--announcement', first.announcement])];
  const archiveStates: Record<string, ReturnType<typeof archiveState>> = {afterFirstCut: archiveState()};
  // The writer completes the notes, in the draft and in the release, as the command asks.
  for (const folder of ['docs', versionFolder(first.version)]) {
    const notes = path.join(site, folder, 'release-notes', `${first.notes}.md`);
    fs.writeFileSync(notes, first.complete(fs.readFileSync(notes, 'utf8')));
  }

  // 2. A new page; one page removed, one renamed (its old id redirects to it);
  // the draft's links to either mended; the notes; the second cut.
  for (const page of second.added) write(page.id, page.source);
  fs.rmSync(draft(second.removed));
  const {renamed} = second;
  const moved = fs
    .readFileSync(draft(renamed.from), 'utf8')
    .replace(/^sidebar_position: .*$/m, (line) => `${line}\nrenamed_from: [${renamed.from}]`);
  fs.rmSync(draft(renamed.from));
  write(renamed.to, moved);
  // Links name a file: the renamed page's new one (same folder), none for the removed page.
  const name = (id: string) => id.split('/').pop();
  for (const file of pageFiles(site, 'docs')) {
    const full = path.join(site, 'docs', file);
    const source = fs.readFileSync(full, 'utf8');
    const mended = source
      .replace(new RegExp(`\\]\\(([^)]*?)${name(renamed.from)}\\.md`, 'g'), `]($1${name(renamed.to)}.md`)
      .replace(new RegExp(`\\[([^\\]]*)\\]\\([^)]*?${name(second.removed)}\\.md\\)`, 'g'), '$1');
    if (mended !== source) fs.writeFileSync(full, mended);
  }
  fs.writeFileSync(path.join(site, 'docs/release-notes', `${second.notes}.md`), second.source);
  cuts.push(run(['release', '--', second.version, '--date', second.date]));
  archiveStates.afterSecondCut = archiveState();
  fs.writeFileSync(path.join(site, 'cuts.json'), `${JSON.stringify(cuts, null, 2)}\n`);

  // 3. The writer check and the version diff's tests, before the build, so a page the build cannot read fails with
  // the writer's message. Checks that judge a file by its text alone need one file of each text the cuts made: every
  // other has the text of one of those or of a repository file, which the repository's own tasks check.
  execFileSync(process.execPath, tsxArgs('scripts/writer/check-docs.ts', ...writerFilesToCheck()), {
    cwd: site,
    stdio: 'inherit',
  });
  vitest(['tests/content/version-diff.test.ts']);
  fs.writeFileSync(statesFile, `${JSON.stringify(archiveStates, null, 2)}\n`);
  console.log(`Release scenario: cut ${first.version} and ${second.version} in ${SCENARIO_SITE}, checked.`);
}

/** One file of each text (extension and bytes) the cuts made among those the writer check reads. */
function writerFilesToCheck() {
  const writerFiles = (root: string) =>
    ['docs', 'versioned_docs', 'shared/data']
      .flatMap((folder) => listFiles(path.join(root, folder)).map((file) => `${folder}/${file}`))
      .filter((file) => /\.(?:mdx?|json)$/.test(file));
  const text = (root: string, file: string) =>
    `${path.extname(file)}\0${fs.readFileSync(path.join(root, file), 'latin1')}`;
  const known = new Set(writerFiles(repo).map((file) => text(repo, file)));
  const changed: string[] = [];
  for (const file of writerFiles(site)) {
    const key = text(site, file);
    if (known.has(key)) continue;
    known.add(key);
    changed.push(file);
  }
  if (!changed.length) throw new Error('The cuts changed no file the writer check reads: the scenario did not run.');
  return changed;
}

/** The archive cache as CI restores it: the repository's downloads (from build/, as the reproducibility check may
 * clear its cache) under the keys the copy asks for. Returns each restored folder's inode. */
async function restoreCache() {
  const copy = (await import(pathToFileURL(path.join(site, 'scripts/releases/archives.ts')).href)) as typeof Archives;
  const restored: Record<string, number> = {};
  for (const version of JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')) as string[]) {
    for (const [file, entryName] of [
      [`${offlineName(version)}.zip`, copy.offlineEntry(version)],
      [`${offlineName(version)}.pdf`, copy.manualEntry(version)],
    ]) {
      const source = path.join(repo, 'build', DOWNLOADS, file);
      if (!fs.existsSync(source)) {
        throw new Error(`No ${source}, which the scenario's build reuses: run npm run build first.`);
      }
      const entry = path.join(archiveCache, entryName);
      fs.mkdirSync(entry, {recursive: true});
      fs.copyFileSync(source, path.join(entry, file));
      restored[entryName] = fs.statSync(entry).ino;
    }
  }
  return restored;
}

async function buildCopy() {
  const archiveStates = JSON.parse(fs.readFileSync(statesFile, 'utf8'));
  archiveStates.restored = await restoreCache();
  // What the builds write, for tests/build/releases.test.ts: their output folders only.
  const sources = () => hashInputs(site, ALL_INPUTS, '');
  const [sourcesBefore, entriesBefore] = [sources(), fs.readdirSync(site)];
  run(['build']);
  run(['build:hosts']);
  archiveStates.afterBuild = archiveState();
  fs.writeFileSync(
    path.join(site, 'build-writes.json'),
    `${JSON.stringify({
      sourcesUnchanged: sources() === sourcesBefore,
      added: fs.readdirSync(site).filter((entry) => !entriesBefore.includes(entry)),
    })}\n`,
  );
  fs.writeFileSync(statesFile, `${JSON.stringify(archiveStates, null, 2)}\n`);
  vitest(
    [
      'routes',
      'sitemap',
      'sidebar',
      'search-index',
      'search-russian',
      'llms',
      'versions',
      'home',
      'host-targets',
      'offline',
      'manual',
    ].map((name) => `tests/build/${name}.test.ts`),
    // The downloads of the new releases, which this build made: the others are the repository's files,
    // checked in its own run (releases.test.ts compares the bytes).
    {DOWNLOADS_MADE: [second.version, first.version].join(',')},
  );
  console.log(`Release scenario: built ${SCENARIO_SITE} into ${SCENARIO_SITE}/build, checked.`);
}
