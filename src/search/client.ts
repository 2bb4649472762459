/** The plugin's unexported browser internals /search reuses (its query hook and the switch that marks words
 * on the opened page): every reach into `dist/client` goes through here, checked by
 * tests/build/search-local-adapter.test.ts. Only /search imports it, keeping it out of the main bundle. */
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
export {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
