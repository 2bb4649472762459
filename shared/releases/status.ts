/**
 * A release's status in the words readers meet it, the same in the /versions table and the banner above an older
 * release's pages. No import, so the theme code that needs the words does not bundle the list of releases.
 */
export const RELEASE_STATUS = {latest: 'Latest', active: 'Active', archived: 'Archived'} as const;

export type ReleaseStatus = keyof typeof RELEASE_STATUS;
