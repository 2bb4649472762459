// Internal modules of @easyops-cn/docusaurus-search-local that our SearchBar
// wrapper reuses (the package ships no declarations for them).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
