/** Swizzled (wrap) as src/theme/Navbar/MobileSidebar: first rendered as deferred work after hydration. */
import React, {useDeferredValue, type ComponentProps, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';

export default function DocSidebarMobileWrapper(props: ComponentProps<typeof DocSidebarMobile>): ReactNode {
  const ready = useDeferredValue(true, false);
  return ready ? <DocSidebarMobile {...props} /> : null;
}
