import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {VERSIONS} from '../../src/constants';
import {docsUrls, versionRoot} from '../inventory';
import {BUILD_DIR} from './helpers';

type SearchDocument = {i: number; t: string; u: string; h?: string};
type SearchIndexFile = {documents: SearchDocument[]; index: {version: string; pipeline: string[]}}[];

/** The hashed index files of a version's folder (latest: the site root). */
function indexFiles(version: string): string[] {
  const dir = version === VERSIONS.latest ? BUILD_DIR : path.join(BUILD_DIR, versionRoot(version as never));
  return fs
    .readdirSync(dir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .map((name) => path.join(dir, name));
}

describe.each(VERSIONS.released)('search index of version %s', (version) => {
  const files = indexFiles(version);

  it('is one file whose name carries a content hash', () => {
    expect(files).toHaveLength(1);
    expect(path.basename(files[0])).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
  });

  const data = JSON.parse(fs.readFileSync(files[0], 'utf8')) as SearchIndexFile;
  const urls = new Set(data.flatMap((part) => part.documents.map((doc) => doc.u)));

  it('holds a lunr index stemmed for English and Russian', () => {
    for (const part of data) {
      expect(part.index.pipeline.join(' ')).toMatch(/ru/);
      expect(part.index.pipeline.join(' ')).toMatch(/en|stemmer/);
    }
  });

  it('covers every page of the version and nothing of another version', () => {
    const expected = docsUrls(version);
    expect([...urls].sort()).toEqual([...expected].sort());
  });
});

describe('search index loading', () => {
  it('is not referenced by any HTML page (it is fetched on first use only)', () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, 'docs/getting-started/index.html'), 'utf8');
    expect(html).not.toMatch(/search-index[^"]*\.json/);
  });
});
