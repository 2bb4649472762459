/** File listings shared by the build scripts, the tests and the benchmark. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, relative to it with forward slashes, sorted; with
 * `pattern`, only those whose base name matches it.
 * @param {string} dir @param {RegExp} [pattern] @returns {string[]}
 */
export function listFiles(dir, pattern) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && (!pattern || pattern.test(entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A hex sha256 of `seed` and the path and bytes of every file under each of
 * `entries` (files or directories, relative to `root`; missing ones skipped):
 * the content address of what a build reads.
 * @param {string} root @param {readonly string[]} entries @param {string} seed
 */
export function hashInputs(root, entries, seed) {
  const hash = crypto.createHash('sha256').update(seed);
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory() ? listFiles(full).map((file) => `${entry}/${file}`) : [entry];
    for (const file of files) {
      hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/** Relative path → contents, for every file under `dir`. @param {string} dir */
export function readTree(dir) {
  return new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}
