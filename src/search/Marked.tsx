import React, {type ReactNode} from 'react';

import type {Run} from './results';

/** Text with the query's words marked, as the search dialog and /search show it (./results.ts). */
export function Marked({runs}: {runs: Run[]}): ReactNode {
  return runs.map((run, index) =>
    run.mark ? <mark key={index}>{run.text}</mark> : <React.Fragment key={index}>{run.text}</React.Fragment>,
  );
}
