/** The index file's compact form, written by site/plugins/search-local-compact and turned back into lunr's
 * indexes in the browser (src/search/indexes.ts). Each part is one field (`t`) over documents added in order,
 * so much of a lunr index is implied: field lengths are sums of term frequencies, field vectors lunr's BM25
 * scores (lunr.Builder#createFieldVectors), and a term's first position the k-th token starting as it does
 * (k nearly always 0; else stored by token number). Kept: documents, sorted terms, each term's documents,
 * frequencies other than 1, first-position hints, and each term's rank among those first met in the same
 * document (lunr numbers terms, `_index`, as first met); the rest is recomputed by the same arithmetic in the
 * same order, equal to the last bit. Only first positions are kept: snippets use them, ranking never does.
 * `encodeIndex` checks that `decodeIndex` restores its input, so a lunr or plugin upgrade that breaks this
 * fails the build instead of changing results. */

/** lunr's serialised index (lunr.Index#toJSON, read by lunr.Index.load). */
export interface LunrIndexJson {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Posting][];
  pipeline: string[];
}

/** A term's entry: its number, and per field, document ref → metadata. */
type Posting = {_index: number} & {[field: string]: Record<string, {position?: [number, number][]}>};

/** A document as the plugin indexes it: `i` its ref, `t` the text of its one field. */
type IndexedDocument = {i: number; t?: string};

/** A part of the index file as the plugin writes it. */
export type LunrPart<D extends IndexedDocument = IndexedDocument> = {documents: D[]; index: LunrIndexJson};

/** lunr's version, field and pipeline, and the postings the rest is computed from. */
interface CompactIndex {
  version: string;
  fields: [string];
  pipeline: string[];
  /** The sorted terms, space-separated (one may be empty: the trimmer leaves "" of punctuation). */
  terms: string;
  /** Per term, its rank by `_index` among the terms whose first document is its own. */
  ranks: number[];
  /** Per term, how many documents hold it. */
  counts: number[];
  /** Per posting (term by term, in document order): the gap in `documents` after the term's previous one
   * (0: the next; the first counts from -1). */
  docs: number[];
  /** Per posting, the term's first token: k ≥ 0, the k-th token starting as `startOf` the term; k < 0,
   * token number −k − 1. */
  first: number[];
  /** Where a term occurs more than once in a document: pairs of the posting's distance from the previous
   * such posting and the term frequency. */
  tf: number[];
}

/** A part of the index file in its compact form. */
export type CompactPart<D extends IndexedDocument = IndexedDocument> = {documents: D[]; index: CompactIndex};

/** lunr.Builder's default BM25 parameters. */
const K1 = 1.2;
const B = 0.75;

/** lunr.tokenizer.separator, and a token. */
const SEPARATOR = /[\s-]/;
const TOKEN = /[^\s-]+/g;

function isSeparator(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  // The common case without a regular expression: ASCII.
  return code < 128 ? code === 32 || code === 45 || (code >= 9 && code <= 13) : SEPARATOR.test(text[at]);
}

/** A document's text as lunr's tokenizer reads it. */
function lowercased(text: string | undefined): string {
  return (text ?? '').toLowerCase();
}

function isTokenStart(text: string, at: number): boolean {
  return at < text.length && !isSeparator(text, at) && (at === 0 || isSeparator(text, at - 1));
}

/** Where a text's tokens start, in order. */
function tokenStarts(text: string): number[] {
  return Array.from(text.matchAll(TOKEN), (match) => match.index);
}

/** Where the token starting at `start` ends. */
function tokenEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && !isSeparator(text, end)) end++;
  return end;
}

/** How a token of a term starts: as the term less a last letter the stemmer may have changed (the y of
 * "query" stems to i); a term of one or two letters as itself, since one letter starts too many tokens. */
function startOf(term: string): string {
  return term.length > 2 ? term.slice(0, -1) : term;
}

