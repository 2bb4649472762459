import {useEffect, useState} from 'react';
// The plugin's own detection, so our placeholder names the shortcut its
// keyboard handler listens to.
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';

/** Whether the reader is on macOS; false during server rendering and hydration. */
export function useIsMacPlatform(): boolean {
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    setIsMac(isMacPlatform());
  }, []);
  return isMac;
}
