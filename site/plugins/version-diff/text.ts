/** A page's body as a reader sees its text, by section: parsed as Docusaurus compiles MDX, each paragraph, list item,
 * table row and code block one block of plain text with the release's numbers, facts and components' text put in;
 * each section with the id Docusaurus gives its heading. Node only. */
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Heading, Nodes, Root, RootContent} from 'mdast';

import {factValue, facts, isFactName} from '../../../shared/facts';
import {CODE_SIGNS} from '../../../shared/types/version-diff';
import {headingIds, parseMdx} from '../../markdown/headings';
import {releaseNumbers, replaceTokensIn} from '../../markdown/tokens';

export const INTRODUCTION = 'Introduction';

/** Between the cells of a table row's text: a sign the docs' text does not use. */
const CELLS = ' ¦ ';

/** A block's plain text; a table row's cells apart too, and a body row's column names. */
export type Block = {text: string; code?: true; cells?: string[]; columns?: string[]};

/** `name`: the heading as shown (`Parent › Child` at level 3); `anchor`: its id on the built page (none for the
 * introduction); `source`: its Markdown, normalised, what a writer changed; `blocks`: what a reader sees. */
export type Section = {name: string; anchor?: string; source: string; blocks: Block[]};

/** The parts of MDX nodes this module reads (mdast-util-mdx's types, narrowed). */
type Estree = {type: string; [key: string]: unknown};
type JsxAttribute = {name?: string; value?: string | {value: string; data?: {estree?: Estree}} | null};
type JsxElement = {type: string; name: string | null; attributes: JsxAttribute[]; children: RootContent[]};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Line endings and trailing spaces never count as a change. */
const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** A JSX attribute's literal value: a string, or the text of the literals of an expression. */
function literalText(node: Estree | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : String(node.value);
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return (node.quasis as {value: {cooked: string}}[]).map((quasi) => quasi.value.cooked).join('');
  }
  if (node.type === 'ArrayExpression') {
    const items = (node.elements as Estree[]).map(literalText).filter((item) => item !== undefined);
    return items.length > 0 ? items.join(', ') : undefined;
  }
  return undefined;
}

/** An object literal (a parameter, an error, a property) as one line: its values, `key` for a true flag. */
function objectText(node: Estree): string {
  const parts: string[] = [];
  for (const property of node.properties as Estree[]) {
    const key = (property.key as Estree | undefined)?.name ?? (property.key as Estree | undefined)?.value;
    const value = property.value as Estree;
    if (value.type === 'Literal' && typeof value.value === 'boolean') {
      if (key === 'required') parts.push(value.value ? 'required' : 'optional');
      else parts.push(value.value ? String(key) : `not ${String(key)}`);
      continue;
    }
    const text = literalText(value);
    if (text !== undefined && text !== '') parts.push(text);
  }
  return parts.join(' · ');
}

function expressionOf(attribute: JsxAttribute): Estree | undefined {
  const value = attribute.value;
  if (!value || typeof value === 'string') return undefined;
  const statement = (value.data?.estree?.body as Estree[] | undefined)?.[0];
  return statement?.type === 'ExpressionStatement' ? (statement.expression as Estree) : undefined;
}

const attributeString = (element: JsxElement, name: string) => {
  const attribute = element.attributes.find((candidate) => candidate.name === name);
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : literalText(expressionOf(attribute));
};

class PageReader {
  constructor(private readonly version: string) {}

  /** What an inline JSX component shows, as its component renders it (src/components/). */
  private jsxText(element: JsxElement): string {
    switch (element.name) {
      case 'Fact': {
        const name = attributeString(element, 'name') ?? '';
        return (isFactName(name) ? factValue(facts[name], this.version) : undefined) ?? name;
      }
      case 'Since':
        return `Since ${attributeString(element, 'version') ?? ''}`;
      case 'Audience': {
        const audiences = (attributeString(element, 'for') ?? '').split(', ').filter(Boolean);
        return `For ${audiences.map((name) => `${name[0].toUpperCase()}${name.slice(1)}`).join(', ')}`;
      }
      default:
        return element.children.map((child) => this.inline(child)).join('');
    }
  }

