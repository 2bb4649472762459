/**
 * Docs front matter as the search indexes it: a page's `russian_title` is
 * also the first of its keywords, which the search plugin indexes with the
 * page (with Russian stemming), so a Russian query for the page's subject
 * finds it in any inflected form. Used as `markdown.parseFrontMatter`.
 */
import type {ParseFrontMatter} from '@docusaurus/types';

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {russian_title: russianTitle, keywords} = result.frontMatter;
  if (typeof russianTitle === 'string' && russianTitle.trim()) {
    const others = Array.isArray(keywords) ? keywords : [];
    result.frontMatter.keywords = [russianTitle, ...others.filter((keyword) => keyword !== russianTitle)];
  }
  return result;
};
