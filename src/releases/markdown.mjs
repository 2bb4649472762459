/**
 * Reading and writing the docs' Markdown sources, in plain JavaScript so the
 * release command (scripts/release.mjs) shares it with the site's Node code
 * (./sources.ts, the version-diff plugin). Node only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The front matter block of a Markdown source, without its `---` lines ('' when none). @param {string} source */
function frontMatterBlock(source) {
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
}

/**
 * A one-line field's value in a source's front matter, unquoted; undefined
 * when the field is absent.
 * @param {string} source @param {string} name @returns {string | undefined}
 */
export function frontMatterField(source, name) {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'm')
    .exec(frontMatterBlock(source))?.[1]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * A list field's items in a source's front matter, as `[a, b]` or as `- a`
 * lines; a single value is a list of one. Empty when the field is absent.
 * @param {string} source @param {string} name @returns {string[]}
 */
export function frontMatterList(source, name) {
  const block = frontMatterBlock(source);
  const match = new RegExp(`^${name}:[ \\t]*(.*)$((?:\\n[ \\t]+-.*)*)`, 'm').exec(block);
  if (!match) return [];
  const unquote = (/** @type {string} */ item) => item.trim().replace(/^(['"])(.*)\1$/, '$2');
  const inline = match[1].trim();
  const items = inline.startsWith('[')
    ? inline.replace(/^\[|\]$/g, '').split(',')
    : inline
      ? [inline]
      : match[2].split('\n').map((line) => line.replace(/^[ \t]*-/, ''));
  return items.map(unquote).filter(Boolean);
}

/**
 * The source with `name: value` in its front matter: the field's line
 * replaced, or added at the end of the block.
 * @param {string} source @param {string} name @param {string} value
 */
export function setFrontMatterField(source, name, value) {
  const block = frontMatterBlock(source);
  const line = new RegExp(`^${name}:.*$`, 'm');
  const next = line.test(block) ? block.replace(line, `${name}: ${value}`) : `${block}\n${name}: ${value}`;
  return source.replace(block, next);
}

/**
 * Doc ids (paths without extension, e.g. `api/aichat`) of a docs folder, sorted.
 * @param {string} siteDir @param {string} folder relative to siteDir @returns {string[]}
 */
export function docIds(siteDir, folder) {
  const root = path.join(siteDir, folder);
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
}
