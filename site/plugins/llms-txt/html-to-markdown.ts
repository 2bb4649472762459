/**
 * Turns the article of a built docs page into plain Markdown: what the reader sees, without MDX components,
 * syntax-highlighting markup or permalink icons. From the rendered HTML, every MDX component (API method blocks,
 * property tables, badges) comes out as the tables and text it renders, with no per-component code here.
 */
import type {Element, ElementContent, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit, SKIP} from 'unist-util-visit';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const boldLine = (value: string) => element('p', {}, [element('strong', {}, [text(value)])]);
const classes = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/** Tells unist-util-visit to go on at `index`, after the current node was replaced. */
const continueAt = (index: number): [typeof SKIP, number] => [SKIP, index];

/** A code block as Markdown expects it: one `pre > code.language-x` with the raw text. */
function codeBlock(language: string | undefined, code: string): Element {
  return element('pre', {}, [element('code', language ? {className: [`language-${language}`]} : {}, [text(code)])]);
}

/** The words that name an admonition type in a twin, where its keyword alone would not. */
const ADMONITION_KINDS: Record<string, string> = {result: 'Expected result'};

/** Rewrites the rendered article in place into HTML that maps cleanly onto Markdown. */
function simplify(article: Element, pageUrl: string): void {
  // React's text separators (<!-- -->) are not content.
  visit(article, 'comment', (_node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return continueAt(index);
  });
  visit(article, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const names = classes(node);
    const replace = (...nodes: ElementContent[]) => {
      parent.children.splice(index, 1, ...nodes);
      return continueAt(index);
    };
    // Permalink icons, copy buttons and decorative icons carry no content.
    if (names.includes('hash-link') || node.tagName === 'button' || node.tagName === 'svg') return replace();
    // A highlighted code block: its language and the text of its lines.
    if (names.includes('theme-code-block')) {
      const language = names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const lines = selectAll('.token-line', node);
      const code = lines.length > 0 ? lines.map((line) => toString(line)).join('\n') : toString(node);
      const title = select('[class*="codeBlockTitle"]', node);
      const block = codeBlock(language, code.replace(/\n+$/, ''));
      return title ? replace(element('p', {}, [element('em', {}, [text(toString(title))])]), block) : replace(block);
    }
    // A Mermaid diagram: its source, which the diagram wrapper keeps in the page.
    const mermaid = node.properties?.dataMermaid;
    if (typeof mermaid === 'string') return replace(codeBlock('mermaid', mermaid));
    // Admonitions become a quoted block that starts with their kind and, when
    // the writer gave one, their title: "Danger: Purging deletes … for good".
    if (names.includes('theme-admonition')) {
      const heading = select('[class*="admonitionHeading"]', node);
      const content = select('[class*="admonitionContent"]', node);
      const type =
        names.find((name) => name.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
      const kind = ADMONITION_KINDS[type] ?? `${type[0].toUpperCase()}${type.slice(1)}`;
      const title = heading ? toString(heading).trim() : '';
      const label = !title || title.toLowerCase() === kind.toLowerCase() ? `${kind}:` : `${kind}: ${title}`;
      return replace(element('blockquote', {}, [boldLine(label), ...(content?.children ?? [])]));
    }
    // GFM tables have no caption: it becomes a bold line above the table.
    if (node.tagName === 'table') {
      const caption = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'caption',
      );
      if (caption) {
        node.children = node.children.filter((child) => child !== caption);
        parent.children.splice(index, 0, boldLine(toString(caption)));
        return continueAt(index + 2);
      }
    }
    const link = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    const target = link && node.properties?.[link];
    if (link && typeof target === 'string') node.properties[link] = new URL(target, pageUrl).href;
    return undefined;
  });
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '*', fences: true, rule: '-', listItemIndent: 'one'});

/** The Markdown of a built docs page (its `.theme-doc-markdown` article, title included), or undefined when the
 * HTML has none; links made absolute against `pageUrl`, the page's URL, so the text stands alone. */
export function docPageToMarkdown(html: string, {pageUrl}: {pageUrl: string}): string | undefined {
  const tree = unified().use(rehypeParse).parse(html);
  const article = select('.theme-doc-markdown', tree);
  if (!article) return undefined;
  simplify(article, pageUrl);
  const root: Root = {type: 'root', children: [article]};
  const markdown = toMarkdown.stringify(toMarkdown.runSync(root) as never);
  // Zero-width spaces and runs of blank lines left by removed elements.
  return `${String(markdown)
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
