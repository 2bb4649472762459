import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {SEARCH_LANGUAGES} from '../../shared/constants';
import {createSearchEngine, DocType, type Lunr, type SearchDocument} from '../../shared/search/engine';
import {type CompactPart, decodeIndex, type LunrIndexJson} from '../../shared/search/compact-index';
import {searchLexicon} from '../../shared/search/lexicon';
import {russianWords} from '../../shared/search/russian-words';
import {buildIndex} from '../../site/plugins/search-local-compact/server';
import {docsUrls, RELEASES} from '../support/releases';
import {engineOver, RELEVANCE_QUERIES, searchIndexDir} from '../support/search';
import {servedGzipBytes} from '../../scripts/lib/page-weight';
import {BUILD_DIR, readPage} from './helpers';

/** lunr's index with only the first position of each term per document. */
function firstPositions(index: LunrIndexJson): LunrIndexJson {
  type Refs = Record<string, {position?: number[][]}>;
  const first = (refs: Refs) =>
    Object.fromEntries(Object.entries(refs).map(([ref, {position}]) => [ref, {position: position!.slice(0, 1)}]));
  const invertedIndex = index.invertedIndex.map(([term, {_index, ...fields}]) => [
    term,
    {_index, ...Object.fromEntries(Object.entries(fields).map(([field, refs]) => [field, first(refs as Refs)]))},
  ]);
  return {...index, invertedIndex: invertedIndex as LunrIndexJson['invertedIndex']};
}

/** The hashed index files of a version's folder (latest: the site root). */
function indexFiles(version: string): string[] {
  const dir = searchIndexDir(version);
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('search-index') && name.endsWith('.json'))
    .map((name) => path.join(dir, name));
}

