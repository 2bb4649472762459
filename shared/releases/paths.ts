/**
 * Where the docs and the list of releases are, the same for every release. Apart from ./index.ts (which reads
 * versions.json) so that theme code needing only these does not bundle the list of releases: an archived release's
 * own build must not change when a later release is cut.
 */

/** Where the docs live; the latest release's are here, older ones below it. */
export const DOCS_ROOT = '/docs';
/** The page of every release (site/plugins/versions-page), on the main site. */
export const VERSIONS_PAGE = '/versions';
/** The unreleased draft in docs/, shown only by the dev server. */
export const DRAFT = {path: 'next', label: 'Next (unreleased)'} as const;

export {manualPath, offlineSitePath} from './names';
