#!/usr/bin/env node
/**
 * The build is reproducible: a clean build (no .docusaurus/, no bundler cache),
 * precompressed like build/, is byte-for-byte identical to build/.
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

import {precompress} from './precompress.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reference = path.resolve(repo, process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(reference, 'index.html'))) {
  console.error(`No build in ${reference}: run \`npm run build\` first.`);
  process.exit(2);
}

/** Relative path → contents, for every file under dir. */
function tree(dir) {
  return new Map(
    fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file)];
      }),
  );
}

for (const cache of ['.docusaurus', 'node_modules/.cache']) {
  fs.rmSync(path.join(repo, cache), {recursive: true, force: true});
}
const second = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-docs-rebuild-'));
const build = spawnSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', second], {
  cwd: repo,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('The second build failed.');
  process.exit(1);
}
// build/ as the test suite serves it carries the precompressed copies too.
await precompress(second);

const [a, b] = [tree(reference), tree(second)];
const differences = [...new Set([...a.keys(), ...b.keys()])]
  .sort()
  .filter((file) => !a.has(file) || !b.has(file) || !a.get(file).equals(b.get(file)))
  .map(
    (file) =>
      `${file}: ${!a.has(file) ? 'only in the clean build' : !b.has(file) ? 'only in the first build' : 'contents differ'}`,
  );
fs.rmSync(second, {recursive: true, force: true});

if (differences.length > 0) {
  console.error(`The build is not reproducible: ${differences.length} of ${a.size} files differ.`);
  console.error(differences.slice(0, 50).join('\n'));
  process.exit(1);
}
console.log(`Reproducible: a clean build is identical to ${path.relative(repo, reference)}/ (${a.size} files).`);
