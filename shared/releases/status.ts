/**
 * A release's status in the words readers meet it: the /versions table
 * (site/plugins/versions-page) and the banner above an older release's pages
 * (src/theme/DocVersionBanner) say the same. Which releases are active is
 * ./policy.ts's. No import: the theme code that needs the words does not
 * bundle the list of releases.
 */
export const RELEASE_STATUS = {latest: 'Latest', active: 'Active', archived: 'Archived'} as const;

export type ReleaseStatus = keyof typeof RELEASE_STATUS;
