// Internal modules of @easyops-cn/docusaurus-search-local that our SearchBar
// wrapper reuses (the package ships no declarations for them).
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

// Resolved by src/plugins/lazy-prism: the theme's code block in the server
// bundle, an empty component in the browser bundle.
declare module '@ain-ssr/CodeBlock' {
  import type CodeBlock from '@theme-original/CodeBlock';
  const ServerCodeBlock: typeof CodeBlock;
  export default ServerCodeBlock;
}

// The search plugin's entry point, which src/plugins/search-local-compact wraps
// (the package's own declarations describe its options only).
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
  export default function searchLocal(context: LoadContext, options: PluginOptions): Plugin<unknown>;
  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}
