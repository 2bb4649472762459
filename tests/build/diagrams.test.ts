/** The diagrams plugin on a page's tree, as the docs plugin runs it. */
import type {Root} from 'hast';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import diagrams from '../../site/plugins/diagrams';

/** A page whose only content is a `mermaid` code block, at line 12 of its file. */
const page = (source: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      position: {start: {line: 12, column: 1}, end: {line: 15, column: 4}},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {className: ['language-mermaid']},
          children: [{type: 'text', value: source}],
        },
      ],
    },
  ],
});

describe('diagrams drawn at build time', () => {
  it('puts the drawing and its source in a Diagram panel', async () => {
    const tree = page('flowchart LR\n  nexus["Nexus"] --> provider["AI provider"]\n');
    await diagrams()(tree, new VFile({path: 'docs/x/page.md'}));
    const [panel] = tree.children as unknown as {name: string; attributes: {name: string; value: string}[]}[];
    expect(panel!.name).toBe('Diagram');
    const attribute = Object.fromEntries(panel!.attributes.map(({name, value}) => [name, value]));
    expect(attribute.source).toBe('flowchart LR\n  nexus["Nexus"] --> provider["AI provider"]');
    expect(attribute.svg).toMatch(/^<svg [^>]*class="flowchart"/);
    expect(attribute.svg).toContain('AI provider');
  });

  it('stops at the file and line of a diagram that does not parse', async () => {
    const error = await diagrams()(page('flowchart LR\n  A -->\n'), new VFile({path: 'docs/x/page.md'})).catch(
      (caught: unknown) => caught,
    );
    expect(String(error)).toMatch(/^Error: docs\/x\/page\.md:12:1-15:4: .*Parse error/);
    // Nothing but the message, which the build prints whole.
    expect(JSON.stringify(error)).toBe('{}');
  });
});
