/**
 * The site's one adapter to the insides of Docusaurus's bundles, where no option reaches: each module it replaces
 * is named here, and tests/build/lean-bundle.test.ts checks them, so an upgrade that moves one fails by name.
 *
 * - The highlighter leaves the main bundle. The classic theme's client module imports Prism on every page only
 *   to add `prism.additionalLanguages`; our CodeBlock (src/theme/CodeBlock) loads it lazily and registers those
 *   languages itself (Loaded.tsx), so that module becomes an empty one.
 * - `@ain-ssr/CodeBlock`, which src/theme/CodeBlock renders on the server: the real code block in the server
 *   bundle (static, as a lazy one would make React stream it out of order with inline scripts), an empty
 *   component in the browser bundle.
 * - Each file is prefetched once. Docusaurus prefetches every chunk of every route a visible link leads to, and
 *   routes share most chunks: hundreds of `<link rel="prefetch">` for a few dozen files on the API page. Core's
 *   prefetch helper becomes ./prefetch.ts, which prefetches each URL once, while the main thread is idle.
 * - `@docusaurus/utils-common` without tslib: its CommonJS index requires tslib for one helper, which keeps all
 *   of tslib in every page's main bundle; ./utils-common.ts re-exports the same functions from its own modules.
 * - Rspack's persistent cache with a clean build's bytes. The chunks that carry a runtime (the main one and the
 *   search worker's) name other chunks by hash, and a cached rebuild minified them with other short names though
 *   their code was the same: they are minified without renaming, with Docusaurus's minimizer options. Each variant
 *   of the site keeps a cache of its own, as they share one configuration file, which Rspack's cache key reads with
 *   the build-time code and data under site/ and shared/. A build during which a source changed clears the cache
 *   and fails (./edits.ts).
 * - Infima without the rules no page can use (./trim-infima.ts), in production builds; the dev server keeps all
 *   of it, so a class a writer adds shows at once.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {CHROME_PATH, chromiumVersion} from '../../../shared/chromium';
import {listFiles} from '../../build-inputs';
import {failOnEdits, inputDigests} from './edits';
import {classSources, infimaFingerprint, rootProperties, trimInfima, wordsUnder} from './trim-infima';

const require = createRequire(__filename);

/** The package modules replaced, each by a file of this folder: internal modules by their resolved path (they are
 * imported relatively), the package by its exact name (its shim imports the package's own modules). */
export const REPLACEMENTS = {
  '@docusaurus/theme-classic/lib/prism-include-languages': 'empty-client-module.ts',
  '@docusaurus/core/lib/client/prefetch': 'prefetch.ts',
  '@docusaurus/utils-common': 'utils-common.ts',
} as const;

export const INFIMA_CSS = createRequire(require.resolve('@docusaurus/theme-classic')).resolve(
  'infima/dist/css/default/default.css',
);

const aliasKey = (module: string) => (module.includes('/lib/') ? require.resolve(module) : `${module}$`);

type SwcOptions = {include?: RegExp; exclude?: RegExp; minimizerOptions: Record<string, unknown>};
type SwcMinimizer = new (options: SwcOptions) => object;

/** The build-time code and data the configuration imports, by absolute path, in a stable order. */
const REPO = path.join(__dirname, '../../..');
const buildCode = () =>
  ['site', 'shared'].flatMap((folder) =>
    listFiles(path.join(REPO, folder)).map((file) => path.join(REPO, folder, file)),
  );

/** The chunks that carry a runtime, minified without renaming: the main one and the search worker's
 * (src/search/searcher.ts names it). */
const KEEP_NAMES = /runtime~main|search-worker/;
/** A stylesheet of a component that only the browser renders, loaded lazily. */
const LAZY_STYLESHEET = /\.lazy\.module\.css$/;

/** `cacheKey`: the variant (and release) built, to keep its bundler cache apart; `customCss`: the site's
 * stylesheet, whose `:root` properties Infima's need not declare. */
