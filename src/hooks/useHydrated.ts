import {useSyncExternalStore} from 'react';

const noSubscription = () => () => undefined;

/** False while React hydrates, true after; unlike useIsBrowser, also for a lazy chunk hydrating later. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
