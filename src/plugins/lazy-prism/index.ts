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
 *
 * It also resolves `@ain-ssr/CodeBlock`, which src/theme/CodeBlock renders
 * during server rendering: the real code block in the server bundle (imported
 * statically, so React renders it in place; a lazy component would make React
 * stream the block out of order with inline scripts), an empty component in
 * the browser bundle.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'ain-lazy-prism',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@ain-ssr/CodeBlock$': path.join(
              __dirname,
              isServer ? '../../theme/CodeBlock/Loaded.tsx' : 'empty-component.js',
            ),
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
