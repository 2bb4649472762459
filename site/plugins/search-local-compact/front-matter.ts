/**
 * Docs front matter as the search indexes it (`markdown.parseFrontMatter`). A page's keywords, which the plugin
 * indexes with the page (with Russian stemming), gain its `russian_title`, first, so a Russian query finds the
 * page in any inflected form; and the constants it defines: a table row that starts with a code span such as
 * `RATE_LIMITED` is where a page defines it, so a search for it opens the definition before the mentions.
 */
import type {ParseFrontMatter} from '@docusaurus/types';

/** A table row that starts with a constant in a code span. */
const DEFINED_CONSTANT = /^\|\s*`([A-Z][A-Z0-9]*(?:__?[A-Z0-9]+)+)`\s*\|/gm;

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {russian_title: russianTitle, keywords} = result.frontMatter;
  const added = [
    ...(typeof russianTitle === 'string' && russianTitle.trim() ? [russianTitle] : []),
    ...[...result.content.matchAll(DEFINED_CONSTANT)].map((match) => match[1]!),
  ];
  if (added.length > 0) {
    const others = Array.isArray(keywords) ? (keywords as unknown[]) : [];
    result.frontMatter.keywords = [...new Set([...added, ...others])];
  }
  return result;
};
