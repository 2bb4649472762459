/**
 * The site's one configuration: siteConfig(variant). docusaurus.config.ts
 * gives Docusaurus the variant AIN_SITE_VARIANT names (production when unset):
 *
 * - `production`: the site (`npm run build`; `npm start` adds the draft);
 * - `archive` and `offline`: one release, AIN_ARCHIVE_VERSION, as a site of
 *   its own under /docs/<version>/ (site/config/release-site.ts): an archived
 *   release merged into build/ (scripts/releases/archives.ts), or its offline copy
 *   (scripts/releases/offline.ts);
 * - `stock`: the benchmark's stock Docusaurus build of the same content
 *   (`npm run build:stock`): without what we add for speed, every release
 *   in the one build;
 * - `fixtures`: the production site plus test-only pages and a fixed "last
 *   updated" day (`npm run build:fixtures`, scripts/build/build-fixtures.ts).
 * - `draft`: the production site plus the draft at /docs/next, as the dev
 *   server shows it (`npm run check:draft`).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Config, Plugin, PluginConfig, ThemeConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes} from 'prism-react-renderer';
import smartypants from 'remark-smartypants';

import announcementRenewalPlugin from '../plugins/announcement-renewal';
import {markBrokenAnchors, markBrokenFileLink} from '../plugins/draft-links';
import {releaseTokens} from '../plugins/release-tokens';
import leanBundlePlugin from '../plugins/lean-bundle';
import tableCards from '../plugins/table-cards';
import diagrams from '../plugins/diagrams';
import preloadFontsPlugin from '../plugins/preload-fonts';
import notFoundPlugin from '../plugins/not-found';
import renamedPagesPlugin from '../plugins/renamed-pages';
import searchLocalCompact from '../plugins/search-local-compact';
import llmsTxtPlugin from '../plugins/llms-txt';
import versionDiffPlugin from '../plugins/version-diff';
import versionsPagePlugin from '../plugins/versions-page';
import homePagePlugin from '../plugins/home-page';
import {hostedSearch, type HostedSearch} from './hosted-search';
import {parseFrontMatter} from '../plugins/search-local-compact/front-matter';
import {releaseSite, releaseToBuild, type ReleaseSite} from './release-site';
import {archiveInputs} from '../build-inputs';
import stockThemePlugin from '../../bench/stock-theme';
import testFixturesPlugin from '../../_dogfooding/test-fixtures';

import {
  BEHAVIOUR,
  EXTERNAL_URLS,
  LABELS,
  LLMS_FILES,
  PATHS,
  SEARCH_LANGUAGES,
  SITE,
  SITEMAP,
} from '../../shared/constants';
import {
  ACTIVE,
  ANNOUNCEMENT,
  ARCHIVED,
  DOCS_ROOT,
  DRAFT,
  LATEST,
  RELEASES,
  releaseNotesPath,
  VERSIONS_PAGE,
  versionFolder,
  versionPath,
} from '../../shared/releases';
import {announcementHighlights, readSections, releaseDate, renamedPages} from '../releases/sources';

/** The site's folder, which Docusaurus resolves the paths below against. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** The site's own stylesheet: the design system's tokens and components. */
const CUSTOM_CSS = './src/css/custom.css';

export const VARIANTS = ['production', 'archive', 'offline', 'stock', 'fixtures', 'draft'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variant AIN_SITE_VARIANT names, production when unset. */
export function variantFromEnv(): Variant {
  const name = process.env.AIN_SITE_VARIANT ?? 'production';
  if (!(VARIANTS as readonly string[]).includes(name)) {
    throw new Error(`AIN_SITE_VARIANT must be one of ${VARIANTS.join(', ')}, not "${name}".`);
  }
  return name as Variant;
}

// The unreleased draft in docs/ is only shown by the dev server (at /docs/next),
// so writers can preview it; production builds contain released versions only.
const isDev = process.env.NODE_ENV === 'development';

// Each page's "last updated" day comes from the Git history of its file, read
// at once for the whole repository. A throw-away copy of the site outside a
// Git checkout, and the dev server, whose draft pages are not committed yet,
// show no day.
const inGitCheckout =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: SITE_DIR, encoding: 'utf8'}).stdout?.trim() === 'true';

// Archived releases are separate builds merged under their path (the `archive` variant).
const olderActiveVersions = ACTIVE.slice(1);

