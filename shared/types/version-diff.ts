/** The version diff's data, computed by site/plugins/version-diff, rendered by src/components/VersionDiffPage. */

/** A page's source path inside its version folder, without extension: `api/aichat`. */
export type SourceKey = string;

/** Text both releases have (0), only the newer has (1) or only the older had (-1). */
export type Mark = 0 | 1 | -1;

/** A run of text of one mark; `null` stands for unchanged text left out. */
export type Run = [Mark, string] | null;

/** Private-use signs around inline code, so the diff compares words and the page sets code as code. */
export const CODE_SIGNS = {open: '\uE000', close: '\uE001'} as const;

/** A paragraph, list item or code block, or a table row by cell (below the head, with column names); `null`
 * stands for unchanged blocks left out. */
export type DiffBlock = {runs: Run[]; code?: true} | {cells: Run[][]; columns?: string[]} | null;

export type SectionDiff = {
  /** The heading as shown; a level-3 section is `Parent › Child`, the text before the first heading `Introduction`. */
  name: string;
  status: 'added' | 'removed' | 'changed';
  /** The heading's id in the newer page (added and changed sections). */
  anchor?: string;
  /** The heading's id in the older page (removed and changed sections). */
  previousAnchor?: string;
  /** What changed, word by word, with a little unchanged text around it; the start of an added or removed section. */
  blocks: DiffBlock[];
};

/** A front matter field that differs, with its value's words marked. */
export type FieldDiff = {field: string; runs: Run[]};

export type PageChanges = {
  /** The sections in the newer page's order, removed ones where they stood. */
  sections: SectionDiff[];
  /** Front matter (title, description, keywords…): what search and the page's metadata read. */
  frontMatter: FieldDiff[];
};

export type PagesDiff = {
  added: SourceKey[];
  removed: SourceKey[];
  changed: {key: SourceKey; changes: PageChanges}[];
  unchanged: SourceKey[];
};

/** A page as the diff page links to it. */
export type DiffPage = {
  title: string;
  description: string;
  permalink: string;
  /** In an archived release, its own build: linked as a full page load. */
  archived?: true;
};

export type ChangedPage = PageChanges & {page: DiffPage; previous: DiffPage};

/** The pages of one sidebar section (a top-level folder) that were added, removed or changed. */
export type SectionGroup = {
  /** The folder: `getting-started`, `api`. */
  id: string;
  /** Its label in the sidebar. */
  label: string;
  added: DiffPage[];
  removed: DiffPage[];
  changed: ChangedPage[];
};

/** What the diff page component receives. */
export type VersionDiffData = {
  from: string;
  to: string;
  /** Sections with at least one page added, removed or changed, in sidebar order. */
  groups: SectionGroup[];
  unchanged: number;
  /** The release notes of `to`, when they follow the `release-notes/x-y-z` convention. */
  releaseNotes?: DiffPage;
};
