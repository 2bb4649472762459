/**
 * Archived releases into a build: each built once as the site configuration's `archive` variant into a cache keyed
 * by a hash of its inputs, copied under /docs/<version>/, its pages added to the sitemap. A cached archive is
 * byte-identical to a fresh one (scripts/build/check-reproducible.ts), so a cache hit cannot change the site.
 *
 *   npx tsx scripts/releases/archives.ts [buildDir]
 *   npx tsx scripts/releases/archives.ts --key    CI's cache key of the archives and downloads
 *
 * Run after `docusaurus build`, before scripts/hosting/host-target.ts, whose nginx maps must see the archived pages.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {archiveInputs, hashInputs} from '../../site/build-inputs';
import {releasedOn} from '../../site/releases/sources';
import {DOWNLOADS, versionFolder} from '../../shared/releases/names';
import {archivedReleases} from '../../shared/releases/policy';
import {chromiumVersion} from '../../shared/chromium';
import {precompress} from '../build/precompress';
import {builtSite, readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
/** Each release's archive, offline copy (./offline.ts) and manual (./manual.ts), under its key. */
export const ARCHIVE_CACHE = path.join(repo, 'node_modules/.cache/ain-archives');

/** A hash of the version, its input files and its pages' Git history, which dates them ('' outside Git). */
function archiveKey(version: string) {
  const log = spawnSync('git', ['log', '--format=%ct', '--name-only', '--', versionFolder(version)], {
    cwd: repo,
    encoding: 'utf8',
  });
  return hashInputs(repo, archiveInputs(version), `${version}\n${log.status === 0 ? log.stdout : ''}`).slice(0, 16);
}

export const archiveEntry = (version: string) => `${version}-${archiveKey(version)}`;

/** A short hash of the files of this folder that make a download, and of what else decides its bytes. */
const makerHash = (files: string[], ...more: string[]) =>
  [...files.map((file) => fs.readFileSync(path.join(repo, 'scripts/releases', file))), ...more]
    .reduce((hash, part) => hash.update(part), crypto.createHash('sha256'))
    .digest('hex')
    .slice(0, 8);

let zipper = '';
/** The cache entry of a release's offline copy: its archive's key (what its build reads) and a hash of ./offline.ts. */
export const offlineEntry = (version: string) => {
  zipper ||= makerHash(['offline.ts']);
  return `${archiveEntry(version)}-offline-${zipper}`;
};

let printer = '';
/** The cache entry of a release's manual: its archive's key, ./manual.ts and .css, and the Chromium that prints it. */
export const manualEntry = (version: string) => {
  printer ||= makerHash(['manual.ts', 'manual.css'], chromiumVersion());
  return `${archiveEntry(version)}-manual-${printer}`;
};

/** `docusaurus build` of the site configuration's `archive` or `offline` variant of `version` into `outDir`. */
export function buildVariant(variant: 'archive' | 'offline', version: string, outDir: string) {
  const result = spawnSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
    cwd: repo,
    env: {...process.env, AIN_SITE_VARIANT: variant, AIN_ARCHIVE_VERSION: version},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const what = variant === 'archive' ? 'archive' : 'offline copy';
  if (result.status !== 0) throw new Error(`The ${what} of ${version} did not build.`);
}

/** The archive of `version`, built into the cache unless already there. */
export async function archive(version: string) {
  const dir = path.join(ARCHIVE_CACHE, archiveEntry(version));
  if (fs.existsSync(path.join(dir, 'index.html'))) {
    console.log(`archive ${version}: from the cache`);
    return dir;
  }
  const temp = `${dir}.tmp`;
  fs.rmSync(temp, {recursive: true, force: true});
  buildVariant('archive', version, temp);
  // Its gzip copies too, once: every later build merges them as they are.
  await precompress(temp);
  fs.renameSync(temp, dir);
  console.log(`archive ${version}: built`);
  return dir;
}

/** A release's online build (its archive, or its place in `buildDir`): `home` holds its llms.txt and search index,
 * `fileAt` gives the file of a site address. */
export async function onlineRelease(version: string, buildDir: string) {
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

/** The releases of versions.json, newest first. */
export const releasesNow = (): string[] => JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8'));

/** CI's key of the archive cache: a hash of every entry the build needs, changed exactly when one must be built. */
export function archivesKey() {
  const releases = releasesNow();
  const entries = [
    ...archivedReleases(releases).map((version) => `${archiveEntry(version)}\n`),
    ...releases.map((version) => `${offlineEntry(version)}\n${manualEntry(version)}\n`),
  ];
  return crypto.createHash('sha256').update(entries.join('')).digest('hex').slice(0, 16);
}

/** The day a release's downloads are dated: its notes' release day, or 1980-01-01, the zip format's first day. */
export const downloadDay = (version: string): Date => releasedOn(repo, version) ?? new Date(Date.UTC(1980, 0, 1));

/** A download `name` in the cache's `entry`, unless there made by `make` in a fresh work folder, which then becomes
 * the entry with that file only. Returns its path. */
export async function cachedDownload(entry: string, name: string, make: (work: string) => Promise<Uint8Array>) {
  const dir = path.join(ARCHIVE_CACHE, entry);
  const file = path.join(dir, name);
  if (fs.existsSync(file)) {
    console.log(`${name}: from the cache`);
    return file;
  }
  const temp = `${dir}.tmp`;
  fs.rmSync(temp, {recursive: true, force: true});
  fs.mkdirSync(temp, {recursive: true});
  const bytes = await make(temp);
  for (const other of fs.readdirSync(temp)) fs.rmSync(path.join(temp, other), {recursive: true});
  fs.writeFileSync(path.join(temp, name), bytes);
  fs.renameSync(temp, dir);
  console.log(`${name}: made`);
  return file;
}

/** Every release's download into `buildDir`'s downloads, each copied from `fileOf`; returns the releases. */
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
  const versions = archivedReleases(releasesNow());
  const sitemap = path.join(buildDir, 'sitemap.xml');
  for (const version of versions) {
    const source = await archive(version);
    const target = path.join(buildDir, 'docs', version);
    if (fs.existsSync(target)) throw new Error(`${target} exists: the main build must not hold archived ${version}.`);
    // With their times, so the gzip copies stay newer than their files.
    fs.cpSync(source, target, {recursive: true, preserveTimestamps: true});
    const entries = fs.readFileSync(path.join(target, 'sitemap.xml'), 'utf8').match(/<url>[\s\S]*?<\/url>/g) ?? [];
    fs.writeFileSync(sitemap, fs.readFileSync(sitemap, 'utf8').replace('</urlset>', `${entries.join('')}</urlset>`));
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
