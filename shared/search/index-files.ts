/** Where the search plugin writes the client's index URL and how it names index files, for build scripts and
 * tests: part of the adapter to its unpublished layout (with src/search/client.ts and
 * site/plugins/search-local-compact/server.ts), checked by tests/build/search-local-adapter.test.ts. */
import fs from 'node:fs';
import path from 'node:path';

export const PLUGIN_NAME = '@easyops-cn/docusaurus-search-local' as const;

/** The module the plugin generates for the client's constants, including
 * `searchIndexUrl` (`search-index{dir}-<hash>.json` with `hashed: 'filename'`). */
export function generatedConstantsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'default', 'generated-constants.js');
}

/** The search bar's copy of those constants, without the lunr set-up (site/plugins/search-local-compact). */
export function searchBarConstantsFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'default', 'search-bar-constants.js');
}

/** The 8-hex hash in the index URL of the generated constants. */
export const INDEX_URL_HASH = /search-index\{dir\}-([0-9a-f]{8})\.json/;

/** An index file's name: one per version, at its root (`{dir}` above). */
export const SEARCH_INDEX_FILE = /^search-index-[0-9a-f]{8}\.json$/;

/** The name of the index file directly in `dir` (a version's root in a build). */
export function searchIndexIn(dir: string): string | undefined {
  return fs.readdirSync(dir).find((name) => SEARCH_INDEX_FILE.test(name));
}
