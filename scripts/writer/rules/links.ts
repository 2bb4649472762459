/** Links and anchors in every version: pages link by relative file path, so the link stays in the reader's version, to a
 * file of that version and a heading id it has. The build checks released versions only, and later. */
import fs from 'node:fs';
import path from 'node:path';
import type {Link} from 'mdast';
import {visit} from 'unist-util-visit';

import {compareVersions} from '../../../shared/releases/policy';
import {anchors as anchorsIn, releaseBoundIds} from '../../../site/markdown/headings';

import {collect, type Problem} from '../problems';
import {mdxTree, REPO, type Page} from '../sources';

/** Site pages outside the docs a page may link by absolute path. */
const SITE_PAGES = new Set(['/', '/versions', '/search']);

const CUT_FIX = 'end that heading with an id of its own, such as {/*#an-id*/}, and link #an-id: that id stays';

/** Where a relative `.md` link of `page` leads: the file (repository-relative) and doc id, if it names one. */
export function resolveDocLink(page: Page, url: string): {file: string; id: string; anchor?: string} | undefined {
  const [pathname, anchor] = url.split('#');
  if (!/\.mdx?$/.test(pathname) || /^[a-z]+:/i.test(pathname) || pathname.startsWith('/')) return undefined;
  const folder = page.file.slice(0, page.file.length - page.id.length - path.extname(page.file).length);
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), pathname));
  return {file, id: file.slice(folder.length).replace(/\.mdx?$/, ''), anchor: anchor || undefined};
}

/** The relative link from `page` to the page `id` of the same version. */
export function relativeLink(page: Page, id: string): string {
  const from = path.posix.dirname(page.id);
  const link = path.posix.relative(from, `${id}.md`);
  return link.startsWith('.') ? link : `./${link}`;
}

/** The links of one version's pages; `releases` (newest first) check the "what changed" links. */
export function linkRules(pages: readonly Page[], releases: readonly string[]): Problem[] {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (page: Page) => {
    if (!anchors.has(page.file)) {
      const {tree} = mdxTree(page);
      anchors.set(page.file, tree ? anchorsIn(tree, page.version) : new Set());
    }
    return anchors.get(page.file)!;
  };
  const bound = new Map<string, Set<string>>();
  /** Whether `anchor` is an id of the draft's `page` that the release's cut changes. */
  const cutChanges = (page: Page, anchor: string) => {
    if (page.version !== 'current') return false;
    if (!bound.has(page.file)) {
      const {tree} = mdxTree(page);
      bound.set(page.file, tree ? releaseBoundIds(tree) : new Set());
    }
    return bound.get(page.file)!.has(anchor);
  };
  const cutBreaks = (url: string) => `link to ${url}, whose id holds the release number: the cut breaks it`;
  const someAnchors = (page: Page) =>
    mdxTree(page).tree
      ? [...anchorsOf(page)]
          .slice(0, 6)
          .map((id) => `#${id}`)
          .join(', ')
      : `none can be read until MDX can read ${path.basename(page.file)}`;
  return pages.flatMap((page) =>
    collect(page.file, (report) => {
      const {tree} = mdxTree(page);
      if (!tree) return;
      const links: Link[] = [];
      visit(tree, ['link', 'definition'], (node) => void links.push(node as Link));
      type Element = {name?: string; attributes: {name?: string; value?: unknown}[]; position?: Link['position']};
      visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
        const {name, attributes, position} = node as unknown as Element;
        const href = attributes.find((attribute) => attribute.name === 'href')?.value;
        if (name === 'a' && typeof href === 'string' && !/^([a-z]+:|\/|#)/i.test(href)) {
          report(
            position?.start.line ?? 1,
            `<a href="${href}"> keeps its address as written, which is no page's address`,
            `write [text](${href}): the build turns a Markdown link to a file into its page's address`,
          );
        }
      });
      for (const {url, position} of links) {
        const line = position?.start.line ?? 1;
        if (/^(https?|mailto|pathname):/i.test(url)) continue;
        if (url.startsWith('#')) {
          if (!anchorsOf(page).has(url.slice(1))) {
            report(
              line,
              `link to ${url}, which no heading of this page has`,
              `use the id of a heading here: ${someAnchors(page)}`,
            );
          } else if (cutChanges(page, url.slice(1))) {
            report(line, cutBreaks(url), CUT_FIX);
          }
          continue;
        }
        const target = resolveDocLink(page, url);
        if (target) {
          const targetPage = byFile.get(target.file) ?? byFile.get(target.file.replace(/\.md$/, '.mdx'));
          if (!targetPage) {
            report(
              line,
              `link to ${url}: this version has no ${target.file}`,
              'link a page of the same version by its file path; if the page was renamed, link its new file',
            );
          } else if (target.anchor && !anchorsOf(targetPage).has(target.anchor)) {
            report(
              line,
              `link to ${url}: ${target.file} has no heading with the id #${target.anchor}`,
              `use one of its headings' ids: ${someAnchors(targetPage)}`,
            );
          } else if (target.anchor && cutChanges(targetPage, target.anchor)) {
            report(line, cutBreaks(url), CUT_FIX);
          }
          continue;
        }
        const pathname = url.split(/[?#]/)[0];
        if (pathname.startsWith('/docs')) {
          report(
            line,
            `absolute link ${url} leaves the reader's version`,
            'link the page by its file path from here, such as ../api/aichat.md#send',
          );
          continue;
        }
        const changes = /^\/changes\/(\d+\.\d+\.\d+)-to-(\d+\.\d+\.\d+)$/.exec(pathname);
        if (changes) {
          const [, from, to] = changes;
          const index = releases.indexOf(to);
          const nextRelease =
            page.version === 'current' && compareVersions(to, releases[0]) > 0 && from === releases[0];
          if (!nextRelease && (index === -1 || releases[index + 1] !== from)) {
            report(
              line,
              `link to ${url}, a "what changed" page that does not exist`,
              `name two consecutive releases: ${releases
                .slice(0, 3)
                .map((r, i) => releases[i + 1] && `/changes/${releases[i + 1]}-to-${r}`)
                .filter(Boolean)
                .join(', ')}`,
            );
          } else if (page.version !== 'current' && compareVersions(to, page.version) > 0) {
            report(
              line,
              `link to ${url}, a release newer than ${page.version}`,
              'link /versions instead: every older version leads readers to newer ones from there',
            );
          }
          continue;
        }
        if (SITE_PAGES.has(pathname.replace(/\/$/, '') || '/')) continue;
        if (pathname.startsWith('/') && fs.existsSync(path.join(REPO, 'static', pathname))) continue;
        // A file the page links by its path, which the build copies.
        if (
          !pathname.startsWith('/') &&
          fs.existsSync(path.resolve(REPO, path.dirname(page.file), decodeURI(pathname)))
        )
          continue;
        report(
          line,
          `link to ${url}, which is neither a page of this version nor a file of static/`,
          'link pages by their .md file path (../section/page.md), site pages as /versions',
        );
      }
    }),
  );
}
