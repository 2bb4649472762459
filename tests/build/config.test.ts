import {describe, expect, it, vi} from 'vitest';

import config from '../../docusaurus.config';
import {ALGOLIA_ENV, ANNOUNCEMENT, BEHAVIOUR, BENCH, SEARCH_LANGUAGES, SITE, VERSIONS} from '../../src/constants';

type PluginEntry = [unknown, Record<string, unknown>];
const LOCAL_SEARCH = '@easyops-cn/docusaurus-search-local';

/** The name of a configured plugin or theme; our wrapper counts as the search plugin it wraps. */
function entryName(entry: unknown): unknown {
  const module = Array.isArray(entry) ? entry[0] : entry;
  // By name: a config imported afresh (vi.resetModules) has its own copy of the function.
  return typeof module === 'function' && module.name === 'searchLocalCompact' ? LOCAL_SEARCH : module;
}

function pluginOptions(name: string): Record<string, unknown> {
  const entries = [...(config.plugins ?? []), ...(config.themes ?? []), ...(config.presets ?? [])] as PluginEntry[];
  const entry = entries.find((candidate) => Array.isArray(candidate) && entryName(candidate) === name);
  if (!entry) {
    throw new Error(`${name} is not configured`);
  }
  return entry[1];
}

describe('site configuration (the parts a build cannot show)', () => {
  it('follows the link policy of the specification', () => {
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('ignore');
    expect(config).not.toHaveProperty('onBrokenMarkdownLinks');
  });

  it('uses the Rust tool chain and the v4 future flags', () => {
    expect(config.future).toMatchObject({v4: true, faster: true});
  });

  it('loads the search bar and the highlighter on use, and keeps code out of a compact search index', () => {
    const names = (config.plugins ?? []).map((plugin) => (typeof plugin === 'function' ? plugin.name : ''));
    expect(names).toContain('lazyPrismPlugin');
    expect(names).not.toContain('stockThemePlugin');
    expect(pluginOptions(LOCAL_SEARCH).ignoreCssSelectors).toContain('.theme-code-block');
    // The wrapper that compacts the plugin's index (src/plugins/search-local-compact).
    expect((config.themes ?? []).map((theme) => (Array.isArray(theme) ? theme[0] : theme))).not.toContain(LOCAL_SEARCH);
  });

  describe('search mode', () => {
    async function configWith(env: Record<string, string>) {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) {
        vi.stubEnv(name, value);
      }
      try {
        return (await import('../../docusaurus.config')).default;
      } finally {
        vi.unstubAllEnvs();
        vi.resetModules();
      }
    }
    const themeNames = (c: typeof config) => (c.themes ?? []).map(entryName);
    const pluginNames = (c: typeof config) =>
      (c.plugins ?? []).map((plugin) => (typeof plugin === 'function' ? plugin.name : ''));

    it('is the local index by default', () => {
      expect(themeNames(config)).toContain(LOCAL_SEARCH);
      expect(config.themeConfig).not.toHaveProperty('algolia');
      expect(pluginNames(config)).not.toContain('algoliaSearchBarPlugin');
    });

    it('stays local when an Algolia variable is missing or blank', async () => {
      const partial = await configWith({[ALGOLIA_ENV.appId]: 'APPID', [ALGOLIA_ENV.apiKey]: 'key', [ALGOLIA_ENV.indexName]: ' '});
      expect(themeNames(partial)).toContain(LOCAL_SEARCH);
      expect(partial.themeConfig).not.toHaveProperty('algolia');
    });

    it('is Algolia DocSearch when all three variables are set, with no code change', async () => {
      const hosted = await configWith({
        [ALGOLIA_ENV.appId]: 'APPID',
        [ALGOLIA_ENV.apiKey]: 'search-only-key',
        [ALGOLIA_ENV.indexName]: 'ain-docs',
      });
      expect(hosted.themeConfig).toMatchObject({
        algolia: {appId: 'APPID', apiKey: 'search-only-key', indexName: 'ain-docs', contextualSearch: true},
      });
      expect(themeNames(hosted)).not.toContain(LOCAL_SEARCH);
      // The Algolia theme's search bar replaces our wrapper of the local one.
      expect(pluginNames(hosted)).toContain('algoliaSearchBarPlugin');
    });
  });

  it('builds the benchmark’s stock variant only with AIN_BENCH_STOCK=1', async () => {
    vi.resetModules();
    vi.stubEnv(BENCH.stockEnv, '1');
    try {
      const {default: stock} = await import('../../docusaurus.config');
      expect(stock.future).toMatchObject({v4: true, faster: false});
      const names = (stock.plugins ?? []).map((plugin) => (typeof plugin === 'function' ? plugin.name : ''));
      expect(names).toContain('stockThemePlugin');
      expect(names).not.toContain('lazyPrismPlugin');
      const themes = stock.themes as [string, Record<string, unknown>][];
      // The search plugin as it comes, with its default options.
      const search = themes.find((theme) => Array.isArray(theme) && theme[0] === LOCAL_SEARCH);
      expect(search?.[1]).not.toHaveProperty('ignoreCssSelectors');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('has one English left-to-right locale', () => {
    expect(config.i18n).toMatchObject({defaultLocale: SITE.locale, locales: [SITE.locale]});
    expect(config.i18n?.localeConfigs?.[SITE.locale]?.direction).toBe(SITE.direction);
  });

  it('builds released versions only, the latest at /docs', () => {
    const docs = pluginOptions('classic').docs as Record<string, unknown>;
    expect(docs.includeCurrentVersion).toBe(false);
    expect(docs.lastVersion).toBe(VERSIONS.latest);
  });

  it('defaults to light mode, lets readers switch and follows the system when asked', () => {
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: BEHAVIOUR.colorModeDefault,
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('ties the dismissible announcement to the release it announces', () => {
    expect(config.themeConfig.announcementBar.id).toBe(ANNOUNCEMENT.id);
    expect(ANNOUNCEMENT.id).toContain(ANNOUNCEMENT.release);
    expect(config.themeConfig.announcementBar.content).toContain(ANNOUNCEMENT.release);
    expect(config.themeConfig.announcementBar.isCloseable).toBe(true);
  });

  it('keeps sidebar categories open and the sidebar always shown', () => {
    expect(config.themeConfig.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(config.themeConfig.docs.versionPersistence).toBe('localStorage');
  });

  it('has distinct light and dark code themes', () => {
    expect(config.themeConfig.prism.theme).toBeDefined();
    expect(config.themeConfig.prism.darkTheme).toBeDefined();
    expect(config.themeConfig.prism.darkTheme).not.toBe(config.themeConfig.prism.theme);
  });

  it('indexes every version for English and Russian search, with hashed file names', () => {
    const search = pluginOptions(LOCAL_SEARCH);
    expect(search.hashed).toBe('filename');
    expect(search.language).toEqual([...SEARCH_LANGUAGES]);
    expect(search.docsDir).toContain('versioned_docs');
  });
});
