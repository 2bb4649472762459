/**
 * Writes a gzip copy (`file.gz`) next to every text file of a build, which
 * nginx serves as is (`gzip_static on`). Deterministic (no timestamps in the
 * gzip header), so the build stays reproducible.
 *
 * zlib level 9, except the search indexes, the largest files, downloaded whole
 * on a first search: they get zopfli, much slower but smaller, still gzip. Its
 * output depends on the index's bytes alone, so it is kept in
 * node_modules/.cache/ain-precompress/ under their hash and used again if it
 * decompresses to the index.
 *
 *   npx tsx scripts/build/precompress.ts [buildDir]
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {gunzipSync, gzipSync} from 'node:zlib';
import type {gzipAsync} from '@gfx/zopfli';

import {SEARCH_INDEX_FILE} from '../../shared/search/index-files';
import {listFiles} from '../../site/build-inputs';
import {builtSite, readArgs} from '../lib/cli';

const TEXT = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 256;

const repo = path.resolve(__dirname, '../..');
const ZOPFLI_CACHE = path.join(repo, 'node_modules/.cache/ain-precompress');
const ZOPFLI_OPTIONS = {numiterations: 5};
/** What else decides zopfli's output: the encoder's version and options. */
const ZOPFLI_SETTINGS = JSON.stringify({
  version: (createRequire(__filename)('@gfx/zopfli/package.json') as {version: string}).version,
  options: ZOPFLI_OPTIONS,
});

let encoder: Promise<typeof gzipAsync> | undefined;
/**
 * zopfli's encoder, loaded when first needed. Its Emscripten start-up adds
 * process-wide error handlers that print the module's whole source: removed,
 * so an error in any command importing this stays one line.
 */
function zopfliEncoder() {
  encoder ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const events = ['uncaughtException', 'unhandledRejection'];
    const before = events.map((event) => new Set(emitter.listeners(event)));
    const zopfli = await import('@gfx/zopfli');
    events.forEach((event, i) => {
      for (const listener of emitter.listeners(event)) {
        if (!before[i].has(listener)) emitter.off(event, listener as () => void);
      }
    });
    return zopfli.gzipAsync;
  })();
  return encoder;
}

/** `contents` gzipped by zopfli, or the copy kept in `cache` from an earlier run. */
async function zopfli(contents: Buffer, cache: string) {
  const key = createHash('sha256').update(ZOPFLI_SETTINGS).update(contents).digest('hex');
  const kept = path.join(cache, `${key}.gz`);
  try {
    const copy = fs.readFileSync(kept);
    if (gunzipSync(copy).equals(contents)) return copy;
  } catch {
    // None kept, or not a gzip of these bytes: compressed below, and kept.
  }
  const compressed = Buffer.from(await (await zopfliEncoder())(contents, ZOPFLI_OPTIONS));
  try {
    fs.mkdirSync(cache, {recursive: true});
    // Written whole, then renamed: another build may read the same copy meanwhile.
    const partial = `${kept}.${process.pid}`;
    fs.writeFileSync(partial, compressed);
    fs.renameSync(partial, kept);
  } catch {
    // Not kept (the cache cleared meanwhile, by a clean build): this build ships it all the same.
  }
  return compressed;
}

/** Gzip copies in `buildDir`, zopfli's kept in `cache`; returns how many files it compressed. */
export async function precompress(buildDir: string, {cache = ZOPFLI_CACHE}: {cache?: string} = {}): Promise<number> {
  let count = 0;
  for (const relative of listFiles(buildDir, TEXT)) {
    const file = path.join(buildDir, relative);
    // Kept when written after the file: an archived release's copies come
    // with it from the archive cache (scripts/releases/archives.ts), compressed once.
    if (fs.existsSync(`${file}.gz`) && fs.statSync(`${file}.gz`).mtimeMs >= fs.statSync(file).mtimeMs) continue;
    const contents = fs.readFileSync(file);
    if (contents.length < MIN_BYTES) continue;
    const compressed = SEARCH_INDEX_FILE.test(path.basename(file))
      ? await zopfli(contents, cache)
      : gzipSync(contents, {level: 9});
    if (compressed.length < contents.length) {
      fs.writeFileSync(`${file}.gz`, compressed);
      count++;
    }
  }
  return count;
}

if (process.argv[1] === __filename) {
  const dir = builtSite(
    readArgs('npx tsx scripts/build/precompress.ts [<build-dir>]', {positionals: 1}).positionals[0],
  );
  void precompress(dir).then((count) => console.log(`Precompressed ${count} files in ${dir}.`));
}
