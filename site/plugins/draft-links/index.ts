/**
 * Under `npm start`, a Markdown link to a file the version does not have, or to an `#anchor` no heading of its
 * page has, is marked on the page ("[broken link: …]") and reported in the terminal, as the writer writes. The
 * published site keeps the product's link policy; `npm run check:docs` and the build's link check catch the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import type {MarkdownConfig} from '@docusaurus/types';
import {visit} from 'unist-util-visit';

import {anchorsOf} from '../../markdown/headings';

function mark(node: Link, url: string, file: string, why: string): void {
  const line = node.position?.start.line;
  console.warn(`[broken link] ${file}${line ? `:${line}` : ''}: ${url} ${why}.`);
  node.children.push({type: 'text', value: ` [broken link: ${url}]`});
  node.data = {...node.data, hProperties: {...node.data?.hProperties, 'data-broken-link': 'true'}};
}

/** The hook Docusaurus calls for a link to a file it cannot find. */
export const markBrokenFileLink: MarkdownConfig['hooks']['onBrokenMarkdownLinks'] = ({sourceFilePath, url, node}) => {
  if (node.type === 'link') mark(node, url, sourceFilePath, 'is not a file of this version');
  return url;
};

/** A remark plugin: links whose `#anchor` no heading of their page has. */
export function markBrokenAnchors() {
  return (tree: Root, file: {path?: string}) => {
    const source = file.path;
    if (!source) return;
    visit(tree, 'link', (node: Link) => {
      const [pathname, anchor] = node.url.split('#');
      if (!anchor || /^[a-z]+:/i.test(pathname) || pathname.startsWith('/')) return;
      if (pathname && !/\.mdx?$/.test(pathname)) return;
      const target = pathname ? path.resolve(path.dirname(source), pathname) : source;
      // A missing file is the other hook's.
      if (!fs.existsSync(target)) return;
      if (anchorsOf(target).has(anchor)) return;
      mark(node, node.url, path.relative(process.cwd(), source), `names #${anchor}, which no heading of its page has`);
    });
  };
}
