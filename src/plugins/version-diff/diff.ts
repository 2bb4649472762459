/**
 * What changed between two released versions of the docs, computed from their
 * Markdown sources in versioned_docs/: pages added, removed and changed, and
 * for a changed page which of its sections (by heading) differ.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readFrontMatter} from '../../releases/markdown.mjs';
import type {PagesDiff, SectionChanges, SourceKey} from './types';

export const INTRODUCTION = 'Introduction';
const MARKDOWN = /\.mdx?$/;

/** The Markdown sources of one version folder, by source key. */
export function readVersionSources(dir: string): Map<SourceKey, string> {
  const sources = new Map<SourceKey, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (MARKDOWN.test(entry.name) && !entry.name.startsWith('_')) {
        sources.set(
          path.relative(dir, file).split(path.sep).join('/').replace(MARKDOWN, ''),
          fs.readFileSync(file, 'utf8'),
        );
      }
    }
  };
  walk(dir);
  return sources;
}

/** Line endings and trailing spaces never count as a change. */
const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** A source's front matter fields (each value as JSON, so equal values compare equal however they are written) and its body. */
export function splitFrontMatter(source: string): {fields: Map<string, string>; body: string} {
  const {data, body} = readFrontMatter(source.replace(/\r\n?/g, '\n'));
  return {fields: new Map(Object.entries(data).map(([field, value]) => [field, JSON.stringify(value)])), body};
}

/** The text a heading shows: without Markdown marks, custom ids or JSX badges. */
export function headingText(raw: string): string {
  return raw
    .replace(/\{#[^}]+\}\s*$/, '')
    .replace(/<[A-Z][^>]*\/>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The body's sections by heading: level-2 headings, and level-3 headings
 * under them as `Parent › Child`; deeper headings belong to their section.
 */
export function sectionsOf(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  let key = INTRODUCTION;
  let parent = '';
  let fence: string | undefined;
  const append = (line: string) => sections.set(key, `${sections.get(key) ?? ''}${line}\n`);
  for (const line of body.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === undefined || fenceMark.startsWith(fence))) {
      fence = fence === undefined ? fenceMark : undefined;
      append(line);
      continue;
    }
    const heading = fence === undefined ? /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      const title = headingText(heading[2]);
      if (heading[1].length === 2) {
        parent = title;
        key = title;
      } else {
        key = parent ? `${parent} › ${title}` : title;
      }
      // Two sections with the same heading stay apart.
      for (let n = 2; sections.has(key); n += 1) key = `${key.replace(/ \(\d+\)$/, '')} (${n})`;
      sections.set(key, '');
      continue;
    }
    append(line);
  }
  // A page that starts with a heading has no introduction.
  return new Map(
    [...sections]
      .map(([name, text]): [string, string] => [name, normalise(text)])
      .filter(([name, text]) => name !== INTRODUCTION || text !== ''),
  );
}

/** Which sections and front matter fields differ between two versions of a page. */
export function compareSources(older: string, newer: string): SectionChanges {
  const a = splitFrontMatter(older);
  const b = splitFrontMatter(newer);
  const frontMatter = [...new Set([...a.fields.keys(), ...b.fields.keys()])].filter(
    (field) => a.fields.get(field) !== b.fields.get(field),
  );
  const before = sectionsOf(a.body);
  const after = sectionsOf(b.body);
  return {
    added: [...after.keys()].filter((name) => !before.has(name)),
    removed: [...before.keys()].filter((name) => !after.has(name)),
    changed: [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name)),
    frontMatter,
  };
}

/** Pages added, removed, changed (content differs) and unchanged from `older` to `newer`. */
export function diffVersions(older: Map<SourceKey, string>, newer: Map<SourceKey, string>): PagesDiff {
  const diff: PagesDiff = {added: [], removed: [], changed: [], unchanged: []};
  for (const [key, source] of newer) {
    const previous = older.get(key);
    if (previous === undefined) diff.added.push(key);
    else if (normalise(previous) === normalise(source)) diff.unchanged.push(key);
    else diff.changed.push({key, sections: compareSources(previous, source)});
  }
  diff.removed = [...older.keys()].filter((key) => !newer.has(key));
  return diff;
}
