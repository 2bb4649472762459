/**
 * Which releases are active and which archived, in plain JavaScript so the
 * build scripts share it with the site (./index.ts re-exports it).
 *
 * ACTIVE_PREVIOUS: how many releases before the latest stay active, built
 * with the site on every build, compiled by the dev server, each in the
 * version menu. Two cover about a year of releases, the span customers
 * upgrade across in one step. Older releases are archived: each built once
 * into its own static site under its path (archive/, scripts/archives.mjs),
 * reused while its inputs are unchanged, and linked from the menu.
 */
export const ACTIVE_PREVIOUS = 2;

/** @param {readonly string[]} releases newest first @returns {string[]} */
export function activeReleases(releases) {
  return releases.slice(0, 1 + ACTIVE_PREVIOUS);
}

/** @param {readonly string[]} releases newest first @returns {string[]} */
export function archivedReleases(releases) {
  return releases.slice(1 + ACTIVE_PREVIOUS);
}
