/**
 * Release numbers that follow the release: a page writes `%release%` for its release and `%previous-release%`
 * for the one before it, in prose, code and link addresses alike (/downloads/ain-docs-%release%.zip). This remark
 * plugin puts in the numbers of the version folder the page is compiled from (in versions.json's order), so a
 * release cut from the draft states its own numbers with no edit; the draft's `%release%` reads `next`.
 * scripts/writer/rules/versions.ts finds the numbers a page hard-codes.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {RELEASES} from '../../../shared/releases';

export const RELEASE_TOKEN = '%release%';
export const PREVIOUS_TOKEN = '%previous-release%';
export const DRAFT_RELEASE = 'next';

/** The version a source file belongs to: a release number, or 'current' for docs/. */
export function versionOfSource(file: string): string | undefined {
  const posix = path.resolve(file).split(path.sep).join('/');
  const released = /\/versioned_docs\/version-([^/]+)\//.exec(posix);
  if (released) return released[1];
  return /\/docs\//.test(posix) ? 'current' : undefined;
}

/** The numbers the tokens stand for in `version` (releases newest first). */
export function releaseNumbers(version: string, releases: readonly string[] = RELEASES) {
  if (version === 'current') return {release: DRAFT_RELEASE, previous: releases[0]};
  const index = releases.indexOf(version);
  return {release: version, previous: index >= 0 ? releases[index + 1] : undefined};
}

/** `text` with the tokens replaced; an error names a token the version has no number for. */
export function replaceTokens(text: string, numbers: {release: string; previous?: string}, where: string): string {
  if (!text.includes('%')) return text;
  return text.replaceAll(RELEASE_TOKEN, numbers.release).replaceAll(PREVIOUS_TOKEN, () => {
    if (numbers.previous) return numbers.previous;
    throw new Error(
      `${where}: ${PREVIOUS_TOKEN} in the oldest release, which has no previous release in versions.json.`,
    );
  });
}

/** The remark plugin: every text, inline code, code block and link address of the page. */
export function releaseTokens() {
  return (tree: Root, file: {path?: string}) => {
    const version = file.path ? versionOfSource(file.path) : undefined;
    if (!version) return;
    const numbers = releaseNumbers(version);
    visit(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        node.value = replaceTokens(node.value, numbers, file.path!);
      } else if (node.type === 'link' || node.type === 'definition') {
        node.url = replaceTokens(node.url, numbers, file.path!);
      }
    });
  };
}
