import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes} from 'prism-react-renderer';

import announcementRenewalPlugin from './src/plugins/announcement-renewal';
import lazyPrismPlugin from './src/plugins/lazy-prism';
import searchLocalCompact from './src/plugins/search-local-compact';
import llmsTxtPlugin from './src/plugins/llms-txt';
import versionDiffPlugin from './src/plugins/version-diff';
import testFixturesPlugin from './src/plugins/test-fixtures';

import {
  ANNOUNCEMENT,
  BEHAVIOUR,
  ALGOLIA_ENV,
  BENCH,
  EXTERNAL_URLS,
  LABELS,
  LLMS_FILES,
  PATHS,
  SEARCH_LANGUAGES,
  SIDEBAR_ID,
  SITE,
  SITEMAP,
  VERSIONS,
} from './src/constants';

// The unreleased draft in docs/ is only shown by the dev server (at /docs/next),
// so writers can preview it; production builds contain released versions only.
const isDev = process.env.NODE_ENV === 'development';

// `npm run bench` compares this site with a stock configuration of the same
// content (scripts/bench): no Rust build chain, the search bar loaded eagerly
// and the search plugin's default indexing. Never set for a real build.
const benchStock = process.env[BENCH.stockEnv] === '1';

/** Stock variant only: the search bar and the code block highlighter in the
 * main bundle, instead of our load-on-use wrappers (src/theme/SearchBar,
 * src/theme/CodeBlock). */
function stockThemePlugin(): Plugin {
  return {
    name: 'ain-bench-stock-theme',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': path.resolve(__dirname, 'src/theme/SearchBar/SearchBarLoaded.tsx'),
          '@theme/CodeBlock': path.resolve(__dirname, 'src/theme/CodeBlock/Loaded.tsx'),
        },
      },
    }),
  };
}

/** Algolia DocSearch settings, when all of ALGOLIA_ENV are set at build time. */
function algoliaFromEnv(): {appId: string; apiKey: string; indexName: string} | undefined {
  const [appId, apiKey, indexName] = [ALGOLIA_ENV.appId, ALGOLIA_ENV.apiKey, ALGOLIA_ENV.indexName].map((name) =>
    process.env[name]?.trim(),
  );
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}
const algolia = algoliaFromEnv();

/** Algolia mode only: the Algolia theme's search bar (our src/theme/SearchBar
 * wraps the local search plugin's). */
function algoliaSearchBarPlugin(): Plugin {
  return {
    name: 'ain-algolia-search-bar',
    configureWebpack: () => ({
      resolve: {
        alias: {
          '@theme/SearchBar': path.join(
            path.dirname(require.resolve('@docusaurus/theme-search-algolia')),
            'theme/SearchBar/index.js',
          ),
        },
      },
    }),
  };
}

// Test-only pages that provoke the error catalogue (see src/plugins/test-fixtures).
const withTestFixtures = process.env.AIN_TEST_FIXTURES === '1';

const [latestVersion, ...olderVersions] = VERSIONS.released;

const localSearchOptions: Partial<SearchLocalOptions> = {
  hashed: 'filename',
  language: [...SEARCH_LANGUAGES],
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: PATHS.docsRoot,
  docsDir: ['docs', 'versioned_docs'],
  // The shortcut is shown in the placeholder ("Search Ctrl+K") by our
  // SearchBar wrapper instead of as separate key badges.
  searchBarShortcutHint: false,
  searchBarShortcutKeymap: 'mod+k',
  // Code examples and "See also" link lists stay out of the index: every
  // identifier in an example is also in a heading or a methods table, and a
  // link list only repeats other pages' titles. Both made results noisier
  // and the index 12% heavier.
  ...(benchStock ? {} : {ignoreCssSelectors: ['.theme-code-block', 'h2#see-also + ul']}),
};
// The plugin itself, with an index that keeps one position per term and
// section (src/plugins/search-local-compact); the stock variant uses it as is.
const localSearchTheme: PluginConfig = benchStock
  ? ['@easyops-cn/docusaurus-search-local', localSearchOptions]
  : [searchLocalCompact, localSearchOptions];

