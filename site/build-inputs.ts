/**
 * What each build of the site reads (paths relative to the site, files or folders), declared once, and the
 * content address of such a list. Everything keyed by a build's inputs derives from here:
 * - the search index's file name (site/plugins/search-local-compact): a hash of SITE_INPUTS, or of
 *   archiveInputs(version) in an archived release's build;
 * - an archived release's cache key (scripts/releases/archives.ts): a hash of archiveInputs(version);
 * - CI's cache key of the archives (.github/workflows/ci.yml): a hash of every archived release's key;
 * - the copies of the site that tests and benchmarks build in (scripts/lib/temp-site.ts): ALL_INPUTS.
 * A file a build reads that is missing here leaves a stale index name or archive behind when it changes.
 * listFiles is the one walker of a folder, for the site, its commands and its tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {versionFolder, versionSidebarFile} from '../shared/releases/names';

/** What every build reads besides its content: configuration, code, styles, static files, dependencies. */
const SHARED = [
  'docusaurus.config.ts',
  'src',
  'site',
  'shared',
  'static',
  'i18n',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The production site (`npm run build`): the draft, the active releases and their sidebars. */
export const SITE_INPUTS = ['docs', 'versioned_docs', 'versioned_sidebars', 'versions.json', 'sidebars.ts', ...SHARED];

/**
 * An archived release's own build: its docs and sidebar, and SHARED (its configuration is the site's). Not
 * versions.json: cutting a new release leaves the archive unchanged (tests/build/releases.test.ts).
 */
export function archiveInputs(version: string): string[] {
  return [versionFolder(version), versionSidebarFile(version), ...SHARED];
}

/** Every input of every build (the fixture site's, the benchmark's stock one) and the scripts that run them. */
export const ALL_INPUTS = [...SITE_INPUTS, '_dogfooding', 'scripts'];

/** Every file under `dir`, relative to it with forward slashes, sorted; with `pattern`, those whose base name
 * matches it. */
export function listFiles(dir: string, pattern?: RegExp): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && (!pattern || pattern.test(entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Relative path → contents, for every file under `dir`. */
export function readTree(dir: string) {
  return new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

/** Every file under each of `entries` (relative to `root`; missing ones skipped), relative to `root`. */
export function inputFiles(root: string, entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isDirectory() ? listFiles(full).map((file) => `${entry}/${file}`) : [entry];
  });
}

/** A hex sha256 of `seed` and the path and bytes of every input file (see inputFiles). */
export function hashInputs(root: string, entries: readonly string[], seed: string) {
  const hash = crypto.createHash('sha256').update(seed);
  for (const file of inputFiles(root, entries))
    hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}
