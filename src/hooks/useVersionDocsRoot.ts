import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';

import {DOCS_ROOT} from '@site/shared/releases/paths';

/** The docs root of the version being read, without a trailing slash. */
export default function useVersionDocsRoot(): string {
  const activeVersion = useActiveVersion(undefined);
  return (activeVersion?.path ?? DOCS_ROOT).replace(/\/$/, '');
}

/** A doc's URL by its path in a version: a section's `index` at the section's URL with a slash. */
export function docUrl(root: string, page: string): string {
  return `${root}/${page.replace(/(^|\/)index$/, '$1')}`;
}

/** The doc id in the version read of a page shared/data/ names, through renames (site/plugins/renamed-pages). */
export function useDocId(): (page: string) => string {
  const activeVersion = useActiveVersion(undefined);
  const renamed = (usePluginData('ain-renamed-pages') ?? {}) as Record<string, Record<string, string> | undefined>;
  const moved = renamed[activeVersion?.name ?? ''] ?? {};
  return (page) => moved[page.replace(/\/$/, '/index')] ?? page;
}
