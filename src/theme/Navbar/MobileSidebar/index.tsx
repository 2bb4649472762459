/**
 * Swizzled (wrap) so a phone does not build the closed navbar menu in the
 * blocking render that follows hydration. The theme renders the whole menu,
 * with the docs sidebar in it, as soon as the window measures as mobile; here
 * its first render is deferred (React's `useDeferredValue`), which React does
 * as interruptible background work right after, or at once when the reader
 * opens the menu.
 */
import React, {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const ready = useDeferredValue(true, false);
  return ready || shown ? <MobileSidebar /> : null;
}
