import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';

import {fetchIndexesByWorker, warmSearch} from '@site/src/search/searchByWorker';

/** The URL prefix of the index searched: the site root for the latest version and non-docs pages. */
export function useSearchVersionUrl(): string {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
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
  const versionUrl = useSearchVersionUrl();
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(versionUrl) ?? 'idle',
    () => 'idle' as const,
  );
  return [state, useCallback(() => activateSearch(versionUrl), [versionUrl])];
}
