/**
 * The search plugin's internals that src/search-local relies on, checked
 * against the installed (pinned) version: an upgrade that moves, renames or
 * changes any of them fails here, by name, instead of somewhere in the site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';

import {
  generatedConstantsFile,
  INDEX_URL_HASH,
  PLUGIN_NAME,
  SEARCH_INDEX_FILE,
  searchIndexIn,
} from '../../src/search-local/index-files.mjs';
import {searchLocal, validateOptions} from '../../src/search-local/server';
import {BUILD_DIR} from './helpers';

const REPO = path.resolve(__dirname, '../..');
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

  it('writes the client constants on construction, with the hashed index URL', () => {
    const constants = fs.readFileSync(generatedConstantsFile(generatedDir), 'utf8');
    expect(constants).toMatch(/export const searchIndexUrl = "search-index\{dir\}-[0-9a-f]{8}\.json";/);
    expect(INDEX_URL_HASH.exec(constants)?.[1]).toMatch(/^[0-9a-f]{8}$/);
  });

  it('generates the shortcut the search bar shell listens to', () => {
    const generated = fs.readFileSync(path.join(path.dirname(generatedConstantsFile(generatedDir)), 'generated.js'), 'utf8');
    expect(generated).toContain('export const searchBarShortcutKeymap = "mod+k";');
  });

  it('wrote one lunr index per version, named as the adapter expects, with term positions to compact', () => {
    for (const dir of [BUILD_DIR, path.join(BUILD_DIR, 'docs/1.11.2')]) {
      const name = searchIndexIn(dir);
      expect(name, dir).toMatch(SEARCH_INDEX_FILE);
      const parts = JSON.parse(fs.readFileSync(path.join(dir, name!), 'utf8')) as {
        documents: unknown[];
        index: {invertedIndex: [string, Record<string, unknown>][]};
      }[];
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) {
        expect(Array.isArray(part.documents)).toBe(true);
        expect(part.index.invertedIndex.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(parts[0].index.invertedIndex.slice(0, 50))).toContain('"position":[[');
    }
  });
});

describe('client side', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses and matches the shortcut as the plugin does', async () => {
    const {parseKeymap, matchesKeymap} = await import(`${clientDir}/utils/keymap.js`);
    vi.stubGlobal('navigator', {userAgent: 'Mozilla/5.0 (X11; Linux x86_64)'});
    const keymap = parseKeymap('mod+k');
    expect(keymap).toEqual({key: 'k', ctrl: true, alt: false, shift: false, meta: false});
    const event = {key: 'K', ctrlKey: true, altKey: false, shiftKey: false, metaKey: false};
    expect(matchesKeymap(event, keymap)).toBe(true);
    expect(matchesKeymap({...event, ctrlKey: false}, keymap)).toBe(false);
  });

  it('detects macOS from the browser', async () => {
    const {isMacPlatform} = await import(`${clientDir}/utils/platform.js`);
    vi.stubGlobal('navigator', {userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'});
    expect(isMacPlatform()).toBe(true);
    vi.stubGlobal('navigator', {userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)'});
    expect(isMacPlatform()).toBe(false);
  });

  it('loads an index through the shared worker with (baseUrl, searchContext)', async () => {
    const {fetchIndexesByWorker} = await import(`${clientDir}/theme/searchByWorker.js`);
    expect(typeof fetchIndexesByWorker).toBe('function');
    expect(fetchIndexesByWorker.length).toBe(2);
    expect(fs.readFileSync(`${clientDir}/theme/worker.js`, 'utf8')).toMatch(/fetchIndexes\(baseUrl, searchContext\)/);
  });

  it('re-exports the generated shortcut keymap', () => {
    expect(fs.readFileSync(`${clientDir}/utils/proxiedGenerated.js`, 'utf8')).toContain(
      `export * from "@generated/${PLUGIN_NAME}/default/generated.js"`,
    );
  });

  it('styles every class of its search bar that the shell reuses', () => {
    const shell = fs.readFileSync(path.join(REPO, 'src/theme/SearchBar/index.tsx'), 'utf8');
    const used = [...new Set([...shell.matchAll(/pluginStyles\.(\w+)/g)].map((match) => match[1]))];
    expect(used.length).toBeGreaterThan(2);
    const css = fs.readFileSync(`${clientDir}/theme/SearchBar/SearchBar.module.css`, 'utf8');
    for (const name of used) {
      expect(css, name).toMatch(new RegExp(`\\.${name}\\b`));
    }
  });

  it('imports the autocomplete.js this site prefetches', () => {
    expect(fs.readFileSync(`${clientDir}/theme/SearchBar/SearchBar.jsx`, 'utf8')).toContain(
      'import("@easyops-cn/autocomplete.js")',
    );
    const fromPlugin = require.resolve('@easyops-cn/autocomplete.js', {paths: [pluginRoot]});
    expect(fromPlugin).toBe(require.resolve('@easyops-cn/autocomplete.js', {paths: [REPO]}));
  });
});
