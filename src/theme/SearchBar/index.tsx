/** Swizzled (the plugin's bar lists results one section at a time): a small box that opens ./SearchModal.tsx
 * on a click, typing or Ctrl/⌘+K, loading it and the index on first use; an icon on a phone. The benchmark's
 * stock variant keeps the plugin's bar (site/plugins/stock-theme). */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';

import {LABELS} from '@site/shared/constants';
import type {SearchModalProps} from './SearchModal';
import {SearchIcon} from './SearchIcon';
import {isHost, openSearch, registerBox, useSearchOpen} from './store';
import {isMacPlatform, useIsMacPlatform} from './useIsMacPlatform';
import {useSearchIndex} from './useSearchIndexLoading';
import styles from './styles.module.css';

type Modal = ComponentType<SearchModalProps>;

let modalPromise: Promise<Modal> | undefined;
function loadModal(): Promise<Modal> {
  modalPromise ??= import('./SearchModal').then((module) => module.default);
  // A failed chunk load is tried again on the next use.
  modalPromise.catch(() => (modalPromise = undefined));
  return modalPromise;
}

/** Ctrl+K, or ⌘K on a Mac (the plugin's `searchBarShortcutKeymap: 'mod+k'`, site/config/site.ts); or "/", as on
 * most docs sites, unless the reader is typing into a field. */
const isShortcut = (event: KeyboardEvent) =>
  (event.key.toLowerCase() === 'k' &&
    !event.altKey &&
    !event.shiftKey &&
    (isMacPlatform() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)) ||
  (event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !(event.target instanceof HTMLElement && event.target.matches('input, textarea, select, [contenteditable]')));

export default function SearchBar(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const open = useSearchOpen(container);
  const [Loaded, setLoaded] = useState<Modal | null>(null);
  const [index, loadIndex] = useSearchIndex();
  const isMac = useIsMacPlatform();

  const activate = useCallback(() => {
    loadIndex();
    void loadModal().then((component) => setLoaded(() => component));
  }, [loadIndex]);

  const openFromBox = useCallback(() => {
    activate();
    openSearch(inputRef.current);
  }, [activate]);

  // Opened from another box, before this one loaded the dialog.
  useEffect(() => {
    if (open && !Loaded) activate();
  }, [open, Loaded, activate]);

  useEffect(() => {
    const element = containerRef.current!;
    setContainer(element);
    return registerBox(element);
  }, []);

  // The shortcut, answered by the box that renders the dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event) || !isHost(containerRef.current)) return;
      event.preventDefault();
      activate();
      openSearch(inputRef.current);
      // What the reader types until the dialog is there goes into the box.
      if (!Loaded) inputRef.current?.focus({preventScroll: true});
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate, Loaded]);

  const placeholder =
    index === 'loading' ? LABELS.searchLoading : isMac ? LABELS.searchPlaceholderMac : LABELS.searchPlaceholder;

  return (
    <div
      ref={containerRef}
      className={clsx('navbar__search', styles.box)}
      data-search-bar={Loaded ? 'loaded' : 'shell'}
      data-search-state={index === 'loading' ? 'loading' : 'idle'}
      dir="ltr">
      <SearchIcon className={styles.icon} />
      <input
        ref={inputRef}
        type="search"
        placeholder={placeholder}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac ? 'Meta+K /' : 'Control+K /'}
        autoComplete="off"
        spellCheck={false}
        className={clsx('navbar__search-input', styles.input)}
        onMouseEnter={activate}
        onTouchStart={activate}
        onFocus={activate}
        onClick={openFromBox}
        onChange={openFromBox}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            openFromBox();
          }
        }}
      />
      {open && Loaded && <Loaded open={open} />}
    </div>
  );
}
