/**
 * What must not break across lines in prose, each wrapped in a `span.nowrap` (src/css/custom.css): a quantity
 * ("60 s", "5,000 characters"), as <Prose /> keeps those of the components' strings, and a <Since /> badge with
 * what it marks, the next word or inline element, so that the badge never ends a line away from it. Code and
 * drawings stay as written.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

import {quantityParts} from '../../../shared/facts';

const nowrap = (children: ElementContent[], ...classes: string[]): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {className: ['nowrap', ...classes]},
  children,
});

type Kept = {kept: ElementContent[]; consumed: number; rest: ElementContent[]};

/** What a badge keeps on its line: the text after it to the end of its first word, or the inline element after
 * it (and the space before that); `consumed` siblings make way for the kept and the `rest` of the text. */
function keptAfter(siblings: RootContent[], at: number): Kept {
  const [next, after] = [siblings[at + 1], siblings[at + 2]];
  if (next?.type === 'text') {
    const word = /^\s*\S+/.exec(next.value)?.[0];
    if (word) {
      const rest = next.value.slice(word.length);
      return {kept: [{type: 'text', value: word}], consumed: 1, rest: rest ? [{type: 'text', value: rest}] : []};
    }
    if (after && after.type !== 'text' && after.type !== 'comment') {
      return {kept: [next, after as ElementContent], consumed: 2, rest: []};
    }
  } else if (next && next.type !== 'comment') {
    return {kept: [next as ElementContent], consumed: 1, rest: []};
  }
  return {kept: [], consumed: 0, rest: []};
}

export default function keepTogether() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && ['code', 'pre', 'svg'].includes(node.tagName)) return SKIP;
      if (!parent || index === undefined) return undefined;
      if (node.type === 'mdxJsxTextElement' && node.name === 'Since') {
        const {kept, consumed, rest} = keptAfter(parent.children, index);
        if (consumed === 0) return SKIP;
        // `since-kept`: the printed manual lets a narrow cell part them (scripts/releases/manual.css).
        parent.children.splice(index, 1 + consumed, nowrap([node, ...kept], 'since-kept'), ...rest);
        return [SKIP, index + 1];
      }
      if (node.type !== 'text') return undefined;
      const parts = quantityParts(node.value);
      if (!parts.some((part) => part.quantity)) return undefined;
      const nodes = parts.map(({text, quantity}): ElementContent => {
        const value: ElementContent = {type: 'text', value: text};
        return quantity ? nowrap([value]) : value;
      });
      parent.children.splice(index, 1, ...nodes);
      return [SKIP, index + nodes.length];
    });
  };
}
