import {useSyncExternalStore} from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server's HTML, true after it and in any
 * render on the client. Unlike useIsBrowser, it holds for a part that
 * hydrates after the rest of the page (a lazy chunk that arrives later).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
