/** Pages added, removed and changed between two releases' versioned_docs/, a changed page's sections word by word in
 * the text a reader sees (./text.ts). Only changes are kept, with a few words around, so the page stays small. */
import fs from 'node:fs';
import path from 'node:path';
import {diffArrays, diffWords, diffWordsWithSpace} from 'diff';

import {listFiles} from '../../build-inputs';
import {readFrontMatter} from '../../markdown/pages';
import {pageSections, type Block, type Section} from './text';
import type {
  DiffBlock,
  FieldDiff,
  Mark,
  PageChanges,
  PagesDiff,
  Run,
  SectionDiff,
  SourceKey,
} from '../../../shared/types/version-diff';

export {INTRODUCTION} from './text';

const MARKDOWN = /\.mdx?$/;

/** Unchanged words (lines of code) kept beside a change; how much of a block, or section, only one release has. */
const CONTEXT = {words: 8, lines: 2};
const EXCERPT = {words: 60, lines: 10};
const SECTION_EXCERPT = {words: 40, lines: 6};
/** Below this share of common text, two blocks are shown as one removed and one added instead of interleaved. */
const SIMILAR = 0.5;

/** The Markdown sources of one version folder, by source key. */
export function readVersionSources(dir: string): Map<SourceKey, string> {
  const files = listFiles(dir, MARKDOWN).filter((name) => !path.posix.basename(name).startsWith('_'));
  return new Map(files.map((file) => [file.replace(MARKDOWN, ''), fs.readFileSync(path.join(dir, file), 'utf8')]));
}

function splitFrontMatter(source: string): {fields: Map<string, unknown>; body: string} {
  const {data, body} = readFrontMatter(source.replace(/\r\n?/g, '\n'));
  return {fields: new Map(Object.entries(data)), body};
}

/** Words, each with the space after it; lines of code, each with its newline. */
const units = (text: string, code: boolean) => (code ? text.split(/(?<=\n)/) : (text.match(/\s*\S+\s*/g) ?? [text]));

/** Word boundaries as the language has them: a version such as 1.11.2, `ain.jobs` or a Russian word is one word. */
const segmenter = new Intl.Segmenter('en', {granularity: 'word'});
/** A short unchanged stretch between two replacements is read as part of one: "[-a-]{+b+} of [-c-]{+d+}" as "[-a of c-]{+b of d+}". */
const SHORT = 4;

/** Two texts as marked runs: prose word by word, code word by word with its spacing and line breaks. */
export function wordRuns(older: string, newer: string, code = false): [Mark, string][] {
  const changes = code ? diffWordsWithSpace(older, newer) : diffWords(older, newer, {intlSegmenter: segmenter});
  type Part = {same: string} | {removed: string; added: string};
  const parts: Part[] = [];
  for (const change of changes) {
    const last = parts.at(-1);
    if (!change.added && !change.removed) parts.push({same: change.value});
    else if (last && 'removed' in last) last[change.added ? 'added' : 'removed'] += change.value;
    else parts.push(change.added ? {removed: '', added: change.value} : {removed: change.value, added: ''});
  }
  const replaced = (part: Part | undefined): part is {removed: string; added: string} =>
    part !== undefined && 'removed' in part && part.removed.trim() !== '' && part.added.trim() !== '';
  for (let index = 1; index < parts.length - 1; index += 1) {
    const [before, same, after] = [parts[index - 1], parts[index], parts[index + 1]];
    if ('same' in same && same.same.trim().length <= SHORT && replaced(before) && replaced(after)) {
      parts.splice(index - 1, 3, {
        removed: before.removed + same.same + after.removed,
        added: before.added + same.same + after.added,
      });
      index -= 1;
    }
  }
  const runs: [Mark, string][] = [];
  for (const part of parts) {
    if ('same' in part) runs.push([0, part.same]);
    else {
      if (part.removed) runs.push([-1, part.removed]);
      if (part.added) runs.push([1, part.added]);
    }
  }
  return runs;
}

