/**
 * Every per-release fact, derived from versions.json (newest first, kept by `docusaurus docs:version`), so cutting a
 * release needs no edit here. Safe in the browser; site/releases/sources.ts adds what needs the file system.
 */
import released from '../../versions.json';
import {DOCS_ROOT} from './paths';
import {releaseNotesDoc} from './names';
import {activeReleases, archivedReleases} from './policy';

export {ACTIVE_PREVIOUS} from './policy';
export {DOCS_ROOT, DRAFT, VERSIONS_PAGE} from './paths';

/** Released versions, newest first. */
export const RELEASES: readonly string[] = released;
/** The latest release, served at /docs. */
export const LATEST: string = released[0];
/** The latest release and the ACTIVE_PREVIOUS before it (./policy.ts). */
export const ACTIVE: readonly string[] = activeReleases(released);
/** The releases older than the active ones, each its own archived build. */
export const ARCHIVED: readonly string[] = archivedReleases(released);

/** The URL prefix of a version's docs: /docs for the latest, /docs/X.Y.Z for older ones. */
export function versionPath(version: string): string {
  return version === LATEST ? DOCS_ROOT : `${DOCS_ROOT}/${version}`;
}

export {releaseNotesDoc, versionFolder} from './names';

/** The URL of a release's notes, in its own version's docs. */
export function releaseNotesPath(version: string = LATEST): string {
  return `${versionPath(version)}/${releaseNotesDoc(version)}`;
}

/** The announcement bar: its id names the release, so a new one shows again to readers who dismissed the last. */
export const ANNOUNCEMENT = {release: LATEST, id: `release-${LATEST}`} as const;