const config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  titleDelimiter: SITE.titleDelimiter,

  // The link policy of the specification: report, don't fail. The test suite
  // still requires zero broken links (see tests/build).
  onBrokenLinks: 'warn',
  onDuplicateRoutes: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'ignore',
    },
  },

  i18n: {
    defaultLocale: SITE.locale,
    locales: [SITE.locale],
    localeConfigs: {
      [SITE.locale]: {direction: SITE.direction, htmlLang: SITE.locale},
    },
  },

  // v4 turns on what `faster` needs (SSG worker threads); `faster` is the Rust
  // chain: Rspack with its persistent cache, SWC and Lightning CSS.
  future: {
    v4: true,
    faster: !benchStock,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          includeCurrentVersion: isDev,
          lastVersion: latestVersion,
          versions: {
            ...(isDev ? {current: {label: VERSIONS.draftLabel, path: VERSIONS.draftPath}} : {}),
            [latestVersion]: {label: latestVersion},
            ...Object.fromEntries(olderVersions.map((version) => [version, {label: version, path: version}])),
          },
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          filename: SITEMAP.filename,
          changefreq: SITEMAP.changefreq,
          priority: SITEMAP.priority,
          ignorePatterns: [...SITEMAP.ignorePatterns],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // Each version's root (/docs, /docs/1.11.2) has no page of its own: its
      // entry is the getting-started landing page, reached by a static redirect.
      '@docusaurus/plugin-client-redirects',
      {
        redirects: VERSIONS.released.map((version) => {
          const versionRoot = version === latestVersion ? PATHS.docsRoot : `${PATHS.docsRoot}/${version}`;
          return {from: versionRoot, to: `${versionRoot}/getting-started/`};
        }),
      } satisfies ClientRedirectsOptions,
    ],
    announcementRenewalPlugin,
    // Markdown twins of every page, llms.txt and llms-full.txt per version.
    llmsTxtPlugin,
    // The generated "what changed" page between consecutive releases.
    versionDiffPlugin,
    ...(benchStock ? [] : [lazyPrismPlugin]),
    ...(withTestFixtures ? [testFixturesPlugin] : []),
    ...(benchStock ? [stockThemePlugin] : []),
    ...(algolia ? [algoliaSearchBarPlugin] : []),
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    // Local search, unless Algolia DocSearch is configured (ALGOLIA_ENV).
    ...(algolia ? [] : [localSearchTheme]),
  ],

  themeConfig: {
    ...(algolia ? {algolia: {...algolia, contextualSearch: true, searchPagePath: 'search'}} : {}),
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'AIN, AI platform, documentation, Nexus, script API'}],
    colorMode: {
      defaultMode: BEHAVIOUR.colorModeDefault,
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: `AIN ${ANNOUNCEMENT.release} is out: prompt templates, VCD scripted tags and vector-grounded AI forms. <a href="${PATHS.latestReleaseNotes}">Read the release notes</a>.`,
      isCloseable: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: BEHAVIOUR.tocMinHeadingLevel,
      maxHeadingLevel: BEHAVIOUR.tocMaxHeadingLevel,
    },
    navbar: {
      title: SITE.title,
      logo: {
        alt: 'AIN',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: SIDEBAR_ID,
          label: LABELS.gettingStarted,
          position: 'left',
        },
        {
          href: EXTERNAL_URLS.partnerDocs,
          label: LABELS.partnerDocs,
          position: 'left',
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
        },
        {
          type: 'search',
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: LABELS.footerGettingStarted, to: PATHS.gettingStarted},
            {label: LABELS.footerAuth, to: PATHS.auth},
            {label: 'Release notes', to: PATHS.latestReleaseNotes},
            // pathname:// links a static file, not a page route.
            {label: 'llms.txt for AI assistants', href: `pathname:///${LLMS_FILES.index}`},
          ],
        },
        {
          title: 'AIN',
          items: [
            {label: LABELS.footerCompany, href: EXTERNAL_URLS.company},
            {label: LABELS.footerCommunity, href: EXTERNAL_URLS.community},
            {label: LABELS.partnerDocs, href: EXTERNAL_URLS.partnerDocs},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} AIN. Documentation for AIN ${latestVersion} and ${olderVersions.join(', ')}.`,
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
    prism: {
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
