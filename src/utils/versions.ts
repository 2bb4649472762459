/** Compares release numbers ("1.11.2" < "1.12.0"); the unreleased draft
 * ("current") is newer than every release. */
export function compareVersions(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  if (a === 'current') {
    return 1;
  }
  if (b === 'current') {
    return -1;
  }
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
}

/** Whether something introduced in `since` exists in `version`. */
export function existsIn(version: string, since: string | undefined): boolean {
  return since === undefined || compareVersions(version, since) >= 0;
}

/** The generated page of what changed from release `from` to release `to`. */
export function versionDiffPath(from: string, to: string): string {
  return `/changes/${from}-to-${to}`;
}
