/** A page's one search dialog: any search box opens it, the navbar's renders it (where tools look for it). */
import {useSyncExternalStore} from 'react';

export interface OpenState {
  /** The search box whose text the dialog takes over, if one opened it. */
  box: HTMLInputElement | null;
  /** Where focus returns when the dialog closes. */
  returnTo: Element | null;
}

let open: OpenState | null = null;
/** The last query searched, offered again when the dialog reopens. */
let lastQuery = '';
const listeners = new Set<() => void>();
const boxes: HTMLElement[] = [];

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers a search box; the returned function unregisters it. */
export function registerBox(element: HTMLElement): () => void {
  boxes.push(element);
  emit();
  return () => {
    boxes.splice(boxes.indexOf(element), 1);
    emit();
  };
}

/** The search box that renders the dialog: the navbar's, or the first one. */
function host(): HTMLElement | undefined {
  return boxes.find((element) => element.closest('.navbar')) ?? boxes[0];
}

export function openSearch(box: HTMLInputElement | null): void {
  if (open) return;
  const focused = document.activeElement;
  open = {box, returnTo: focused && focused !== document.body ? focused : box};
  emit();
}

export function closeSearch(query: string): void {
  lastQuery = query;
  open = null;
  emit();
}

/** What the dialog starts with: the opening box's text (moved, with its caret), else the last query, selected. */
export function takeOver({box}: OpenState): {value: string; selection: [number, number]} {
  const typed = box?.value ?? '';
  if (!box || !typed) return {value: lastQuery, selection: [0, lastQuery.length]};
  const selection: [number, number] = [box.selectionStart ?? typed.length, box.selectionEnd ?? typed.length];
  box.value = '';
  return {value: typed, selection};
}

/** Focus back where it was when the dialog opened (or on the box that opened it). */
export function giveBack({box, returnTo}: OpenState): void {
  const back = returnTo instanceof HTMLElement && returnTo.isConnected ? returnTo : box;
  back?.focus({preventScroll: true});
}

/** Whether the dialog is open and `element`'s box renders it. */
export function useSearchOpen(element: HTMLElement | null): OpenState | null {
  return useSyncExternalStore(
    subscribe,
    () => (open && element && host() === element ? open : null),
    () => null,
  );
}

/** Whether `element`'s box is the one that renders the dialog. */
export function isHost(element: HTMLElement | null): boolean {
  return element !== null && host() === element;
}
