/**
 * The search plugin's browser-side internals that the site's SearchBar reuses,
 * so its shell, shortcut and "Loading..." behave exactly as the plugin's own
 * bar does. The plugin exports none of these publicly: every reach into its
 * `dist/client` goes through this file (ESLint rejects it anywhere else), and
 * tests/build/search-local-adapter.test.ts fails if the pinned version stops
 * providing what is used here. site/plugins/search-local-compact/server.ts and shared/search/index-files.ts are the
 * Node side.
 */
// The plugin's worker set-up, which the site replaces with ./searchByWorker.ts
// (site/plugins/search-local-compact); the stock variant keeps the plugin's.
export {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
export {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
export {matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
export {searchBarShortcutKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
export {default as searchBarStyles} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

/** Fetches autocomplete.js, the chunk the plugin's bar imports once its index
 * has loaded; the same module, so the same chunk. */
export function prefetchAutocomplete(): void {
  void import('@easyops-cn/autocomplete.js');
}
