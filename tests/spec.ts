/**
 * The specification's values (../shared/seed/spec.md, sections 1, 2, 4 and 9),
 * written out here, once, for the tests. Deliberately not imported from
 * src/: a test that compared the site with the constants it was built from
 * could not fail when both were wrong.
 */
export const SPEC = {
  /** Mobile layout at or below this width, desktop above (§4, §9). */
  mobileBreakpointPx: 996,
  /** The route-change progress bar appears after this delay (§4, §9). */
  progressBarDelayMs: 200,
  /** The search box placeholder, and its macOS form (§9). */
  searchPlaceholder: 'Search Ctrl+K',
  searchPlaceholderMac: 'Search ⌘K',
  /** What the search input shows while the index loads (§8). */
  searchLoading: 'Loading...',
  /** Sitemap (§2, §9). */
  sitemap: {filename: 'sitemap.xml', changefreq: 'weekly', priority: 0.5},
  /** Site title delimiter: a vertical bar (§9). */
  titleDelimiter: '|',
  /** Colour mode default (§4, §9). */
  colourModeDefault: 'light',
  /** Table of contents heading levels (§4, §9). */
  tocHeadingLevels: [2, 3],
  /** The one content locale and its direction (§1, §9). */
  locale: 'en',
  direction: 'ltr',
  /** Languages the document search supports (§9). */
  searchLanguages: ['en', 'ru'],
  /** The versions (§1, §9): the latest first. */
  versions: ['1.12.0', '1.11.2'],
} as const;
