/**
 * Swizzled (wrap) for the same reason as src/theme/Navbar/MobileSidebar: the
 * docs sidebar's entry in the closed navbar menu is first rendered as
 * deferred, interruptible work, not in the blocking render that follows
 * hydration on a phone.
 */
import React, {useDeferredValue, type ComponentProps, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';

export default function DocSidebarMobileWrapper(props: ComponentProps<typeof DocSidebarMobile>): ReactNode {
  const ready = useDeferredValue(true, false);
  return ready ? <DocSidebarMobile {...props} /> : null;
}
