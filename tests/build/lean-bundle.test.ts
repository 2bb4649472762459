/** What site/plugins/lean-bundle replaces: a Docusaurus upgrade that moves or changes one fails here, by name. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin';
import type {LoadContext} from '@docusaurus/types';
import postcss from 'postcss';

import {CHROME_PATH, chromiumVersion} from '../../shared/chromium';
import leanBundlePlugin, {INFIMA_CSS, REPLACEMENTS} from '../../site/plugins/lean-bundle';
import {failOnEdits, inputDigests} from '../../site/plugins/lean-bundle/edits';
import {
  classSources,
  infimaFingerprint,
  rootProperties,
  trimInfima,
  wordsUnder,
} from '../../site/plugins/lean-bundle/trim-infima';

const PLUGIN_DIR = path.resolve(__dirname, '../../site/plugins/lean-bundle');

describe.each(Object.entries(REPLACEMENTS))('%s', (module, file) => {
  it(`is installed where the alias expects it, and ${file} stands in for it`, () => {
    expect(() => require.resolve(module)).not.toThrow();
    expect(fs.existsSync(path.join(PLUGIN_DIR, file))).toBe(true);
  });
});

describe('@docusaurus/utils-common without tslib', () => {
  it('exports the same names and values as the package', async () => {
    const original = (await import('@docusaurus/utils-common')) as Record<string, unknown>;
    const shim = (await import('../../site/plugins/lean-bundle/utils-common')) as Record<string, unknown>;
    const names = (exports: Record<string, unknown>) =>
      Object.keys(exports)
        .filter((name) => name !== 'default')
        .sort();
    expect(names(shim)).toEqual(names(original));
    for (const name of names(original)) expect(shim[name], name).toBe(original[name]);
  });
});

describe("core's prefetch helper", () => {
  it('has the one default export that ./prefetch.ts replaces', async () => {
    const core = await import('@docusaurus/core/lib/client/prefetch.js');
    const ours = await import('../../site/plugins/lean-bundle/prefetch');
    expect(Object.keys(ours).sort()).toEqual(Object.keys(core).sort());
    expect(typeof ours.default).toBe('function');
    expect(ours.default.length).toBe((core.default as (url: string) => unknown).length);
  });
});

describe('the runtime chunk and the bundler cache', () => {
  it("takes Docusaurus's minimizer options from where Docusaurus does, renaming on", () => {
    expect(getSwcJsMinimizerOptions()).toMatchObject({mangle: true});
  });

  it('minifies the runtime chunk without renaming, every other chunk as before, and keys the cache by variant', () => {
    class SwcJsMinimizerRspackPlugin {
      constructor(readonly options: Record<string, unknown>) {}
    }
    const other = {};
    const config = {
      experiments: {cache: {type: 'persistent', version: 'client-production-en'}},
      optimization: {minimizer: [new SwcJsMinimizerRspackPlugin({}), other]},
    };
    const plugin = leanBundlePlugin({} as LoadContext, {cacheKey: 'offline-1.11.2'});
    plugin.configureWebpack!(
      config as never,
      false,
      {
        currentBundler: {name: 'rspack', instance: {SwcJsMinimizerRspackPlugin}},
      } as never,
      undefined,
    );
    // Apart per variant, and per Chromium, which draws the diagrams.
    expect(config.experiments.cache.version).toBe(
      `client-production-en-offline-1.11.2-${chromiumVersion(CHROME_PATH).replace(/\s+/g, '_')}`,
    );
    // The build-time code and data a page's compilation depends on, besides the configuration file.
    const dependencies = (config.experiments.cache as {buildDependencies?: string[]}).buildDependencies ?? [];
    expect(dependencies).toContain(path.resolve('site/plugins/diagrams/index.ts'));
    expect(dependencies).toContain(path.resolve('shared/data/facts.json'));
    const [rest, kept, runtime] = config.optimization.minimizer as SwcJsMinimizerRspackPlugin[];
    expect(kept).toBe(other);
    expect(rest!.options).toMatchObject({minimizerOptions: {mangle: true}});
    expect(runtime!.options).toMatchObject({minimizerOptions: {mangle: false}});
    // The runtime and the search worker are minified without renaming, every other chunk with it.
    const keptNames = (options: Record<string, unknown>) =>
      ['runtime~main.1a2b3c4d.js', 'search-worker.1a2b3c4d.js', 'main.1a2b3c4d.js', '8686.1a2b3c4d.js'].filter((file) =>
        ((options.include ?? options.exclude) as RegExp).test(`assets/js/${file}`),
      );
    expect(keptNames(rest!.options)).toEqual(['runtime~main.1a2b3c4d.js', 'search-worker.1a2b3c4d.js']);
    expect(keptNames(runtime!.options)).toEqual(['runtime~main.1a2b3c4d.js', 'search-worker.1a2b3c4d.js']);
  });
});

describe('a source edited during a build', () => {
  it('fails the build, naming the file, and clears the bundler cache that noted its new text beside its old output', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-edits-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    };
    write('docs/page.md', 'before');
    write('node_modules/.cache/rspack/0123/meta', '');
    const before = inputDigests(site);
    expect(() => failOnEdits(site, before)).not.toThrow();
    expect(fs.existsSync(path.join(site, 'node_modules/.cache/rspack'))).toBe(true);
    write('docs/page.md', 'after');
    write('versioned_docs/version-1.0.0/new.md', 'new');
    expect(() => failOnEdits(site, before)).toThrow(
      /^docs\/page\.md, versioned_docs\/version-1\.0\.0\/new\.md changed while the site was built.*build again\.$/,
    );
    expect(fs.existsSync(path.join(site, 'node_modules/.cache/rspack'))).toBe(false);
    fs.rmSync(site, {recursive: true, force: true});
  });
});

describe('Infima, trimmed to the classes a page can carry', () => {
  const words = new Set(['used', 'also-used', '--used']);
  const INFIMA_FILE = '/site/node_modules/infima/dist/css/default/default.css';
  const trim = (css: string, file = INFIMA_FILE) => {
    // As Docusaurus runs them: ours first, then the one that wraps each file in its cascade layer.
    const layer = PostCssPluginWrapInLayer({layers: {'docusaurus.infima': (at: string) => at.includes('infima')}});
    return postcss([trimInfima(words), layer])
      .process(css, {from: file})
      .css.replace(/\s+/g, ' ')
      .trim();
  };

  it('is the stylesheet the classic theme loads on every page', async () => {
    const {default: themeClassic} = await import('@docusaurus/theme-classic');
    const context = {
      siteDir: process.cwd(),
      siteConfig: {themeConfig: {prism: {}}},
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    };
    const modules = themeClassic(context as never, {customCss: []} as never).getClientModules!();
    expect(modules).toContain(INFIMA_CSS);
  });

  it('drops the selectors naming a class no source has, and the rules and media queries they leave empty', () => {
    expect(trim('.used{a:1}.unused{b:2}.used,.unused .also-used{c:3}@media (min-width:1px){.unused{d:4}}')).toBe(
      '@layer docusaurus.infima{.used{a:1}.used{c:3}}',
    );
  });

  it('drops the custom properties nothing reads, keeping those a kept rule, a kept property or a source reads', () => {
    const css = ':root{--a:1;--b:var(--a);--c:2;--d:var(--c);--used:3}.unused{color:var(--d)}.used{color:var(--b)}';
    expect(trim(css)).toBe('@layer docusaurus.infima{:root{--a:1;--b:var(--a);--used:3}.used{color:var(--b)}}');
  });

  it("drops Infima's root declarations of the properties the site's stylesheet declares on :root", () => {
    const overridden = rootProperties(':root{--used:9}@media (min-width:1px){:root{--also:8}}[data-theme=dark]{--x:1}');
    expect([...overridden]).toEqual(['--used']);
    const css = ':root{--used:1;--also-used:2}html[data-theme=dark]{--used:3}.used{--used:4;color:var(--also-used)}';
    const layered = postcss([trimInfima(words, overridden)]).process(css, {from: INFIMA_FILE}).css;
    expect(layered).toBe(':root{--also-used:2}.used{--used:4;color:var(--also-used)}');
  });

  it('keeps rules without a class, animations, and every other stylesheet whole', () => {
    expect(trim('kbd,ol ol{a:1}@keyframes spin{from{b:2}}')).toBe(
      '@layer docusaurus.infima{kbd,ol ol{a:1}@keyframes spin{from{b:2}}}',
    );
    expect(trim('.unused{a:1}', '/site/src/css/custom.css')).toBe('.unused{a:1}');
  });

  it('runs in production builds only, before the other PostCSS plugins', () => {
    const configure = (env: string) => {
      const before = process.env.NODE_ENV;
      process.env.NODE_ENV = env;
      try {
        const plugin = leanBundlePlugin({siteDir: process.cwd()} as LoadContext, {cacheKey: 'production'});
        return plugin.configurePostCss!({plugins: ['preset-env']} as never).plugins;
      } finally {
        process.env.NODE_ENV = before;
      }
    };
    expect(configure('production')[0]).toMatchObject({postcssPlugin: 'ain-trim-infima'});
    expect(configure('development')).toEqual(['preset-env']);
  });

  it('rebuilds Infima when, and only when, the set of Infima classes the sources use changes', () => {
    const infima = '.used{a:1}.unused{b:2}';
    const print = (...used: string[]) => infimaFingerprint(new Set(used), infima);
    expect(print('used', 'prose')).toBe(print('used', 'other prose'));
    expect(print('used', 'unused')).not.toBe(print('used'));
  });

  it('finds the words of the Docusaurus packages, the search plugin and the site', () => {
    const sources = classSources(process.cwd());
    for (const dir of [
      '@docusaurus/theme-classic/lib',
      '@docusaurus/theme-common/lib',
      'docusaurus-search-local/dist/client',
      '/src',
    ]) {
      expect(
        sources.some((source) => source.endsWith(dir) && fs.existsSync(source)),
        dir,
      ).toBe(true);
    }
    // Classes the theme only builds at run time: the phone menu, open dropdowns, collapsed categories.
    const found = wordsUnder(sources);
    for (const name of ['navbar-sidebar--show', 'dropdown--show', 'menu__list-item--collapsed', 'alert--danger']) {
      expect(found.has(name), name).toBe(true);
    }
    // The custom properties stylesheets read, and no class a stylesheet only styles.
    expect(found.has('--ifm-navbar-height')).toBe(true);
    expect(found.has('nodeLabel')).toBe(false);
  });
});
