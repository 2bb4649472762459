/**
 * Reading and writing the docs' Markdown sources, in plain JavaScript so the
 * release command (scripts/releases/release.mjs) shares it with the site's Node code
 * (./sources.ts, the version-diff plugin) and the tests. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';

import {listFiles} from '../build-inputs.mjs';
import {releaseNotesFile} from '../../shared/releases/names.ts';

/**
 * @typedef {object} FrontMatter
 * @property {Record<string, unknown>} data The fields, as Docusaurus reads them (YAML by js-yaml's default schema, so a `YYYY-MM-DD` value is a Date). Empty when the block does not parse.
 * @property {string | undefined} block The YAML between the `---` lines; undefined when the source has none.
 * @property {string | undefined} error Why the block does not parse (the YAML error's first line), if it does not.
 * @property {string} body Everything after the front matter.
 * @property {number} bodyLine The line of the source where the body starts, from 1.
 */

/**
 * The one front matter reader of the project: the site's plugins, the release
 * command and the tests all read a source's fields with it. It is Docusaurus's
 * own reader, @11ty/gray-matter at the version @docusaurus/utils uses, so a
 * field reads here exactly as the build reads it; only a block that does not
 * parse is reported instead of thrown, so that a house rule can say where.
 * @param {string} source @returns {FrontMatter}
 */
export function readFrontMatter(source) {
  if (!matter.test(source)) return {data: {}, block: undefined, error: undefined, body: source, bodyLine: 1};
  /** @type {string | undefined} */
  let error;
  const file = matter(source, {
    engines: {
      yaml: (text) => {
        try {
          return matter.engines.yaml.parse(text) ?? {};
        } catch (thrown) {
          error = /** @type {Error} */ (thrown).message.split('\n')[0];
          return {};
        }
      },
    },
  });
  const data = file.data && typeof file.data === 'object' ? /** @type {Record<string, unknown>} */ (file.data) : {};
  const head = source.slice(0, source.length - file.content.length);
  return {
    data,
    block: file.matter.replace(/^\r?\n/, '').replace(/\r$/, ''),
    error,
    body: file.content,
    bodyLine: head.split('\n').length,
  };
}

/** The fields of a source whose front matter must parse. @param {string} source */
function fieldsOf(source) {
  const {data, error} = readFrontMatter(source);
  if (error) throw new Error(`The front matter does not parse: ${error}`);
  return data;
}

/** A field's value as text: a date as YYYY-MM-DD. @param {unknown} value */
const asText = (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/**
 * A field's value in a source's front matter, as text (a date as
 * YYYY-MM-DD); undefined when the field is absent or empty.
 * @param {string} source @param {string} name @returns {string | undefined}
 */
export function frontMatterField(source, name) {
  const value = fieldsOf(source)[name];
  return value === undefined || value === null ? undefined : asText(value);
}

/**
 * A list field's items in a source's front matter, as text; a single value
 * is a list of one. Empty when the field is absent.
 * @param {string} source @param {string} name @returns {string[]}
 */
export function frontMatterList(source, name) {
  const value = fieldsOf(source)[name];
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(asText).filter(Boolean);
}

/**
 * The source with `name: value` in its front matter: the field's line
 * replaced, or added at the end of the block.
 * @param {string} source @param {string} name @param {string} value
 */
export function setFrontMatterField(source, name, value) {
  const block = readFrontMatter(source).block ?? '';
  const line = new RegExp(`^${name}:.*$`, 'm');
  const next = line.test(block) ? block.replace(line, `${name}: ${value}`) : `${block}\n${name}: ${value}`;
  return source.replace(block, next);
}

/**
 * A field of a release's notes' front matter, as text; undefined when the
 * release has no notes or they do not set it.
 * @param {string} siteDir @param {string} version @param {string} name @returns {string | undefined}
 */
export function releaseNotesField(siteDir, version, name) {
  const notes = path.join(siteDir, releaseNotesFile(version));
  return fs.existsSync(notes) ? frontMatterField(fs.readFileSync(notes, 'utf8'), name) : undefined;
}

/**
 * The day a release came out: its notes' `released` field, as midnight UTC
 * (the day its downloads are dated); undefined when its notes give none.
 * @param {string} siteDir @param {string} version @returns {Date | undefined}
 */
export function releasedOn(siteDir, version) {
  const day = releaseNotesField(siteDir, version, 'released');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : undefined;
}

/**
 * The pages of a docs folder: each Markdown file's path in it (`api/aichat.md`), sorted.
 * @param {string} siteDir @param {string} folder relative to siteDir @returns {string[]}
 */
export function pageFiles(siteDir, folder) {
  return listFiles(path.join(siteDir, folder), /\.mdx?$/);
}

/**
 * Doc ids (paths without extension, e.g. `api/aichat`) of a docs folder, sorted.
 * @param {string} siteDir @param {string} folder relative to siteDir @returns {string[]}
 */
export function docIds(siteDir, folder) {
  return pageFiles(siteDir, folder).map((file) => file.replace(/\.mdx?$/, ''));
}
