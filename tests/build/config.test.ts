import type {Config} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';

import config from '../../docusaurus.config';
import {siteConfig, variantFromEnv, VARIANTS} from '../../site/config/site';
import {SPEC} from '../spec';
import {LATEST, notesId, RELEASES} from '../support/releases';

type PluginEntry = [unknown, Record<string, unknown>];
const LOCAL_SEARCH = '@easyops-cn/docusaurus-search-local';

const moduleOf = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);
/** A configured plugin or theme; our wrapper counts as the search plugin it wraps. */
function entryName(entry: unknown): unknown {
  const module = moduleOf(entry);
  // By name: a config imported afresh (vi.resetModules) has its own copy of the function.
  return typeof module === 'function' && module.name === 'searchLocalCompact' ? LOCAL_SEARCH : module;
}
const pluginName = (plugin: unknown): string => {
  const module = moduleOf(plugin);
  return typeof module === 'function' ? module.name : '';
};

function pluginOptions(name: string): Record<string, unknown> {
  const entries = [...(config.plugins ?? []), ...(config.themes ?? []), ...(config.presets ?? [])] as PluginEntry[];
  const entry = entries.find((candidate) => Array.isArray(candidate) && entryName(candidate) === name);
  if (!entry) throw new Error(`${name} is not configured`);
  return entry[1];
}

