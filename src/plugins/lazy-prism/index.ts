/**
 * Takes the syntax highlighter out of the main bundle.
 *
 * The classic theme registers a client module that imports Prism (from
 * prism-react-renderer) on every page only to add the configured
 * `prism.additionalLanguages`. Our CodeBlock (src/theme/CodeBlock) loads the
 * highlighter lazily and registers those languages itself (in Loaded.tsx,
 * through the theme's own `@theme/prism-include-languages`), so this plugin
 * replaces that client module with an empty one. No option of the theme does
 * this, hence the alias.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'ain-lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: path.join(
              __dirname,
              'empty-client-module.js',
            ),
          },
        },
      };
    },
  };
}
