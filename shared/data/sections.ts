/**
 * The docs sections, by folder, and each one's name: the title of its
 * landing page, its sidebar label (getting started's is the site's
 * Russian one, LABELS.gettingStarted in shared/constants.ts), its home card and
 * footer link. The pages' titles and `_category_.json` labels are held to
 * it by a house rule (scripts/writer/rules/sections.ts). Apart from
 * shared/constants.ts, which every page loads: only the home page needs these.
 */

/** In sidebar order: getting started first (it is the entry of every
 * version), then the others alphabetically by folder. */
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

export type Section = (typeof SECTIONS)[number];

export const SECTION_NAMES = {
  'getting-started': 'Getting started',
  'admin-help': 'Admin help',
  'ai-form': 'AI forms',
  api: 'API reference',
  'release-notes': 'Release notes',
  'service-tools': 'Service tools',
  technical_docs: 'Technical docs',
  widgets: 'Widgets',
} as const satisfies Record<Section, string>;
