/**
 * Wraps (does not eject) the search plugin's SearchBar.
 *
 * The plugin takes its placeholder from the translation key
 * `theme.SearchBar.label` (set to "Search Ctrl+K" in i18n/en/code.json) and
 * shows only a spinner while the index loads. The specification wants the Mac
 * shortcut in the placeholder and the text "Loading..." while the index is
 * fetched and parsed, so this wrapper adjusts the placeholder of the plugin's
 * own input; everything else (index, worker, shortcut, results) is the plugin's.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';

import {LABELS} from '@site/src/constants';
import {useIsMacPlatform, useSearchIndexLoading} from './useSearchIndex';
import styles from './styles.module.css';

export default function SearchBarWrapper(props: object): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const loading = useSearchIndexLoading(containerRef);
  const isMac = useIsMacPlatform();

  const placeholder = loading
    ? LABELS.searchLoading
    : isMac
      ? LABELS.searchPlaceholderMac
      : LABELS.searchPlaceholder;

  useEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (input) {
      input.placeholder = placeholder;
    }
  }, [placeholder]);

  return (
    <div ref={containerRef} className={styles.wrapper} data-search-state={loading ? 'loading' : 'idle'}>
      <SearchBar {...props} />
    </div>
  );
}
