/** Images and tabs (CONTRIBUTING.md): an image has alt text and a file in `img/` beside the page (a release copies
 * it) of a web format, 100 KB at most; tabs are `<TabItem value label>`s of distinct values, one of them the default. */
import fs from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';

import {pageRule, type Report} from '../problems';
import {lineAt, mdxTree, REPO, type Page} from '../sources';

/** The most an image may weigh, as the site's own images (tests/build/assets.test.ts). */
const IMAGE_BYTES = 100 * 1024;
const IMAGE_FILE = /\.(svg|png|jpe?g|webp)$/i;

type JsxNode = {
  type: string;
  name?: string | null;
  attributes?: {name?: string; value?: unknown}[];
  children?: Nodes[];
};

const attribute = (node: JsxNode, name: string) => node.attributes?.find((each) => each.name === name)?.value;
const lineOf = (node: {position?: {start: {line: number}}}, page: Page) => node.position?.start.line ?? page.bodyLine;

function checkImage(page: Page, line: number, url: string, alt: unknown, report: Report) {
  const problem = (what: string, fix: string) => report(line, what, fix);
  if (typeof alt !== 'string' || !alt.trim()) {
    const fix = 'say in a few words what the image shows: ![What it shows](./img/name.png)';
    problem(`the image ${url} has no alt text`, fix);
  }
  if (/^[a-z]+:/i.test(url)) {
    const fix = 'save it in img/ beside the page and link it as ./img/name.png';
    return problem(`the image ${url} is on another site`, fix);
  }
  if (!url.startsWith('./img/')) {
    problem(
      `the image ${url} is not in the img/ folder beside the page`,
      'move it to img/ beside the page and link it as ./img/name.png: a release then copies it with the page',
    );
  }
  const file = path.resolve(REPO, path.dirname(page.file), decodeURI(url.split(/[?#]/)[0]!));
  if (!fs.existsSync(file)) return problem(`the image ${url} does not exist`, 'add the file, or correct the path');
  if (!IMAGE_FILE.test(file)) {
    const fix = 'save it in one of those formats: SVG for drawings, PNG for screenshots';
    problem(`the image ${url} is not SVG, PNG, JPEG or WebP`, fix);
  }
  const size = fs.statSync(file).size;
  if (size > IMAGE_BYTES) {
    problem(
      `the image ${url} weighs ${Math.round(size / 1024)} KB, over 100 KB`,
      'crop it to what the reader needs, or save it with fewer colours (a palette PNG)',
    );
  }
}

export const mediaRules = pageRule((page, report) => {
  // Markdown reads no image whose address holds a space: the reader sees the text.
  for (const match of page.prose.matchAll(/!\[[^\]\n]*\]\(([^\s()<>]+[ \t]+[^\s"'()<>][^)<>\n]*)\)/g)) {
    const fix = 'rename the file without spaces (kb-panel.png), and link the new name';
    report(
      lineAt(page, page.prose, match.index),
      `the image ${match[1]} has a space in its address: it shows as text`,
      fix,
    );
  }
  const {tree} = mdxTree(page);
  if (!tree) return;
  visit(tree, (node: Nodes) => {
    if (node.type === 'image') checkImage(page, lineOf(node, page), node.url, node.alt, report);
    const jsx = node as JsxNode;
    const src = attribute(jsx, 'src');
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && jsx.name === 'img') {
      // An expression ({require('./img/x.png').default}) is the bundler's to resolve. A relative address is
      // broken whatever file it names: that one problem is the one to fix.
      if (typeof src === 'string' && /^[a-z]+:/i.test(src)) {
        checkImage(page, lineOf(node, page), src, attribute(jsx, 'alt'), report);
      } else if (typeof src === 'string') {
        report(
          lineOf(node, page),
          `<img src="${src}"> keeps its address as written, and the build copies no file for it: a broken image`,
          'write it as ![What it shows](./img/name.png), which the build copies with the page',
        );
      }
    }
    if (node.type === 'mdxJsxFlowElement' && jsx.name === 'Tabs') {
      const values = new Set<string>();
      for (const child of jsx.children ?? []) {
        const item = child as JsxNode;
        if (item.type !== 'mdxJsxFlowElement') continue;
        const line = lineOf(child, page);
        const value = attribute(item, 'value');
        if (item.name !== 'TabItem' || typeof value !== 'string' || typeof attribute(item, 'label') !== 'string') {
          report(
            line,
            `<${item.name}> inside <Tabs> is not a <TabItem value="…" label="…">`,
            'put each tab in <TabItem value="linux" label="Linux">, with a value the tabs do not repeat and the label readers see',
          );
        } else if (values.has(value)) {
          report(line, `two tabs have the value "${value}"`, 'give each tab a value of its own');
        }
        if (typeof value === 'string') values.add(value);
      }
      const chosen = attribute(jsx, 'defaultValue');
      if (typeof chosen === 'string' && values.size > 0 && !values.has(chosen)) {
        const tabs = [...values].map((value) => `"${value}"`).join(', ');
        report(
          lineOf(node, page),
          `<Tabs defaultValue="${chosen}">, which no tab has: the build fails`,
          `name one of ${tabs}`,
        );
      }
    }
  });
});
