import React, {useRef, type ReactNode} from 'react';

import useIsScrollable from '@site/src/hooks/useIsScrollable';

import styles from './styles.module.css';

type Props = {
  caption?: string;
  /** Column headings. */
  columns: ReactNode[];
  /** The `<tr>` rows. */
  children: ReactNode;
};

/**
 * A reference table (parameters, properties, glossary): full width, first
 * column kept on one line, scrolling sideways on narrow screens. When it does
 * scroll, the scrolling region takes keyboard focus (WCAG 2.1.1).
 */
export default function RefTable({caption, columns, children}: Props): ReactNode {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(scrollRef);
  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': caption ?? 'Scrollable table'} : {})}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
