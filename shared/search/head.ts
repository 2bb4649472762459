/** A version's index head: small index files answering the first keystrokes while the whole index loads. Per
 * Latin or Russian letter and digit, `search-head-<hash>/<key>.json` (`key` its hex code point) holds, for
 * each title, heading, description and keyword term starting with it, the HEAD_DOCUMENTS_PER_TERM documents
 * lunr scores highest, with their titles. site/plugins/search-local-compact writes them; src/search reads them. */
import type {LunrPart} from './compact-index';

/** The documents kept per term: as many as the search dialog lists pages. */
const HEAD_DOCUMENTS_PER_TERM = 8;

/** The parts (by DocType) the head keeps: all but the sections' text. */
const HEAD_PARTS = new Set([0, 1, 2, 3]);
const TITLE_PART = 0;

/** The characters from `from` to `to`. */
function range(from: string, to: string): string[] {
  const start = from.codePointAt(0)!;
  return Array.from({length: to.codePointAt(0)! - start + 1}, (_, at) => String.fromCodePoint(start + at));
}

/** The characters with a head file, each (empty if no term starts with it) so a query never asks for a
 * missing one; a query starting otherwise waits for the whole index. */
const HEAD_CHARACTERS = [...range('a', 'z'), ...range('0', '9'), ...range('а', 'я'), 'ё'];
const HEAD_KEYS = HEAD_CHARACTERS.map((character) => character.codePointAt(0)!.toString(16));

/** The head file's key for a term or query: its first letter or digit's hex code point, if it has one. */
export function headKey(text: string): string | undefined {
  const first = /[\p{L}\p{N}]/u.exec(text.toLowerCase())?.[0];
  return first && HEAD_CHARACTERS.includes(first) ? first.codePointAt(0)!.toString(16) : undefined;
}

/** `…/search-index-<hash>.json` → `…/search-head-<hash>`, for a file name, path or URL. */
export function headFolder(indexFile: string): string {
  return indexFile.replace(/search-index-([0-9a-f]{8})\.json$/, 'search-head-$1');
}

/** The address of the head file `key` of the index at `indexUrl`. */
export function headUrl(indexUrl: string, key: string): string {
  return `${headFolder(indexUrl)}/${key}.json`;
}

type HeadDocument = {i: number; p?: number};

/** Per head key, the documents of each part of the plugin's index that its head file holds, in order. */
export function headDocuments<D extends HeadDocument>(parts: LunrPart<D>[]): Map<string, D[][]> {
  const kept = new Map<string, Set<number>[]>(HEAD_KEYS.map((key) => [key, parts.map(() => new Set<number>())]));
  parts.forEach((part, type) => {
    if (!HEAD_PARTS.has(type)) return;
    // Each document's score for each term, by the term's number.
    const scores = new Map<string, Map<number, number>>();
    for (const [field, vector] of part.index.fieldVectors) {
      const terms = new Map<number, number>();
      for (let at = 0; at < vector.length; at += 2) terms.set(vector[at]!, vector[at + 1]!);
      scores.set(field.slice(field.indexOf('/') + 1), terms);
    }
    for (const [term, posting] of part.index.invertedIndex) {
      const key = headKey(term);
      if (!key) continue;
      const refs = Object.keys((posting[part.index.fields[0]!] as object | undefined) ?? {});
      const best = refs
        .map((ref) => ({ref, score: scores.get(ref)?.get(posting._index) ?? 0}))
        .sort((a, b) => b.score - a.score || Number(a.ref) - Number(b.ref))
        .slice(0, HEAD_DOCUMENTS_PER_TERM);
      for (const {ref} of best) kept.get(key)![type]!.add(Number(ref));
    }
  });
  const head = new Map<string, D[][]>();
  for (const [key, sets] of [...kept].sort(([a], [b]) => a.localeCompare(b))) {
    // Each document's page title, which names its results.
    parts.forEach((part, type) => {
      if (type === TITLE_PART) return;
      for (const doc of part.documents) if (sets[type]!.has(doc.i)) sets[TITLE_PART]!.add(doc.p ?? doc.i);
    });
    head.set(
      key,
      parts.map((part, type) => part.documents.filter((doc) => sets[type]!.has(doc.i))),
    );
  }
  return head;
}
