/**
 * What a release number may be, and the next one, by semver (Node only: the
 * release command and the tests). Release numbers are compared with
 * compareVersions in src/releases/policy.mjs, which the site shares.
 */
import semver from 'semver';

/** Whether `version` is a release number: major.minor.patch, nothing more. @param {string} version */
export function isReleaseNumber(version) {
  return semver.valid(version) === version && semver.prerelease(version) === null;
}

/** The release after `version` that raises its minor number, such as 1.13.0 after 1.12.4. @param {string} version */
export function nextMinor(version) {
  return /** @type {string} */ (semver.inc(version, 'minor'));
}
