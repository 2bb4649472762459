/**
 * A page's source as Docusaurus reads it, and the anchors a link may name on it: each heading's id as the build
 * gives it, and each element's `id`. For the dev server's link marks (site/plugins/draft-links), the house rules
 * (scripts/writer/) and the version diff (site/plugins/version-diff).
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

import {PREVIOUS_TOKEN, releaseNumbers, replaceTokens, versionOfSource} from './tokens';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

/** A page's source as MDX reads it, with front matter and GitHub tables. With the MDX 1 syntax off (the `v4`
 * future flag), a heading's `{#id}` is an expression MDX cannot read, as in the build. */
export const parseMdx = (source: string): Root => parser.parse(source);

/** The id a heading's last child gives it, `{/*#id*\/}`: a comment alone in braces, its first word `#id`. */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const comment = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(last.value)?.[1];
  const first = comment?.trim().split(' ')[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/**
 * The ids Docusaurus gives a page's headings (@docusaurus/mdx-loader's headings plugin), in document order: the
 * heading's `{/*#id*\/}`, or else the slug of its text, where release tokens read as the `version`'s numbers
 * when given.
 */
export function headingIds(tree: Root, version?: string): Map<Heading, string> {
  const numbers = version === undefined ? undefined : releaseNumbers(version);
  const slugger = createSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (heading: Heading) => {
    const fromComment = commentId(heading);
    if (fromComment) return void ids.set(heading, fromComment);
    const shown = heading.children.filter((child) => child.type !== 'html');
    let text = toString(shown.length > 0 ? shown : heading);
    // The oldest release's %previous-release% stays as written: a house rule reports it.
    if (numbers) text = replaceTokens(text, {...numbers, previous: numbers.previous ?? PREVIOUS_TOKEN}, '');
    ids.set(heading, parseMarkdownHeadingId(text).id ?? slugger.slug(text));
  });
  return ids;
}

/** The ids of the draft's headings that hold a release token: each changes when the release is cut, as `next`
 * becomes its number, and a link that names it breaks. */
export function releaseBoundIds(tree: Root): Set<string> {
  const bound = [...headingIds(tree, 'current')].filter(
    ([heading]) => !commentId(heading) && /%(previous-)?release%/i.test(toString(heading)),
  );
  return new Set(bound.map(([, id]) => id));
}

/** The anchors of a page of `version`: its headings' ids and its elements' `id`s. */
export function anchors(tree: Root, version: string): Set<string> {
  const found = new Set(headingIds(tree, version).values());
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    for (const attribute of (node as {attributes?: {name?: string; value?: unknown}[]}).attributes ?? []) {
      if (attribute.name === 'id' && typeof attribute.value === 'string') found.add(attribute.value);
    }
  });
  return found;
}

const cache = new Map<string, {mtime: number; ids: Set<string>}>();

/** The anchors of the page in `file`, read again when the file changes; none if MDX cannot read it. */
export function anchorsOf(file: string): Set<string> {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.mtime === mtime) return cached.ids;
  let ids = new Set<string>();
  try {
    ids = anchors(parseMdx(fs.readFileSync(file, 'utf8')), versionOfSource(file) ?? 'current');
  } catch {
    // The page itself reports what MDX cannot read.
  }
  cache.set(file, {mtime, ids});
  return ids;
}
