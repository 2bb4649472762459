import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Wrapped, not ejected: Mermaid draws diagrams in the browser only, so the
 * server-rendered page had no trace of them. The wrapper keeps each diagram's
 * source in a data attribute, from which the Markdown twin of the page and
 * llms-full.txt (src/plugins/llms-txt/) restore the diagram as a `mermaid`
 * code block. Attributes are not indexed by search or shown to readers.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div data-mermaid={props.value}>
      <Mermaid {...props} />
    </div>
  );
}