/** Marked runs with long unchanged stretches left out: a few words (lines) stay beside each change. */
export function condense(runs: [Mark, string][], code = false): Run[] {
  const keep = code ? CONTEXT.lines + 1 : CONTEXT.words;
  const out: Run[] = [];
  runs.forEach(([mark, text], index) => {
    if (mark !== 0) {
      out.push([mark, text]);
      return;
    }
    const all = units(text, code);
    const head = index === 0 ? 0 : keep;
    const tail = index === runs.length - 1 ? 0 : keep;
    if (all.length <= head + tail + 2) {
      out.push([0, text]);
      return;
    }
    if (head > 0) out.push([0, all.slice(0, head).join('')]);
    out.push(null);
    if (tail > 0) out.push([0, all.slice(-tail).join('')]);
  });
  return out;
}

/** How much text two blocks share, from 0 to 1. */
function similarity(older: string, newer: string): number {
  const common = wordRuns(older, newer)
    .filter(([mark]) => mark === 0)
    .reduce((sum, [, text]) => sum + text.trim().length, 0);
  return (2 * common) / Math.max(1, older.length + newer.length);
}

const columns = (block: Block) => (block.columns ? {columns: block.columns} : {});

/** A block only one release has: the whole of it (of each cell of a row), or its first `limit` words (lines). */
function onlyIn(block: Block, mark: Mark, limit = EXCERPT): NonNullable<DiffBlock> {
  const code = Boolean(block.code);
  const keep = code ? limit.lines : limit.words;
  const runs = (text: string): Run[] => {
    const all = units(text, code);
    return all.length <= keep ? [[mark, text]] : [[mark, all.slice(0, keep).join('').trimEnd()], null];
  };
  if (block.cells) return {cells: block.cells.map(runs), ...columns(block)};
  return {runs: runs(block.text), ...(block.code ? {code: true as const} : {})};
}

/** Two versions of a block as one marked block, a row cell by cell; undefined for rows whose cells do not pair up. */
function changed(older: Block, newer: Block): NonNullable<DiffBlock> | undefined {
  if (older.cells && newer.cells) {
    if (older.cells.length !== newer.cells.length) return undefined;
    return {cells: older.cells.map((cell, index) => wordRuns(cell, newer.cells![index])), ...columns(newer)};
  }
  const code = Boolean(older.code);
  return {runs: condense(wordRuns(older.text, newer.text, code), code), ...(code ? {code: true as const} : {})};
}

/** The blocks of two versions of a section as marked blocks: unchanged ones left out (`null`), a changed one word
 * by word, one only one version has marked whole. */
export function diffBlocks(older: Block[], newer: Block[]): DiffBlock[] {
  const key = (block: Block) => `${block.code ? 'code' : block.cells ? 'row' : 'text'}:${block.text}`;
  const olderByKey = new Map(older.map((block) => [key(block), block]));
  const newerByKey = new Map(newer.map((block) => [key(block), block]));
  const out: DiffBlock[] = [];
  let removed: Block[] = [];
  const flush = (added: Block[]) => {
    let next = 0;
    for (const gone of removed) {
      // The next added block of the same kind that shares enough text is this block, edited.
      const match = added.findIndex(
        (block, index) =>
          index >= next &&
          Boolean(block.code) === Boolean(gone.code) &&
          Boolean(block.cells) === Boolean(gone.cells) &&
          similarity(gone.text, block.text) >= SIMILAR,
      );
      if (match === -1) {
        out.push(onlyIn(gone, -1));
        continue;
      }
      out.push(...added.slice(next, match).map((block) => onlyIn(block, 1)));
      const both = changed(gone, added[match]);
      if (both) out.push(both);
      else out.push(onlyIn(gone, -1), onlyIn(added[match], 1));
      next = match + 1;
    }
    out.push(...added.slice(next).map((block) => onlyIn(block, 1)));
    removed = [];
  };
  for (const change of diffArrays(older.map(key), newer.map(key))) {
    if (change.removed) removed.push(...change.value.map((value) => olderByKey.get(value)!));
    else if (change.added) flush(change.value.map((value) => newerByKey.get(value)!));
    else {
      flush([]);
      if (out.at(-1) !== null) out.push(null);
    }
  }
  flush([]);
  // Unchanged blocks before the first change and after the last say nothing.
  while (out[0] === null) out.shift();
  while (out.at(-1) === null) out.pop();
  return out;
}

