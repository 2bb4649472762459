/**
 * The search plugin's browser-side internals that the site reuses: the
 * search page's query-string hook and the switch that asks an opened page to
 * mark the query's words (src/theme/SearchPage). The plugin exports none of
 * these publicly: every reach into its `dist/client` goes through this file (ESLint rejects it
 * outside src/search), and tests/build/search-local-adapter.test.ts fails if
 * the pinned version stops providing what is used here.
 * site/plugins/search-local-compact/server.ts and shared/search/index-files.ts
 * are the Node side. Only the search page imports it, so none of it is in
 * the main bundle.
 */
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
export {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
