/**
 * The site's identity (its title, address, labels, footer links and paths,
 * section order, the files for AI assistants) as readers meet them, written
 * out here, once, for the tests. Deliberately not imported
 * from shared/constants.ts: a test that compared the site with the constants it
 * was built from could not fail when both were wrong. A change of one of
 * these is a change of the site, made in both places on purpose.
 */
export const SITE = {
  /** The site title, in Russian, as the product's own name for its docs. */
  title: 'Документация AIN',
  /** Where the site is published: the sitemap's and llms.txt's absolute addresses. */
  url: 'https://docs.ain-platform.example',
} as const;

/** Docs sections by folder, in sidebar order: getting started (the entry of
 * every version) first, then the others alphabetically by folder. */
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
