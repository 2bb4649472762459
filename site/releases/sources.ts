/** Per-release facts read from the sources (Node only): a release's date, its announcement, its renamed pages. */
import fs from 'node:fs';
import path from 'node:path';

import {LATEST, versionFolder} from '../../shared/releases/index';
import {docIds, frontMatterField, frontMatterList} from '../markdown/pages';
import {releaseNotesFile} from '../../shared/releases/names';

/** A field of a release's notes' front matter, as text; undefined when it has no notes or they do not set it. */
export function releaseNotesField(siteDir: string, version: string, name: string): string | undefined {
  const notes = path.join(siteDir, releaseNotesFile(version));
  return fs.existsSync(notes) ? frontMatterField(fs.readFileSync(notes, 'utf8'), name) : undefined;
}

/** The day a release came out, its notes' `released` field, as midnight UTC; undefined when they give none. */
export function releasedOn(siteDir: string, version: string): Date | undefined {
  const day = releaseNotesField(siteDir, version, 'released');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : undefined;
}

/** A `field: value` line of a release's notes' front matter, which the release must have. */
function requiredNotesField(siteDir: string, version: string, field: string, meaning: string): string {
  const value = releaseNotesField(siteDir, version, field);
  if (!value) throw new Error(`${releaseNotesFile(version)} needs a \`${field}\` front matter line (${meaning}).`);
  return value;
}

/** The announcement line of a release: what it brings, in a phrase, the `announcement` of its notes. */
export function announcementHighlights(siteDir: string, version: string = LATEST): string {
  return requiredNotesField(siteDir, version, 'announcement', `what ${version} brings`);
}

/** The day a release came out: the `released` front matter (YYYY-MM-DD) of its notes. */
export function releaseDate(siteDir: string, version: string = LATEST): string {
  const date = requiredNotesField(siteDir, version, 'released', `the day ${version} came out, YYYY-MM-DD`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`The release notes of ${version}: \`released: ${date}\` is not a YYYY-MM-DD date.`);
  }
  return date;
}

/** Each old doc id a release's page names in `renamed_from` (the one declaration of a rename), with its id now. */
export function renamedPages(siteDir: string, version: string = LATEST): {from: string; to: string}[] {
  const folder = path.join(siteDir, versionFolder(version));
  return docIds(siteDir, versionFolder(version)).flatMap((id) => {
    const file = ['.md', '.mdx'].map((extension) => path.join(folder, `${id}${extension}`)).find(fs.existsSync)!;
    return frontMatterList(fs.readFileSync(file, 'utf8'), 'renamed_from').map((from) => ({from, to: id}));
  });
}

/**
 * The sections of a version's docs folder (`root`), in sidebar order: the folders with a `_category_.json`, each
 * named by its landing page's title. A writer adds a section by adding such a folder (npm run new-page -- --section),
 * and the home page, the footer and search follow.
 */
export function readSections(root: string) {
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '_category_.json')))
    .map((entry) => {
      const category = JSON.parse(fs.readFileSync(path.join(root, entry.name, '_category_.json'), 'utf8')) as {
        description?: string;
        position?: number;
      };
      const landing = ['index.md', 'index.mdx'].map((name) => path.join(root, entry.name, name)).find(fs.existsSync);
      const title = landing && frontMatterField(fs.readFileSync(landing, 'utf8'), 'title');
      return {
        folder: entry.name,
        name: title ?? entry.name,
        description: category.description ?? '',
        position: category.position ?? Number.POSITIVE_INFINITY,
      };
    })
    .sort((a, b) => a.position - b.position || a.folder.localeCompare(b.folder));
}
