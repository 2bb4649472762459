/** The site's search engine over a built index, in Node, as the search worker runs it (same lunr, languages and
 * lexicon); the browser tests check that /search lists exactly what this answers. */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';

import {
  createSearchEngine,
  type LoadedIndex,
  type Lunr,
  type SearchDocument,
  type SearchEngine,
} from '../../shared/search/engine';
import {type CompactPart, decodeIndex} from '../../shared/search/compact-index';
import {searchIndexIn} from '../../shared/search/index-files';
import {searchLexicon} from '../../shared/search/lexicon';
import {russianWords} from '../../shared/search/russian-words';
import {BUILD_DIR} from '../build/helpers';
import {RELEASES, versionRoot} from './releases';

// The plugin's languages, as its generated client constants register them.
/* eslint-disable @typescript-eslint/no-require-imports */
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.ru.js')(lunr);
require('lunr-languages/lunr.multi.js')(lunr);
/* eslint-enable @typescript-eslint/no-require-imports */

/** The folder of a release's search index in a build: its docs root, the latest's at the top. */
export function searchIndexDir(version: string, buildDir: string = BUILD_DIR): string {
  return path.join(buildDir, versionRoot(version).replace(/^\/docs$/, ''));
}

/** The parts of the index file in `dir`, a release's folder of a build. */
export function indexParts(dir: string): CompactPart<SearchDocument>[] {
  const file = searchIndexIn(dir);
  if (!file) throw new Error(`no search index in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CompactPart<SearchDocument>[];
}

export const engineFor = (dir: string): SearchEngine => engineOver(indexParts(dir));

const lexicon = searchLexicon(russianWords);

/** The engine over an index file's parts: a whole index or one of its head files. */
export function engineOver(parts: CompactPart<SearchDocument>[]): SearchEngine {
  const indexes: LoadedIndex[] = parts.map((part, type) => ({
    type,
    documents: part.documents,
    index: lunr.Index.load(decodeIndex(part)),
  }));
  return createSearchEngine({lunr: lunr as Lunr, indexes, lexicon});
}

/** Results /search asks the engine for (its LIMIT), and the pages it lists at a time. */
export const SEARCH_PAGE_LIMIT = 1000;
export const SEARCH_PAGE_SIZE = 10;

/** The pages that match a query, each once, in /search's order, as paths without a trailing slash. */
export function pagesListed(engine: SearchEngine, query: string): string[] {
  const pages = engine.search(query, SEARCH_PAGE_LIMIT).results.map((result) => result.document.u.replace(/\/$/, ''));
  return [...new Set(pages)];
}

/** A query of the relevance set and the doc ids that answer it; `heldOut`: the third never tuned on. */
export type RelevanceQuery = {query: string; kind: string; version: string; expected: string[]; heldOut?: boolean};

/** The relevance set, tests/search-queries.json. */
export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../search-queries.json'), 'utf8'),
).queries;

/** Whether the path `page` is under `version`'s docs root and not under an older root inside it. */
export function isPageOf(version: string, page: string): boolean {
  const pathname = `${page.replace(/\/$/, '')}/`;
  const root = `${versionRoot(version)}/`;
  const nested = RELEASES.map((other) => `${versionRoot(other)}/`).filter(
    (other) => other !== root && other.startsWith(root),
  );
  return pathname.startsWith(root) && !nested.some((other) => pathname.startsWith(other));
}
