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

/** One per search bar on the page (the navbar's, and the not-found page's):
 * the context stays while any of them is mounted. */
const held: EmptyStateContext[] = [];

/** Holds `value` until the returned function is called. */
export function holdEmptyStateContext(value: EmptyStateContext): () => void {
  held.push(value);
  return () => {
    held.splice(held.indexOf(value), 1);
  };
}

export function emptyStateContext(): EmptyStateContext | undefined {
  return held.at(-1);
}
