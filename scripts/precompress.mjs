#!/usr/bin/env node
/**
 * Writes a gzip -9 copy (`file.gz`) next to every text file of a build, which
 * nginx serves as is (`gzip_static on` in deploy/nginx/site.conf) instead of
 * compressing the same file again for every request. Deterministic (no
 * timestamps in the gzip header), so the build stays reproducible.
 *
 *   node scripts/precompress.mjs [buildDir]
 *
 * Run by `npm run build` (postbuild) and by the test build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

const TEXT = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 256;

export function precompress(buildDir) {
  let count = 0;
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !TEXT.test(entry.name)) {
      continue;
    }
    const file = path.join(entry.parentPath, entry.name);
    const contents = fs.readFileSync(file);
    if (contents.length < MIN_BYTES) {
      continue;
    }
    const compressed = gzipSync(contents, {level: 9});
    if (compressed.length < contents.length) {
      fs.writeFileSync(`${file}.gz`, compressed);
      count++;
    }
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  console.log(`Precompressed ${precompress(dir)} files in ${dir}.`);
}
