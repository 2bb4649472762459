/** An offline copy's search index: a script beside index.html assigning it to a global, since a page opened
 * from disk cannot fetch (scripts/releases/offline.ts writes it, src/search/searcher.offline.ts reads it). */
export const OFFLINE_INDEX = {file: 'search-index.js', global: '__ainSearchIndex'} as const;
