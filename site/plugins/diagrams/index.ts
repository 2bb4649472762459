/**
 * Diagrams drawn at build time: a `mermaid` code block becomes the SVG Mermaid draws of it (rehype-mermaid, in
 * Debian's Chromium) inside the `Diagram` panel (src/components/Diagram), which keeps the source for the page's
 * Markdown twin. Readers get the diagram in the HTML with no script to run (Mermaid's would be the heaviest a
 * page loads), and the offline copy, the printed manual and readers without JavaScript see it too.
 */
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import type {RehypeMermaidOptions} from 'rehype-mermaid';
import {visit} from 'unist-util-visit';

import {CHROME_PATH, CHROMIUM_ARGS} from '../../../shared/chromium';

// rehype-mermaid reads import.meta, which the configuration's loader breaks by compiling it to CommonJS: Node's
// own require loads it as it is.
type RehypeMermaid = (options: RehypeMermaidOptions) => (tree: Root, file: object) => Promise<void> | undefined;
const rehypeMermaid = (createRequire(__filename)('rehype-mermaid') as {default: RehypeMermaid}).default;

/** The site's typeface: Mermaid sizes each box to its label as the reader's browser sets it. */
const FONTS = pathToFileURL(path.join(__dirname, '../../../src/css/fonts.css'));

/** How far a drawing wider than the column may shrink: its 16 px labels to about 13 px. */
const MIN_SCALE = 0.8;

/** The code element of a `<pre>` that holds a Mermaid diagram's source. */
const mermaidCode = (pre: Element): Element | undefined => {
  const [code, ...rest] = pre.children.filter((child) => child.type !== 'text' || child.value.trim());
  if (pre.tagName !== 'pre' || rest.length || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-mermaid') ? code : undefined;
};

/** An MDX element, which the page renders as the component of that name (src/theme/MDXComponents.tsx). */
type MdxElement = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: ElementContent[];
};

/** The rehype plugin: each `<pre><code class="language-mermaid">` becomes `<Diagram source="…" svg="…">`. The SVG
 * is set as markup, as React would otherwise rebuild it and find its style sheet changed by the HTML minifier. */
export default function diagrams() {
  const options: RehypeMermaidOptions = {
    strategy: 'inline-svg',
    css: FONTS,
    // The text settings of the site's pages (src/css/custom.css), which change the labels' widths.
    containerStyle: {fontFeatureSettings: "'cv11', 'ss01'"},
    // The browser readers use, not its headless shell, which sets text on whole pixels and would size the boxes
    // narrower than readers see the labels.
    launchOptions: {executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, '--allow-file-access-from-files']},
    // The site's colours come from src/css/custom.css, in either mode.
    mermaidConfig: {
      theme: 'neutral',
      fontFamily: 'Inter Variable, Inter Fallback, system-ui, sans-serif',
      // Closer nodes, and actors' messages wrapped to their spacing, so that diagrams fit the page's column.
      flowchart: {useMaxWidth: false, nodeSpacing: 30},
      sequence: {useMaxWidth: false, wrap: true, width: 130, actorMargin: 20},
    },
  };
  // `file` is the page's, on which rehype-mermaid reports a diagram it cannot draw.
  return async (tree: Root, file: object): Promise<void> => {
    const panels: MdxElement[] = [];
    visit(tree, 'element', (pre, index, parent) => {
      const code = mermaidCode(pre);
      if (!code || !parent || index === undefined) return undefined;
      const panel: MdxElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'source', value: toString(code).trim()}],
        children: [pre],
      };
      panels.push(panel);
      parent.children[index] = panel as unknown as ElementContent;
      return 'skip';
    });
    if (!panels.length) return;
    // Ids from the diagrams' sources (each drawing's style sheet and arrowheads refer to its ids), unique among
    // the pages a manual puts in one document.
    const sources = panels.map((panel) => panel.attributes[0]!.value).join('\n');
    const prefix = `diagram-${createHash('sha256').update(sources).digest('hex').slice(0, 8)}`;
    // rehype-mermaid replaces each `<pre>` in its panel with the drawing. A diagram it cannot draw stops the build
    // with the file, line and Mermaid's reason: a plain error, as the build would print all of its message's fields,
    // the page's syntax tree among them.
    await Promise.resolve(rehypeMermaid({...options, prefix})(tree, file)).catch((error: unknown) => {
      throw new Error(String(error));
    });
    for (const panel of panels) {
      // Down to MIN_SCALE of its size a drawing shrinks to the column (src/css/custom.css); below, it scrolls.
      const svg = panel.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
      if (svg) svg.properties.style = `min-width: ${Math.round(Number(svg.properties.width) * MIN_SCALE)}px`;
      panel.attributes.push({type: 'mdxJsxAttribute', name: 'svg', value: toHtml(panel.children)});
      panel.children = [];
    }
  };
}
