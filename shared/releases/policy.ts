/**
 * Which releases are active and which archived, for the build scripts and the site (./index.ts re-exports it).
 *
 * ACTIVE_PREVIOUS: how many releases before the latest stay active: built with the site on every build, compiled by
 * the dev server, switchable page by page in the version menu. One: the release readers upgrade from, read side by
 * side with the latest; it also keeps what every reader downloads and every build compiles the size it is with two
 * releases, however many follow (bench/scale.md). Older releases are archived: each built once into its own static
 * site (scripts/releases/archives.ts), reused while its inputs are unchanged, and linked from the menu and /versions.
 */
import {compareVersions as compare} from 'compare-versions';

export const ACTIVE_PREVIOUS = 1;

/**
 * The project's one comparison of release numbers ("1.9.2" < "1.12.0"): compare-versions, semver's order in half a
 * kilobyte (semver's own adds 3 KB to every page's first load). Anything but major.minor.patch throws; the
 * unreleased draft ("current") is newer than every release.
 */
export function compareVersions(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'current') return 1;
  if (b === 'current') return -1;
  return compare(a, b);
}

/** Whether `version` is a release number: major.minor.patch, no leading zeros, nothing more. */
export function isReleaseNumber(version: string): boolean {
  return /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(version);
}

/** The release after `version` that raises its minor number, such as 1.13.0 after 1.12.4. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/** The active releases of `releases` (newest first). */
export function activeReleases(releases: readonly string[]): string[] {
  return releases.slice(0, 1 + ACTIVE_PREVIOUS);
}

/** The archived releases of `releases` (newest first). */
export function archivedReleases(releases: readonly string[]): string[] {
  return releases.slice(1 + ACTIVE_PREVIOUS);
}
