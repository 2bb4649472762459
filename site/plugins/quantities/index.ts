/**
 * A quantity in prose ("60 s", "5,000 characters") kept on one line: this rehype plugin wraps each in a
 * `span.nowrap` (src/css/custom.css), as <Fact /> renders the shared ones. Code and drawings stay as written.
 */
import type {ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {QUANTITY} from '../../../shared/facts';

/** `value` with each quantity wrapped, or undefined when it has none. */
function wrapped(value: string): ElementContent[] | undefined {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const {0: quantity, index} of value.matchAll(QUANTITY)) {
    parts.push(
      {type: 'text', value: value.slice(last, index)},
      {
        type: 'element',
        tagName: 'span',
        properties: {className: ['nowrap']},
        children: [{type: 'text', value: quantity}],
      },
    );
    last = index + quantity.length;
  }
  return parts.length ? [...parts, {type: 'text', value: value.slice(last)}] : undefined;
}

export default function quantities() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && ['code', 'pre', 'svg'].includes(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return undefined;
      const parts = wrapped(node.value);
      if (!parts) return undefined;
      parent.children.splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}
