/** The names a release gives its files: its notes in its docs and its downloads. Safe in the browser. */

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

/** The name of a release's downloads, and of the folder its offline copy unzips to. */
export function offlineName(version: string): string {
  return `ain-docs-${version}`;
}

/** Where the site serves downloads. */
export const DOWNLOADS = '/downloads';

/** The offline copy of a release (scripts/releases/offline.ts): its docs as a site to unzip and open from disk. */
export function offlineSitePath(version: string): string {
  return `${DOWNLOADS}/${offlineName(version)}.zip`;
}

/** The printable manual of a release: its docs as one PDF (scripts/releases/manual.ts). */
export function manualPath(version: string): string {
  return `${DOWNLOADS}/${offlineName(version)}.pdf`;
}
