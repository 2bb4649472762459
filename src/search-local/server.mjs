/**
 * The search plugin's Node-side internals: its entry point (which
 * src/plugins/search-local-compact wraps), where it writes the client's index
 * URL, and how its index files are named. Plain JavaScript so the build
 * scripts can import it too. ./client.ts is the browser side; together they
 * are the only code that relies on the plugin's unpublished layout, and
 * tests/build/search-local-adapter.test.ts checks the pinned version against
 * every assumption made here.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const PLUGIN_NAME = '@easyops-cn/docusaurus-search-local';

/** The plugin's entry and option validator, loaded on first use (the build
 * scripts that only need the file names below never load the plugin). */
export function loadSearchLocal() {
  return require(`${PLUGIN_NAME}/dist/server/server/index.js`);
}

/** The module the plugin generates for the client's constants, including
 * `searchIndexUrl` (`search-index{dir}-<hash>.json` with `hashed: 'filename'`). */
export function generatedConstantsFile(generatedFilesDir) {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'default', 'generated-constants.js');
}

/** The 8-hex hash in the index URL of the generated constants. */
export const INDEX_URL_HASH = /search-index\{dir\}-([0-9a-f]{8})\.json/;

/** The base name of an index file: one per version, at the version's root
 * (`{dir}` above), named after an 8-hex hash. */
export const SEARCH_INDEX_FILE = /^search-index-[0-9a-f]{8}\.json$/;

/** The name of the index file directly in `dir` (a version's root in a
 * build), or undefined. */
export function searchIndexIn(dir) {
  return fs.readdirSync(dir).find((name) => SEARCH_INDEX_FILE.test(name));
}