/** The start of a section only one version has. */
function excerpt(blocks: Block[], mark: Mark): DiffBlock[] {
  if (blocks.length === 0) return [];
  const first = onlyIn(blocks[0], mark, SECTION_EXCERPT);
  const clipped = 'runs' in first && first.runs.at(-1) === null;
  return blocks.length > 1 && !clipped ? [first, null] : [first];
}

const fieldText = (value: unknown): string =>
  value === undefined ? '' : Array.isArray(value) ? value.map(String).join(', ') : String(value);

/** How two versions of a page differ: their sections added, removed or changed (in text or Markdown), in the newer
 * page's order, and the front matter fields that differ (compared as JSON, however they are written). */
export function compareSources(older: string, newer: string, versions: {from: string; to: string}): PageChanges {
  const a = splitFrontMatter(older);
  const b = splitFrontMatter(newer);
  const frontMatter: FieldDiff[] = [...new Set([...a.fields.keys(), ...b.fields.keys()])]
    .filter((field) => JSON.stringify(a.fields.get(field)) !== JSON.stringify(b.fields.get(field)))
    .map((field) => ({field, runs: wordRuns(fieldText(a.fields.get(field)), fieldText(b.fields.get(field)))}));
  const before = pageSections(a.body, versions.from);
  const after = pageSections(b.body, versions.to);
  const beforeByName = new Map(before.map((section) => [section.name, section]));
  const afterNames = new Set(after.map((section) => section.name));
  const text = (section: Section) => section.blocks.map((block) => block.text).join('\n');

  const sections: SectionDiff[] = [];
  const removedAfter = new Map<string | undefined, SectionDiff[]>();
  let kept: string | undefined;
  for (const section of before) {
    if (afterNames.has(section.name)) {
      kept = section.name;
      continue;
    }
    const diff: SectionDiff = {
      name: section.name,
      status: 'removed',
      previousAnchor: section.anchor,
      blocks: excerpt(section.blocks, -1),
    };
    removedAfter.set(kept, [...(removedAfter.get(kept) ?? []), diff]);
  }
  sections.push(...(removedAfter.get(undefined) ?? []));
  for (const section of after) {
    const previous = beforeByName.get(section.name);
    if (!previous) {
      sections.push({name: section.name, status: 'added', anchor: section.anchor, blocks: excerpt(section.blocks, 1)});
    } else if (previous.source !== section.source || text(previous) !== text(section)) {
      sections.push({
        name: section.name,
        status: 'changed',
        anchor: section.anchor,
        previousAnchor: previous.anchor,
        blocks: diffBlocks(previous.blocks, section.blocks),
      });
    }
    sections.push(...(removedAfter.get(section.name) ?? []));
  }
  return {sections, frontMatter};
}

/** Pages added, removed, changed (content or front matter differs) and unchanged from `older` to `newer`. */
export function diffVersions(
  older: Map<SourceKey, string>,
  newer: Map<SourceKey, string>,
  versions: {from: string; to: string},
): PagesDiff {
  const diff: PagesDiff = {added: [], removed: [], changed: [], unchanged: []};
  for (const [key, source] of newer) {
    const previous = older.get(key);
    if (previous === undefined) {
      diff.added.push(key);
      continue;
    }
    // The same source can read differently: a fact (<Fact>) or a release number (%release%) of each release.
    const changes = compareSources(previous, source, versions);
    if (changes.sections.length === 0 && changes.frontMatter.length === 0) diff.unchanged.push(key);
    else diff.changed.push({key, changes});
  }
  diff.removed = [...older.keys()].filter((key) => !newer.has(key));
  return diff;
}
