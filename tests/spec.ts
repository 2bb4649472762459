/** What the product fixes whatever the site's code does, for the tests. Not imported from src/: a test comparing
 * the site with the constants it was built from could not fail when both were wrong. */
export const SPEC = {
  /** Mobile layout at or below this width, desktop above. */
  mobileBreakpointPx: 996,
  /** The route-change progress bar appears after this delay. */
  progressBarDelayMs: 200,
  /** The search box placeholder, and its macOS form. */
  searchPlaceholder: 'Search Ctrl+K',
  searchPlaceholderMac: 'Search ⌘K',
  /** What the search input shows while the index loads. */
  searchLoading: 'Loading...',
  /** The sitemap: its file name and what every entry says. */
  sitemap: {filename: 'sitemap.xml', changefreq: 'weekly', priority: 0.5},
  /** Between a page's title and the site's in the window title: a vertical bar. */
  titleDelimiter: '|',
  /** The colour mode of a first visit. */
  colourModeDefault: 'light',
  /** The heading levels "On this page" lists. */
  tocHeadingLevels: [2, 3],
  /** The one content locale and its direction. */
  locale: 'en',
  direction: 'ltr',
  /** The languages the search understands. */
  searchLanguages: ['en', 'ru'],
  /** The published releases, the latest first. */
  versions: ['1.12.0', '1.11.2'],
  /** Pages per section, landing pages aside, 1.12.0 and 1.11.2 hold at least; later releases may change theirs. */
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

/** The doc ids one of the two fixed releases must keep: each section's landing page and its pages. */
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
