/**
 * The benchmark's stock variant (`npm run build:stock`, into build-stock/):
 * the production site with what we add for speed taken out, as a stock
 * Docusaurus site of the same content would be. Same pages, plugins and
 * theme; webpack, Babel and Terser instead of the Rust chain (`faster`);
 * Prism and the search bar in the main bundle instead of loaded on use; the
 * theme's phone menus and core's prefetching as they come; and
 * the search plugin as it comes (its search bar, page and matching),
 * indexing everything. And every released version in the one build, as
 * stock Docusaurus has it: no archived releases (archive/), each version root
 * redirected, the menu listing them all.
 */
import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import production from '../docusaurus.config';
import leanBundlePlugin from '../src/plugins/lean-bundle';
import searchLocalCompact from '../src/plugins/search-local-compact';
import {PLUGIN_SEARCH_PAGE} from '../src/search-local/server';
import {RELEASES, VERSIONS_PAGE, versionPath} from '../src/releases';

const SITE_DIR = path.resolve(__dirname, '..');

/** The search bar and the code block highlighter in the main bundle: our
 * wrappers' loaded halves, without the load-on-use shells; the theme's own
 * phone menus, rendered as soon as the window measures as mobile; the search
 * plugin's own search page. */
function stockThemePlugin(): Plugin {
  return {
    name: 'ain-bench-stock-theme',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': path.join(SITE_DIR, 'src/theme/SearchBar/SearchBarLoaded.tsx'),
          '@theme/CodeBlock': path.join(SITE_DIR, 'src/theme/CodeBlock/Loaded.tsx'),
          '@theme/Navbar/MobileSidebar': '@theme-original/Navbar/MobileSidebar',
          '@theme/DocSidebar/Mobile': '@theme-original/DocSidebar/Mobile',
          // The plugin's search page and its search, not the site's.
          '@theme/SearchPage': PLUGIN_SEARCH_PAGE,
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

type PresetEntry = [string, Preset.Options];
type Item = Record<string, unknown>;

/** Every released version built (the production site builds the active ones). */
const allVersions = ([name, options]: PresetEntry): PresetEntry => [
  name,
  {...options, docs: {...options.docs, onlyIncludeVersions: undefined}},
];

/** Each version root redirected to its getting-started page. */
const allRedirects = (plugin: PluginConfig): PluginConfig =>
  Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-client-redirects'
    ? [
        plugin[0],
        {
          redirects: RELEASES.map((version) => ({
            from: versionPath(version),
            to: `${versionPath(version)}/getting-started/`,
          })),
        },
      ]
    : plugin;

const themeConfig = production.themeConfig as Preset.ThemeConfig & {navbar: {items: Item[]}};

export default {
  ...production,
  future: {...production.future, faster: false},
  presets: (production.presets as PresetEntry[]).map(allVersions),
  plugins: [
    ...(production.plugins as PluginConfig[]).filter((plugin) => plugin !== leanBundlePlugin).map(allRedirects),
    stockThemePlugin,
  ],
  themes: production.themes.map(stockSearch),
  themeConfig: {
    ...themeConfig,
    navbar: {
      ...themeConfig.navbar,
      // The menu lists every built version; no archived ones to link.
      items: themeConfig.navbar.items.map((item) =>
        item.type === 'docsVersionDropdown'
          ? {...item, dropdownItemsAfter: [{label: 'All versions', to: VERSIONS_PAGE}]}
          : item,
      ),
    },
  },
} satisfies Config;
