import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Config, Plugin, PluginConfig, ThemeConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes} from 'prism-react-renderer';

import announcementRenewalPlugin from './src/plugins/announcement-renewal';
import {markBrokenAnchors, markBrokenFileLink} from './src/plugins/draft-links';
import {releaseTokens} from './src/plugins/release-tokens';
import leanBundlePlugin from './src/plugins/lean-bundle';
import tableCards from './src/plugins/table-cards';
import preloadFontsPlugin from './src/plugins/preload-fonts';
import notFoundPlugin from './src/plugins/not-found';
import renamedPagesPlugin from './src/plugins/renamed-pages';
import searchLocalCompact from './src/plugins/search-local-compact';
import llmsTxtPlugin from './src/plugins/llms-txt';
import versionDiffPlugin from './src/plugins/version-diff';
import versionsPagePlugin from './src/plugins/versions-page';
import homePagePlugin from './src/plugins/home-page';
import {hostedSearch, type HostedSearch} from './src/config/hosted-search.mjs';
import {parseFrontMatter} from './src/search-local/front-matter';

import {BEHAVIOUR, EXTERNAL_URLS, LABELS, LLMS_FILES, PATHS, SEARCH_LANGUAGES, SITE, SITEMAP} from './src/constants';
import {SECTION_NAMES} from './src/data/sections';
import {
  ACTIVE,
  ANNOUNCEMENT,
  ARCHIVED,
  DOCS_ROOT,
  DRAFT,
  LATEST,
  releaseNotesPath,
  VERSIONS_PAGE,
  versionPath,
} from './src/releases';
import {announcementHighlights, releaseDate, renamedPages} from './src/releases/sources';

// The unreleased draft in docs/ is only shown by the dev server (at /docs/next),
// so writers can preview it; production builds contain released versions only.
const isDev = process.env.NODE_ENV === 'development';

// Each page's "last updated" day comes from the Git history of its file, read
// at once for the whole repository. A throw-away copy of the site outside a
// Git checkout, and the dev server, whose draft pages are not committed yet,
// show no day.
const inGitCheckout =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, encoding: 'utf8'}).stdout?.trim() ===
  'true';

// Archived releases are separate builds merged under their path (archive/).
const olderActiveVersions = ACTIVE.slice(1);

/** The local search plugin's options; the benchmark's stock variant
 * (bench/docusaurus.stock.config.ts) drops the one marked "ours". */
const localSearchOptions: Partial<SearchLocalOptions> = {
  hashed: 'filename',
  language: [...SEARCH_LANGUAGES],
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: DOCS_ROOT,
  docsDir: ['docs', 'versioned_docs'],
  // The shortcut is shown in the placeholder ("Search Ctrl+K") by our
  // SearchBar wrapper instead of as separate key badges.
  searchBarShortcutHint: false,
  searchBarShortcutKeymap: 'mod+k',
  // Ours: code examples and "See also" link lists stay out of the index:
  // every identifier in an example is also in a heading or a methods table,
  // and a link list only repeats other pages' titles. Both made results
  // noisier and the index 12% heavier.
  ignoreCssSelectors: ['.theme-code-block', 'h2#see-also + ul'],
};

/** Algolia mode: the Algolia theme's search bar in place of our wrapper of
 * the local one (src/theme/SearchBar). */
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

/**
 * Everything the choice of search decides, in one place: the local index
 * (the plugin wrapped to keep one position per term and section, see
 * src/plugins/search-local-compact), or Algolia DocSearch when
 * src/config/hosted-search.mjs finds its variables.
 */
