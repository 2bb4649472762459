#!/usr/bin/env node
/**
 * The build is reproducible and independent of the bundler cache: a clean
 * build (no .docusaurus/, no Rspack cache) is byte-for-byte identical to
 * build/, whatever cache build/ was made with, and a warm rebuild right after
 * it (the cache the clean build left) is identical to both. Each is
 * precompressed like build/.
 *
 *   node scripts/check-reproducible.mjs [buildDir]
 *
 * Run by `npm run test:build` after the checked build. Prints the files that
 * differ and exits 1 if any do.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {mergeArchives} from './archives.mjs';
import {readTree as tree} from './lib/files.mjs';
import {precompress} from './precompress.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reference = path.resolve(repo, process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(reference, 'index.html'))) {
  console.error(`No build in ${reference}: run \`npm run build\` first.`);
  process.exit(2);
}

/** The files that differ between two trees, each with how. */
function differences(a, b) {
  return [...new Set([...a.keys(), ...b.keys()])]
    .sort()
    .filter((file) => !a.has(file) || !b.has(file) || !a.get(file).equals(b.get(file)))
    .map(
      (file) =>
        `${file}: ${!a.has(file) ? 'only in the second' : !b.has(file) ? 'only in the first' : 'contents differ'}`,
    );
}

/** A production build into a temporary directory, precompressed. */
async function buildInto(label) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `ain-docs-${label}-`));
  const build = spawnSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', out], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error(`The ${label} build failed.`);
    process.exit(1);
  }
  // build/ as the test suite serves it: archived releases merged (fresh after
  // the caches are cleared, from their cache the second time), precompressed.
  await mergeArchives(out);
  await precompress(out);
  return out;
}

for (const cache of ['.docusaurus', 'node_modules/.cache']) {
  fs.rmSync(path.join(repo, cache), {recursive: true, force: true});
}
const clean = await buildInto('clean');
const warm = await buildInto('warm');

const [built, cleanTree, warmTree] = [tree(reference), tree(clean), tree(warm)];
let failed = false;
for (const [what, a, b] of [
  [`${path.relative(repo, reference)}/ and a clean build`, built, cleanTree],
  ['a clean build and a warm rebuild', cleanTree, warmTree],
]) {
  const differing = differences(a, b);
  if (differing.length > 0) {
    failed = true;
    console.error(`Not reproducible: ${differing.length} of ${a.size} files differ between ${what}.`);
    console.error(differing.slice(0, 50).join('\n'));
  }
}
fs.rmSync(clean, {recursive: true, force: true});
fs.rmSync(warm, {recursive: true, force: true});
if (failed) {
  process.exit(1);
}
console.log(
  `Reproducible: a clean build and a warm rebuild are identical to ${path.relative(repo, reference)}/ (${built.size} files).`,
);
