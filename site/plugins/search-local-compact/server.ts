/**
 * The search plugin's entry point and option validator, which
 * site/plugins/search-local-compact wraps (the package's main export, reached
 * by its file so the named validator comes with it). Node only, loaded by
 * Docusaurus; shared/search/index-files.ts holds the file names, src/search/client.ts the browser
 * side.
 */
import path from 'node:path';

import {PLUGIN_NAME, searchBarConstantsFile} from '../../../shared/search/index-files';

export {default as searchLocal, validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';

/** The plugin's client theme folder. */
const CLIENT_THEME = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
);

/** The plugin's client utilities folder. */
const CLIENT_UTILS = path.join(path.dirname(CLIENT_THEME), 'utils');

/**
 * The plugin's modules the site replaces, by the file an import names
 * (without extension) → the replacement:
 *   - its worker set-up, so its search bar searches with src/search/worker.ts;
 *   - its empty dropdown (src/search/EmptyTemplate.tsx);
 *   - for its search bar, its generated constants without the lunr set-up
 *     they carry (`searchBarConstantsFile`): only the worker runs lunr, so
 *     the page does not load it, and the worker's script is one file;
 *   - `offline`, in a release's offline copy: the site's searcher, which runs
 *     the search in a worker, by the one that runs it in the page.
 */
/** The site's search modules for the browser. */
const BROWSER_SEARCH = path.resolve(__dirname, '../../../src/search');

export function moduleReplacements(generatedFilesDir: string, offline = false): ReadonlyMap<string, string> {
  return new Map([
    ...(offline
      ? [[path.join(BROWSER_SEARCH, 'searcher'), path.join(BROWSER_SEARCH, 'searcher.offline.ts')] as const]
      : []),
    [path.join(CLIENT_THEME, 'searchByWorker'), path.join(BROWSER_SEARCH, 'searchByWorker.ts')],
    [path.join(CLIENT_THEME, 'SearchBar', 'EmptyTemplate'), path.join(BROWSER_SEARCH, 'EmptyTemplate.tsx')],
    [path.join(CLIENT_UTILS, 'proxiedGeneratedConstants'), searchBarConstantsFile(generatedFilesDir)],
  ]);
}

/** The plugin's folder. */
const PLUGIN_ROOT = path.dirname(require.resolve(`${PLUGIN_NAME}/package.json`));

/** The replacement of an import `request` from folder `context`: a relative
 * one inside the plugin, or one of the plugin's files by its package path
 * (as src/search/client.ts imports them). */
export function moduleReplacement(
  replacements: ReadonlyMap<string, string>,
  context: string,
  request: string,
): string | undefined {
  const file = request.startsWith('.')
    ? path.resolve(context, request)
    : request.startsWith(`${PLUGIN_NAME}/`)
      ? path.join(PLUGIN_ROOT, request.slice(PLUGIN_NAME.length + 1))
      : undefined;
  return file && replacements.get(file.replace(/\.js$/, ''));
}

/** The plugin's own search page, which the benchmark's stock variant keeps
 * (the site replaces it with src/theme/SearchPage). */
export const PLUGIN_SEARCH_PAGE = path.join(CLIENT_THEME, 'SearchPage', 'index.js');

/** The plugin's index builder (lunr, with the languages' pipelines), for
 * tests that build an index of their own documents. */
export {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js';
