/**
 * The theme of the benchmark's stock variant (site/config/site.ts,
 * `npm run build:stock`): the search plugin's own search bar, and the code
 * block highlighter in the main bundle, as our wrapper's loaded half without
 * the load-on-use shell; the theme's own phone menus, rendered as soon as the window
 * measures as mobile; the search plugin's own search page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {PLUGIN_SEARCH_PAGE} from '../site/plugins/search-local-compact/server';

const SITE_DIR = path.resolve(__dirname, '..');

export default function stockThemePlugin(): Plugin {
  return {
    name: 'ain-bench-stock-theme',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': '@theme-original/SearchBar',
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
