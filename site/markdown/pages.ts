/** A docs folder's pages and their front matter, read as Docusaurus reads them and written back: for the
 * release command, the site's Node code, the house rules and the tests. */
import path from 'node:path';
import matter from '@11ty/gray-matter';

import {listFiles} from '../build-inputs';

/** The package's own YAML engine (js-yaml's load), which its types leave out. */
const {yaml} = (matter as unknown as {engines: {yaml: {parse: (text: string) => unknown}}}).engines;

interface FrontMatter {
  /** The fields as Docusaurus reads them (a `YYYY-MM-DD` value is a Date); empty when the block does not parse. */
  data: Record<string, unknown>;
  /** The YAML between the `---` lines; undefined when the source has none. */
  block: string | undefined;
  /** Why the block does not parse (the YAML error's first line), if it does not. */
  error: string | undefined;
  body: string;
  /** The line of the source where the body starts, from 1. */
  bodyLine: number;
}

/**
 * The project's one front matter reader: Docusaurus's own, @11ty/gray-matter at the version @docusaurus/utils uses,
 * so a field reads as the build reads it; only a block that does not parse is reported, not thrown, so that a house
 * rule can say where.
 */
export function readFrontMatter(source: string): FrontMatter {
  if (!matter.test(source)) return {data: {}, block: undefined, error: undefined, body: source, bodyLine: 1};
  let error: string | undefined;
  const file = matter(source, {
    engines: {
      yaml: (text: string) => {
        try {
          return (yaml.parse(text) ?? {}) as object;
        } catch (thrown) {
          error = (thrown as Error).message.split('\n')[0];
          return {};
        }
      },
    },
  });
  const data = file.data && typeof file.data === 'object' ? (file.data as Record<string, unknown>) : {};
  const head = source.slice(0, source.length - file.content.length);
  return {
    data,
    block: file.matter.replace(/^\r?\n/, '').replace(/\r$/, ''),
    error,
    body: file.content,
    bodyLine: head.split('\n').length,
  };
}

/** The fields of a source whose front matter must parse. */
function fieldsOf(source: string) {
  const {data, error} = readFrontMatter(source);
  if (error) throw new Error(`The front matter does not parse: ${error}`);
  return data;
}

/** A field's value as text: a date as YYYY-MM-DD. */
const asText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** A field's value in a source's front matter, as text; undefined when the field is absent or empty. */
export function frontMatterField(source: string, name: string): string | undefined {
  const value = fieldsOf(source)[name];
  return value === undefined || value === null ? undefined : asText(value);
}

/** A list field's items in a source's front matter, as text; a single value is a list of one. */
export function frontMatterList(source: string, name: string): string[] {
  const value = fieldsOf(source)[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(asText).filter(Boolean);
}

/** The source with `name: value` in its front matter: the field's line replaced, or added at the block's end. */
export function setFrontMatterField(source: string, name: string, value: string) {
  const block = readFrontMatter(source).block ?? '';
  const line = new RegExp(`^${name}:.*$`, 'm');
  const next = line.test(block) ? block.replace(line, `${name}: ${value}`) : `${block}\n${name}: ${value}`;
  return source.replace(block, next);
}

/** The pages of a docs folder (relative to siteDir): each Markdown file's path in it (`api/aichat.md`), sorted. */
export function pageFiles(siteDir: string, folder: string): string[] {
  return listFiles(path.join(siteDir, folder), /\.mdx?$/);
}

/** Doc ids (paths without extension, e.g. `api/aichat`) of a docs folder (relative to siteDir), sorted. */
export function docIds(siteDir: string, folder: string): string[] {
  return pageFiles(siteDir, folder).map((file) => file.replace(/\.mdx?$/, ''));
}
