/**
 * Release numbers that follow the release: a page writes `%release%` for its release and `%previous-release%`
 * for the one before it, in prose, code, link addresses, components' props and front matter alike
 * (/downloads/ain-docs-%release%.zip). Each version folder's pages read the numbers of that folder (in
 * versions.json's order), so a release cut from the draft states its own numbers with no edit; the draft's
 * `%release%` reads `next`. site/plugins/release-tokens puts them in as the build compiles a page;
 * scripts/writer/rules/versions.ts finds the numbers a page hard-codes.
 */
import path from 'node:path';
import type {Program} from 'estree';
import {visit as visitEstree} from 'estree-util-visit';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {RELEASES} from '../../shared/releases';

export const RELEASE_TOKEN = '%release%';
export const PREVIOUS_TOKEN = '%previous-release%';
const DRAFT_RELEASE = 'next';

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

/** A string in a component's props, as MDX compiles it: a quoted value, or a string in a {…} value. */
type Prop = {value?: unknown; data?: {estree?: Program}};

/** The strings of an expression's syntax tree, which MDX compiles from, with the tokens replaced. */
function replaceInEstree(tree: Program, replace: (text: string) => string): void {
  visitEstree(tree, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && node.value.includes('%')) {
      node.value = replace(node.value);
      node.raw = JSON.stringify(node.value);
    } else if (node.type === 'TemplateElement') {
      node.value = {raw: replace(node.value.raw), cooked: replace(node.value.cooked ?? '')};
    }
  });
}

/** Every text, inline code, code block, link address and component prop of `tree`, with the tokens replaced. */
export function replaceTokensIn(tree: Root, numbers: {release: string; previous?: string}, where: string): void {
  const replace = (text: string) => replaceTokens(text, numbers, where);
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      node.value = replace(node.value);
    } else if (node.type === 'link' || node.type === 'definition') {
      node.url = replace(node.url);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes as Prop[]) {
        if (typeof attribute.value === 'string') attribute.value = replace(attribute.value);
        else if (attribute.value && typeof attribute.value === 'object') {
          const estree = (attribute.value as Prop).data?.estree;
          if (estree) replaceInEstree(estree, replace);
        }
      }
    }
  });
}
