import React, {useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import useIsScrollable from '@site/src/hooks/useIsScrollable';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Wrapped, not ejected: Mermaid draws diagrams in the browser only, so the
 * server-rendered page had no trace of them. The wrapper keeps each diagram's
 * source in a data attribute, from which the Markdown twin of the page and
 * llms-full.txt (site/plugins/llms-txt/) restore the diagram as a `mermaid`
 * code block. Attributes are not indexed by search or shown to readers.
 *
 * Diagrams are drawn at their natural size (site/config/site.ts), and the
 * wrapper is the panel that scrolls a wide one sideways: while it does, it
 * takes keyboard focus (WCAG 2.1.1), as a scrolling table does.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      data-mermaid={props.value}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram'} : {})}>
      <Mermaid {...props} />
    </div>
  );
}
