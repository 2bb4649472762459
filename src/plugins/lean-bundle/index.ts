/**
 * The site's one adapter to the insides of Docusaurus's bundles: each module
 * it replaces is named here, and tests/build/lean-bundle.test.ts checks them
 * against the installed packages, so an upgrade that moves one fails by name.
 * No option of the theme or of core does any of this, hence the aliases.
 *
 * - The syntax highlighter leaves the main bundle. The classic theme
 *   registers a client module that imports Prism on every page only to add
 *   `prism.additionalLanguages`. Our CodeBlock (src/theme/CodeBlock) loads the
 *   highlighter lazily and registers those languages itself (in Loaded.tsx,
 *   through the theme's own `@theme/prism-include-languages`), so that client
 *   module becomes an empty one.
 * - `@ain-ssr/CodeBlock`, which src/theme/CodeBlock renders during server
 *   rendering: the real code block in the server bundle (imported statically,
 *   so React renders it in place; a lazy component would make React stream
 *   the block out of order with inline scripts), an empty component in the
 *   browser bundle.
 * - Each file is prefetched once. Docusaurus prefetches the chunks of every
 *   route a visible link leads to, one `<link rel="prefetch">` per chunk per
 *   route, and routes share most of their chunks (the docs layout, the
 *   version's sidebar): hundreds of elements for a few dozen files on the API
 *   page. Core's prefetch helper (whose only caller is core's route
 *   prefetching) becomes ./prefetch.js, which does the same once per URL,
 *   while the main thread is idle.
 * - `@docusaurus/utils-common` without tslib. Its index is CommonJS and
 *   requires tslib for one helper, and a CommonJS require keeps every export
 *   of tslib in the main bundle of every page. ./utils-common.js re-exports
 *   the same functions from the package's own modules.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * The package modules replaced, each by a file of this folder: internal
 * modules by their resolved path (they are imported relatively), the package
 * by its exact name (its shim imports the package's own modules).
 */
export const REPLACEMENTS = {
  '@docusaurus/theme-classic/lib/prism-include-languages': 'empty-client-module.js',
  '@docusaurus/core/lib/client/prefetch': 'prefetch.js',
  '@docusaurus/utils-common': 'utils-common.js',
} as const;

const aliasKey = (module: string) => (module.includes('/lib/') ? require.resolve(module) : `${module}$`);

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'ain-lean-bundle',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@ain-ssr/CodeBlock$': path.join(
              __dirname,
              isServer ? '../../theme/CodeBlock/Loaded.tsx' : 'empty-component.js',
            ),
            ...Object.fromEntries(
              Object.entries(REPLACEMENTS).map(([module, file]) => [aliasKey(module), path.join(__dirname, file)]),
            ),
          },
        },
      };
    },
  };
}
