/** The gzip copies nginx serves: a search index's zopfli copy is reused for the same bytes only while it decompresses
 * to the index. In this test's own folder: the reproducibility check may clear the repository's. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';

import {precompress} from '../../scripts/build/precompress';

const KEPT = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-precompress-kept-'));
const INDEX = 'search-index-0123abcd.json';
const index = Buffer.from(
  JSON.stringify(
    Array.from({length: 400}, (_, i) => ({
      i,
      t: `Page ${i} on nexus ${(i * 7919) % 1009} and widget ${i % 37}`,
      u: `/docs/p${i}`,
    })),
  ),
);
const page = Buffer.from(`<!doctype html><html><body>${'<p>AIN docs</p>'.repeat(100)}</body></html>`);

const dirs: string[] = [];
/** A build folder holding the index and a page, precompressed; the gzip copies it got. */
async function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-precompress-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, INDEX), index);
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  await precompress(dir, {cache: KEPT});
  const read = (name: string) => fs.readFileSync(path.join(dir, name));
  return {index: read(`${INDEX}.gz`), page: read('index.html.gz')};
}

/** The one file of the cache that decompresses to the index. */
function keptCopy(): string | undefined {
  const decompressesToIndex = (file: string) => {
    try {
      return gunzipSync(fs.readFileSync(path.join(KEPT, file))).equals(index);
    } catch {
      return false;
    }
  };
  const found = fs.readdirSync(KEPT).filter(decompressesToIndex);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] && path.join(KEPT, found[0]);
}

afterAll(() => {
  for (const dir of [...dirs, KEPT]) fs.rmSync(dir, {recursive: true, force: true});
});

describe('precompress', () => {
  let first: Awaited<ReturnType<typeof build>>;

  it('gives each text file a gzip copy that decompresses to it, the index smaller than zlib makes it', async () => {
    first = await build();
    expect(gunzipSync(first.page).equals(page)).toBe(true);
    expect(gunzipSync(first.index).equals(index)).toBe(true);
    expect(first.index.length).toBeLessThan(gzipSync(index, {level: 9}).length);
  });

  it("keeps the index's copy and gives a later build of the same bytes that copy", async () => {
    const kept = keptCopy();
    expect(kept, 'a kept copy').toBeDefined();
    expect(fs.readFileSync(kept!).equals(first.index)).toBe(true);
    // Another valid copy put in its place is what the next build ships: it was not compressed again.
    const other = gzipSync(index, {level: 1});
    fs.writeFileSync(kept!, other);
    expect((await build()).index.equals(other)).toBe(true);
  });

  it('compresses again, as the first time, when the kept copy is not a gzip of the index, and keeps that', async () => {
    const kept = keptCopy()!;
    fs.writeFileSync(kept, gzipSync(Buffer.from('another index'), {level: 9}));
    expect((await build()).index.equals(first.index)).toBe(true);
    fs.writeFileSync(kept, 'not gzip at all');
    expect((await build()).index.equals(first.index)).toBe(true);
    expect(fs.readFileSync(keptCopy()!).equals(first.index)).toBe(true);
  });
});
