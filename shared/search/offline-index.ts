/**
 * How an offline copy carries its search index (scripts/releases/offline.ts writes
 * it, src/search/searcher.offline.ts reads it): a script beside index.html that
 * assigns the index file's JSON to a global, since a page opened from disk
 * cannot fetch a file. Safe in the browser.
 */
export const OFFLINE_INDEX = {file: 'search-index.js', global: '__ainSearchIndex'} as const;
