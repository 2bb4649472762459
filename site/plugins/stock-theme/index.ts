/** The stock variant's theme (`npm run build:stock`): the plugin's own search bar and page, the code highlighter in
 * the main bundle (our wrapper's loaded half), and the theme's own phone menus. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {PLUGIN_SEARCH_PAGE} from '../search-local-compact/server';

const SITE_DIR = path.resolve(__dirname, '../../..');

export default function stockThemePlugin(): Plugin {
  return {
    name: 'ain-stock-theme',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': '@theme-original/SearchBar',
          '@theme/CodeBlock': path.join(SITE_DIR, 'src/theme/CodeBlock/Loaded.tsx'),
          '@theme/Navbar/MobileSidebar': '@theme-original/Navbar/MobileSidebar',
          '@theme/DocSidebar/Mobile': '@theme-original/DocSidebar/Mobile',
          '@theme/SearchPage': PLUGIN_SEARCH_PAGE,
        },
      },
    }),
  };
}
