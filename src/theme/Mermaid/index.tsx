import React, {useEffect, useRef, useState, type ReactNode} from 'react';
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
 *
 * A diagram is drawn once it comes within a screen of the window (or the page
 * is printed): drawing is the heaviest script of a page, and one the reader
 * has not reached should not hold up the page they are reading.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const panel = ref.current;
    if (near || !panel) return undefined;
    const draw = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), {
      rootMargin: '100% 0px',
    });
    observer.observe(panel);
    window.addEventListener('beforeprint', draw);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', draw);
    };
  }, [near]);
  return (
    <div
      ref={ref}
      data-mermaid={props.value}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram'} : {})}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
