import React, {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';

/** Tables of this many columns or more become cards on a phone (the design system's table-cards). */
const CARD_COLUMNS = 3;

type Element = ReactElement<{children?: ReactNode}>;

const elements = (children: ReactNode): Element[] =>
  Children.toArray(children).filter((child): child is Element => isValidElement(child));

/** The text of a node, as a cell's label shows it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement(node) ? textOf((node as Element).props.children) : '';
}

/** The names of the table's columns, from its header row. */
function columnNames(children: ReactNode): string[] {
  const head = elements(children).find((child) => child.type === 'thead');
  const row = head && elements(head.props.children)[0];
  return row ? elements(row.props.children).map((cell) => textOf(cell.props.children).trim()) : [];
}

/** The table's rows and cells with the roles and column names the card layout needs. */
function asCards(children: ReactNode, names: string[]): ReactNode {
  return elements(children).map((group) =>
    cloneElement(group, {role: 'rowgroup'} as object, [
      ...elements(group.props.children).map((row) =>
        cloneElement(row, {role: 'row'} as object, [
          ...elements(row.props.children).map((cell, index) =>
            cloneElement(
              cell,
              (cell.type === 'th' ? {role: 'columnheader'} : {role: 'cell', 'data-label': names[index]}) as object,
            ),
          ),
        ]),
      ),
    ]),
  );
}

/**
 * A Markdown table. The theme lets a table wider than the page scroll
 * sideways inside it; a region that scrolls must be reachable by keyboard
 * (WCAG 2.1.1; axe's scrollable-region-focusable), so the table joins the tab
 * order while, and only while, it is wider than its box. A table of three or
 * more columns is laid out as cards on a phone, each cell under its column's
 * name, so no column is squeezed; the explicit roles keep its semantics when
 * the card layout changes its display.
 */
export default function ScrollableTable({children, className, ...props}: ComponentProps<'table'>): ReactNode {
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
  const names = columnNames(children);
  const cards = names.length >= CARD_COLUMNS;
  return (
    <table
      {...props}
      ref={ref}
      className={clsx(className, cards && 'table-cards')}
      // A scrolling region needs a tab stop; a role such as region would hide the
      // table's own semantics. The table role is kept when the card layout sets display: block.
      tabIndex={scrolls ? 0 : undefined}
      role={cards ? 'table' : undefined}>
      {cards ? asCards(children, names) : children}
    </table>
  );
}
