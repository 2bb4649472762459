/**
 * Per-release facts read from the sources (Node only: the site configuration,
 * plugins and tests): each version's folder and pages, the pages a release
 * added, and the announcement line of the latest release notes.
 */
import fs from 'node:fs';
import path from 'node:path';

import {LATEST, RELEASES, releaseNotesDoc, versionFolder} from './index';

/** Every released version's source folder, newest first, relative to the site. */
export const VERSION_FOLDERS: readonly string[] = RELEASES.map(versionFolder);

/** Doc ids (paths without extension, e.g. `api/aichat`) of a source folder. */
export function docIds(siteDir: string, folder: string): string[] {
  const root = path.join(siteDir, folder);
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}

/** The doc ids `version` has that the release before it did not. */
export function pagesAddedIn(siteDir: string, version: string): string[] {
  const previous = RELEASES[RELEASES.indexOf(version) + 1];
  if (previous === undefined) return [];
  const before = new Set(docIds(siteDir, versionFolder(previous)));
  return docIds(siteDir, versionFolder(version)).filter((id) => !before.has(id));
}

/**
 * The announcement line of a release: the `announcement` front matter of its
 * release notes (what the release brings, in a phrase), which the writer of
 * the notes sets.
 */
export function announcementHighlights(siteDir: string, version: string = LATEST): string {
  const file = path.join(siteDir, versionFolder(version), `${releaseNotesDoc(version)}.md`);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const line = /^announcement:\s*(.+)$/m
    .exec(frontMatter)?.[1]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  if (!line) {
    throw new Error(
      `${path.relative(siteDir, file)} needs an \`announcement\` front matter line (what ${version} brings).`,
    );
  }
  return line;
}
