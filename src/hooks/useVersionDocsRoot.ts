import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';

import {DOCS_ROOT} from '@site/src/releases/paths';

/** The docs root of the version being read, without a trailing slash. An
 * archived release's build serves its version at its own base URL. */
export default function useVersionDocsRoot(): string {
  const activeVersion = useActiveVersion(undefined);
  return (activeVersion?.path ?? DOCS_ROOT).replace(/\/$/, '');
}

/** The URL of a doc, by its path inside a version: a section's `index` is
 * served at the section's URL with a trailing slash. */
export function docUrl(root: string, page: string): string {
  return `${root}/${page.replace(/(^|\/)index$/, '$1')}`;
}
