import React, {useRef, type ReactNode} from 'react';

import useIsScrollable from '@site/src/hooks/useIsScrollable';

/** A diagram drawn at build time (site/plugins/diagrams), at natural size, focusable while it scrolls
 * (WCAG 2.1.1); `data-mermaid` keeps the source for the Markdown twin and llms-full.txt. */
export default function Diagram({source, svg}: {source: string; svg: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      className="diagram"
      data-mermaid={source}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram'} : {})}
      // The drawing, as the build made it (site/plugins/diagrams).
      dangerouslySetInnerHTML={{__html: svg}}
    />
  );
}
