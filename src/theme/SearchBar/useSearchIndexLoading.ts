import {useEffect, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
// The worker set-up the plugin's search bar uses (and its per-version promise
// cache), so our "Loading..." ends exactly when the bar's index is ready.
import {fetchIndexesByWorker} from '@site/src/search/client';

/** The URL prefix the plugin loads an index for: the site root for the latest
 * version (and for non-docs pages), the version path for older versions. */
export function useSearchVersionUrl(): string {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
}

const readyVersionUrls = new Set<string>();

/**
 * True from the first use of the search input (hover, focus or the keyboard
 * shortcut, which focuses it) until the index of the viewed version has been
 * fetched and parsed by the search worker. With `startNow` (the reader already
 * used the search box before this component mounted) loading starts at once.
 */
export function useSearchIndexLoading(containerRef: RefObject<HTMLElement | null>, startNow = false): boolean {
  const versionUrl = useSearchVersionUrl();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (!input) {
      return undefined;
    }
    let active = true;
    let started = false;
    const start = () => {
      if (started || readyVersionUrls.has(versionUrl)) {
        return;
      }
      started = true;
      setLoading(true);
      fetchIndexesByWorker(versionUrl, '')
        .then(() => readyVersionUrls.add(versionUrl))
        // A failed fetch is the plugin's to report; we only stop saying "Loading...".
        .catch(() => undefined)
        .finally(() => {
          if (active) {
            setLoading(false);
          }
        });
    };
    input.addEventListener('focus', start);
    input.addEventListener('mouseenter', start);
    if (startNow || document.activeElement === input) {
      start();
    }
    return () => {
      active = false;
      input.removeEventListener('focus', start);
      input.removeEventListener('mouseenter', start);
    };
  }, [containerRef, versionUrl, startNow]);

  return loading;
}
