/**
 * Takes the place of the plugin's `theme/searchByWorker` module (the search
 * plugin wrapper site/plugins/search-local-compact swaps it in), so the
 * plugin's search bar and the site's search page both search with the
 * site's engine, where ./searcher.ts runs it. Same exports and arguments as
 * the plugin's module; the answer to a query that matches nothing is kept
 * for the empty state (./EmptyTemplate.tsx).
 */
// The plugin's constants without its lunr set-up (site/plugins/search-local-compact/server.ts).
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/search-bar-constants.js';

import type {SearchAnswer, SearchResult} from '../../shared/search/engine';
import type {Section} from './indexes';
import {loadIndex, searchIndex} from './searcher';

/** What the empty state shows for a query that matched nothing. */
export interface EmptyAnswer {
  query: string;
  suggestion?: string;
  sections: Section[];
  /** The version's root URL the search ran against, for the links. */
  baseUrl: string;
}

/** The /search URL of a query in the version whose root is `versionUrl`. */
export function searchPageUrl(baseUrl: string, versionUrl: string, query: string): string {
  const params = new URLSearchParams({q: query});
  if (versionUrl !== baseUrl && versionUrl.startsWith(baseUrl)) {
    params.set('version', versionUrl.slice(baseUrl.length));
  }
  return `${baseUrl}search?${params}`;
}

let lastEmpty: EmptyAnswer | undefined;
/** The last query that matched nothing, if `query` is it. */
export function emptyAnswerFor(query: string): EmptyAnswer | undefined {
  return lastEmpty?.query === query ? lastEmpty : undefined;
}

/** The index file of a version: the plugin's URL, on this site only. */
function indexUrl(baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, window.location.origin).origin !== window.location.origin) {
    throw new Error('Unexpected version url');
  }
  return url;
}

const loads = new Map<string, Promise<void>>();
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve();
  }
  const key = `${baseUrl}${searchContext}`;
  let load = loads.get(key);
  if (!load) {
    load = loadIndex(key, () => indexUrl(baseUrl, searchContext));
    // A failed load is tried again on the next use.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The whole answer: results, or the empty state's suggestion and sections. */
export async function searchAnswer(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchAnswer & {sections?: Section[]}> {
  if (process.env.NODE_ENV !== 'production') {
    return {results: []};
  }
  await fetchIndexesByWorker(baseUrl, searchContext);
  const answer = await searchIndex(`${baseUrl}${searchContext}`, input, limit);
  if (answer.results.length === 0) {
    lastEmpty = {query: input, suggestion: answer.suggestion, sections: answer.sections ?? [], baseUrl};
  }
  return answer;
}

/** The plugin's call: the results only. */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return (await searchAnswer(baseUrl, searchContext, input, limit)).results;
}
