import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/** A Markdown table, in the tab order only while it scrolls (WCAG 2.1.1); one of two or more columns comes
 * marked for the phone's card layout (site/plugins/table-cards). */
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
