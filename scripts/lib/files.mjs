/** File listings shared by the build scripts, the tests and the benchmark. */
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
