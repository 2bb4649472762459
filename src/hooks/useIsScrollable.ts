import {useEffect, useState, type RefObject} from 'react';

/** Whether an element's content is wider than it; its content may grow while its size stays the same. */
export default function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const update = () => setScrollable(element.scrollWidth > element.clientWidth);
    update();
    const resized = new ResizeObserver(update);
    resized.observe(element);
    const changed = new MutationObserver(update);
    changed.observe(element, {childList: true, subtree: true});
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
  return scrollable;
}
