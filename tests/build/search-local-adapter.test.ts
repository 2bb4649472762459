/** The search plugin's internals the site relies on: an upgrade that changes one fails here, by name. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';

import {
  generatedConstantsFile,
  INDEX_URL_HASH,
  PLUGIN_NAME,
  SEARCH_INDEX_FILE,
  searchBarConstantsFile,
  searchIndexIn,
} from '../../shared/search/index-files';
import searchLocalCompact from '../../site/plugins/search-local-compact';
import {type CompactPart, decodeIndex} from '../../shared/search/compact-index';
import {DocType} from '../../shared/search/engine';
import {
  moduleReplacement,
  moduleReplacements,
  searchLocal,
  validateOptions,
} from '../../site/plugins/search-local-compact/server';
import {ACTIVE, REPO} from '../support/releases';
import {searchIndexDir} from '../support/search';

const pluginRoot = path.dirname(require.resolve(`${PLUGIN_NAME}/package.json`));
const clientDir = path.join(pluginRoot, 'dist/client/client');
const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-search-adapter-'));

afterAll(() => fs.rmSync(generatedDir, {recursive: true, force: true}));

describe(`server side (${PLUGIN_NAME} ${JSON.parse(fs.readFileSync(path.join(pluginRoot, 'package.json'), 'utf8')).version})`, () => {
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: {hashed: 'filename', indexBlog: false, docsRouteBasePath: '/docs', searchBarShortcutKeymap: 'mod+k'},
  });
  const context = {
    siteDir: REPO,
    generatedFilesDir: generatedDir,
    baseUrl: '/',
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {}},
    siteConfig: {baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en']}, themeConfig: {navbar: {items: []}}},
  } as unknown as LoadContext;
  const plugin = searchLocal(context, options);

  it('exports the plugin and its option validator', () => {
    expect(typeof searchLocal).toBe('function');
    expect(typeof validateOptions).toBe('function');
    expect(plugin.name).toBe(PLUGIN_NAME);
    expect(typeof plugin.postBuild, 'postBuild writes the index files').toBe('function');
  });

  it("gives the search bar the plugin's constants without lunr", () => {
    searchLocalCompact(context, {...options, language: ['en', 'ru']} as never);
    expect(fs.readFileSync(generatedConstantsFile(generatedDir), 'utf8')).toContain('lunr-languages/lunr.ru.js');
    const constants = fs.readFileSync(searchBarConstantsFile(generatedDir), 'utf8');
    expect(constants).toMatch(/^export const searchResultLimits = 8;$/m);
    expect(constants).not.toMatch(/lunr|require|import/);
  });

  it('writes the client constants on construction, with the hashed index URL', () => {
    const constants = fs.readFileSync(generatedConstantsFile(generatedDir), 'utf8');
    expect(constants).toMatch(/export const searchIndexUrl = "search-index\{dir\}-[0-9a-f]{8}\.json";/);
    expect(INDEX_URL_HASH.exec(constants)?.[1]).toMatch(/^[0-9a-f]{8}$/);
  });

  it('generates the constants the search page reads', () => {
    const generated = fs.readFileSync(
      path.join(path.dirname(generatedConstantsFile(generatedDir)), 'generated.js'),
      'utf8',
    );
    expect(generated).toMatch(/^export const Mark = /m);
  });

  it('wrote one lunr index per version, named as the adapter expects, with term positions to compact', () => {
    for (const dir of ACTIVE.map((version) => searchIndexDir(version))) {
      const name = searchIndexIn(dir);
      expect(name, dir).toMatch(SEARCH_INDEX_FILE);
      const parts = JSON.parse(fs.readFileSync(path.join(dir, name!), 'utf8')) as CompactPart[];
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) {
        expect(Array.isArray(part.documents)).toBe(true);
        expect(decodeIndex(part).invertedIndex.length).toBeGreaterThan(0);
      }
      // The compact form keeps the first position of each term, from lunr's.
      expect(JSON.stringify(decodeIndex(parts[0]).invertedIndex.slice(0, 50))).toContain('"position":[[');
    }
  });
});

describe('client side', () => {
  it('provides every module and name src/search/client.ts takes from it', () => {
    const client = fs.readFileSync(path.join(REPO, 'src/search/client.ts'), 'utf8');
    const reaches = [
      ...client.matchAll(
        /export \{(?:default as (\w+)|(\w+))\} from '@easyops-cn\/docusaurus-search-local\/dist\/client\/client\/([^']+)'/g,
      ),
    ].map(([, asDefault, named, file]) => ({name: named, isDefault: Boolean(asDefault), file}));
    expect(reaches.map(({file}) => file).sort()).toEqual(['theme/hooks/useSearchQuery', 'utils/proxiedGenerated']);
    for (const {name, isDefault, file} of reaches) {
      const found = ['', '.js', '.jsx']
        .map((ext) => `${clientDir}/${file}${ext}`)
        .find((each) => fs.existsSync(each) && fs.statSync(each).isFile());
      expect(found, file).toBeDefined();
      const source = fs.readFileSync(found!, 'utf8');
      if (file.endsWith('.css')) continue;
      if (isDefault) expect(source, file).toMatch(/^export default /m);
      else if (file === 'utils/proxiedGenerated')
        expect(source).toContain(`export * from "@generated/${PLUGIN_NAME}/default/generated.js"`);
      else expect(source, `${file}: ${name}`).toMatch(new RegExp(`^export function ${name}\\(`, 'm'));
    }
  });

  it('replaces the searcher in an offline copy only, by the relative import that names it', () => {
    const searcher = path.join(REPO, 'src/search/searcher');
    expect([...moduleReplacements().keys()]).toEqual([]);
    const offline = moduleReplacements(true);
    expect(fs.existsSync(`${searcher}.ts`)).toBe(true);
    expect(moduleReplacement(offline, path.join(REPO, 'src/search'), './searcher')).toBe(`${searcher}.offline.ts`);
    expect(moduleReplacement(offline, path.join(REPO, 'src/search'), './indexes')).toBeUndefined();
  });

  it('reads the index file the worker loads: one lunr index per document type, in this order', () => {
    const worker = fs.readFileSync(`${clientDir}/theme/worker.js`, 'utf8');
    expect(worker).toMatch(
      /json\.map\(\(\{ documents, index \}, type\) => \(\{\s*type: type,\s*documents,\s*index: lunr\.Index\.load\(index\)/,
    );
    const types = fs.readFileSync(`${pluginRoot}/dist/client/shared/interfaces.js`, 'utf8');
    for (const [name, value] of Object.entries(DocType)) {
      expect(types).toContain(`SearchDocumentType["${name}"] = ${value}`);
    }
  });
});
