/** The releases as versions.json and their folders have them, and where the site serves each. Nothing here names a
 * release, so a cut never changes this file; what the product fixes is in tests/spec.ts. */
import fs from 'node:fs';
import path from 'node:path';

import {docIds as docIdsIn, frontMatterField, readFrontMatter} from '../../site/markdown/pages';
import {releaseNotesDoc, versionFolder as releaseFolder} from '../../shared/releases/names';
import {activeReleases, archivedReleases} from '../../shared/releases/policy';

import type {SpecVersion} from '../spec';

export const REPO = path.resolve(__dirname, '../..');

/** Released versions, newest first. */
export const RELEASES: readonly string[] = JSON.parse(fs.readFileSync(path.join(REPO, 'versions.json'), 'utf8'));
export const LATEST = RELEASES[0];
export const PREVIOUS = RELEASES[1];
/** Built with the site: the latest and the one before it. */
export const ACTIVE = activeReleases(RELEASES);
/** Each its own build, merged under /docs/<version>/. */
export const ARCHIVED = archivedReleases(RELEASES);
/** Whose offline copy and manual the download tests read: every release, or in the release scenario's copy those
 * its build made (the rest it restored byte for byte, releases.test.ts checks). */
export const DOWNLOAD_RELEASES: readonly string[] = process.env.DOWNLOADS_MADE?.split(',') ?? RELEASES;

export function versionRoot(version: string): string {
  return version === LATEST ? '/docs' : `/docs/${version}`;
}

/** The source folder of a released version, or of the draft (`current`). */
export function versionFolder(version: string): string {
  return version === 'current' ? 'docs' : releaseFolder(version);
}

/** Doc ids (`api/aichat`, `widgets/index`) of a version's sources, sorted. */
export function docIds(version: string, repo: string = REPO): string[] {
  return docIdsIn(repo, versionFolder(version));
}

/** A page's URL: its file path under the version's root; a section's `index` at the section with a slash. */
export function docUrl(version: string, id: string): string {
  return `${versionRoot(version)}/${id.replace(/(^|\/)index$/, '$1')}`;
}

/** How many docs pages the active releases of `releases` have, in the site at `repo`. */
export function activeDocPages(releases: readonly string[] = RELEASES, repo: string = REPO): number {
  return activeReleases(releases).reduce((sum, version) => sum + docIds(version, repo).length, 0);
}

export function docsUrls(version: string): string[] {
  return docIds(version).map((id) => docUrl(version, id));
}

/** The "what changed" pages: one per two consecutive releases. */
export function changesUrls(): string[] {
  return RELEASES.slice(0, -1).map((to, index) => `/changes/${RELEASES[index + 1]}-to-${to}`);
}

/** The Markdown source of a version's page (`.md` or `.mdx`). */
export function sourceOf(version: string, id: string, repo: string = REPO): string {
  const base = path.join(repo, versionFolder(version), id);
  return fs.readFileSync(fs.existsSync(`${base}.md`) ? `${base}.md` : `${base}.mdx`, 'utf8');
}

export function frontMatterOf(version: string, id: string, repo: string = REPO): Record<string, unknown> {
  return readFrontMatter(sourceOf(version, id, repo)).data;
}

/** 1.12.0 → release-notes/1-12-0. */
export const notesId = releaseNotesDoc;

/** The day a release came out: its notes' `released`. */
export function releaseDate(version: string, repo: string = REPO): string {
  return String(frontMatterField(sourceOf(version, notesId(version), repo), 'released'));
}

/** The ids a version's page names in `renamed_from`. */
export function renamedFrom(version: string, id: string, repo: string = REPO): string[] {
  const old = frontMatterOf(version, id, repo).renamed_from;
  return Array.isArray(old) ? old.map(String) : [];
}

/** Each id a latest page names in `renamed_from` redirects from /docs/<old id> to that page. */
export function renamedRedirects(repo: string = REPO): {from: string; to: string}[] {
  return docIds(LATEST, repo).flatMap((id) =>
    renamedFrom(LATEST, id, repo).map((from) => ({from: docUrl(LATEST, from), to: docUrl(LATEST, id)})),
  );
}

/** Where the site serves a page of 1.12.0 or 1.11.2, which keep their pages (tests/spec.ts) whatever comes later. */
export function specPage(version: SpecVersion, id: string): string {
  return docUrl(version, id);
}

/** The search page of a release: /search (naming the version for the older active one), or an archive's own. */
export function searchPage(version: string, query?: string): string {
  const params = new URLSearchParams(query === undefined ? {} : {q: query});
  if (ACTIVE.includes(version) && version !== LATEST) params.set('version', `docs/${version}/`);
  const search = params.size ? `?${params}` : '';
  return ARCHIVED.includes(version) ? `/docs/${version}/search${search}` : `/search${search}`;
}

/** The doc id a page has in a version: `id` itself, or the page whose `renamed_from` names it. */
export function resolveId(version: string, id: string, repo: string = REPO): string {
  const ids = docIds(version, repo);
  return ids.includes(id) ? id : (ids.find((other) => renamedFrom(version, other, repo).includes(id)) ?? id);
}

/** A version's docs sections: the folders with a `_category_.json`, by its `position`, then by name. */
export function sectionsOf(version: string, repo: string = REPO): string[] {
  const root = path.join(repo, versionFolder(version));
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '_category_.json')))
    .map((entry) => {
      const category = fs.readFileSync(path.join(root, entry.name, '_category_.json'), 'utf8');
      const {position} = JSON.parse(category) as {position?: number};
      return {folder: entry.name, position: position ?? Number.POSITIVE_INFINITY};
    })
    .sort((a, b) => a.position - b.position || a.folder.localeCompare(b.folder))
    .map(({folder}) => folder);
}