export default function leanBundlePlugin(
  {siteDir}: LoadContext,
  {cacheKey, customCss}: {cacheKey: string; customCss?: string},
): Plugin {
  const production = process.env.NODE_ENV === 'production';
  let words: Set<string> | undefined;
  const sourceWords = () => (words ??= wordsUnder(classSources(siteDir)));
  const overridden = customCss ? rootProperties(fs.readFileSync(path.resolve(siteDir, customCss), 'utf8')) : undefined;
  // Before anything reads the sources: ./edits.ts.
  const sources = production ? inputDigests(siteDir) : undefined;
  return {
    name: 'ain-lean-bundle',
    postBuild() {
      if (sources) failOnEdits(siteDir, sources);
    },
    configurePostCss(options) {
      // First: the cascade-layers plugin moves each rule into a layer without re-parenting it, after which a rule
      // can no longer be removed.
      if (production) options.plugins.unshift(trimInfima(sourceWords(), overridden));
      return options;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const cache = config.experiments?.cache as {version?: string; buildDependencies?: string[]} | undefined;
      if (cache && typeof cache === 'object' && 'version' in cache) {
        const infima = fs.readFileSync(INFIMA_CSS, 'utf8');
        const trimmed = production ? `-${infimaFingerprint(sourceWords(), infima, overridden)}` : '';
        // The Chromium that draws the diagrams (site/plugins/diagrams) decides their bytes too.
        cache.version = `${cache.version}-${cacheKey}${trimmed}-${chromiumVersion(CHROME_PATH).replace(/\s+/g, '_')}`;
        // Besides the configuration file, the code and data it imports decide what a Markdown file compiles to.
        cache.buildDependencies = [...(cache.buildDependencies ?? []), ...buildCode()];
      }
      // Docusaurus puts every stylesheet into the one file each page links, so that the server's HTML is styled
      // at once; a component the server never renders needs none of that, and its stylesheet loads with it.
      const styles = config.optimization?.splitChunks && config.optimization.splitChunks.cacheGroups?.styles;
      if (!isServer && production && styles && typeof styles === 'object') {
        styles.test = (module: {nameForCondition?: () => string | null}) =>
          !LAZY_STYLESHEET.test(module.nameForCondition?.() ?? '');
      }
      const minimizers = config.optimization?.minimizer;
      if (!isServer && currentBundler.name === 'rspack' && minimizers) {
        const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {
          SwcJsMinimizerRspackPlugin: SwcMinimizer;
        };
        // Docusaurus's own options for its minimizer, as @docusaurus/bundler passes them.
        const minimizerOptions = {minify: true, ...getSwcJsMinimizerOptions()};
        const isSwc = (minimizer: unknown) => minimizer instanceof SwcJsMinimizerRspackPlugin;
        if (minimizers.filter(isSwc).length !== 1) throw new Error('lean-bundle: expected one SWC minimizer');
        config.optimization!.minimizer = [
          ...minimizers.map((minimizer) =>
            isSwc(minimizer) ? new SwcJsMinimizerRspackPlugin({exclude: KEEP_NAMES, minimizerOptions}) : minimizer,
          ),
          new SwcJsMinimizerRspackPlugin({
            include: KEEP_NAMES,
            minimizerOptions: {...minimizerOptions, mangle: false},
          }),
        ] as typeof minimizers;
      }
      const ssrCodeBlock = isServer ? '../../../src/theme/CodeBlock/Loaded.tsx' : 'empty-component.ts';
      const replaced = Object.fromEntries(
        Object.entries(REPLACEMENTS).map(([module, file]) => [aliasKey(module), path.join(__dirname, file)]),
      );
      return {resolve: {alias: {'@ain-ssr/CodeBlock$': path.join(__dirname, ssrCodeBlock), ...replaced}}};
    },
  };
}