describe.each(RELEASES)('search index of version %s', (version) => {
  const files = indexFiles(version);

  it('is one file whose name carries a content hash', () => {
    expect(files).toHaveLength(1);
    expect(path.basename(files[0])).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
  });

  const file = JSON.parse(fs.readFileSync(files[0], 'utf8')) as CompactPart<SearchDocument>[];
  // The lunr indexes as the browser reads them.
  const data = file.map((part) => ({documents: part.documents, index: decodeIndex(part)}));
  const urls = new Set(data.flatMap((part) => part.documents.map((doc) => doc.u)));

  it('holds a lunr index stemmed for English and Russian', () => {
    for (const part of data) {
      expect(part.index.pipeline.join(' ')).toMatch(/ru/);
      expect(part.index.pipeline.join(' ')).toMatch(/en|stemmer/);
    }
  });

  it('keeps one position per term and section: the first, which the snippet is cut around', () => {
    /** Where each English stem first occurs in a document's text, split as lunr splits it. */
    const firstOccurrences = (text: string) => {
      const first = new Map<string, number>();
      for (const match of text.toLowerCase().matchAll(/[^\s-]+/g)) {
        // Tokens keep the punctuation around a word, as in "(recommended)".
        const word = match[0].replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
        // Stop words are dropped before stemming: "gets" is indexed as "get", "get" is not.
        const token = lunr.stopWordFilter(new lunr.Token(word, {}));
        const stem = token && lunr.stemmer(token).toString();
        if (stem && /^[a-z]+$/.test(word) && !first.has(stem)) first.set(stem, match.index);
      }
      return first;
    };
    let checked = 0;
    // Every posting is checked; the wrong ones are listed at the end (one expect per posting took seconds).
    const wrong: string[] = [];
    for (const part of data) {
      const documents = new Map(part.documents.map((doc) => [String(doc.i), firstOccurrences(doc.t)]));
      for (const [term, {_index, ...fields}] of part.index.invertedIndex) {
        if (typeof _index !== 'number') wrong.push(`${term}: _index is ${typeof _index}`);
        if (Object.keys(fields).join() !== 't') wrong.push(`${term}: fields ${Object.keys(fields).join()}`);
        for (const [ref, {position = []}] of Object.entries(fields.t ?? {})) {
          if (position.length !== 1) wrong.push(`${term} in ${ref}: ${position.length} positions`);
          // The position is the term's first occurrence.
          const first = documents.get(ref)!.get(term);
          if (first !== undefined) {
            if (position[0][0] !== first) wrong.push(`${term} in ${ref}: at ${position[0][0]}, first at ${first}`);
            checked++;
          }
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('reads, compact, as the lunr indexes the plugin builds, and the engine answers as over them', () => {
    // lunr's indexes of the same documents, with the first position of each term, as the site served them.
    const built = buildIndex(
      file.map((part) => part.documents),
      {language: [...SEARCH_LANGUAGES], removeDefaultStopWordFilter: [], removeDefaultStemmer: false},
    ).map(({index}) => firstPositions(JSON.parse(JSON.stringify(index)) as LunrIndexJson));
    const header = ({version, fields, pipeline}: LunrIndexJson) => ({version, fields, pipeline});
    const differences = built.flatMap((index, type) => {
      const decoded = data[type].index;
      const differ = <T extends [string, unknown]>(expected: T[], actual: T[], what: string) =>
        expected.length !== actual.length
          ? [`part ${type}: ${actual.length} ${what}, not ${expected.length}`]
          : expected
              .filter((entry, n) => !isDeepStrictEqual(entry, actual[n]))
              .map(([key]) => `part ${type}: ${what} ${key}`);
      return [
        ...(isDeepStrictEqual(header(index), header(decoded)) ? [] : [`part ${type}: version, fields or pipeline`]),
        ...differ(index.invertedIndex, decoded.invertedIndex, 'term'),
        ...differ(index.fieldVectors, decoded.fieldVectors, 'vector'),
      ];
    });
    expect(differences.slice(0, 10)).toEqual([]);

    const engine = (indexes: LunrIndexJson[]) =>
      createSearchEngine({
        lunr: lunr as Lunr,
        indexes: indexes.map((index, type) => ({type, documents: file[type].documents, index: lunr.Index.load(index)})),
        lexicon: searchLexicon(russianWords),
      });
    const [compact, lunrs] = [engine(data.map(({index}) => index)), engine(built)];
    // Every reader query of the set, whichever release it was written for: a cut release has none of its own.
    const queries = [...new Set(RELEVANCE_QUERIES.map(({query}) => query))];
    expect(queries.length).toBeGreaterThan(100);
    const differ = queries.filter((query) => !isDeepStrictEqual(compact.search(query, 100), lunrs.search(query, 100)));
    expect(differ).toEqual([]);
  });

  it('has a head file for every Latin and Russian letter and digit, each small, each finding pages by their title', () => {
    const headDir = files[0]!.replace(/search-index-(\w+)\.json$/, 'search-head-$1');
    const range = (from: string, to: string) =>
      Array.from({length: to.charCodeAt(0) - from.charCodeAt(0) + 1}, (_, at) =>
        String.fromCharCode(from.charCodeAt(0) + at),
      );
    // a to z, 0 to 9, а to я and ё.
    const characters = [...range('a', 'z'), ...range('0', '9'), ...range('а', 'я'), 'ё'];
    const names = fs.readdirSync(headDir).filter((name) => name.endsWith('.json'));
    expect(names.sort()).toEqual(
      characters.map((character) => `${character.codePointAt(0)!.toString(16)}.json`).sort(),
    );
    for (const name of names) expect(servedGzipBytes(path.join(headDir, name)), name).toBeLessThanOrEqual(16 * 1024);
    // Every page's title, typed, finds the page among the first eight from the head file of its first letter.
    const heads = new Map<string, ReturnType<typeof engineOver>>();
    for (const title of file[0]!.documents) {
      const first = /[\p{L}\p{N}]/u.exec(title.t.toLowerCase())![0];
      const name = `${first.codePointAt(0)!.toString(16)}.json`;
      if (!heads.has(name)) {
        heads.set(name, engineOver(JSON.parse(fs.readFileSync(path.join(headDir, name), 'utf8')) as typeof file));
      }
      const found = heads
        .get(name)!
        .search(title.t, 8)
        .results.map((result) => result.document.u);
      expect(found, title.t).toContain(title.u);
    }
  });

  it("keeps each table's cells apart in its section's text: a tab between two, a line break around each row", () => {
    const contents = data[DocType.Content]!.documents;
    let apart = 0;
    const joined: string[] = [];
    for (const url of urls) {
      const $ = readPage(url);
      const texts = contents.filter((doc) => doc.u === url).map((doc) => doc.t);
      for (const row of $('article table tr').get()) {
        const cells = $(row)
          .children('th, td')
          .get()
          .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim())
          .filter(Boolean);
        if (cells.length < 2) continue;
        if (texts.some((text) => `\n${text}\n`.includes(`\n${cells.join('\t')}\n`))) apart++;
        if (texts.some((text) => text.includes(cells.join(' ')))) joined.push(`${url}: ${cells.join(' | ')}`);
      }
    }
    expect(joined.slice(0, 5)).toEqual([]);
    expect(apart).toBeGreaterThan(100);
  });

  it('leaves the Since badges out of the text an excerpt is cut from', () => {
    const count = (text: string) => text.match(/Since \d+\.\d+\.\d+/g)?.length ?? 0;
    let badges = 0;
    const withBadges: string[] = [];
    for (const url of urls) {
      const $ = readPage(url);
      const badged = $('article [title^="Available since"]').length;
      badges += badged;
      // "Since 1.12.0" that a writer typed is the page's text; a badge's is not.
      const typed = count($('article').text()) - badged;
      const texts = data[DocType.Content]!.documents.filter((doc) => doc.u === url).map((doc) => doc.t);
      if (count(texts.join('\n')) > typed) withBadges.push(url);
    }
    // The latest release marks what it added; an older one may have nothing to mark.
    if (version === RELEASES[0]) expect(badges).toBeGreaterThan(10);
    expect(withBadges).toEqual([]);
  });

  it('covers every page of the version and nothing of another version', () => {
    expect([...urls].sort()).toEqual(docsUrls(version).sort());
  });
});

describe('search index loading', () => {
  it('is not referenced by any HTML page (it is fetched on first use only)', () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, 'docs/getting-started/index.html'), 'utf8');
    expect(html).not.toMatch(/search-index[^"]*\.json/);
  });
});
