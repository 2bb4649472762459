/**
 * The data of the version diff: computed in Node by ./diff.ts and ./index.ts,
 * rendered in the browser by ./VersionDiffPage.tsx. Types only, so the page
 * component imports nothing that runs on the server.
 */

/** A page's source path inside its version folder, without extension: `api/aichat`. */
export type SourceKey = string;

export type SectionChanges = {
  /** Sections (headings) only the newer version has. */
  added: string[];
  /** Sections only the older version has. */
  removed: string[];
  /** Sections both have, with different content. `Introduction` is the text before the first heading. */
  changed: string[];
  /** Front matter fields that differ (title, description, keywords, …). */
  frontMatter: string[];
};

export type PagesDiff = {
  added: SourceKey[];
  removed: SourceKey[];
  changed: {key: SourceKey; sections: SectionChanges}[];
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

/** What the diff page component receives. */
export type VersionDiffData = {
  from: string;
  to: string;
  added: DiffPage[];
  removed: DiffPage[];
  changed: {page: DiffPage; previous: DiffPage; sections: SectionChanges}[];
  unchanged: number;
  /** The release notes of `to`, when they follow the `release-notes/x-y-z` convention. */
  releaseNotes?: DiffPage;
};
