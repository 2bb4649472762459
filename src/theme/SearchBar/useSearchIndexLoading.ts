import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';

import {fetchIndexesByWorker, warmSearch} from '@site/src/search/searchByWorker';

/** The URL prefix of the index searched: the site root for the latest
 * version (and for non-docs pages), the version path for older versions. */
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

/**
 * How long after the search's first use the whole index starts loading
 * unless a query has started it: a reader who types at once is answered
 * from the index's head files first (shared/search/head.ts), and the whole
 * index, which grows with the docs, loads after that first answer instead
 * of ahead of it.
 */
const WHOLE_INDEX_AFTER_MS = 1000;
const scheduled = new Set<string>();

/** The search's first use: its worker starts, and the whole index follows. */
function activateSearch(versionUrl: string): void {
  warmSearch();
  if (scheduled.has(versionUrl)) return;
  scheduled.add(versionUrl);
  setTimeout(() => loadSearchIndex(versionUrl), WHOLE_INDEX_AFTER_MS);
}

/**
 * The state of the whole index of the version being read: idle until the
 * search is first used (hover, focus, touch or the shortcut) and a moment
 * after, or until a query's first answer; loading until the worker has
 * fetched and read it ("Loading..." in the search box), then ready.
 */
export function useSearchIndex(): [IndexState, () => void] {
  const versionUrl = useSearchVersionUrl();
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(versionUrl) ?? 'idle',
    () => 'idle' as const,
  );
  return [state, useCallback(() => activateSearch(versionUrl), [versionUrl])];
}
