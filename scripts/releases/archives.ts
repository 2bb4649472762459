/**
 * Archived releases into a build: each built once as the site
 * configuration's `archive` variant (site/config/site.ts) into a cache keyed by a hash of its
 * inputs, copied into the build under /docs/<version>/, and its pages added
 * to the build's sitemap. A cached archive is byte-identical to a fresh one
 * (scripts/build/check-reproducible.ts compares a build with fresh archives and
 * one from the cache), so a cache hit cannot change the site.
 *
 *   npx tsx scripts/releases/archives.ts [buildDir]
 *   npx tsx scripts/releases/archives.ts --key    CI's cache key of the archives and offline copies
 *
 * Run after `docusaurus build` and before scripts/hosting/host-target.ts, whose
 * policy and nginx maps must see the archived pages.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {archiveInputs, hashInputs} from '../../site/build-inputs';
import {releasedOn} from '../../site/releases/markdown';
import {DOWNLOADS, versionFolder} from '../../shared/releases/names';
import {archivedReleases} from '../../shared/releases/policy';
import {chromiumVersion} from '../../shared/chromium';
import {precompress} from '../build/precompress';
import {builtSite, readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
/** The archive cache: each release's archive, offline copy (scripts/releases/offline.ts) and manual (scripts/releases/manual.ts), under its key. */
export const ARCHIVE_CACHE = path.join(repo, 'node_modules/.cache/ain-archives');

/**
 * The day each page of a version last changed, as its pages and the sitemap
 * show it: the Git history of its docs ('' outside a Git checkout).
 */
function pageDates(version: string) {
  const result = spawnSync('git', ['log', '--format=%ct', '--name-only', '--', versionFolder(version)], {
    cwd: repo,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout : '';
}

/**
 * A hex hash of the version, the path and bytes of every input file, and the
 * Git history of its pages (each shows the day it last changed).
 */
function archiveKey(version: string) {
  return hashInputs(repo, archiveInputs(version), `${version}\n${pageDates(version)}`).slice(0, 16);
}

export const archiveEntry = (version: string) => `${version}-${archiveKey(version)}`;

/** A short hash of the code that makes a download, and of what else decides its bytes. */
const makerHash = (...parts: (string | Buffer)[]) =>
  parts
    .reduce((hash, part) => hash.update(part), crypto.createHash('sha256'))
    .digest('hex')
    .slice(0, 8);
const script = (name: string) => fs.readFileSync(path.join(repo, 'scripts/releases', name));

let zipper = '';
/**
 * The cache entry of a release's offline copy (scripts/releases/offline.ts): its
 * archive's key (what its build reads), and a hash of the script that builds
 * and zips it.
 */
export const offlineEntry = (version: string) => {
  zipper ||= makerHash(script('offline.ts'));
  return `${archiveEntry(version)}-offline-${zipper}`;
};

let printer = '';
/**
 * The cache entry of a release's printed manual (scripts/releases/manual.ts): its
 * archive's key, and a hash of the code that composes it and of the Chromium
 * that prints it (a newer Chromium lays pages out anew).
 */
export const manualEntry = (version: string) => {
  printer ||= makerHash(script('manual.ts'), chromiumVersion());
  return `${archiveEntry(version)}-manual-${printer}`;
};

/** The archive of `version`, built into the cache unless already there. */
export async function archive(version: string) {
  const dir = path.join(ARCHIVE_CACHE, archiveEntry(version));
  if (fs.existsSync(path.join(dir, 'index.html'))) {
    console.log(`archive ${version}: from the cache`);
    return dir;
  }
  const temp = `${dir}.tmp`;
  fs.rmSync(temp, {recursive: true, force: true});
  const result = spawnSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', temp], {
    cwd: repo,
    env: {...process.env, AIN_SITE_VARIANT: 'archive', AIN_ARCHIVE_VERSION: version},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`The archive of ${version} did not build.`);
  }
  // Its gzip copies too, once: every later build merges them as they are.
  await precompress(temp);
  fs.renameSync(temp, dir);
  console.log(`archive ${version}: built`);
  return dir;
}

/**
 * A release's online build, to read its pages from: an archived release's
 * archive, an active one's place in `buildDir`. `home` holds the release's
 * own files (llms.txt, its search index); `fileAt` gives the file of an
 * address of the site (a page's folder, a stylesheet, an image).
 */
