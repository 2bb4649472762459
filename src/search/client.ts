/**
 * The plugin's unexported browser internals /search reuses: its query-string hook and the switch that asks an
 * opened page to mark the words. Every reach into its `dist/client` goes through here (ESLint enforces it);
 * tests/build/search-local-adapter.test.ts checks them (the Node side: site/plugins/search-local-compact/server.ts
 * and shared/search/index-files.ts). Only /search imports it, keeping it out of the main bundle.
 */
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
export {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
