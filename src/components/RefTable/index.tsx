import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';

import CodeInline from '@theme/CodeInline';
import useIsScrollable from '@site/src/hooks/useIsScrollable';

import styles from './styles.module.css';

/** A column: its heading, the name its cells show as label on a phone (default: a string heading), and
 * `prose` for sentences, which keep room beside long values. */
export type RefTableColumn = string | {heading: ReactNode; name: string; prose?: boolean};

export type RefTableRow = {key: string; cells: ReactNode[]; lang?: (string | undefined)[]};

type Props = {
  caption?: string;
  columns: RefTableColumn[];
  rows: RefTableRow[];
};

const heading = (column: RefTableColumn) => (typeof column === 'string' ? column : column.heading);
const name = (column: RefTableColumn) => (typeof column === 'string' ? column : column.name);
const isProse = (column: RefTableColumn) => typeof column !== 'string' && column.prose === true;

/** A reference table: full width, scrolling sideways with a shade at the edge that has more (`table-scroll`)
 * and then focusable (WCAG 2.1.1); on a phone each row a card with labelled cells. The explicit roles keep
 * the table's semantics when the card layout changes its display. */
export default function RefTable({caption, columns, rows}: Props): ReactNode {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(scrollRef);
  return (
    <div
      ref={scrollRef}
      className={clsx(styles.scroll, 'table-scroll')}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': caption ?? 'Scrollable table'} : {})}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- table roles, kept when the phone layout sets display: block */}
      <table className={clsx(styles.table, 'table-cards')} role="table">
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={name(column)} role="columnheader" scope="col">
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {row.cells.map((cell, index) => (
                <td
                  key={name(columns[index])}
                  role="cell"
                  className={isProse(columns[index]) ? styles.prose : undefined}
                  data-label={name(columns[index])}
                  lang={row.lang?.[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}

/** A default value's cell: as code, a dash when none, or a `*description*` in italics. */
export function DefaultValue({value}: {value?: string}): ReactNode {
  if (value === undefined) return '—';
  const described = /^\*(.+)\*$/.exec(value);
  return described ? <em>{described[1]}</em> : <CodeInline>{value}</CodeInline>;
}