export async function onlineRelease(
  version: string,
  buildDir: string,
): Promise<{home: string; fileAt: (pathname: string) => string}> {
  const list = releasesNow();
  if (archivedReleases(list).includes(version)) {
    const dir = await archive(version);
    const base = `/docs/${version}`;
    return {home: dir, fileAt: (pathname: string) => path.join(dir, decodeURI(pathname).slice(base.length))};
  }
  return {
    home: version === list[0] ? buildDir : path.join(buildDir, 'docs', version),
    fileAt: (pathname: string) => path.join(buildDir, decodeURI(pathname)),
  };
}

function mergeSitemap(buildDir: string, archiveDir: string) {
  const main = path.join(buildDir, 'sitemap.xml');
  const own = fs.readFileSync(path.join(archiveDir, 'sitemap.xml'), 'utf8');
  const entries = own.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  fs.writeFileSync(main, fs.readFileSync(main, 'utf8').replace('</urlset>', `${entries.join('')}</urlset>`));
}

/** The releases of versions.json, newest first. */
export const releasesNow = (): string[] => JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8'));
const archivedNow = () => archivedReleases(releasesNow());

/**
 * The key CI caches the archive cache under (.github/workflows/ci.yml): a
 * hash of the name of every entry the build needs there (each archived
 * release's archive, every release's offline copy and manual), so it changes exactly
 * when one of them has to be built.
 */
export function archivesKey() {
  const releases = releasesNow();
  const entries = [
    ...archivedReleases(releases).map((version) => `${archiveEntry(version)}\n`),
    ...releases.map((version) => `${offlineEntry(version)}\n${manualEntry(version)}\n`),
  ];
  return crypto.createHash('sha256').update(entries.join('')).digest('hex').slice(0, 16);
}

/**
 * The day a release's downloads are dated (the zip's entries, the manual's
 * title page and metadata): the day it came out, from its notes
 * (site/releases/markdown.ts), at midnight UTC; 1980-01-01, the zip format's
 * first day, for a release whose notes give none.
 */
export const downloadDay = (version: string): Date => releasedOn(repo, version) ?? new Date(Date.UTC(1980, 0, 1));

/**
 * A release's download (its offline copy or its manual) in the archive cache,
 * at `dir`/`name`, made unless already there: `make` gets a fresh work
 * folder and returns the file's bytes; the folder then becomes `dir` with
 * that file only. Returns the file's path.
 */
export async function cachedDownload(dir: string, name: string, make: (work: string) => Promise<Uint8Array>) {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) {
    console.log(`${name}: from the cache`);
    return file;
  }
  const temp = `${dir}.tmp`;
  fs.rmSync(temp, {recursive: true, force: true});
  fs.mkdirSync(temp, {recursive: true});
  const bytes = await make(temp);
  for (const entry of fs.readdirSync(temp)) fs.rmSync(path.join(temp, entry), {recursive: true});
  fs.writeFileSync(path.join(temp, name), bytes);
  fs.renameSync(temp, dir);
  console.log(`${name}: made`);
  return file;
}

/**
 * Every release's download into `buildDir`'s downloads, each from `fileOf`
 * (its cached file); returns the releases.
 */
export async function mergeDownloads(buildDir: string, fileOf: (version: string) => Promise<string>) {
  const versions = releasesNow();
  const target = path.join(buildDir, DOWNLOADS);
  fs.mkdirSync(target, {recursive: true});
  for (const version of versions) {
    const file = await fileOf(version);
    fs.copyFileSync(file, path.join(target, path.basename(file)));
  }
  return versions;
}

export async function mergeArchives(buildDir: string) {
  const versions = archivedNow();
  for (const version of versions) {
    const source = await archive(version);
    const target = path.join(buildDir, 'docs', version);
    if (fs.existsSync(target)) {
      throw new Error(`${target} exists: the main build must not hold archived ${version}.`);
    }
    // With their times, so the gzip copies stay newer than their files.
    fs.cpSync(source, target, {recursive: true, preserveTimestamps: true});
    mergeSitemap(buildDir, target);
    fs.rmSync(path.join(target, 'sitemap.xml'));
    fs.rmSync(path.join(target, 'sitemap.xml.gz'), {force: true});
  }
  return versions;
}

if (process.argv[1] === __filename) {
  const {values, positionals} = readArgs('npx tsx scripts/releases/archives.ts [<build-dir>] | --key', {
    options: {key: {type: 'boolean'}},
    positionals: 1,
  });
  if (values.key) {
    console.log(archivesKey());
  } else {
    const buildDir = builtSite(positionals[0]);
    void mergeArchives(buildDir).then((merged) =>
      console.log(merged.length ? `Merged archived ${merged.join(', ')} into ${buildDir}.` : 'No archived release.'),
    );
  }
}