function searchSetup(algolia: HostedSearch | undefined): {
  theme: PluginConfig[];
  plugins: PluginConfig[];
  themeConfig: ThemeConfig;
} {
  if (!algolia) {
    return {theme: [[searchLocalCompact, localSearchOptions]], plugins: [], themeConfig: {}};
  }
  const {appId, apiKey, indexName} = algolia;
  return {
    theme: [],
    plugins: [algoliaSearchBarPlugin],
    themeConfig: {algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search'}},
  };
}
const search = searchSetup(hostedSearch());
const codeTheme = {...prismThemes.vsDark, plain: {...prismThemes.vsDark.plain, backgroundColor: 'var(--ain-code-bg)'}};
/** The footer names the active releases, and says when older ones are archived. */
const footerReleases = [...ACTIVE, ...(ARCHIVED.length ? ['archived releases'] : [])];

const config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  // The changes page's own stylesheet beside the site's files (src/plugins/version-diff/).
  staticDirectories: ['static', 'src/plugins/version-diff/static'],
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  titleDelimiter: SITE.titleDelimiter,

  // The site's link policy: report, don't fail. The test suite
  // still requires zero broken links (see tests/build).
  onBrokenLinks: 'warn',
  onDuplicateRoutes: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {
    mermaid: true,
    // A page's russian_title is searchable (src/search-local/front-matter.ts).
    parseFrontMatter,
    hooks: {
      // The site's policy; under `npm start` a broken
      // link is marked on the page the writer edits (src/plugins/draft-links).
      onBrokenMarkdownLinks: isDev ? markBrokenFileLink : 'ignore',
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
  // chain: Rspack, SWC and Lightning CSS.
  future: {
    v4: true,
    experimental_vcs: inGitCheckout && !isDev ? 'git-eager' : 'disabled',
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
      // Off: with Rspack's persistent cache, a rebuild after a source file was
      // changed and changed back minifies the runtime chunk with other short
      // names than a clean build, though the code before minification is
      // identical; its hash and every page that names it change. Output must
      // not depend on what the cache holds.
      rspackPersistentCache: false,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // Before the defaults, so headings and the table of contents read the numbers too.
          beforeDefaultRemarkPlugins: [releaseTokens],
          remarkPlugins: isDev ? [markBrokenAnchors] : [],
          // Wide tables as cards on a phone, marked at build time.
          rehypePlugins: [tableCards],
          // `:::result`, a procedure's expected result, besides the default
          // types (rendered by src/theme/Admonition/Types.tsx).
          admonitions: {keywords: ['result'], extendDefaults: true},
          // Each page links its own source file, in its own version's folder.
          editUrl: ({versionDocsDirPath, docPath}) => `${EXTERNAL_URLS.editSource}/${versionDocsDirPath}/${docPath}`,
          // The date of the last commit that changed the page: the same commit
          // gives the same bytes, whenever it is built.
          showLastUpdateTime: true,
          includeCurrentVersion: isDev,
          onlyIncludeVersions: [...(isDev ? ['current'] : []), ...ACTIVE],
          lastVersion: LATEST,
          versions: {
            ...(isDev ? {current: {label: DRAFT.label, path: DRAFT.path}} : {}),
            [LATEST]: {label: LATEST},
            ...Object.fromEntries(olderActiveVersions.map((version) => [version, {label: version, path: version}])),
          },
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The day of the page's last commit, as the page shows it.
          lastmod: 'date',
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
      // A page the latest release renamed answers at its old address too (its
      // `renamed_from` front matter).
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          ...ACTIVE.map((version) => {
            const versionRoot = versionPath(version);
            return {from: versionRoot, to: `${versionRoot}/getting-started/`};
          }),
          ...renamedPages(__dirname).map(({from, to}) => ({
            from: `${DOCS_ROOT}/${from}`,
            to: `${DOCS_ROOT}/${to.replace(/(^|\/)index$/, '$1')}`,
          })),
        ],
      } satisfies ClientRedirectsOptions,
    ],
    announcementRenewalPlugin,
    // Markdown twins of every page, llms.txt and llms-full.txt per version.
    llmsTxtPlugin,
    // The generated "what changed" page between consecutive releases.
    versionDiffPlugin,
    // /versions: every release, active and archived, where its docs are.
    versionsPagePlugin,
    // The home page's data from the content: the latest release, the popular tasks' pages.
    homePagePlugin,
    // Renamed pages, for the tables that src/data/ links to pages.
    renamedPagesPlugin,
    // Every page's title, for the not-found page's suggestions (its own chunk only).
    notFoundPlugin,
    // Lighter bundles: Prism loaded on use, each file prefetched once, no tslib.
    leanBundlePlugin,
    // The text face before the first paint.
    preloadFontsPlugin,
    ...search.plugins,
  ],

  themes: ['@docusaurus/theme-mermaid', ...search.theme],

  themeConfig: {
    ...search.themeConfig,
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'AIN, AI platform, documentation, Nexus, script API'}],
    colorMode: {
      defaultMode: BEHAVIOUR.colorModeDefault,
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      // What the release brings comes from its release notes' front matter.
      // The highlights stay off a phone's one line (src/css/custom.css).
      content: `AIN ${ANNOUNCEMENT.release} is out<span class="announcement-detail">: ${announcementHighlights(__dirname)}</span>. <a href="${releaseNotesPath()}">Read the release notes</a>.`,
      backgroundColor: 'var(--ain-notice-bg)',
      textColor: 'var(--ain-notice-fg)',
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
          // The docs entry: the first page (getting started) of the release
          // being read, or elsewhere of the reader's chosen release, marked as
          // current on getting-started pages only. Not a `docSidebar` item,
          // which is marked on every page of its sidebar: here, every docs page.
          type: 'docsVersion',
          label: LABELS.gettingStarted,
          activeBaseRegex: `^${DOCS_ROOT}/([\\d.]+/|${DRAFT.path}/)?getting-started(/|$)`,
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
          // The active releases, then the page that lists every release,
          // archived ones included: a menu that stays short however many
          // releases there are, and site config (in every page's bundle)
          // that does not grow with them.
          dropdownItemsAfter: [{label: 'All versions', to: VERSIONS_PAGE}],
        },
        {
          type: 'search',
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'light',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: SECTION_NAMES['getting-started'], to: PATHS.gettingStarted},
            {label: LABELS.footerAuth, to: PATHS.auth},
            {label: SECTION_NAMES['release-notes'], to: releaseNotesPath()},
            // pathname:// links a static file, not a page route; `to` (not
            // `href`) because it is on this site: no external-link icon.
            {label: 'llms.txt for AI assistants', to: `pathname:///${LLMS_FILES.index}`, target: '_self'},
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
      // The latest release's year, not the build's: same sources, same bytes.
      copyright: `© ${releaseDate(__dirname).slice(0, 4)} AIN. Documentation for AIN ${[footerReleases.slice(0, -1).join(', '), footerReleases.at(-1)].filter(Boolean).join(' and ')}.`,
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
      // Diagrams at their natural size, so labels read at the text's size; a
      // wide one scrolls sideways (src/css/custom.css draws it in the site's colours).
      options: {
        fontFamily: 'Inter Variable, Inter Fallback, system-ui, sans-serif',
        flowchart: {useMaxWidth: false},
        sequence: {useMaxWidth: false},
      },
    },
    // The product's default, a dark editor-style theme, in both colour
    // modes (with no darkTheme, dark mode takes this one): code stands out
    // from the page in each. Its background is the design system's
    // (src/css/custom.css).
    prism: {
      theme: codeTheme,
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
