/** How the dialog and /search ask the engine (./searcher.ts): a version's index loaded once, and answers. */
// The plugin's constants without its lunr set-up (site/plugins/search-local-compact).
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/search-bar-constants.js';

import type {SearchAnswer} from '../../shared/search/engine';
import type {Section} from './indexes';
import {loadIndex, searchIndex, warmUp} from './searcher';

export {warmUp as warmSearch};

/** The /search URL of a query in the version whose root is `versionUrl`. */
export function searchPageUrl(baseUrl: string, versionUrl: string, query: string): string {
  const params = new URLSearchParams({q: query});
  if (versionUrl !== baseUrl && versionUrl.startsWith(baseUrl)) {
    params.set('version', versionUrl.slice(baseUrl.length));
  }
  return `${baseUrl}search?${params}`;
}

/** The index file of a version: the plugin's URL, on this site only. */
export function indexUrl(baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, window.location.origin).origin !== window.location.origin) {
    throw new Error('Unexpected version url');
  }
  return url;
}

const loads = new Map<string, Promise<void>>();
/** Loads the index file at `url()` into the worker under `id`, once; a failed load is tried again on the next use. */
export function loadOnce(id: string, url: () => string): Promise<void> {
  let load = loads.get(id);
  if (!load) {
    load = loadIndex(id, url);
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/** Loads a version's index into the worker, once. */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve();
  }
  return loadOnce(`${baseUrl}${searchContext}`, () => indexUrl(baseUrl, searchContext));
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
  return searchIndex(`${baseUrl}${searchContext}`, input, limit);
}
