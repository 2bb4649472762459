/** How the search dialog and /search show results: by page, words marked whole, snippets around the first match. */
import {DocType, type SearchDocument, type SearchResult} from '../../shared/search/engine';
import type {Section} from './indexes';

export type PageGroup = {title: SearchDocument; section?: Section; hits: SearchResult[]};

/** The docs section a page's address is in: the one whose landing page's address starts it. */
const sectionOf = (url: string, sections: Section[]) =>
  sections.filter((section) => url.startsWith(section.url)).sort((a, b) => b.url.length - a.url.length)[0];

/** The results as pages, in the engine's order, each with its section results. */
export function groupByPage(results: SearchResult[], sections: Section[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const result of results) {
    const title = result.type === DocType.Title ? result.document : result.page || result.document;
    const group = groups.get(title.u) ?? {title, section: sectionOf(title.u, sections), hits: []};
    if (result.type === DocType.Heading || result.type === DocType.Content) group.hits.push(result);
    groups.set(title.u, group);
  }
  return [...groups.values()];
}

/** What the dialog and /search say of the words no page has, when the results match the others. */
export function missingNote(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  const listed = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0];
  return `No page has ${listed}; the results match the other words.`;
}

/** The words to mark, lower case and longest first. */
export const marksOf = (results: SearchResult[]) =>
  [...new Set(results.flatMap((result) => result.tokens.map((token) => token.toLowerCase())))].sort(
    (a, b) => b.length - a.length,
  );

/** A run of text, marked or not. */
export type Run = {text: string; mark: boolean};

const WORD = /[\p{L}\p{N}_]+/gu;

/** `text` as runs, marking whole each word that starts with one of `marks` (lower case) or covers one of
 * `positions` (the engine's matches, [start, length]). */
export function markWords(text: string, marks: readonly string[], positions: readonly [number, number][] = []): Run[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[0],
  }));
  // A match (a token of the index, such as "(vector(1024)") marks its first word only.
  const matched = new Set(
    positions.flatMap(([from, length]) =>
      words.filter(({start, end}) => end > from && start < from + length).slice(0, 1),
    ),
  );
  const runs: Run[] = [];
  let last = 0;
  for (const entry of words) {
    const lower = entry.word.toLowerCase();
    if (!matched.has(entry) && !marks.some((mark) => mark && lower.startsWith(mark))) continue;
    if (entry.start > last) runs.push({text: text.slice(last, entry.start), mark: false});
    runs.push({text: entry.word, mark: true});
    last = entry.end;
  }
  if (last < text.length) runs.push({text: text.slice(last), mark: false});
  return runs;
}

/** The positions of a result's matches in its text (field `t`), first first. */
function matchPositions(result: SearchResult): [number, number][] {
  return Object.values(result.metadata)
    .flatMap((fields) => fields.t?.position ?? [])
    .sort((a, b) => a[0] - b[0]);
}

/** What a section result shows: its heading, and for text a snippet of it. */
export function sectionView(hit: SearchResult, pageTitle: string, marks: string[]) {
  const heading = hit.type === DocType.Heading ? hit.document.t : (hit.document.s ?? pageTitle);
  return {
    heading: markWords(heading, marks, hit.type === DocType.Heading ? matchPositions(hit) : []),
    text: hit.type === DocType.Content ? snippet(hit.document.t, matchPositions(hit), marks) : undefined,
  };
}

/** A space between words, or a tab between table cells (site/plugins/search-local-compact/table-cells.ts). */
const SPACE = /[ \t]/;
const lastSpace = (text: string, from: number) => Math.max(text.lastIndexOf(' ', from), text.lastIndexOf('\t', from));

/** Snippet lengths, in characters, without the ellipses. */
const SNIPPET = {min: 120, max: 160} as const;

/** Where a line ends: a break table-cells.ts set, or the zero-width space a heading's anchor leaves after it. */
const isBreak = (char: string | undefined) => char === '\n' || char === '\u200b';

/** A snippet from one line of `text` (prose, or a table row: table-cells.ts breaks lines around tables and rows),
 * around its first match in prose, else its first match. */
function snippet(text: string, positions: readonly [number, number][], marks: readonly string[]): Run[] {
  const lineAt = (at: number) => {
    let [start, end] = [at, at];
    while (start > 0 && !isBreak(text[start - 1])) start--;
    while (start < at && text[start] === ' ') start++;
    while (end < text.length && !isBreak(text[end])) end++;
    return {start, end};
  };
  const inProse = positions.find(([at]) => {
    const {start, end} = lineAt(at);
    return !text.slice(start, end).includes('\t');
  });
  const {start, end} = lineAt(Math.min(text.length, (inProse ?? positions[0])?.[0] ?? 0));
  const moved = positions.map(([at, length]): [number, number] => [at - start, length]);
  return around(
    text.slice(start, end),
    moved.filter(([at]) => at >= 0 && at < end - start),
    marks,
  );
}

/** About `SNIPPET.max` characters around the first match, from its sentence's start when near, cut at words with "…". */
function around(text: string, positions: readonly [number, number][], marks: readonly string[]): Run[] {
  if (text.length <= SNIPPET.max) return markWords(text, marks, positions);
  const first = Math.min(text.length, positions[0]?.[0] ?? 0);

  // The start: the match's sentence if it began at most 60 characters before, else a word about 40 before.
  const lead = text.slice(Math.max(0, first - 60), first);
  const sentence = /[.!?:;]\s(?=[^.!?:;]*$)/.exec(lead);
  let start = sentence ? first - lead.length + sentence.index + 2 : Math.max(0, first - 40);
  // Enough text after the start, when the text ends soon.
  start = Math.min(start, text.length - SNIPPET.max);
  if (start > 0 && !SPACE.test(text[start - 1]!)) {
    const space = lastSpace(text, start);
    start = space < 0 ? 0 : space + 1;
  }
  // The end: after the last whole word that fits.
  let end = start + SNIPPET.max;
  if (end >= text.length) {
    end = text.length;
  } else if (!SPACE.test(text[end]!)) {
    const space = lastSpace(text, end);
    if (space > start + SNIPPET.min) end = space;
  }
  const body = text.slice(start, end).replace(end < text.length ? /[\s,;:.]+$/ : /\s+$/, '');
  const moved = positions.map(([from, length]) => [from - start, length] as [number, number]);
  const runs = markWords(body, marks, moved);
  if (start > 0) runs.unshift({text: '…', mark: false});
  if (end < text.length) runs.push({text: '…', mark: false});
  return runs;
}