  /** A node's text; inline code between CODE_SIGNS where `marked` (not in a heading's name, which names a section). */
  private inline(node: Nodes, marked = true): string {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'inlineCode':
        return marked ? `${CODE_SIGNS.open}${node.value}${CODE_SIGNS.close}` : node.value;
      case 'break':
        return ' ';
      case 'image':
        return node.alt ?? '';
      case 'mdxJsxTextElement':
      case 'mdxJsxFlowElement':
        return this.jsxText(node as unknown as JsxElement);
      default:
        return 'children' in node ? (node.children as Nodes[]).map((child) => this.inline(child, marked)).join('') : '';
    }
  }

  /** A paragraph's text; an admonition's `:::note` line as its label, its closing `:::` dropped. */
  private paragraph(node: Nodes): string {
    return squash(
      this.inline(node)
        .split('\n')
        .map((line) =>
          line.replace(/^\s*:::(\w*)(?:\[([^\]]*)\])?\s*(.*)$/, (_all, type: string, title = '', rest: string) =>
            squash(`${title || (type ? `${type[0].toUpperCase()}${type.slice(1)}:` : '')} ${rest}`),
          ),
        )
        .join(' '),
    );
  }

  /** A flow JSX component with no text of its own: its literal props, a block per object of a list. */
  private jsxBlocks(element: JsxElement): Block[] {
    const blocks: Block[] = [];
    const head = element.attributes
      .map((attribute) => (typeof attribute.value === 'string' ? attribute.value : undefined))
      .filter((value): value is string => Boolean(value));
    if (head.length > 0) blocks.push({text: squash(head.join(' · '))});
    for (const attribute of element.attributes) {
      const expression = expressionOf(attribute);
      if (expression?.type !== 'ArrayExpression') continue;
      for (const item of expression.elements as Estree[]) {
        const text = item.type === 'ObjectExpression' ? objectText(item) : literalText(item);
        if (text) blocks.push({text: squash(text)});
      }
    }
    blocks.push(...this.blocks(element.children));
    // A component that draws from the site's data (the glossary, the limits table): its name.
    return blocks.length > 0 ? blocks : [{text: `(${element.name ?? 'component'})`}];
  }

  blocks(nodes: RootContent[], marker = ''): Block[] {
    const out: Block[] = [];
    const text = (value: string) => value !== '' && out.push({text: value});
    for (const node of nodes) {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
          text(`${marker}${this.paragraph(node)}`);
          marker = '';
          break;
        case 'code':
          out.push({text: node.value, code: true});
          break;
        case 'list':
          node.children.forEach((item, index) => {
            const bullet = node.ordered ? `${(node.start ?? 1) + index}. ` : '• ';
            out.push(...this.blocks(item.children, `${marker ? '  ' : ''}${bullet}`));
          });
          break;
        case 'table': {
          const [head, ...body] = node.children.map((row) => row.children.map((cell) => squash(this.inline(cell))));
          out.push({text: head.join(CELLS), cells: head});
          const columns = node.children[0].children.map((cell) => squash(this.inline(cell, false)));
          for (const cells of body) out.push({text: cells.join(CELLS), cells, columns});
          break;
        }
        case 'mdxJsxFlowElement': {
          const element = node as unknown as JsxElement;
          if (['Fact', 'Since', 'Audience'].includes(element.name ?? '')) text(squash(this.jsxText(element)));
          else out.push(...this.jsxBlocks(element));
          break;
        }
        default:
          // Blockquotes and the like as their children; html, expressions, ESM, breaks and definitions show no text.
          if ('children' in node) out.push(...this.blocks(node.children as RootContent[]));
      }
    }
    return out;
  }

  /** The text a heading shows, without its badges (`<Since>`) or custom id. */
  headingName(heading: Heading): string {
    const shown = heading.children.filter((child) => !child.type.startsWith('mdxJsx'));
    return squash(shown.map((child) => this.inline(child, false)).join('')).replace(/\s*\\?\{#[^}]*\}$/, '');
  }

  parse(body: string): Root {
    const tree = parseMdx(unwrapMdxCodeBlocks(body));
    // As the release-tokens plugin does before Docusaurus's own plugins, so ids see the numbers too.
    replaceTokensIn(tree, releaseNumbers(this.version), this.version);
    return tree;
  }
}

/** The body's sections by level-2 and level-3 heading (deeper ones belong to their section); the text before the
 * first heading is the introduction. */
export function pageSections(body: string, version: string): Section[] {
  const reader = new PageReader(version);
  const source = body.replace(/\r\n?/g, '\n');
  const tree = reader.parse(source);
  const ids = headingIds(tree);
  const sections: Section[] = [];
  let current: Section & {nodes: RootContent[]} = {name: INTRODUCTION, source: '', blocks: [], nodes: []};
  let parent = '';
  const close = () => {
    const {nodes, ...section} = current;
    const start = nodes[0]?.position?.start.offset;
    const end = nodes.at(-1)?.position?.end.offset;
    section.source = start === undefined || end === undefined ? '' : normalise(source.slice(start, end));
    section.blocks = reader.blocks(nodes);
    // A page that starts with a heading has no introduction.
    if (section.name !== INTRODUCTION || section.source !== '') sections.push(section);
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      close();
      const title = reader.headingName(node);
      let name = node.depth === 2 ? title : parent ? `${parent} › ${title}` : title;
      if (node.depth === 2) parent = title;
      // Two sections with the same heading stay apart.
      for (let n = 2; sections.some((section) => section.name === name) || current.name === name; n += 1) {
        name = `${name.replace(/ \(\d+\)$/, '')} (${n})`;
      }
      current = {name, anchor: ids.get(node), source: '', blocks: [], nodes: []};
      continue;
    }
    current.nodes.push(node);
  }
  close();
  return sections;
}