/** The local search plugin's options; the stock variant drops the one marked "ours". */
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
  // Ours: code examples, diagrams and "See also" link lists stay out of the
  // index: every identifier in an example is also in a heading or a methods
  // table, a diagram's labels are the prose's terms without its sentences,
  // and a link list only repeats other pages' titles. Each made results
  // noisier and the index heavier.
  ignoreCssSelectors: ['.theme-code-block', '.diagram', 'h2#see-also + ul'],
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
 * site/plugins/search-local-compact), or Algolia DocSearch when
 * site/config/hosted-search.ts finds its variables.
 */
function searchSetup(
  algolia: HostedSearch | undefined,
  variant: Variant,
  release: string | undefined,
): {
  theme: PluginConfig[];
  plugins: PluginConfig[];
  themeConfig: ThemeConfig;
} {
  if (!algolia && variant === 'stock') {
    // The search plugin as it comes: its search bar, page and matching, indexing everything.
    const {ignoreCssSelectors: _ours, ...asItComes} = localSearchOptions;
    return {theme: [['@easyops-cn/docusaurus-search-local', asItComes]], plugins: [], themeConfig: {}};
  }
  if (!algolia) {
    const options = release
      ? {
          ...localSearchOptions,
          docsRouteBasePath: '/',
          indexInputs: archiveInputs(release),
          ...(variant === 'offline' ? {offline: true} : {}),
        }
      : localSearchOptions;
    return {theme: [[searchLocalCompact, options]], plugins: [], themeConfig: {}};
  }
  const {appId, apiKey, indexName} = algolia;
  return {
    theme: [],
    plugins: [algoliaSearchBarPlugin],
    themeConfig: {algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search'}},
  };
}
const codeTheme = {...prismThemes.vsDark, plain: {...prismThemes.vsDark.plain, backgroundColor: 'var(--ain-code-bg)'}};
/** The footer names the active releases, and says when older ones are archived. */
const footerReleases = [...ACTIVE, ...(ARCHIVED.length ? ['archived releases'] : [])];

/** The site's configuration in `variant` (see the top of this file). */
export function siteConfig(variant: Variant) {
  const version = variant === 'archive' || variant === 'offline' ? releaseToBuild() : undefined;
  const own: ReleaseSite | undefined = version ? releaseSite(version, variant === 'offline', SITE.url) : undefined;
  // The footer names sections as their landing pages do, in the release built.
  const sectionNames = new Map(
    readSections(path.join(SITE_DIR, versionFolder(version ?? LATEST))).map(({folder, name}) => [folder, name]),
  );
  const offline = variant === 'offline';
  const stock = variant === 'stock';
  // The draft at /docs/next as the dev server shows it: also in the `draft`
  // variant, the production site with the draft (npm run check:draft).
  const withDraft = (isDev || variant === 'draft') && !own;
  const search = searchSetup(hostedSearch(), variant, version);
  /** The footer's links: in a release's own site, to the main site, or to the copy's own pages. */
  const footerItems = (items: Record<string, unknown>[]) => (own ? items.flatMap(own.footerLink) : items);

  return {
    title: SITE.title,
    tagline: SITE.tagline,
    favicon: 'img/favicon.svg',
    // The changes page's own stylesheet beside the site's files (site/plugins/version-diff/):
    // that page is the main build's.
    staticDirectories: own ? ['static'] : ['static', 'site/plugins/version-diff/static'],
    url: SITE.url,
    baseUrl: own ? own.base : SITE.baseUrl,
    ...(own ? {customFields: own.customFields} : {}),
    titleDelimiter: SITE.titleDelimiter,

    // The site's link policy: report, don't fail. The test suite
    // still requires zero broken links (see tests/build).
    onBrokenLinks: 'warn',
    onDuplicateRoutes: 'warn',
    onBrokenAnchors: 'warn',
    markdown: {
      // Stock draws diagrams in the browser (@docusaurus/theme-mermaid); the
      // site draws them at build time (site/plugins/diagrams).
      mermaid: stock,
      // A page's russian_title is searchable (site/plugins/search-local-compact/front-matter.ts).
      parseFrontMatter,
      hooks: {
        // The site's policy; under `npm start` a broken
        // link is marked on the page the writer edits (site/plugins/draft-links).
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
      // The fixture site's pages show Docusaurus's fixed "last updated" day, as its screenshots do.
      experimental_vcs: variant === 'fixtures' ? 'hardcoded' : inGitCheckout && !isDev ? 'git-eager' : 'disabled',
      // An offline copy is opened from disk: every page in one index.html.
      ...(offline ? {experimental_router: 'hash'} : {}),
      // The stock variant: webpack, Babel and Terser.
      faster: stock
        ? false
        : {
            swcJsLoader: true,
            swcJsMinimizer: true,
            swcHtmlMinimizer: true,
            lightningCssMinimizer: true,
            mdxCrossCompilerCache: true,
            rspackBundler: true,
            ssgWorkerThreads: true,
            gitEagerVcs: true,
            // What a warm rebuild reuses. Output must not depend on what the cache
            // holds: site/plugins/lean-bundle keeps the bytes a clean build's, and
            // the reproducibility check compares the two.
            rspackPersistentCache: true,
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
            // Prose quotes and apostrophes set as typographic ones, whichever the writer typed (code
            // keeps its own); dashes and dots stay as written, where a command line may need them.
            remarkPlugins: [
              [smartypants, {dashes: false, backticks: false, ellipses: false}],
              ...(isDev ? [markBrokenAnchors] : []),
              ...(own ? [own.siteLinksInMarkdown] : []),
            ],
            // Diagrams drawn and wide tables marked as cards on a phone, at build time.
            rehypePlugins: [...(stock ? [] : [diagrams]), tableCards],
            // `:::result`, a procedure's expected result, besides the default
            // types (rendered by src/theme/Admonition/Types.tsx).
            admonitions: {keywords: ['result'], extendDefaults: true},
            // Each page links its own source file, in its own version's folder;
            // not in the offline copy, whose readers cannot reach it.
            editUrl: offline
              ? undefined
              : ({versionDocsDirPath, docPath}) => `${EXTERNAL_URLS.editSource}/${versionDocsDirPath}/${docPath}`,
            // The date of the last commit that changed the page: the same commit
            // gives the same bytes, whenever it is built.
            showLastUpdateTime: true,
            includeCurrentVersion: withDraft,
            ...(own && version
              ? {
                  // The release alone, at the build's root (its base URL is the release's path).
                  routeBasePath: '/',
                  onlyIncludeVersions: [version],
                  lastVersion: version,
                  versions: {[version]: {label: version, path: '', banner: 'none', badge: true}},
                }
              : {
                  // Stock Docusaurus builds every release; the site, the active ones (the `archive` variant, the rest).
                  ...(stock ? {} : {onlyIncludeVersions: [...(withDraft ? ['current'] : []), ...ACTIVE]}),
                  lastVersion: LATEST,
                  versions: {
                    ...(withDraft ? {current: {label: DRAFT.label, path: DRAFT.path}} : {}),
                    [LATEST]: {label: LATEST},
                    ...Object.fromEntries(olderActiveVersions.map((older) => [older, {label: older, path: older}])),
                  },
                }),
          },
          blog: false,
          // A release's own site has its docs only.
          ...(own ? {pages: false} : {}),
          theme: {
            customCss: CUSTOM_CSS,
          },
          // An offline copy has no address to list.
          sitemap: offline
            ? false
            : {
                // The day of the page's last commit, as the page shows it.
                lastmod: 'date',
                filename: SITEMAP.filename,
                changefreq: SITEMAP.changefreq,
                priority: SITEMAP.priority,
                // An archive's routes carry its base URL.
                ignorePatterns: [
                  ...SITEMAP.ignorePatterns,
                  ...(own ? [`${own.base}search`, `${own.base}**/tags/**`] : []),
                ],
              },
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      own
        ? // A release's own site: its entry page at its root.
          own.entry
        : [
            // Each version's root (/docs, /docs/1.11.2) has no page of its own: its
            // entry is the getting-started landing page, reached by a static redirect.
            // A page the latest release renamed answers at its old address too (its
            // `renamed_from` front matter).
            '@docusaurus/plugin-client-redirects',
            {
              redirects: [
                ...(stock ? RELEASES : ACTIVE).map((release) => {
                  const versionRoot = versionPath(release);
                  return {from: versionRoot, to: `${versionRoot}/getting-started/`};
                }),
                // The latest release's own address too (/docs/1.12.0), which its
                // manual names and which stays its address once it is older.
                ...(stock ? [] : [{from: `${DOCS_ROOT}/${LATEST}`, to: `${versionPath(LATEST)}/getting-started/`}]),
                ...renamedPages(SITE_DIR).map(({from, to}) => ({
                  from: `${DOCS_ROOT}/${from}`,
                  to: `${DOCS_ROOT}/${to.replace(/(^|\/)index$/, '$1')}`,
                })),
              ],
            } satisfies ClientRedirectsOptions,
          ],
      announcementRenewalPlugin,
      // Markdown twins of every page, llms.txt and llms-full.txt per version:
      // files beside each page's HTML, which a hash router's one HTML file lacks.
      ...(offline ? [] : [llmsTxtPlugin]),
      // Pages of the main build, which links every release from them: the
      // generated "what changed" page between consecutive releases; /versions,
      // every release, active and archived, where its docs are; the home
      // page's data from the content (the latest release, the popular tasks' pages).
      ...(own ? [] : [versionDiffPlugin, versionsPagePlugin, homePagePlugin]),
      // Renamed pages, for the tables that shared/data/ links to pages.
      renamedPagesPlugin,
      // Every page's title, for the not-found page's suggestions (its own chunk only).
      notFoundPlugin,
      // Lighter bundles: Prism loaded on use, each file prefetched once, no
      // tslib; and a bundler cache of this variant's own, giving a clean build's bytes.
      ...(stock
        ? []
        : [
            [
              leanBundlePlugin,
              {cacheKey: [variant, version].filter(Boolean).join('-'), customCss: CUSTOM_CSS},
            ] as PluginConfig,
          ]),
      // The text face before the first paint.
      preloadFontsPlugin,
      ...search.plugins,
      // Stock: the search bar, highlighter and phone menus as they come.
      ...(stock ? [stockThemePlugin] : []),
      // The fixture site's test-only pages.
      ...(variant === 'fixtures' ? [testFixturesPlugin] : []),
    ],

    themes: [...(stock ? ['@docusaurus/theme-mermaid'] : []), ...search.theme],

    themeConfig: {
      ...search.themeConfig,
      image: 'img/social-card.png',
      metadata: [{name: 'keywords', content: 'AIN, AI platform, documentation, Nexus, script API'}],
      colorMode: {
        defaultMode: BEHAVIOUR.colorModeDefault,
        disableSwitch: false,
        respectPrefersColorScheme: true,
      },
      // A release's own site announces nothing: the announcement is the main site's.
      announcementBar: own
        ? undefined
        : {
            id: ANNOUNCEMENT.id,
            // What the release brings comes from its release notes' front matter.
            // The highlights stay off a phone's one line (src/css/custom.css).
            content: `AIN ${ANNOUNCEMENT.release} is out<span class="announcement-detail">: ${announcementHighlights(SITE_DIR)}</span>. <a href="${releaseNotesPath()}">Read the release notes</a>.`,
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
          // An archive's brand leads to the site's home, as a URL (the theme adds
          // baseUrl to a relative one); a copy's to its own entry page.
          ...(own && !offline ? {href: `${SITE.url}/`, target: '_self'} : {}),
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
            dropdownItemsAfter: own ? own.versionMenuAfter : [{label: 'All versions', to: VERSIONS_PAGE}],
            // The toggle names the release; only the section entry says where the reader is.
            dropdownActiveClassDisabled: true,
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
            items: footerItems([
              {label: sectionNames.get('getting-started')!, to: PATHS.gettingStarted},
              {label: LABELS.footerAuth, to: PATHS.auth},
              {label: sectionNames.get('release-notes')!, to: releaseNotesPath()},
              // pathname:// links a static file, not a page route; `to` (not
              // `href`) because it is on this site: no external-link icon.
              {label: 'llms.txt for AI assistants', to: `pathname:///${LLMS_FILES.index}`, target: '_self'},
            ]),
          },
          {
            title: 'AIN',
            items: footerItems([
              {label: LABELS.footerCompany, href: EXTERNAL_URLS.company},
              {label: LABELS.footerCommunity, href: EXTERNAL_URLS.community},
              {label: LABELS.partnerDocs, href: EXTERNAL_URLS.partnerDocs},
            ]),
          },
        ],
        // The latest release's year, not the build's: same sources, same bytes.
        copyright: own
          ? `Documentation for AIN ${version}, ${offline ? 'offline copy' : 'archived'}.`
          : `© ${releaseDate(SITE_DIR).slice(0, 4)} AIN. Documentation for AIN ${[footerReleases.slice(0, -1).join(', '), footerReleases.at(-1)].filter(Boolean).join(' and ')}.`,
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
}
