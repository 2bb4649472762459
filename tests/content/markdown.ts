/** Reading the docs sources: front matter, prose and fenced code blocks. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {listFiles} from '../../scripts/lib/files.mjs';
import {VERSION_FOLDERS} from '../../src/releases/sources';

export const REPO = path.resolve(__dirname, '../..');

export type DocSource = {
  /** Path from the repository root. */
  file: string;
  /** Folder of the version: `docs` (draft) or `versioned_docs/version-X`. */
  versionDir: string;
  /** Doc id inside its version, e.g. `api/aichat` or `widgets/index`. */
  id: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export type CodeBlock = {language: string; code: string; line: number};

/** The draft and every released version's folder. */
export const VERSION_DIRS = ['docs', ...VERSION_FOLDERS];

export function readDocs(versionDir: string): DocSource[] {
  const root = path.join(REPO, versionDir);
  return listFiles(root, /\.mdx?$/)
    .map((file) => path.join(root, file))
    .map((full) => {
      const text = fs.readFileSync(full, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!match) {
        throw new Error(`${full} has no front matter`);
      }
      return {
        file: path.relative(REPO, full),
        versionDir,
        id: path
          .relative(root, full)
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
        frontMatter: (yaml.load(match[1]) ?? {}) as Record<string, unknown>,
        body: text.slice(match[0].length),
      };
    });
}

/** Splits a Markdown body into its fenced code blocks and the prose around them. */
export function splitMarkdown(body: string): {blocks: CodeBlock[]; prose: string} {
  const blocks: CodeBlock[] = [];
  const proseLines: string[] = [];
  let open: {language: string; line: number; fence: string; lines: string[]} | undefined;
  body.split('\n').forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!open && fence) {
      open = {language: fence[2], line: index + 1, fence: fence[1], lines: []};
    } else if (open && line.trim() === open.fence) {
      blocks.push({language: open.language, code: open.lines.join('\n'), line: open.line});
      open = undefined;
    } else if (open) {
      open.lines.push(line);
    } else {
      proseLines.push(line);
    }
  });
  if (open) {
    throw new Error(`Unclosed code block opened at body line ${open.line}`);
  }
  return {blocks, prose: proseLines.join('\n')};
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? []).length;
}
