import React, {type ReactNode} from 'react';

import type {Run} from './results';
import styles from './Marked.module.css';

/** Text with the query's words marked (./results.ts); a tab between table cells shows as a separator. */
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
