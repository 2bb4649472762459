import React, {useRef, type ReactNode} from 'react';

import useIsScrollable from '@site/src/hooks/useIsScrollable';

/**
 * The panel of a diagram drawn at build time (site/plugins/diagrams): at its
 * natural size, so labels read at the text's size, and scrolling sideways
 * when wider than the column; while it scrolls it takes keyboard focus
 * (WCAG 2.1.1), as a scrolling table does. `data-mermaid` keeps the source,
 * from which the page's Markdown twin and llms-full.txt
 * (site/plugins/llms-txt/) restore the diagram as a `mermaid` code block.
 */
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
