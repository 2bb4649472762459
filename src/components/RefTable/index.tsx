import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';

import CodeInline from '@theme/CodeInline';
import useIsScrollable from '@site/src/hooks/useIsScrollable';

import styles from './styles.module.css';

/** A column: its heading, and the plain-text name each cell shows as its label
 * on a phone (defaults to the heading when that is a string); `prose` for a
 * column of sentences, which keeps room for them beside long values. */
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

/**
 * A reference table (parameters, properties, glossary). On wider screens a
 * full-width table, scrolling sideways if it must, with the design system's
 * shade at the edge that has more (`table-scroll`); the scrolling region then
 * takes keyboard focus (WCAG 2.1.1). On a phone each row becomes a card,
 * every cell labelled with its column, so no column is off-screen. The
 * explicit roles keep the table's semantics when the card layout changes its
 * display.
 */
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

/**
 * A default value's cell: the value as code, a dash when there is none, or,
 * when the value comes from elsewhere and is written `*like this*`, that
 * description in italics (`*the user’s profile language*`).
 */
export function DefaultValue({value}: {value?: string}): ReactNode {
  if (value === undefined) return '—';
  const described = /^\*(.+)\*$/.exec(value);
  return described ? <em>{described[1]}</em> : <CodeInline>{value}</CodeInline>;
}
