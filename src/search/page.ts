/**
 * What the site's search page (src/theme/SearchPage) reuses of the search
 * plugin's page: its query-string hook, highlighters and spinner,
 * and the site's search. Apart from ./client.ts, which every page loads, so
 * that none of this is in the main bundle.
 */
export {searchAnswer, searchPageUrl} from './searchByWorker';
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
export {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
export {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
export {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
export {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
export {default as LoadingRing} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
