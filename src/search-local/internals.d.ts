// Declarations of the search plugin's internal modules that ./client.ts and
// ./server.ts use (the package declares its options only).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcutKeymap: string | undefined;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '@easyops-cn/autocomplete.js';
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export default function searchLocal(context: LoadContext, options: PluginOptions): Plugin<unknown>;
  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}
