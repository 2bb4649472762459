import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. The theme lets a table wider than the page scroll
 * sideways inside it; a region that scrolls must be reachable by keyboard
 * (WCAG 2.1.1; axe's scrollable-region-focusable), so the table joins the tab
 * order while, and only while, it is wider than its box. A table of two or
 * more columns comes marked for the phone's card layout (site/plugins/table-cards).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A scrolling region needs a tab stop; a role such as region would hide the table's own semantics.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