/** The hint to a term's token at `start` of the lowercased `text` (`CompactIndex#first`). */
function hintOf(text: string, term: string, start: number): number {
  const prefix = startOf(term);
  if (!text.startsWith(prefix, start)) return -tokenStarts(text).indexOf(start) - 1;
  let hint = 0;
  for (let at = text.indexOf(prefix); at !== -1 && at < start; at = text.indexOf(prefix, at + 1)) {
    if (isTokenStart(text, at)) hint++;
  }
  return hint;
}

/** The start of the token a hint points to in the lowercased `text`. */
function startOfHint(text: string, term: string, hint: number): number {
  if (hint < 0) {
    const start = tokenStarts(text)[-hint - 1];
    if (start !== undefined) return start;
  } else {
    const prefix = startOf(term);
    let skip = hint;
    for (let at = text.indexOf(prefix); at !== -1 && at < text.length; at = text.indexOf(prefix, at + 1)) {
      if (isTokenStart(text, at) && skip-- === 0) return at;
    }
  }
  throw new Error(`compact index: no token ${hint} for "${term}"`);
}

/** The compact form of one part of the plugin's index file; throws unless `decodeIndex` restores it with
 * the first position of each term per document. */
export function encodeIndex<D extends IndexedDocument>({documents, index}: LunrPart<D>): CompactPart<D> {
  const {version, fields, invertedIndex, pipeline} = index;
  if (fields.length !== 1) throw new Error(`compact index: one field expected, not ${fields.join(', ')}`);
  const [field] = fields;
  const place = new Map(documents.map((doc, n) => [String(doc.i), n]));
  const texts = documents.map((doc) => lowercased(doc.t));
  const compact: CompactIndex = {
    version,
    fields: [field],
    pipeline,
    terms: '',
    ranks: [],
    counts: [],
    docs: [],
    first: [],
    tf: [],
  };
  /** Per term, its first document. */
  const firstDocs: number[] = [];
  let posting = 0;
  let lastRepeated = 0;
  for (const [term, entry] of invertedIndex) {
    if (/\s/.test(term)) throw new Error(`compact index: term "${term}" holds a space`);
    const refs = Object.entries(entry[field] ?? {})
      .map(([ref, metadata]) => ({n: place.get(ref), positions: metadata.position ?? []}))
      .sort((a, b) => (a.n ?? -1) - (b.n ?? -1));
    compact.counts.push(refs.length);
    firstDocs.push(refs[0]?.n ?? -1);
    let previous = -1;
    for (const {n, positions} of refs) {
      if (n === undefined || positions.length === 0)
        throw new Error(`compact index: "${term}" in a document without a place`);
      compact.docs.push(n - previous - 1);
      previous = n;
      compact.first.push(hintOf(texts[n], term, positions[0][0]));
      if (positions.length !== 1) {
        compact.tf.push(posting - lastRepeated, positions.length);
        lastRepeated = posting;
      }
      posting++;
    }
  }
  compact.terms = invertedIndex.map(([term]) => term).join(' ');
  const numbers = invertedIndex.map(([, entry]) => entry._index);
  const byFirstDocument = new Map<number, number[]>();
  numbers.forEach((number, t) =>
    byFirstDocument.set(firstDocs[t], [...(byFirstDocument.get(firstDocs[t]) ?? []), number]),
  );
  for (const group of byFirstDocument.values()) group.sort((x, y) => x - y);
  compact.ranks = numbers.map((number, t) => byFirstDocument.get(firstDocs[t])!.indexOf(number));
  const part = {documents, index: compact};
  // The index with only the first position of each term per document: the only objects keyed `position`.
  const expected = JSON.stringify(index, (key, value: unknown) =>
    key === 'position' ? (value as unknown[]).slice(0, 1) : value,
  );
  if (JSON.stringify(decodeIndex(part)) !== expected) {
    throw new Error('compact index: it does not restore the index lunr built (has lunr or the search plugin changed?)');
  }
  return part;
}

