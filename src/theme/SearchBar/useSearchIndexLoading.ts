import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePlugin,
  useActiveVersion,
  useLatestVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

import {fetchIndexesByWorker, warmSearch} from '@site/src/search/searchByWorker';

/** The URL prefix of `version`'s index: the site root for the latest version. */
export const indexUrlOf = (version: GlobalVersion, baseUrl: string): string =>
  version.isLast ? baseUrl : `${version.path}/`;

/** The docs version searched and its index's URL prefix: the reader's version, the latest outside the docs. */
export function useSearchVersion(): {version: GlobalVersion; url: string} {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const latest = useLatestVersion('default');
  const version = useActiveVersion(useActivePlugin()?.pluginId) ?? latest;
  return {version, url: indexUrlOf(version, baseUrl)};
}

type IndexState = 'idle' | 'loading' | 'ready';
const states = new Map<string, IndexState>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts loading the index of `versionUrl`, once. */
export function loadSearchIndex(versionUrl: string): void {
  if (states.get(versionUrl) === 'loading' || states.get(versionUrl) === 'ready') return;
  const set = (state: IndexState) => {
    states.set(versionUrl, state);
    for (const listener of listeners) listener();
  };
  set('loading');
  fetchIndexesByWorker(versionUrl, '')
    .then(() => set('ready'))
    // A failed fetch is tried again on the next use.
    .catch(() => set('idle'));
}

/** How long after the search's first use the whole index loads unless a query started it: the head files
 * (shared/search/head.ts) answer a reader who types at once, ahead of it. */
const WHOLE_INDEX_AFTER_MS = 1000;
const scheduled = new Set<string>();

/** The search's first use: its worker starts, and the whole index follows. */
function activateSearch(versionUrl: string): void {
  warmSearch();
  if (scheduled.has(versionUrl)) return;
  scheduled.add(versionUrl);
  setTimeout(() => loadSearchIndex(versionUrl), WHOLE_INDEX_AFTER_MS);
}

/** The state of the version's whole index: idle until a moment after the search's first use, or a query's
 * first answer; loading ("Loading..." in the box) until the worker has read it. */
export function useSearchIndex(): [IndexState, () => void] {
  const versionUrl = useSearchVersion().url;
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(versionUrl) ?? 'idle',
    () => 'idle' as const,
  );
  return [state, useCallback(() => activateSearch(versionUrl), [versionUrl])];
}
