/** The site's identity as readers meet it, for the tests. Not imported from shared/constants.ts: a test comparing
 * the site with its own constants could not fail when both were wrong; a change here is made in both on purpose. */
export const SITE = {
  /** The site title, in Russian, as the product's own name for its docs. */
  title: 'Документация AIN',
  /** Where the site is published: the sitemap's and llms.txt's absolute addresses. */
  url: 'https://docs.ain-platform.example',
} as const;

/** Docs sections in sidebar order: getting started (every version's entry) first, then by folder name. */
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

/** Link labels readers see. */
export const LABELS = {
  /** The getting-started section's name in the sidebar, navbar, footer and title, in Russian. */
  gettingStarted: 'Начало работы',
  partnerDocs: 'Partner docs',
  /** The footer's links. */
  footerAuth: 'Auth',
  footerCompany: 'AIN company site',
  footerCommunity: 'Community',
} as const;

/** Paths the footer links. */
export const PATHS = {
  gettingStarted: '/docs/getting-started',
  auth: '/docs/service-tools/auth',
} as const;

/** Addresses outside the site that the navbar and footer link. */
export const EXTERNAL_URLS = {
  company: 'https://www.ain-platform.example',
  community: 'https://community.ain-platform.example',
  partnerDocs: 'https://partners.ain-platform.example/docs',
} as const;

/** The files for AI assistants (llmstxt.org), per version. */
export const LLMS_FILES = {index: 'llms.txt', full: 'llms-full.txt'} as const;
