/**
 * Where the search plugin writes the client's index URL and how it names its
 * index files, without the plugin, so the build scripts and tests can use it. Part of the adapter to the plugin's unpublished layout
 * (with src/search/client.ts and site/plugins/search-local-compact/server.ts), which
 * tests/build/search-local-adapter.test.ts checks against the pinned version.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PLUGIN_NAME = '@easyops-cn/docusaurus-search-local' as const;

/** The module the plugin generates for the client's constants, including
 * `searchIndexUrl` (`search-index{dir}-<hash>.json` with `hashed: 'filename'`). */
export function generatedConstantsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'default', 'generated-constants.js');
}

/** The site's copy of those constants for the search bar, without the lunr
 * set-up the plugin's carries (site/plugins/search-local-compact writes it). */
export function searchBarConstantsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'default', 'search-bar-constants.js');
}

/** The 8-hex hash in the index URL of the generated constants. */
export const INDEX_URL_HASH = /search-index\{dir\}-([0-9a-f]{8})\.json/;

/** The base name of an index file: one per version, at the version's root
 * (`{dir}` above), named after an 8-hex hash. */
export const SEARCH_INDEX_FILE = /^search-index-[0-9a-f]{8}\.json$/;

/** The name of the index file directly in `dir` (a version's root in a
 * build), or undefined. */
export function searchIndexIn(dir: string): string | undefined {
  return fs.readdirSync(dir).find((name) => SEARCH_INDEX_FILE.test(name));
}
