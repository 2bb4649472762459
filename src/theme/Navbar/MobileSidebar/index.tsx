/** Swizzled (wrap) so a phone builds the closed navbar menu as deferred work after hydration, not in its
 * blocking render (or at once when the reader opens it). */
import React, {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const ready = useDeferredValue(true, false);
  return ready || shown ? <MobileSidebar /> : null;
}
