/**
 * The names a release gives its files: its notes in its docs and its offline
 * copy on the site. Safe in the browser, so the release
 * command and the build scripts (scripts/releases/release.ts, scripts/releases/offline.ts)
 * share them with the site (./index.ts, ./paths.ts).
 */

/** The source folder of a released version, relative to the site. */
export function versionFolder(version: string): string {
  return `versioned_docs/version-${version}`;
}

/** The sidebar file of a released version, relative to the site. */
export function versionSidebarFile(version: string): string {
  return `versioned_sidebars/version-${version}-sidebars.json`;
}

/** The release notes page of a release: 1.12.0 → release-notes/1-12-0. */
export function releaseNotesDoc(version: string): string {
  return `release-notes/${version.replaceAll('.', '-')}`;
}

/** A release's notes in its released docs, relative to the site. */
export function releaseNotesFile(version: string): string {
  return `${versionFolder(version)}/${releaseNotesDoc(version)}.md`;
}

/** The name of a release's offline copy, and of the folder it unzips to. */
export function offlineName(version: string): string {
  return `ain-docs-${version}`;
}

/** Where the site serves downloads (scripts/releases/offline.ts puts the offline copies there). */
export const DOWNLOADS = '/downloads';

/** The offline copy of a release: its docs as a site to unzip and open from disk. */
export function offlineSitePath(version: string): string {
  return `${DOWNLOADS}/${offlineName(version)}.zip`;
}

/** The printable manual of a release: its docs as one PDF (scripts/releases/manual.ts). */
export function manualPath(version: string): string {
  return `${DOWNLOADS}/${offlineName(version)}.pdf`;
}
