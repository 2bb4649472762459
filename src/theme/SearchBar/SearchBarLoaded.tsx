/**
 * The search plugin's SearchBar, wrapped (not ejected), loaded on first use.
 *
 * The plugin takes its placeholder from the translation key
 * `theme.SearchBar.label` (set to "Search Ctrl+K" in i18n/en/code.json) and
 * shows only a spinner while the index loads. The site wants the Mac
 * shortcut in the placeholder and the text "Loading..." while the index is
 * fetched and parsed, so this wrapper adjusts the placeholder of the plugin's
 * own input; everything else (index, worker, shortcut, results) is the plugin's.
 *
 * It also takes over from the lightweight shell in ./index.tsx: what the
 * reader typed, the caret and the focus move into the plugin's input before
 * the plugin's own mount effect runs, which then loads the index and opens the
 * suggestions exactly as if the reader had used the plugin's input all along.
 */
import React, {useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {LABELS} from '@site/shared/constants';
import {holdEmptyStateContext} from '@site/src/search/empty-state-context';
import {useIsMacPlatform} from './useIsMacPlatform';
import {useSearchIndexLoading} from './useSearchIndexLoading';
import styles from './styles.module.css';

/** The state of the shell's input at the moment it is replaced. */
export interface SearchHandoff {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

interface Props {
  /** Filled by the shell when the plugin's bar replaces it; absent when this
   * component is rendered directly. */
  handoff?: RefObject<SearchHandoff | null>;
  [prop: string]: unknown;
}

export default function SearchBarLoaded({handoff, ...props}: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  // Read once, on the render that mounts this component.
  const [startNow] = React.useState(() => handoff?.current != null);
  const loading = useSearchIndexLoading(containerRef, startNow);
  const isMac = useIsMacPlatform();
  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();

  // The dropdown's empty state links into the app.
  useEffect(() => {
    return holdEmptyStateContext({baseUrl, navigate: (url) => history.push(url)});
  }, [baseUrl, history]);

  // Runs after the plugin's input exists and before the plugin's mount effect
  // (child passive effects run after all layout effects).
  useLayoutEffect(() => {
    const state = handoff?.current;
    const input = containerRef.current?.querySelector('input');
    if (!state || !input) {
      return;
    }
    input.value = state.value;
    if (state.focused) {
      input.focus();
      input.setSelectionRange(state.selectionStart, state.selectionEnd);
    }
  }, [handoff]);

  const placeholder = loading ? LABELS.searchLoading : isMac ? LABELS.searchPlaceholderMac : LABELS.searchPlaceholder;

  useEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (input) {
      input.placeholder = placeholder;
    }
  }, [placeholder]);

  return (
    <div
      ref={containerRef}
      className={styles.wrapper}
      data-search-bar="loaded"
      data-search-state={loading ? 'loading' : 'idle'}>
      <SearchBar {...props} />
    </div>
  );
}
