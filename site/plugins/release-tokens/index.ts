/**
 * The release tokens (site/markdown/tokens.ts) as the build compiles a page: a remark plugin for its Markdown,
 * and withReleaseTokens for its front matter (title, description, keywords), which no remark plugin sees.
 */
import type {Root} from 'mdast';
import type {ParseFrontMatter} from '@docusaurus/types';

import {releaseNumbers, replaceTokens, replaceTokensIn, versionOfSource} from '../../markdown/tokens';

/** The remark plugin: the numbers of the version the page is compiled from. */
export function releaseTokens() {
  return (tree: Root, file: {path?: string}) => {
    const version = file.path ? versionOfSource(file.path) : undefined;
    if (version) replaceTokensIn(tree, releaseNumbers(version), file.path!);
  };
}

/** `markdown.parseFrontMatter` with the numbers also in the front matter's text (title, description, keywords),
 * which no remark plugin sees. */
export const withReleaseTokens =
  (parse: ParseFrontMatter): ParseFrontMatter =>
  async (params) => {
    const result = await parse(params);
    const version = versionOfSource(params.filePath);
    if (!version) return result;
    const numbers = releaseNumbers(version);
    const replace = (value: unknown): unknown =>
      typeof value === 'string'
        ? replaceTokens(value, numbers, params.filePath)
        : Array.isArray(value)
          ? value.map(replace)
          : value;
    for (const [key, value] of Object.entries(result.frontMatter)) result.frontMatter[key] = replace(value);
    return result;
  };
