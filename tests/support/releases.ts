/**
 * The releases as the tests find them, and where the site serves each.
 *
 * The data is versions.json, which `npm run release` writes, and the pages
 * in each version's folder. Which releases are active and where a release's
 * files are is the project's one release module (src/releases); what the
 * product fixes (its releases and their pages) the tests state themselves
 * (tests/spec.ts). Nothing here names a release: a release cut changes what
 * these return, never this file. Fields are read with the project's one
 * front matter reader, which reads as Docusaurus does.
 */
import fs from 'node:fs';
import path from 'node:path';

import {docIds as docIdsIn, frontMatterField, readFrontMatter} from '../../site/releases/markdown';
import {releaseNotesDoc, versionFolder as releaseFolder} from '../../shared/releases/names';
import {activeReleases, archivedReleases} from '../../shared/releases/policy';

import type {SpecVersion} from '../spec';

export const REPO = path.resolve(__dirname, '../..');

/** Released versions, newest first. */
export const RELEASES: readonly string[] = JSON.parse(fs.readFileSync(path.join(REPO, 'versions.json'), 'utf8'));
/** The newest release, served at /docs. */
export const LATEST = RELEASES[0];
/** The release before the latest: active beside it, so readers can upgrade from it. */
export const PREVIOUS = RELEASES[1];
/** Built with the site: the latest and the one before it, of `releases` (newest first). */
export const activeOf: (releases: readonly string[]) => string[] = activeReleases;
export const ACTIVE = activeOf(RELEASES);
/** Each its own build, merged under /docs/<version>/. */
export const ARCHIVED = archivedReleases(RELEASES);
/**
 * The releases whose offline copy and manual the download tests read: every
 * release, or, in the release scenario's copy, those its build made
 * (DOWNLOADS_MADE, comma-separated). The others it restored from the
 * repository's build, which checks them; tests/build/releases.test.ts proves
 * the scenario's are the same bytes.
 */
export const DOWNLOAD_RELEASES: readonly string[] = process.env.DOWNLOADS_MADE?.split(',') ?? RELEASES;

/** The URL prefix of a version's docs. */
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
  return activeOf(releases).reduce((sum, version) => sum + docIds(version, repo).length, 0);
}

/** Every docs URL of a released version, from its sources. */
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

/** The front matter fields of a version's page. */
export function frontMatterOf(version: string, id: string, repo: string = REPO): Record<string, unknown> {
  return readFrontMatter(sourceOf(version, id, repo)).data;
}

/** A release's notes page: 1.12.0 → release-notes/1-12-0. */
export const notesId = releaseNotesDoc;

/** The day a release came out, as its notes' `released` field gives it. */
export function releaseDate(version: string, repo: string = REPO): string {
  return String(frontMatterField(sourceOf(version, notesId(version), repo), 'released'));
}

/**
 * The redirects of renamed pages: each id a page of the latest release names
 * in `renamed_from` answers at /docs/<old id> with that page.
 */
export function renamedRedirects(repo: string = REPO): {from: string; to: string}[] {
  return docIds(LATEST, repo).flatMap((id) => {
    const old = frontMatterOf(LATEST, id, repo).renamed_from;
    return (Array.isArray(old) ? old : []).map((from) => ({
      from: docUrl(LATEST, String(from)),
      to: docUrl(LATEST, id),
    }));
  });
}

/**
 * A page of 1.12.0 or 1.11.2, where the site serves it now: the
 * product keeps these pages in those versions (tests/spec.ts), whatever later releases
 * add, remove or rename, so the tests that need a particular page open these.
 */
export function specPage(version: SpecVersion, id: string): string {
  return docUrl(version, id);
}

/**
 * The search page that searches a release: /search for the latest, with the
 * version named for the other active one, and an archived release's own.
 */
export function searchPage(version: string, query?: string): string {
  const params = new URLSearchParams(query === undefined ? {} : {q: query});
  if (ACTIVE.includes(version) && version !== LATEST) params.set('version', `docs/${version}/`);
  const search = params.size ? `?${params}` : '';
  return ARCHIVED.includes(version) ? `/docs/${version}/search${search}` : `/search${search}`;
}

/**
 * The doc id a page has in a version, given the id it had before a rename:
 * itself, or the page whose `renamed_from` names it.
 */
export function resolveId(version: string, id: string, repo: string = REPO): string {
  const ids = docIds(version, repo);
  if (ids.includes(id)) return id;
  const renamed = ids.find((other) => {
    const old = frontMatterOf(version, other, repo).renamed_from;
    return Array.isArray(old) && old.includes(id);
  });
  return renamed ?? id;
}

/**
 * A version's docs sections, read from its folder as a writer makes them:
 * the folders with a `_category_.json`, in its `position` order (then by
 * folder). A release that adds a section lists it here with no edit.
 */
export function sectionsOf(version: string, repo: string = REPO): string[] {
  const root = path.join(repo, versionFolder(version));
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '_category_.json')))
    .map((entry) => {
      const {position} = JSON.parse(fs.readFileSync(path.join(root, entry.name, '_category_.json'), 'utf8')) as {
        position?: number;
      };
      return {folder: entry.name, position: position ?? Number.POSITIVE_INFINITY};
    })
    .sort((a, b) => a.position - b.position || a.folder.localeCompare(b.folder))
    .map(({folder}) => folder);
}
