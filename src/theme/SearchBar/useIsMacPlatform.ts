import {useSyncExternalStore} from 'react';
// The plugin's own detection, so our placeholder names the shortcut its
// keyboard handler listens to.
import {isMacPlatform} from '@site/src/search/client';

// The platform never changes while a page is open: nothing to subscribe to.
const subscribe = () => () => {};

/** Whether the reader is on macOS; false during server rendering and hydration. */
export function useIsMacPlatform(): boolean {
  return useSyncExternalStore(subscribe, isMacPlatform, () => false);
}
