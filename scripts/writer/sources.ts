/** The docs' pages as the content checks read them, with the file's line numbers, so a problem is reported where the
 * writer fixes it. */
import fs from 'node:fs';
import path from 'node:path';
import {findNodeAtLocation, parseTree, type JSONPath} from 'jsonc-parser';
import type {Root} from 'mdast';

import {versionFolder} from '../../shared/releases/names';
import {parseMdx} from '../../site/markdown/headings';
import {pageFiles, readFrontMatter} from '../../site/markdown/pages';

export const REPO = path.resolve(__dirname, '../..');

export const sourceFolder = (version: string): string => (version === 'current' ? 'docs' : versionFolder(version));

export const versionLabel = (version: string): string => (version === 'current' ? 'the draft' : version);

/** Newest first. */
export const RELEASES: readonly string[] = JSON.parse(fs.readFileSync(path.join(REPO, 'versions.json'), 'utf8'));

export type CodeBlock = {language: string; code: string; line: number; unclosed?: boolean};

export type Page = {
  file: string;
  text: string;
  /** `current` for the draft, else the release, such as `1.12.0`. */
  version: string;
  /** Doc id inside its version, such as `api/aichat` or `widgets/index`. */
  id: string;
  /** Undefined when the file has no front matter block. */
  frontMatter: Record<string, unknown> | undefined;
  fieldLines: Record<string, number>;
  frontMatterError?: string;
  body: string;
  bodyLine: number;
  /** The body with the lines of fenced code blocks blanked: the same line count. */
  prose: string;
  blocks: CodeBlock[];
};

export const VERSIONS: readonly string[] = ['current', ...RELEASES];

export function parsePage(file: string, text: string, version: string, id: string): Page {
  const {data, block, error: frontMatterError, body, bodyLine} = readFrontMatter(text);
  // No prototype: a field named `constructor` is the page's, not Object's.
  const fieldLines: Record<string, number> = Object.create(null);
  block?.split('\n').forEach((line, index) => {
    const field = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    if (field && !(field in fieldLines)) fieldLines[field] = index + 2;
  });
  const frontMatter = block === undefined ? undefined : data;
  const {prose, blocks} = splitMarkdown(body, bodyLine);
  return {file, text, version, id, frontMatter, fieldLines, frontMatterError, body, bodyLine, prose, blocks};
}

/** Every page of one version (`current` for the draft), sorted by id. */
export function readPages(version: string, repo: string = REPO): Page[] {
  const folder = sourceFolder(version);
  if (!fs.existsSync(path.join(repo, folder))) return [];
  return pageFiles(repo, folder).map((relative) =>
    parsePage(
      `${folder}/${relative}`,
      fs.readFileSync(path.join(repo, folder, relative), 'utf8'),
      version,
      relative.replace(/\.mdx?$/, ''),
    ),
  );
}

/** A Markdown body's fenced code blocks and the prose around them; `firstLine` is the body's line in the file. */
function splitMarkdown(body: string, firstLine: number): {blocks: CodeBlock[]; prose: string} {
  const blocks: CodeBlock[] = [];
  const proseLines: string[] = [];
  let open: {language: string; line: number; fence: string; lines: string[]} | undefined;
  body.split('\n').forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!open && fence) {
      open = {language: fence[2], line: firstLine + index, fence: fence[1], lines: []};
      proseLines.push('');
    } else if (open && line.trim() === open.fence) {
      blocks.push({language: open.language, code: open.lines.join('\n'), line: open.line});
      open = undefined;
      proseLines.push('');
    } else {
      open?.lines.push(line);
      proseLines.push(open ? '' : line);
    }
  });
  // The rest of the file is the unclosed block's: reported by the code block check.
  if (open) blocks.push({language: open.language, code: open.lines.join('\n'), line: open.line, unclosed: true});
  return {blocks, prose: proseLines.join('\n')};
}

/** The file line of a character offset in `text`, the page's body or its prose (which have the same lines). */
export function lineAt(page: Page, text: string, offset: number): number {
  let line = page.bodyLine;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The line, from 1, of the value at `at` in a JSON text (of its key, with `key`), for a report; 1 if it has none. */
export function jsonLine(text: string, at: JSONPath, key?: 'key'): number {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, at);
  const offset = (key ? node?.parent?.offset : node?.offset) ?? 0;
  return text.slice(0, offset).split('\n').length;
}

/** jsonLine in a repository file. */
export const jsonFileLine = (file: string, at: JSONPath, key?: 'key'): number =>
  jsonLine(fs.readFileSync(path.join(REPO, file), 'utf8'), at, key);

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? []).length;
}

type Parsed = {tree?: Root; error?: {line: number; message: string}};
const trees = new WeakMap<Page, Parsed>();

/** The page as MDX reads it (the tree the build compiles, in file lines), or where and why MDX cannot. */
export function mdxTree(page: Page): Parsed {
  let parsed = trees.get(page);
  if (!parsed) {
    try {
      parsed = {tree: parseMdx(page.text)};
    } catch (error) {
      const {line, reason, message} = error as {line?: number; reason?: string; message: string};
      parsed = {error: {line: line ?? 1, message: reason ?? message}};
    }
    trees.set(page, parsed);
  }
  return parsed;
}
