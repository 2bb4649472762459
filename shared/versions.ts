import {compareVersions} from './releases/policy';

export {compareVersions};

/** Whether something introduced in `since` exists in `version`. */
export function existsIn(version: string, since: string | undefined): boolean {
  return since === undefined || compareVersions(version, since) >= 0;
}

/** The generated page of what changed from release `from` to release `to`. */
export function versionDiffPath(from: string, to: string): string {
  return `/changes/${from}-to-${to}`;
}
