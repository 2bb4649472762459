/**
 * The benchmark's stock variant (`npm run build:stock`, into build-stock/):
 * the production site with what we add for speed taken out, as a stock
 * Docusaurus site of the same content would be. Same pages, plugins and
 * theme; webpack, Babel and Terser instead of the Rust chain (`faster`);
 * Prism and the search bar in the main bundle instead of loaded on use; and
 * the search plugin as it comes, indexing everything.
 */
import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';

import production from '../docusaurus.config';
import lazyPrismPlugin from '../src/plugins/lazy-prism';
import searchLocalCompact from '../src/plugins/search-local-compact';

const SITE_DIR = path.resolve(__dirname, '..');

/** The search bar and the code block highlighter in the main bundle: our
 * wrappers' loaded halves, without the load-on-use shells. */
function stockThemePlugin(): Plugin {
  return {
    name: 'ain-bench-stock-theme',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': path.join(SITE_DIR, 'src/theme/SearchBar/SearchBarLoaded.tsx'),
          '@theme/CodeBlock': path.join(SITE_DIR, 'src/theme/CodeBlock/Loaded.tsx'),
        },
      },
    }),
  };
}

/** The search plugin itself, with our options but its own indexing. */
function stockSearch(theme: PluginConfig): PluginConfig {
  if (!Array.isArray(theme) || theme[0] !== searchLocalCompact) {
    return theme;
  }
  const options = {...(theme[1] as Record<string, unknown>)};
  delete options.ignoreCssSelectors;
  return ['@easyops-cn/docusaurus-search-local', options];
}

export default {
  ...production,
  future: {...production.future, faster: false},
  plugins: [...production.plugins.filter((plugin) => plugin !== lazyPrismPlugin), stockThemePlugin],
  themes: production.themes.map(stockSearch),
} satisfies Config;
