import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';

import {fetchIndexesByWorker} from '@site/src/search/searchByWorker';

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
 * The state of the index of the version being read: idle until the search
 * is first used (hover, focus, touch or the shortcut), loading until the
 * worker has fetched and read it ("Loading..." in the search box), then ready.
 */
export function useSearchIndex(): [IndexState, () => void] {
  const versionUrl = useSearchVersionUrl();
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(versionUrl) ?? 'idle',
    () => 'idle' as const,
  );
  return [state, useCallback(() => loadSearchIndex(versionUrl), [versionUrl])];
}