/** lunr's index of one compact part, for `lunr.Index.load`; a term's postings are made when lunr first
 * reads them, since a query touches few terms. */
export function decodeIndex({documents, index}: CompactPart): LunrIndexJson {
  const {version, fields, pipeline, ranks, counts, docs, first, tf} = index;
  const [field] = fields;
  const terms = counts.length === 0 ? [] : index.terms.split(' ');
  const documentCount = documents.length;
  const texts = new Array<string | undefined>(documentCount);
  const textOf = (n: number): string => (texts[n] ??= lowercased(documents[n].t));
  // Per posting, its document and the term's frequency there; per term, its first posting.
  const places = new Int32Array(docs.length);
  const frequencies = new Int32Array(docs.length).fill(1);
  for (let r = 0, posting = 0; r < tf.length; r += 2) {
    posting += tf[r];
    frequencies[posting] = tf[r + 1];
  }
  const termStarts = new Int32Array(terms.length + 1);
  const fieldLengths = new Array<number>(documentCount).fill(0);
  for (let t = 0, posting = 0; t < terms.length; t++) {
    termStarts[t] = posting;
    for (let c = 0, previous = -1; c < counts[t]; c++, posting++) {
      const n = (previous += 1 + docs[posting]);
      places[posting] = n;
      fieldLengths[n] += frequencies[posting];
    }
  }
  termStarts[terms.length] = docs.length;

  // The terms in the order of their numbers: by first document, then rank.
  const firstMet: number[][] = documents.map(() => []);
  terms.forEach((_, t) => (firstMet[places[termStarts[t]]][ranks[t]] = t));
  const order = firstMet.flat();
  const numbers = new Int32Array(terms.length);
  order.forEach((t, number) => (numbers[t] = number));

  /** A term's documents, by ref, with the first position of the term in each. */
  const refsOf = (t: number): Record<string, {position: [number, number][]}> => {
    const refs: Record<string, {position: [number, number][]}> = {};
    for (let posting = termStarts[t]; posting < termStarts[t + 1]; posting++) {
      const text = textOf(places[posting]);
      const start = startOfHint(text, terms[t], first[posting]);
      refs[documents[places[posting]].i] = {position: [[start, tokenEnd(text, start) - start]]};
    }
    return refs;
  };
  const invertedIndex = terms.map((term, t): [string, Posting] => {
    // An own, enumerable property, as in lunr's JSON, that becomes a plain one when first read.
    const posting = {
      _index: numbers[t],
      get [field]() {
        const value = refsOf(t);
        Object.defineProperty(posting, field, {configurable: true, enumerable: true, writable: true, value});
        return value;
      },
    } as Posting;
    return [term, posting];
  });

  // lunr.Builder#calculateAverageFieldLengths and #createFieldVectors, operation by operation; terms in
  // number order, so each vector is sorted as lunr.Vector keeps it.
  let totalLength = 0;
  for (const length of fieldLengths) totalLength += length;
  const averageLength = totalLength / documentCount;
  const vectors: number[][] = documents.map(() => []);
  order.forEach((t, number) => {
    const documentsWithTerm = termStarts[t + 1] - termStarts[t];
    const x = (documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5);
    const idf = Math.log(1 + Math.abs(x));
    for (let posting = termStarts[t]; posting < termStarts[t + 1]; posting++) {
      const n = places[posting];
      const frequency = frequencies[posting];
      const score = (idf * ((K1 + 1) * frequency)) / (K1 * (1 - B + B * (fieldLengths[n] / averageLength)) + frequency);
      vectors[n].push(number, Math.round(score * 1000) / 1000);
    }
  });
  const fieldVectors = documents.map((doc, n): [string, number[]] => [`${field}/${doc.i}`, vectors[n]]);
  return {version, fields, fieldVectors, invertedIndex, pipeline};
}
