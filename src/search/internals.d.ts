// The search plugin's internal modules ./client.ts and site/plugins/search-local-compact/server.ts use.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export default function searchLocal(context: LoadContext, options: PluginOptions): Plugin<unknown>;
  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
  };
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const Mark: unknown;
}
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js' {
  import type lunr from 'lunr';
  export function buildIndex(
    allDocuments: object[][],
    options: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
  ): {documents: object[]; index: lunr.Index}[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js' {
  export function processPluginOptions(
    options: object,
    context: {siteDir: string; siteConfig: {themeConfig: object}},
  ): {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean};
}
declare module '@generated/@easyops-cn/docusaurus-search-local/default/search-bar-constants.js' {
  export const searchIndexUrl: string;
}
declare module '@generated/@easyops-cn/docusaurus-search-local/default/sections.json' {
  const sidebarOrder: string[];
  export default sidebarOrder;
}
