/**
 * The site's one configuration, siteConfig(variant); docusaurus.config.ts gives it AIN_SITE_VARIANT (production
 * when unset):
 * - `production`: the site (`npm run build`; `npm start` adds the draft);
 * - `archive` and `offline`: one release, AIN_ARCHIVE_VERSION, as a site of its own under /docs/<version>/
 *   (./release-site.ts), merged into build/ (scripts/releases/archives.ts) or as its offline copy
 *   (scripts/releases/offline.ts);
 * - `stock`: the benchmark's stock Docusaurus build of the same content (`npm run build:stock`): without what we
 *   add for speed, every release in the one build;
 * - `fixtures`: production plus test-only pages and a fixed "last updated" day (`npm run build:fixtures`);
 * - `draft`: production plus the draft at /docs/next, as the dev server shows it (`npm run check:draft`).
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
import {releaseTokens, withReleaseTokens} from '../plugins/release-tokens';
import leanBundlePlugin from '../plugins/lean-bundle';
import tableCards from '../plugins/table-cards';
import diagrams from '../plugins/diagrams';
import keepTogether from '../plugins/keep-together';
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
import {releaseSite, releaseToBuild} from './release-site';
import {archiveInputs} from '../build-inputs';
import stockThemePlugin from '../plugins/stock-theme';
import testFixturesPlugin from '../../_dogfooding/test-fixtures';

import {
  BEHAVIOUR,
  EXTERNAL_URLS,
  EXTRA_CODE_LANGUAGES,
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

// The draft in docs/ is shown by the dev server only (at /docs/next), for writers to preview.
const isDev = process.env.NODE_ENV === 'development';

// "Last updated" days come from the Git history, read at once for the whole repository: a copy of the site
// outside a checkout, and the dev server, whose draft pages are not committed yet, show none.
const inGitCheckout =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: SITE_DIR, encoding: 'utf8'}).stdout?.trim() === 'true';

/** The local search plugin's options; the stock variant drops the one marked "ours". */
const localSearchOptions: Partial<SearchLocalOptions> = {
  hashed: 'filename',
  language: [...SEARCH_LANGUAGES],
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: DOCS_ROOT,
  docsDir: ['docs', 'versioned_docs'],
  // Our SearchBar wrapper shows the shortcut in the placeholder ("Search Ctrl+K"), not as key badges.
  searchBarShortcutHint: false,
  searchBarShortcutKeymap: 'mod+k',
  // Ours: code examples, diagrams and "See also" lists only repeat terms that headings, tables, prose or other
  // pages' titles hold; each made results noisier and the index heavier. A Since badge would read as part of
  // the sentence in a result's excerpt.
  ignoreCssSelectors: ['.theme-code-block', '.diagram', 'h2#see-also + ul', '[title^="Available since"]'],
};

/** Algolia mode: the Algolia theme's search bar in place of our wrapper of the local one (src/theme/SearchBar). */
function algoliaSearchBarPlugin(): Plugin {
  return {
    name: 'ain-algolia-search-bar',
    configureWebpack: () => {
      const theme = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
      return {resolve: {alias: {'@theme/SearchBar': path.join(theme, 'theme/SearchBar/index.js')}}};
    },
  };
}

type SearchSetup = {theme: PluginConfig[]; plugins: PluginConfig[]; themeConfig: ThemeConfig};

/** Everything the choice of search decides: the local index (../plugins/search-local-compact), or Algolia
 * DocSearch when ./hosted-search.ts finds its variables. */
