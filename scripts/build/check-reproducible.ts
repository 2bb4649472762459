/**
 * The build is reproducible: a clean build (no .docusaurus/, no caches) and a
 * warm rebuild are byte for byte build/. When build-checked.ts recorded which
 * of the two build/ is (../lib/last-build.ts), only the other is made.
 *
 *   npx tsx scripts/build/check-reproducible.ts [buildDir]
 *
 * Prints the files that differ and exits 1 if any do.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {mergeArchives} from '../releases/archives';
import {mergeManuals} from '../releases/manual';
import {mergeOffline} from '../releases/offline';
import {readTree as tree} from '../../site/build-inputs';
import {wasCold} from '../lib/last-build';
import {precompress} from './precompress';
import {builtSite, readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
const reference = builtSite(
  readArgs('npx tsx scripts/build/check-reproducible.ts [<build-dir>]', {positionals: 1}).positionals[0],
  path.join(repo, 'build'),
);

/** The files that differ between two trees, and how. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>) {
  return [...new Set([...a.keys(), ...b.keys()])]
    .sort()
    .filter((file) => !a.has(file) || !b.has(file) || !a.get(file)!.equals(b.get(file)!))
    .map(
      (file) =>
        `${file}: ${!a.has(file) ? 'only in the second' : !b.has(file) ? 'only in the first' : 'contents differ'}`,
    );
}

/** A production build into a temporary directory, precompressed. */
async function buildInto(label: string) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `ain-docs-${label}-`));
  const build = spawnSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', out], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error(`The ${label} build failed.`);
    process.exit(1);
  }
  // As the suite serves build/: archives merged, offline copies and manuals added, precompressed.
  await mergeArchives(out);
  await mergeOffline(out);
  await mergeManuals(out);
  await precompress(out);
  return out;
}

const name = path.relative(repo, reference);
const cold = wasCold(repo, reference);
/** The kinds still to prove: clean first (it clears what a warm rebuild then reuses). */
const kinds = cold === undefined ? ['clean', 'warm'] : [cold ? 'warm' : 'clean'];
console.log(
  cold === undefined
    ? `${name}/: not a build recorded by build-checked.ts; making a clean build and a warm rebuild.`
    : `${name}/ was a ${cold ? 'clean build' : 'warm rebuild'}; making a ${kinds[0] === 'clean' ? 'clean build' : 'warm rebuild'}.`,
);

const built = tree(reference);
void (async () => {
  let failed = false;
  for (const kind of kinds) {
    if (kind === 'clean') {
      for (const cache of ['.docusaurus', 'node_modules/.cache']) {
        fs.rmSync(path.join(repo, cache), {recursive: true, force: true});
      }
    }
    const out = await buildInto(kind);
    const differing = differences(built, tree(out));
    fs.rmSync(out, {recursive: true, force: true});
    if (differing.length > 0) {
      failed = true;
      console.error(
        `Not reproducible: ${differing.length} of ${built.size} files differ between ${name}/ and a ${kind} build.`,
      );
      console.error(differing.slice(0, 50).join('\n'));
    }
  }
  if (failed) process.exit(1);
  console.log(`Reproducible: a clean build and a warm rebuild are identical to ${name}/ (${built.size} files).`);
})();
