#!/usr/bin/env node
/**
 * Writes a gzip copy (`file.gz`) next to every text file of a build, which
 * nginx serves as is (`gzip_static on` in deploy/nginx/site.conf) instead of
 * compressing the same file again for every request. Deterministic (no
 * timestamps in the gzip header), so the build stays reproducible.
 *
 * Files are compressed with zlib at level 9, except the search indexes: a
 * reader downloads a whole index, the largest file of the site, on the first
 * search, so it gets zopfli, a slower deflate encoder whose output is 7%
 * smaller and still plain gzip (about 3 s per index here).
 *
 *   node scripts/precompress.mjs [buildDir]
 *
 * Run by `npm run build` (postbuild) and by the test build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {gzipAsync as zopfliGzip} from '@gfx/zopfli';

import {SEARCH_INDEX_FILE} from '../src/search-local/index-files.mjs';
import {listFiles} from './lib/files.mjs';

const TEXT = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 256;

/** @param {string} name @param {Buffer} contents */
async function compress(name, contents) {
  return SEARCH_INDEX_FILE.test(name)
    ? Buffer.from(await zopfliGzip(contents, {numiterations: 5}))
    : gzipSync(contents, {level: 9});
}

/** @param {string} buildDir @returns {Promise<number>} the number of files compressed */
export async function precompress(buildDir) {
  let count = 0;
  for (const relative of listFiles(buildDir, TEXT)) {
    const file = path.join(buildDir, relative);
    // Kept when written after the file: an archived release's copies come
    // with it from the archive cache (scripts/archives.mjs), compressed once.
    if (fs.existsSync(`${file}.gz`) && fs.statSync(`${file}.gz`).mtimeMs >= fs.statSync(file).mtimeMs) {
      continue;
    }
    const contents = fs.readFileSync(file);
    if (contents.length < MIN_BYTES) {
      continue;
    }
    const compressed = await compress(path.basename(file), contents);
    if (compressed.length < contents.length) {
      fs.writeFileSync(`${file}.gz`, compressed);
      count++;
    }
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  console.log(`Precompressed ${await precompress(dir)} files in ${dir}.`);
}
