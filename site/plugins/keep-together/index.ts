/**
 * What must not break across lines in prose: a quantity ("60 s", "5,000 characters"), wrapped in a `span.nowrap`
 * (src/css/custom.css) as <Prose /> does for the components' strings, and a <Since /> badge with the word after
 * it, which a no-break space joins, so that the badge never ends a line away from what it marks. Code and
 * drawings stay as written.
 */
import type {ElementContent, Root, RootContent} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {quantityParts} from '../../../shared/facts';

const isSinceBadge = (node: RootContent | undefined) => node?.type === 'mdxJsxTextElement' && node.name === 'Since';

export default function keepTogether() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && ['code', 'pre', 'svg'].includes(node.tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return undefined;
      if (isSinceBadge(parent.children[index - 1])) node.value = node.value.replace(/^ +/, '\u00a0');
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
