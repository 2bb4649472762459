/**
 * The search plugin's entry point and option validator, which ./index.ts wraps (the package's main export, reached
 * by its file so the named validator comes with it). Node only; shared/search/index-files.ts holds the file
 * names, src/search/client.ts the browser side.
 */
import path from 'node:path';

export {default as searchLocal, validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';

const BROWSER_SEARCH = path.resolve(__dirname, '../../../src/search');

/**
 * The site's modules a variant replaces, by the file an import names (without extension): in an offline copy,
 * the searcher that runs in a worker by the one that runs in the page (a page opened from disk may not start a
 * worker).
 */
export function moduleReplacements(offline = false): ReadonlyMap<string, string> {
  return new Map(
    offline ? [[path.join(BROWSER_SEARCH, 'searcher'), path.join(BROWSER_SEARCH, 'searcher.offline.ts')]] : [],
  );
}

/** The replacement of a relative import `request` from folder `context`. */
export function moduleReplacement(
  replacements: ReadonlyMap<string, string>,
  context: string,
  request: string,
): string | undefined {
  return request.startsWith('.') ? replacements.get(path.resolve(context, request).replace(/\.js$/, '')) : undefined;
}

/** The plugin's own search page, which the benchmark's stock variant keeps (the site's is src/theme/SearchPage). */
export const PLUGIN_SEARCH_PAGE =
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/index.js');

/** The plugin's index builder (lunr, with the languages' pipelines), with the options as the plugin reads them:
 * for an index's head files (shared/search/head.ts) and for tests that index their own documents. */
export {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js';
export {processPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js';
