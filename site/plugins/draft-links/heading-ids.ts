/**
 * The anchors a link may name on a Markdown page: each heading's id as the build gives it (the slug of its text,
 * or its `{#id}`), and each element's `id`. For the dev server's link marks (./index.ts) and the house rules
 * (scripts/writer/rules/links.ts).
 */
import fs from 'node:fs';
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

/** The parser of the docs' pages: MDX, with front matter and GitHub tables. */
export const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

export function headingIds(tree: Root): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  visit(tree, 'heading', (heading: Heading) => {
    const children = heading.children.filter((child) => !['html', 'mdxJsxTextElement'].includes(child.type));
    const text = toString(children.length > 0 ? children : heading);
    ids.add(parseMarkdownHeadingId(text).id ?? slugger.slug(text));
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    for (const attribute of (node as {attributes?: {name?: string; value?: unknown}[]}).attributes ?? []) {
      if (attribute.name === 'id' && typeof attribute.value === 'string') ids.add(attribute.value);
    }
  });
  return ids;
}

const cache = new Map<string, {mtime: number; ids: Set<string>}>();

/** The anchors of the page in `file`, read again when the file changes; none if MDX cannot read it. */
export function headingIdsOf(file: string): Set<string> {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.mtime === mtime) return cached.ids;
  let ids = new Set<string>();
  try {
    ids = headingIds(mdxParser.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    // The page itself reports what MDX cannot read.
  }
  cache.set(file, {mtime, ids});
  return ids;
}
