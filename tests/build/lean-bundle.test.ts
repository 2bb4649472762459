/**
 * The modules src/plugins/lean-bundle replaces, checked against the installed
 * Docusaurus: an upgrade that moves one, or changes what the replaced
 * package exports, fails here by name instead of somewhere in the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {LoadContext} from '@docusaurus/types';

import leanBundlePlugin, {REPLACEMENTS} from '../../src/plugins/lean-bundle';

const PLUGIN_DIR = path.resolve(__dirname, '../../src/plugins/lean-bundle');

describe.each(Object.entries(REPLACEMENTS))('%s', (module, file) => {
  it(`is installed where the alias expects it, and ${file} stands in for it`, () => {
    expect(() => require.resolve(module)).not.toThrow();
    expect(fs.existsSync(path.join(PLUGIN_DIR, file))).toBe(true);
  });
});

describe('@docusaurus/utils-common without tslib', () => {
  it('exports the same names and values as the package', async () => {
    const original = (await import('@docusaurus/utils-common')) as Record<string, unknown>;
    const shim = (await import('../../src/plugins/lean-bundle/utils-common.js')) as Record<string, unknown>;
    const names = (exports: Record<string, unknown>) => Object.keys(exports).filter((name) => name !== 'default').sort();
    expect(names(shim)).toEqual(names(original));
    for (const name of names(original)) expect(shim[name], name).toBe(original[name]);
  });
});

describe("core's prefetch helper", () => {
  it('has the one default export that ./prefetch.js replaces', async () => {
    const core = await import('@docusaurus/core/lib/client/prefetch.js');
    const ours = await import('../../src/plugins/lean-bundle/prefetch.js');
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
    plugin.configureWebpack!(config as never, false, {
      currentBundler: {name: 'rspack', instance: {SwcJsMinimizerRspackPlugin}},
    } as never, undefined);
    expect(config.experiments.cache.version).toBe('client-production-en-offline-1.11.2');
    const [rest, kept, runtime] = config.optimization.minimizer as SwcJsMinimizerRspackPlugin[];
    expect(kept).toBe(other);
    expect(rest!.options).toMatchObject({exclude: /runtime~main/, minimizerOptions: {mangle: true}});
    expect(runtime!.options).toMatchObject({include: /runtime~main/, minimizerOptions: {mangle: false}});
  });
});
