/**
 * The constants the product specification names, in one place.
 *
 * `docusaurus.config.ts`, the React components and the test suites all import
 * this module, so a test can never drift from the configuration it checks.
 * Its only import is versions.json, the list Docusaurus keeps of released
 * versions (newest first), so cutting a release needs no edit here; it is
 * loaded by the config, the browser bundle and plain Node test runners alike.
 */
import releasedVersions from '../versions.json';

/** Site identity. The title is Russian; the content locale is English. */
export const SITE = {
  title: 'Документация AIN',
  tagline: 'Connect AI providers once and use them in forms, workflows, chat and server-side scripts.',
  url: 'https://docs.ain-platform.example',
  baseUrl: '/',
  titleDelimiter: '|',
  locale: 'en',
  direction: 'ltr',
} as const;

/** Addresses outside this site. */
export const EXTERNAL_URLS = {
  company: 'https://www.ain-platform.example',
  community: 'https://community.ain-platform.example',
  partnerDocs: 'https://partners.ain-platform.example/docs',
} as const;

/** Docs versions: only released versions are built; the first is the latest. */
export const VERSIONS = {
  latest: releasedVersions[0],
  released: releasedVersions,
  /** Where the unreleased draft in `docs/` appears under `npm start`. */
  draftPath: 'next',
  draftLabel: 'Next (unreleased)',
} as const;

/** The one sidebar every docs page of every version shares. */
export const SIDEBAR_ID = 'platformSidebar';

/** Docs sections in sidebar order: getting started first (it is the entry of
 * every version), then the others in the order the specification lists them. */
export const SECTIONS = [
  'getting-started',
  'admin-help',
  'ai-form',
  'api',
  'release-notes',
  'service-tools',
  'technical_docs',
  'widgets',
] as const;

/** Labels the specification names. */
export const LABELS = {
  /** Sidebar and navbar label of the getting-started entry ("Getting started"). */
  gettingStarted: 'Начало работы',
  partnerDocs: 'Partner docs',
  footerAuth: 'Auth',
  footerGettingStarted: 'Getting started',
  footerCompany: 'AIN company site',
  footerCommunity: 'Community',
  searchPlaceholder: 'Search Ctrl+K',
  searchPlaceholderMac: 'Search ⌘K',
  searchLoading: 'Loading...',
} as const;

/** Paths inside the site the specification names. */
export const PATHS = {
  docsRoot: '/docs',
  gettingStarted: '/docs/getting-started',
  auth: '/docs/service-tools/auth',
  search: '/search',
  latestReleaseNotes: '/docs/release-notes/1-12-0',
  /** Generated pages of what changed between consecutive releases. */
  changes: '/changes',
} as const;

/** Machine-readable docs for AI assistants (llmstxt.org), per version: the
 * latest at the site root, older ones under their version path. */
export const LLMS_FILES = {
  index: 'llms.txt',
  full: 'llms-full.txt',
} as const;

/** The announcement bar. Its id carries the release it announces, so the next
 * release's announcement shows again to readers who dismissed this one. */
export const ANNOUNCEMENT = {
  release: '1.12.0',
  id: 'release-1.12.0',
} as const;

/** Layout and timing constants built into Docusaurus that the spec relies on. */
export const BEHAVIOUR = {
  /** Mobile layout at or below this width, desktop above. */
  mobileBreakpointPx: 996,
  /** The route-change progress bar appears after this delay. */
  progressBarDelayMs: 200,
  tocMinHeadingLevel: 2,
  tocMaxHeadingLevel: 3,
  colorModeDefault: 'light',
} as const;

/** Sitemap properties. */
export const SITEMAP = {
  filename: 'sitemap.xml',
  changefreq: 'weekly',
  priority: 0.5,
  /** Tag pages, and the search page (a results view with no content of its own). */
  ignorePatterns: ['/tags/**', '/docs/**/tags/**', '/search'],
} as const;

/** Languages the search index stems. */
export const SEARCH_LANGUAGES = ['en', 'ru'] as const;

/** The benchmark (`npm run bench`). */
export const BENCH = {
  /** Set to 1 to build the stock variant the benchmark compares against. */
  stockEnv: 'AIN_BENCH_STOCK',
} as const;

/**
 * Build-time environment variables that switch the site's search from the
 * local index to Algolia DocSearch, a hosted search engine, when the docs
 * outgrow a client-side index. All three must be set; otherwise local search.
 */
export const ALGOLIA_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;
