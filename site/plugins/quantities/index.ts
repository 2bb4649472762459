/**
 * A quantity in prose ("60 s", "5,000 characters") kept on one line: this rehype plugin wraps each in a
 * `span.nowrap` (src/css/custom.css), as <Prose /> does for the components' strings. Code and drawings stay
 * as written.
 */
import type {ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {quantityParts} from '../../../shared/facts';

export default function quantities() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && ['code', 'pre', 'svg'].includes(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return undefined;
      const parts = quantityParts(node.value);
      if (!parts.some((part) => part.quantity)) return undefined;
      const nodes = parts.map(({text, quantity}): ElementContent => {
        const value: ElementContent = {type: 'text', value: text};
        return quantity
          ? {type: 'element', tagName: 'span', properties: {className: ['nowrap']}, children: [value]}
          : value;
      });
      parent.children.splice(index, 1, ...nodes);
      return [SKIP, index + nodes.length];
    });
  };
}
