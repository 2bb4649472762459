/**
 * The one reach into @docusaurus/plugin-content-docs's internals: the schemas its build checks a page's front
 * matter and a section's `_category_.json` against, so the writer check rejects what the build would, in the
 * build's words. tests/content/docusaurus-schemas.test.ts holds the contract.
 */
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {validateCategoryMetadataFile} from '@docusaurus/plugin-content-docs/lib/sidebars/validation.js';

/** A field the build rejects, and its message (`"sidebar_label" must be a string`). */
export type Rejection = {field: string; message: string};

type Details = {details?: {path: (string | number)[]; message: string}[]};
const rejections = (error: Details | undefined): Rejection[] =>
  (error?.details ?? []).map(({path, message}) => ({field: String(path[0]), message}));

/** What the build rejects in a page's front matter (fields of its own it leaves alone, as the build does). */
export function frontMatterRejections(frontMatter: Record<string, unknown>): Rejection[] {
  const {error} = DocFrontMatterSchema.validate(frontMatter, {convert: true, allowUnknown: true, abortEarly: false});
  return rejections(error);
}

/** What the build rejects in a section's `_category_.json`, already parsed. */
export function categoryRejections(content: unknown): Rejection[] {
  try {
    validateCategoryMetadataFile(content);
    return [];
  } catch (error) {
    return rejections(error as Details);
  }
}
