/** The constants the configuration and components share; tests state the fixed values themselves (tests/spec.ts). */

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
  /** Where every page's "Edit this page" leads: the file in the site's repository, on its main branch. */
  editSource: 'https://github.com/ain-platform/ain-docs/edit/main',
} as const;

/** Code block languages Prism highlights beyond prism-react-renderer's own set (the writer check accepts these too). */
export const EXTRA_CODE_LANGUAGES = ['bash', 'ini'];

/** The one sidebar every docs page of every version shares. */
export const SIDEBAR_ID = 'platformSidebar';

/** Labels readers meet in the navbar, footer and sidebar. */
export const LABELS = {
  /** The getting-started section's one name, in Russian as the specification labels its sidebar entry. */
  gettingStarted: 'Начало работы',
  partnerDocs: 'Partner docs',
  footerAuth: 'Auth',
  footerCompany: 'AIN company site',
  footerCommunity: 'Community',
  searchPlaceholder: 'Search Ctrl+K',
  searchPlaceholderMac: 'Search ⌘K',
  searchLoading: 'Loading...',
} as const;

/** The readers a page is written for (`<Audience for={[…]} />`), with the badge each shows. */
export const AUDIENCES = {
  administrators: 'Administrators',
  integrators: 'Integrators',
  developers: 'Developers',
} as const;

/** Paths inside the site that the configuration and components link. */
export const PATHS = {
  gettingStarted: '/docs/getting-started',
  auth: '/docs/service-tools/auth',
} as const;

/** Docs for AI assistants (llmstxt.org), per version: the latest at the site root, older under their path. */
export const LLMS_FILES = {
  index: 'llms.txt',
  full: 'llms-full.txt',
} as const;

/** Settings of Docusaurus that the spec names (its mobile breakpoint and progress bar delay have none). */
export const BEHAVIOUR = {
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
