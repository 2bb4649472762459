/**
 * The specification's values (its sections 1, 2, 4 and 9),
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
  /**
   * The page inventory (§2), per section, section landing pages aside: what
   * 1.12.0 and 1.11.2 must hold at least. Later releases and the draft may
   * add, remove and rename pages; these two keep theirs.
   */
  pages: {
    both: {
      'admin-help': ['ai-message', 'profile-settings', 'rabbitmq-consumer'],
      'ai-form': ['ai-form-long-chat'],
      api: ['aichat', 'aIImage', 'aisystem', 'aivector', 'aivision', 'aivoice'],
      'getting-started': ['ai-in-workflows', 'demo-incidents', 'nexuses'],
      'release-notes': ['1-11-2'],
      'service-tools': [
        'auth',
        'gitlab-connect',
        'sharepoint-connect',
        'vector-collection-definition',
        'vector-database-deployment',
      ],
      technical_docs: [],
      widgets: [
        'ai-translator',
        'ain-attachment',
        'ain-call',
        'ain-voice',
        'audio-transcriber',
        'field-translator',
        'kb-assistant',
        'smart-filling',
      ],
    },
    only1_12_0: {
      'admin-help': ['prompt-templates', 'vcd-scripted-tag'],
      'ai-form': ['ai-form-vector'],
      api: ['ainpromptbuilder', 'aisync'],
      'release-notes': ['1-12-0'],
    },
  },
} as const;

export type SpecVersion = (typeof SPEC.versions)[number];

/** The doc ids the specification requires in one of its versions: each section's landing page and its pages. */
export function specDocIds(version: SpecVersion): string[] {
  const only: Partial<Record<string, readonly string[]>> = version === '1.12.0' ? SPEC.pages.only1_12_0 : {};
  return Object.entries(SPEC.pages.both).flatMap(([section, pages]) => [
    `${section}/index`,
    ...[...pages, ...(only[section] ?? [])].map((page) => `${section}/${page}`),
  ]);
}

/** The doc ids only 1.12.0 has, which 1.11.2 must not. */
export function specOnly1_12_0(): string[] {
  return Object.entries(SPEC.pages.only1_12_0).flatMap(([section, pages]) => pages.map((page) => `${section}/${page}`));
}
