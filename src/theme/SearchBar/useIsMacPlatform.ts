import {useSyncExternalStore} from 'react';

/** macOS, as the browser reports it (its client hints, else its user agent). */
export function isMacPlatform(): boolean {
  const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  return /mac/i.test(hints?.platform || navigator.userAgent || navigator.platform || '');
}

// The platform never changes while a page is open: nothing to subscribe to.
const subscribe = () => () => {};

/** Whether the reader is on macOS; false during server rendering and hydration. */
export function useIsMacPlatform(): boolean {
  return useSyncExternalStore(subscribe, isMacPlatform, () => false);
}
