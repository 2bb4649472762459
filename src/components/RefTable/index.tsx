import React, {type ReactNode} from 'react';

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
 * column kept on one line, scrolling sideways on narrow screens.
 */
export default function RefTable({caption, columns, children}: Props): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // eslint-disable-next-line react/no-array-index-key -- headings are static
              <th key={index}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
