import React, {type ReactNode} from 'react';

import type {Run} from './results';
import styles from './Marked.module.css';

/**
 * Text with the query's words marked, as the search dialog and /search show
 * it (./results.ts). A tab, between two cells of a table, is shown as a
 * separator; the text itself keeps the tab, so it is the section's text.
 */
export function Marked({runs}: {runs: Run[]}): ReactNode {
  return runs.map((run, index) =>
    run.mark ? (
      <mark key={index}>{run.text}</mark>
    ) : (
      <React.Fragment key={index}>
        {run.text.split('\t').map((part, n) => (
          <React.Fragment key={n}>
            {n > 0 && <span className={styles.cellBreak}>{'\t'}</span>}
            {part}
          </React.Fragment>
        ))}
      </React.Fragment>
    ),
  );
}
