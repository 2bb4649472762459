import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls
 * sideways). The element's own size can stay the same while its content
 * grows, so changes inside it count too.
 */
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