function searchSetup(algolia: HostedSearch | undefined, variant: Variant, release: string | undefined): SearchSetup {
  if (algolia) {
    const {appId, apiKey, indexName} = algolia;
    const themeConfig = {algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search'}};
    return {theme: [], plugins: [algoliaSearchBarPlugin], themeConfig};
  }
  if (variant === 'stock') {
    // The search plugin as it comes: its search bar, page and matching, indexing everything.
    const {ignoreCssSelectors: _ours, ...asItComes} = localSearchOptions;
    return {theme: [['@easyops-cn/docusaurus-search-local', asItComes]], plugins: [], themeConfig: {}};
  }
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
const codeTheme = {...prismThemes.vsDark, plain: {...prismThemes.vsDark.plain, backgroundColor: 'var(--ain-code-bg)'}};
/** The footer names the active releases, and says when older ones are archived. */
const footerReleases = [...ACTIVE, ...(ARCHIVED.length ? ['archived releases'] : [])];

export function siteConfig(variant: Variant) {
  const offline = variant === 'offline';
  const stock = variant === 'stock';
  const version = variant === 'archive' || offline ? releaseToBuild() : undefined;
  const own = version ? releaseSite(version, offline, SITE.url) : undefined;
  // The footer names sections as their landing pages do, in the release built.
  const sectionNames = new Map(
    readSections(path.join(SITE_DIR, versionFolder(version ?? LATEST))).map(({folder, name}) => [folder, name]),
  );
  const withDraft = (isDev || variant === 'draft') && !own;
  const search = searchSetup(hostedSearch(), variant, version);
  const cacheKey = [variant, version].filter(Boolean).join('-');
  /** In a release's own site, footer links lead to the main site, or to the copy's own pages. */
  const footerItems = (items: Record<string, unknown>[]) => (own ? items.flatMap(own.footerLink) : items);

  return {
    title: SITE.title,
    tagline: SITE.tagline,
    favicon: 'img/favicon.svg',
    // The changes page, the main build's, has its stylesheet beside its plugin.
    staticDirectories: own ? ['static'] : ['static', 'site/plugins/version-diff/static'],
    url: SITE.url,
    baseUrl: own ? own.base : SITE.baseUrl,
    ...(own ? {customFields: own.customFields} : {}),
    titleDelimiter: SITE.titleDelimiter,
    clientModules: ['./src/client-modules/missing-anchor.ts'],

    // Report, don't fail: the test suite still requires zero broken links (tests/build).
    onBrokenLinks: 'warn',
    markdown: {
      // Stock draws diagrams in the browser; the site, at build time (../plugins/diagrams).
      mermaid: stock,
      // A page's russian_title is searchable; release tokens read as numbers in front matter too.
      parseFrontMatter: withReleaseTokens(parseFrontMatter),
      // Under `npm start` a broken link is marked on the page the writer edits (../plugins/draft-links).
      hooks: {onBrokenMarkdownLinks: isDev ? markBrokenFileLink : 'ignore'},
    },

    i18n: {
      defaultLocale: SITE.locale,
      locales: [SITE.locale],
      localeConfigs: {[SITE.locale]: {direction: SITE.direction, htmlLang: SITE.locale}},
    },

    // v4 turns on what `faster` (Rspack, SWC and Lightning CSS) needs.
    future: {
      v4: true,
      // The fixture site's pages show Docusaurus's fixed "last updated" day, as its screenshots do.
      experimental_vcs: variant === 'fixtures' ? 'hardcoded' : inGitCheckout && !isDev ? 'git-eager' : 'disabled',
      // An offline copy is opened from disk: every page in one index.html.
      ...(offline ? {experimental_router: 'hash'} : {}),
      // Every part of Docusaurus Faster, the persistent cache among them: ../plugins/lean-bundle keeps a warm
      // rebuild's bytes a clean build's, as the reproducibility check proves.
      faster: !stock,
    },

    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.ts',
            // Before the defaults, so headings and the table of contents read the numbers too.
            beforeDefaultRemarkPlugins: [releaseTokens],
            // Typographic quotes and apostrophes in prose; dashes and dots stay, as a command line may need them.
            remarkPlugins: [
              [smartypants, {dashes: false, backticks: false, ellipses: false}],
              ...(isDev ? [markBrokenAnchors] : []),
              ...(own ? [own.siteLinksInMarkdown] : []),
            ],
            rehypePlugins: [...(stock ? [] : [diagrams]), keepTogether, tableCards],
            // `:::result`, a procedure's expected result (src/theme/Admonition/Types.tsx).
            admonitions: {keywords: ['result'], extendDefaults: true},
            // Not in the offline copy, whose readers cannot reach the source.
            editUrl: offline
              ? undefined
              : ({versionDocsDirPath, docPath}) => `${EXTERNAL_URLS.editSource}/${versionDocsDirPath}/${docPath}`,
            // The last commit's date: the same commit gives the same bytes, whenever it is built.
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
                  // Stock builds every release; the site, the active ones (the `archive` variant, the rest).
                  ...(stock ? {} : {onlyIncludeVersions: [...(withDraft ? ['current'] : []), ...ACTIVE]}),
                  lastVersion: LATEST,
                  versions: {
                    ...(withDraft ? {current: {label: DRAFT.label, path: DRAFT.path}} : {}),
                    [LATEST]: {label: LATEST},
                    ...Object.fromEntries(ACTIVE.slice(1).map((older) => [older, {label: older, path: older}])),
                  },
                }),
          },
          blog: false,
          ...(own ? {pages: false} : {}),
          theme: {customCss: CUSTOM_CSS},
          // An offline copy has no address to list.
          sitemap: offline
            ? false
            : {
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
        ? own.entry
        : [
            // A version's root (/docs, /docs/1.11.2) redirects to its getting-started page, and a page the
            // latest release renamed answers at its old address (`renamed_from`).
            '@docusaurus/plugin-client-redirects',
            {
              redirects: [
                ...(stock ? RELEASES : ACTIVE).map((release) => {
                  const versionRoot = versionPath(release);
                  return {from: versionRoot, to: `${versionRoot}/getting-started/`};
                }),
                // The latest release's own address too, which its manual names and which stays its address.
                ...(stock ? [] : [{from: `${DOCS_ROOT}/${LATEST}`, to: `${versionPath(LATEST)}/getting-started/`}]),
                ...renamedPages(SITE_DIR).map(({from, to}) => ({
                  from: `${DOCS_ROOT}/${from}`,
                  to: `${DOCS_ROOT}/${to.replace(/(^|\/)index$/, '$1')}`,
                })),
              ],
            } satisfies ClientRedirectsOptions,
          ],
      announcementRenewalPlugin,
      // Files beside each page's HTML, which a hash router's one HTML file lacks.
      ...(offline ? [] : [llmsTxtPlugin]),
      // Pages of the main build, which links every release from them.
      ...(own ? [] : [versionDiffPlugin, versionsPagePlugin, homePagePlugin]),
      renamedPagesPlugin,
      notFoundPlugin,
      // Lighter bundles, and a bundler cache of the variant's own giving a clean build's bytes.
      ...(stock ? [] : [[leanBundlePlugin, {cacheKey, customCss: CUSTOM_CSS}] as PluginConfig]),
      preloadFontsPlugin,
      ...search.plugins,
      ...(stock ? [stockThemePlugin] : []),
      ...(variant === 'fixtures' ? [testFixturesPlugin] : []),
    ],

    themes: [...(stock ? ['@docusaurus/theme-mermaid'] : []), ...search.theme],

    themeConfig: {
      ...search.themeConfig,
      image: 'img/social-card.png',
      metadata: [{name: 'keywords', content: 'AIN, AI platform, documentation, Nexus, script API'}],
      colorMode: {defaultMode: BEHAVIOUR.colorModeDefault, disableSwitch: false, respectPrefersColorScheme: true},
      // The announcement is the main site's.
      announcementBar: own
        ? undefined
        : {
            id: ANNOUNCEMENT.id,
            // The highlights, from the release notes' front matter, stay off a phone's one line (src/css/custom.css).
            content: `AIN ${ANNOUNCEMENT.release} is out<span class="announcement-detail">: ${announcementHighlights(SITE_DIR)}</span>. <a href="${releaseNotesPath()}">Read the release notes</a>.`,
            backgroundColor: 'var(--ain-notice-bg)',
            textColor: 'var(--ain-notice-fg)',
            isCloseable: true,
          },
      docs: {versionPersistence: 'localStorage', sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: BEHAVIOUR.tocMinHeadingLevel, maxHeadingLevel: BEHAVIOUR.tocMaxHeadingLevel},
      navbar: {
        title: SITE.title,
        logo: {
          alt: 'AIN',
          src: 'img/logo.svg',
          width: 32,
          height: 32,
          // An archive's brand leads to the site's home as a URL (the theme adds baseUrl to a relative one); a
          // copy's to its own entry page.
          ...(own && !offline ? {href: `${SITE.url}/`, target: '_self'} : {}),
        },
        items: [
          {
            // The release's getting-started page, marked current on those pages only: a `docSidebar` item would
            // be marked on every docs page.
            type: 'docsVersion',
            label: LABELS.gettingStarted,
            activeBaseRegex: `^${DOCS_ROOT}/([\\d.]+/|${DRAFT.path}/)?getting-started(/|$)`,
            position: 'left',
          },
          {href: EXTERNAL_URLS.partnerDocs, label: LABELS.partnerDocs, position: 'left'},
          {
            type: 'docsVersionDropdown',
            position: 'right',
            // The active releases, then the page of every release: a menu, and a config in every page's bundle,
            // that do not grow with the releases.
            dropdownItemsAfter: own ? own.versionMenuAfter : [{label: 'All versions', to: VERSIONS_PAGE}],
            // The toggle names the release; only the section entry says where the reader is.
            dropdownActiveClassDisabled: true,
          },
          {type: 'search', position: 'right'},
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
              // pathname:// links a static file, not a route; `to`, being on this site: no external-link icon.
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
      // A dark editor-style theme in both colour modes, so code stands out from the page in each.
      prism: {theme: codeTheme, additionalLanguages: EXTRA_CODE_LANGUAGES},
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
}