describe('site configuration (the parts a build cannot show)', () => {
  it('only warns on broken links, anchors and duplicate routes (the last two by default)', () => {
    expect(config.onBrokenLinks).toBe('warn');
    expect(config).not.toHaveProperty('onDuplicateRoutes');
    expect(config).not.toHaveProperty('onBrokenAnchors');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('ignore');
    expect(config).not.toHaveProperty('onBrokenMarkdownLinks');
  });

  it('uses the Rust tool chain and the v4 future flags', () => {
    expect(config.future).toMatchObject({
      v4: true,
      faster: true,
    });
  });

  it('loads the search bar and the highlighter on use, and keeps code out of a compact search index', () => {
    const names = (config.plugins ?? []).map(pluginName);
    expect(names).toContain('leanBundlePlugin');
    expect(names).not.toContain('stockThemePlugin');
    expect(pluginOptions(LOCAL_SEARCH).ignoreCssSelectors).toContain('.theme-code-block');
    // The wrapper that compacts the plugin's index (site/plugins/search-local-compact).
    expect((config.themes ?? []).map(moduleOf)).not.toContain(LOCAL_SEARCH);
  });

  describe('search mode', () => {
    async function configWith(env: Record<string, string>) {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      try {
        return (await import('../../docusaurus.config')).default;
      } finally {
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    }
    const algolia = (appId: string, apiKey: string, indexName: string) =>
      configWith({ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName});
    const themeNames = (c: typeof config) => (c.themes ?? []).map(entryName);
    const pluginNames = (c: typeof config) => (c.plugins ?? []).map(pluginName);

    it('is the local index by default', () => {
      expect(themeNames(config)).toContain(LOCAL_SEARCH);
      expect(config.themeConfig).not.toHaveProperty('algolia');
      expect(pluginNames(config)).not.toContain('algoliaSearchBarPlugin');
    });

    it('stays local when an Algolia variable is missing or blank', async () => {
      const partial = await algolia('APPID', 'key', ' ');
      expect(themeNames(partial)).toContain(LOCAL_SEARCH);
      expect(partial.themeConfig).not.toHaveProperty('algolia');
    });

    it('is Algolia DocSearch when all three variables are set, with no code change', async () => {
      const hosted = await algolia('APPID', 'search-only-key', 'ain-docs');
      expect(hosted.themeConfig).toMatchObject({
        algolia: {appId: 'APPID', apiKey: 'search-only-key', indexName: 'ain-docs', contextualSearch: true},
      });
      expect(themeNames(hosted)).not.toContain(LOCAL_SEARCH);
      // The Algolia theme's search bar replaces our wrapper of the local one.
      expect(pluginNames(hosted)).toContain('algoliaSearchBarPlugin');
    });

    it('refuses an application id that is not an Algolia id', async () => {
      await expect(algolia('x.evil.example', 'key', 'ain-docs')).rejects.toThrow(
        /ALGOLIA_APP_ID must be letters and digits/,
      );
    });
  });

  it('the benchmark’s stock variant is the production site without what we add for speed', async () => {
    const stock = siteConfig('stock');
    expect(stock.future).toMatchObject({v4: true, faster: false});
    const names = (stock.plugins ?? []).map(pluginName);
    expect(names).toContain('stockThemePlugin');
    expect(names).not.toContain('leanBundlePlugin');
    const redirects = (stock.plugins as PluginEntry[]).find(
      (plugin) => plugin[0] === '@docusaurus/plugin-client-redirects',
    )![1].redirects as {from: string}[];
    expect(redirects.map(({from}) => from)).toEqual(
      expect.arrayContaining(RELEASES.map((v) => (v === LATEST ? '/docs' : `/docs/${v}`))),
    );
    // The search plugin as it comes, indexing everything.
    const themes = stock.themes as [string, Record<string, unknown>][];
    const search = themes.find((theme) => Array.isArray(theme) && theme[0] === LOCAL_SEARCH);
    expect(search?.[1]).not.toHaveProperty('ignoreCssSelectors');
    expect(search?.[1]).toMatchObject({hashed: 'filename', language: ['en', 'ru']});
    // Diagrams drawn in the reader's browser by Docusaurus's Mermaid theme, not at build time.
    expect(stock.markdown?.mermaid).toBe(true);
    expect(themes).toContain('@docusaurus/theme-mermaid');
    expect(config.markdown?.mermaid).toBe(false);
    expect(config.themes).not.toContain('@docusaurus/theme-mermaid');
    // Every released version in one build, as stock Docusaurus has it: no archived releases, no menu links to them.
    type Json = {
      presets: [string, {docs: Record<string, unknown>}][];
      themeConfig: {navbar: {items: Record<string, unknown>[]}};
    };
    const json = (c: object): Json =>
      JSON.parse(JSON.stringify({...c, future: undefined, plugins: undefined, themes: undefined})) as Json;
    const dropdown = (c: Json) => c.themeConfig.navbar.items.find((item) => item.type === 'docsVersionDropdown')!;
    const [stockJson, productionJson] = [json(stock), json(config)];
    expect(stockJson.presets[0][1].docs).not.toHaveProperty('onlyIncludeVersions');
    expect(dropdown(stockJson).dropdownItemsAfter).toEqual([{label: 'All versions', to: '/versions'}]);
    // Everything else is the production site's.
    type Presets = [string, {docs: {rehypePlugins: {name: string}[]}}][];
    const rehype = (c: typeof config) => (c.presets as Presets)[0][1].docs.rehypePlugins.map(({name}) => name);
    expect(rehype(config)).toEqual(['diagrams', 'keepTogether', 'tableCards']);
    expect(rehype(stock)).toEqual(['keepTogether', 'tableCards']);
    for (const c of [stockJson, productionJson]) {
      delete c.presets[0][1].docs.onlyIncludeVersions;
      delete c.presets[0][1].docs.rehypePlugins;
      delete (c as {markdown?: {mermaid?: boolean}}).markdown!.mermaid;
      delete dropdown(c).dropdownItemsAfter;
    }
    expect(stockJson).toEqual(productionJson);
  });

  it('the fixture site is the production site plus the test-only pages and a fixed "last updated" day', async () => {
    const fixtures = siteConfig('fixtures');
    // By name: modules imported afresh (vi.resetModules above) are other copies of the same functions.
    const named = (plugins: unknown[]) =>
      plugins.map((plugin) => (typeof plugin === 'function' ? plugin.name : String(moduleOf(plugin))));
    expect(named(fixtures.plugins)).toEqual([...named(config.plugins), 'testFixturesPlugin']);
    expect(fixtures.future?.experimental_vcs).toBe('hardcoded');
    const without = (site: Config) =>
      JSON.stringify({...site, plugins: undefined, future: {...site.future, experimental_vcs: undefined}});
    expect(without(fixtures)).toEqual(without(config));
  });

  it('is one function of a named variant, and refuses a name it does not know', async () => {
    expect(VARIANTS).toEqual(['production', 'archive', 'offline', 'stock', 'fixtures', 'draft']);
    vi.stubEnv('AIN_SITE_VARIANT', 'staging');
    try {
      expect(() => variantFromEnv()).toThrow(
        'AIN_SITE_VARIANT must be one of production, archive, offline, stock, fixtures, draft, not "staging".',
      );
    } finally {
      vi.unstubAllEnvs();
    }
    const [older] = RELEASES.slice(1);
    vi.stubEnv('AIN_ARCHIVE_VERSION', older!);
    try {
      for (const variant of ['archive', 'offline'] as const) {
        const site = siteConfig(variant);
        expect(site.baseUrl).toBe(`/docs/${older}/`);
        const names = (site.plugins as unknown[]).map(pluginName);
        // The main build's pages, which link every release, are not a release's own.
        expect(names).not.toEqual(expect.arrayContaining(['versionDiffPlugin']));
        expect(names).not.toContain('homePagePlugin');
        expect(site.themeConfig.footer.copyright).toBe(
          `Documentation for AIN ${older}, ${variant === 'offline' ? 'offline copy' : 'archived'}.`,
        );
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('has one English left-to-right locale', () => {
    expect(config.i18n).toMatchObject({defaultLocale: SPEC.locale, locales: [SPEC.locale]});
    expect(config.i18n?.localeConfigs?.[SPEC.locale]?.direction).toBe(SPEC.direction);
  });

  it('builds released versions only, the latest at /docs; the draft variant adds the draft at /docs/next', () => {
    const docs = pluginOptions('classic').docs as Record<string, unknown>;
    expect(docs.includeCurrentVersion).toBe(false);
    expect(docs.lastVersion).toBe(LATEST);
    const draft = (siteConfig('draft').presets as [string, {docs: Record<string, unknown>}][])[0]![1].docs;
    expect(draft.includeCurrentVersion).toBe(true);
    expect(draft.versions).toMatchObject({current: {path: 'next'}});
  });

  it('defaults to light mode, lets readers switch and follows the system when asked', () => {
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: SPEC.colourModeDefault,
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('ties the dismissible announcement to the release it announces', () => {
    const bar = config.themeConfig.announcementBar!;
    expect(bar.id).toBe(`release-${LATEST}`);
    expect(bar.content).toContain(`AIN ${LATEST} is out`);
    expect(bar.content).toContain(`href="/docs/${notesId(LATEST)}"`);
    expect(bar.isCloseable).toBe(true);
  });

  it('keeps sidebar categories open and the sidebar always shown', () => {
    expect(config.themeConfig.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(config.themeConfig.docs.versionPersistence).toBe('localStorage');
  });

  it('highlights code with a dark editor-style theme by default, and in dark mode', () => {
    // Light text on a dark panel: the plain text colour of the theme is light.
    const lightness = (hex: string) => {
      const [r, g, b] = (hex.match(/[\da-f]{2}/gi) ?? []).map((channel) => parseInt(channel, 16));
      return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
    };
    const {theme, darkTheme} = config.themeConfig.prism as {
      theme: typeof config.themeConfig.prism.theme;
      darkTheme?: typeof config.themeConfig.prism.theme;
    };
    for (const codeTheme of [theme, darkTheme ?? theme]) {
      expect(lightness(codeTheme.plain.color ?? '')).toBeGreaterThan(0.6);
      expect(codeTheme.styles.length).toBeGreaterThan(5);
    }
  });

  it('indexes every version for English and Russian search, with hashed file names', () => {
    const search = pluginOptions(LOCAL_SEARCH);
    expect(search.hashed).toBe('filename');
    expect(search.language).toEqual([...SPEC.searchLanguages]);
    expect(search.docsDir).toContain('versioned_docs');
  });
});
