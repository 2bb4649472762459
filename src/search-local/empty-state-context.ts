/**
 * What the dropdown's empty state (./EmptyTemplate.tsx, rendered by
 * autocomplete.js outside the app) needs of the app: set by the search bar
 * (src/theme/SearchBar/SearchBarLoaded.tsx), which has the router. On its
 * own, so the search bar sets it without loading the search.
 */
export interface EmptyStateContext {
  /** The site's base URL. */
  baseUrl: string;
  /** In-app navigation (the router's history). */
  navigate: (url: string) => void;
}

let current: EmptyStateContext | undefined;

export function setEmptyStateContext(value: EmptyStateContext | undefined): void {
  current = value;
}

export function emptyStateContext(): EmptyStateContext | undefined {
  return current;
}
