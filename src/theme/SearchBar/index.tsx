/**
 * Swizzled (wrap) so the search costs nothing until a reader uses it.
 *
 * The plugin's SearchBar brings autocomplete.js, the worker set-up and its
 * result templates into every page's main bundle although most readers never
 * search. This component server-renders a shell with the plugin's own markup
 * and classes (so nothing moves when it is swapped), and loads the real search
 * bar (./SearchBarLoaded) on the first hover, focus, touch or Ctrl/⌘+K. What
 * the reader typed meanwhile is handed over (see SearchBarLoaded).
 *
 * The benchmark's stock variant aliases `@theme/SearchBar` straight to
 * ./SearchBarLoaded (see bench/stock-theme.ts), which loads it eagerly.
 */
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  fetchIndexesByWorker,
  matchesKeymap,
  parseKeymap,
  prefetchAutocomplete,
  searchBarShortcutKeymap,
  searchBarStyles as pluginStyles,
} from '@site/src/search/client';

import {LABELS} from '@site/shared/constants';
import type {SearchHandoff} from './SearchBarLoaded';
import {useIsMacPlatform} from './useIsMacPlatform';
import {useSearchVersionUrl} from './useSearchIndexLoading';

type LoadedComponent = ComponentType<{handoff?: RefObject<SearchHandoff | null>}>;

let loadedPromise: Promise<LoadedComponent> | undefined;
function loadSearchBar(): Promise<LoadedComponent> {
  loadedPromise ??= import('./SearchBarLoaded').then((module) => module.default as LoadedComponent);
  return loadedPromise;
}

interface ShellProps {
  activated: boolean;
  onActivate: () => void;
  handoff: RefObject<SearchHandoff | null>;
  handleSearchBarToggle?: (expanded: boolean) => void;
}

function SearchBarShell({activated, onActivate, handoff, handleSearchBarToggle}: ShellProps): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const isMac = useIsMacPlatform();

  // The plugin's shortcut, honoured before the plugin is loaded.
  useEffect(() => {
    if (!searchBarShortcutKeymap) {
      return undefined;
    }
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (matchesKeymap(event, keymap)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Layout-effect clean-up runs while the input is still in the document, so
  // focus and caret are read before the plugin's bar replaces the shell.
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      if (input) {
        handoff.current = {
          value: input.value,
          focused: document.activeElement === input,
          selectionStart: input.selectionStart,
          selectionEnd: input.selectionEnd,
        };
      }
    };
  }, [handoff]);

  const onFocus = useCallback(() => {
    setFocused(true);
    handleSearchBarToggle?.(true);
    onActivate();
  }, [handleSearchBarToggle, onActivate]);
  const onBlur = useCallback(() => {
    setFocused(false);
    handleSearchBarToggle?.(false);
  }, [handleSearchBarToggle]);

  const placeholder = activated
    ? LABELS.searchLoading
    : isMac
      ? LABELS.searchPlaceholderMac
      : translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        });

  return (
    <div
      className={clsx('navbar__search', pluginStyles.searchBarContainer, {
        [pluginStyles.focused]: focused,
      })}
      data-search-bar="shell"
      data-search-state={activated ? 'loading' : 'idle'}
      dir="ltr">
      <svg aria-hidden="true" className={pluginStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={placeholder}
        aria-label="Search"
        className={`navbar__search-input ${pluginStyles.searchInput}`}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </div>
  );
}

export default function SearchBar(props: {handleSearchBarToggle?: (expanded: boolean) => void}): ReactNode {
  const versionUrl = useSearchVersionUrl();
  const [Loaded, setLoaded] = useState<LoadedComponent | null>(null);
  const [activated, setActivated] = useState(false);
  const handoff = useRef<SearchHandoff | null>(null);

  const activate = useCallback(() => {
    if (activated) {
      return;
    }
    setActivated(true);
    // The index (read by the worker) and autocomplete.js (which the plugin's
    // bar imports only once the index has loaded) load alongside the search
    // bar's code instead of after it.
    void fetchIndexesByWorker(versionUrl, '').catch(() => undefined);
    prefetchAutocomplete();
    loadSearchBar()
      .then((component) => setLoaded(() => component))
      // A failed chunk load leaves the shell in place; the next use retries.
      .catch(() => {
        loadedPromise = undefined;
        setActivated(false);
      });
  }, [activated, versionUrl]);

  if (Loaded) {
    return <Loaded {...props} handoff={handoff} />;
  }
  return <SearchBarShell {...props} activated={activated} onActivate={activate} handoff={handoff} />;
}
