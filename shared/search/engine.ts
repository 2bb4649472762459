/** How the site's search answers a query over the search plugin's lunr indexes (titles, headings,
 * descriptions, keywords, section text). Pure, so the worker (src/search/worker.ts) and tests in Node run it.
 * The plugin requires every word in one section, so one unknown word empties the result. Here each query
 * word is a group of alternatives (itself, its English for Russian, its prefix while typed, near spellings
 * when misspelt), and a page ranks by how much of the query's weight it matches (a word weighs its rarity
 * across pages) and where (title above heading, keywords and description, above body text). A query is
 * empty only when no word matches anything. */
import type lunr from 'lunr';

import {editDistance} from '../edit-distance';

/** The plugin's document types, in the order of the index file's parts. */
export const DocType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;

/** A document of the plugin's index file. */
export interface SearchDocument {
  /** Id, unique within its part (description and keywords documents carry their title's id). */
  i: number;
  t: string;
  /** Page URL. */
  u: string;
  /** Heading anchor. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Section title (content, description and keywords documents). */
  s?: string;
  /** Breadcrumb (title documents). */
  b?: string[];
}

export type LoadedIndex = {type: number; documents: SearchDocument[]; index: lunr.Index};

/** lunr's match metadata of one document: index term → field → positions. */
type MatchMetadata = Record<string, Record<string, {position?: [number, number][]}>>;

/** One result, in the shape the plugin's search bar and page render. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document, for a heading or section result. */
  page: SearchDocument | false;
  metadata: MatchMetadata;
  /** Words to highlight on the result and the page it opens. */
  tokens: string[];
}

export interface SearchAnswer {
  results: SearchResult[];
  /** When nothing matches: the query with unknown words replaced by the closest indexed ones. */
  suggestion?: string;
  /** How many pages match (the results hold the best, up to the limit). */
  pages?: number;
  /** Russian words read through the lexicon, with the docs' English; `glossary` when a glossary term names it. */
  translated?: {russian: string; english: string[]; glossary: boolean}[];
  /** Words of the query that no page has, when the results match the others. */
  missing?: string[];
}

/** A reader's word or phrase, the docs' English for it and, for a glossary term, its page's doc path (`api/`). */
export type LexiconEntry = readonly [reader: string, english: string, page?: string];

/** The lunr build the index was made with: English and Russian pipelines. */
export type Lunr = typeof lunr & {
  ru: {stemmer: lunr.PipelineFunction; stopWordFilter: lunr.PipelineFunction};
};

/** How much a match counts by where it is. */
const FIELD_WEIGHT: Record<number, number> = {
  [DocType.Title]: 1,
  [DocType.Heading]: 0.7,
  [DocType.Keywords]: 0.6,
  [DocType.Description]: 0.5,
  [DocType.Content]: 0.35,
};

/** How much a match counts by how the word matched: `typing` completes the last word, `prefix` another,
 * `related` is a word of its family ("recognition", "recognize"). */
const MATCH_WEIGHT = {exact: 1, typing: 0.9, translation: 0.9, prefix: 0.6, fuzzy: 0.7, related: 0.5} as const;
type MatchKind = keyof typeof MATCH_WEIGHT;

/** The endings of a Russian noun's or adjective's case forms, for the forms the stemmer keys apart. */
const CASE_ENDINGS = ['', ...'а я у ю ом ем е и ы ей ов ам ям ами ями ах ях ью'.split(' ')];

/** score × coverage^this. */
const COVERAGE_EXPONENT = 2;
// The most a page gains, as a factor 1 + this: when the query names its whole title; when one of its
// sections holds the whole query; when one document holds it as written, word after word.
const TITLE_BONUS = 0.5;
const TOGETHER_BONUS = 0.5;
const PHRASE_BONUS = 0.5;
/** A word found in several of a page's sections counts up to 1 + this. */
const SPREAD = 0.3;
/** The phrase bonus is weighed for the pages it can bring among this many first. */
const PHRASE_PAGES = 10;
/** The most characters between two adjacent words. */
const PHRASE_GAP = 4;

/** At most this many sections per page (the most the dialog and /search show under it). */
export const SECTIONS_PER_PAGE = 3;

/** In a query this long (a pasted message), an identifier (`NEXUS_NOT_FOUND`, `AIChat.send`) counts this
 * many times its rarity: it names what the message is about. */
const LONG_QUERY = 6;
const IDENTIFIER_WEIGHT = 2;
const IDENTIFIER = /^[a-z]\w*[._]\w/;

/** The shortest root two words of one family share. */
const RELATED_ROOT = 7;

/** Words shorter than this match exactly or by prefix, never by spelling. */
const FUZZY_MIN_LENGTH = 5;

/** One way a query word may be found: every term of `terms` on the page. */
interface Alternative {
  terms: string[];
  kind: MatchKind;
}

/** One word (or Russian phrase) of the query with its alternatives. */
interface Group {
  text: string;
  alternatives: Alternative[];
  /** Pages the words name (a glossary term's page): found as by their title. */
  names?: string[];
}

type DocMatch = {weight: number; metadata: MatchMetadata};

/** How a query word (or one of its alternatives) matches a page. */
interface PageMatch {
  weight: number;
  /** lunr's own score, to break ties. */
  relevance: number;
  /** By docKey(). */
  docs: Map<string, DocMatch>;
  /** The words that matched, to highlight. */
  tokens: string[];
}

type ScoredGroup = {group: Group; pages: Map<number, PageMatch>; idf: number};

/** A term's matches in one index part: document id → score and metadata. */
type TermMatches = Map<string, {score: number; metadata: MatchMetadata}>;

export const CYRILLIC = /[а-яё]/i;

/** Irregular verb forms, which the stemmer leaves alone, with the form the docs likely use (kept → keep). */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    'became:become began:begin begun:begin bought:buy brought:bring broke:break broken:break built:build ' +
    'came:come chose:choose chosen:choose did:do done:do drew:draw drawn:draw drove:drive driven:drive ' +
    'fed:feed fell:fall fallen:fall felt:feel forgot:forget forgotten:forget found:find froze:freeze ' +
    'frozen:freeze gave:give given:give went:go gone:go got:get gotten:get grew:grow grown:grow had:have ' +
    'held:hold hid:hide hidden:hide kept:keep knew:know known:know laid:lay led:lead left:leave lost:lose ' +
    'made:make meant:mean met:meet paid:pay ran:run rang:ring rose:rise risen:rise said:say sat:sit ' +
    'saw:see seen:see sent:send shook:shake shown:show showed:show sold:sell sought:seek spent:spend ' +
    'spoke:speak spoken:speak stood:stand stole:steal stolen:steal struck:strike took:take taken:take ' +
    'taught:teach thought:think threw:throw thrown:throw told:tell understood:understand woke:wake ' +
    'woken:wake wore:wear worn:wear won:win wrote:write written:write'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** "how long", "how many": the second word asks, it names nothing to find. */
const QUESTION_HEADS = new Set(['how']);
const QUESTION_WORDS = new Set(['long', 'many', 'much', 'often', 'soon', 'far']);

/** A query's words: split on spaces, hyphens and punctuation, keeping identifiers (`AIVector.upsert`) whole. */
export function queryWords(input: string): string[] {
  return input
    .toLowerCase()
    .split(/[\s\-–—,;:!?"'«»„“”()[\]{}<>|/\\*+=#&%@^~`]+/)
    .map((word) => word.replace(/^[._]+|[._]+$/g, ''))
    .filter(Boolean);
}

export type EngineOptions = {lunr: Lunr; indexes: LoadedIndex[]; lexicon?: readonly LexiconEntry[]};
export type SearchEngine = {search(input: string, limit: number): SearchAnswer};

export function createSearchEngine({lunr, indexes, lexicon = []}: EngineOptions): SearchEngine {
  const titles = indexes.find((part) => part.type === DocType.Title)?.documents ?? [];
  const titleById = new Map(titles.map((doc) => [doc.i, doc]));
  // Ids are unique within a part only.
  const documents = new Map<string, {doc: SearchDocument; type: number; section: string}>();
  for (const part of indexes) {
    for (const doc of part.documents) {
      documents.set(docKey(part.type, doc.i), {doc, type: part.type, section: sectionKey(doc)});
    }
  }
  const pageOf = (doc: SearchDocument, type: number): number => (type === DocType.Title ? doc.i : (doc.p ?? doc.i));

  const apply = (fn: lunr.PipelineFunction, word: string): lunr.Token | undefined =>
    (fn as unknown as (token: lunr.Token) => lunr.Token | undefined)(new lunr.Token(word, {}));
  const stemmed = (fn: lunr.PipelineFunction, word: string): string => apply(fn, word)?.toString() ?? word;
  /** A word's lexicon key: its stem, ё as е (readers type either). */
  const keys = new Map<string, string>();
  const lexiconKey = (word: string): string => {
    let key = keys.get(word);
    if (key === undefined) {
      key = CYRILLIC.test(word) ? stemmed(lunr.ru.stemmer, word.replace(/ё/g, 'е')) : stemmed(lunr.stemmer, word);
      if (keys.size > 5000) keys.clear();
      keys.set(word, key);
    }
    return key;
  };
  const isStopWord = (word: string): boolean =>
    apply(lunr.stopWordFilter, word) === undefined || apply(lunr.ru.stopWordFilter, word) === undefined;

  /** A phrase's words but its stop words, which the index lacks. */
  const withoutStopWords = (words: string[]): string[] => {
    const kept = words.filter((word) => !isStopWord(word));
    return kept.length > 0 ? kept : words;
  };

  // The lexicon by its keys' stems, each language stemmed on its first query, so English never pays for Russian.
  type Phrase = {english: string[]; pages: string[]};
  type Phrases = {phrases: Map<string, Phrase>; longest: number};
  const lexiconByStems = new Map<boolean, Phrases>();
  function readerPhrases(russian: boolean): Phrases {
    const known = lexiconByStems.get(russian);
    if (known) return known;
    const phrases = new Map<string, Phrase>();
    let longest = 1;
    for (const [reader, english, page] of lexicon) {
      if (CYRILLIC.test(reader) !== russian) continue;
      const stems = queryWords(reader).map(lexiconKey);
      longest = Math.max(longest, stems.length);
      const key = stems.join(' ');
      const phrase = phrases.get(key) ?? {english: [], pages: []};
      if (!phrase.english.includes(english)) phrase.english.push(english);
      if (page && !phrase.pages.includes(page)) phrase.pages.push(page);
      phrases.set(key, phrase);
    }
    if (russian) {
      // A word the stemmer cuts two or more letters short ("запись" → "зап", "записи" → "запис") is also
      // keyed by its case forms' stems, where no entry has that key.
      // cspell:ignore запис ьйаяоеиыуюё
      const inflected = new Map<string, Phrase>();
      for (const [reader] of lexicon) {
        if (!CYRILLIC.test(reader)) continue;
        const words = queryWords(reader);
        const stems = words.map(lexiconKey);
        const phrase = phrases.get(stems.join(' '))!;
        words.forEach((word, index) => {
          const base = word.replace(/ё/g, 'е').replace(/[ьйаяоеиыуюё]$/, '');
          if (stems[index]!.length > base.length - 2) return;
          for (const ending of CASE_ENDINGS) {
            const form = lexiconKey(base + ending);
            const variant = stems.map((stem, at) => (at === index ? form : stem)).join(' ');
            if (!phrases.has(variant) && !inflected.has(variant)) inflected.set(variant, phrase);
          }
        });
      }
      for (const [key, phrase] of inflected) phrases.set(key, phrase);
    }
    lexiconByStems.set(russian, {phrases, longest});
    return {phrases, longest};
  }

  // The indexed words with how many documents use each, for misspellings; read on first need.
  let vocabulary: Map<string, number> | undefined;
  function words(): Map<string, number> {
    if (vocabulary) return vocabulary;
    vocabulary = new Map();
    for (const {doc} of documents.values()) {
      for (const word of new Set(queryWords(`${doc.t} ${doc.s ?? ''}`))) {
        if (/^\p{L}+$/u.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
    return vocabulary;
  }

  /** Whether the docs write a word as typed (or, while typed, one it begins): one they never write may be
   * a misspelling even when its stem is theirs ("filing" for filling: the docs' "file"). */
  function docsWrite(word: string, typing: boolean): boolean {
    const known = words();
    return known.has(word) || (typing && [...known.keys()].some((candidate) => candidate.startsWith(word)));
  }

  /** Indexed words of the word's family, most used first: sharing its root (all but the shorter's last three
   * letters, at least RELATED_ROOT) with another stem ("recognition", "recognize"). */
  function relatives(word: string): string[] {
    const stem = lexiconKey(word);
    const found: [string, number][] = [];
    for (const [candidate, uses] of words()) {
      if (candidate.startsWith(word) || word.startsWith(candidate) || !/^[a-z]+$/.test(candidate)) continue;
      let shared = 0;
      while (shared < word.length && word[shared] === candidate[shared]) shared++;
      if (shared < Math.max(RELATED_ROOT, Math.min(word.length, candidate.length) - 3)) continue;
      if (lexiconKey(candidate) !== stem) found.push([candidate, uses]);
    }
    return mostUsed(found).slice(0, 3);
  }

  /** The indexed words nearest to `word` within `max` edits, most used first. */
  function nearestWords(word: string, max: number): string[] {
    let best = max + 1;
    let found: [string, number][] = [];
    for (const [candidate, uses] of words()) {
      if (Math.abs(candidate.length - word.length) > best || candidate === word) continue;
      const distance = editDistance(word, candidate, best);
      if (distance < best) {
        best = distance;
        found = [];
      }
      if (distance === best && distance <= max) found.push([candidate, uses]);
    }
    return mostUsed(found);
  }

  /** A query's groups, lexicon phrases with the docs' equivalents; stop words only if nothing else is left. */
  function groupsOf(words: string[]): Group[] {
    const hasRussian = words.some((word) => CYRILLIC.test(word));
    const russian = hasRussian ? readerPhrases(true) : undefined;
    const english = readerPhrases(false);
    const groups: Group[] = [];
    const stopGroups: Group[] = [];
    for (let i = 0; i < words.length;) {
      const word = words[i];
      let length = Math.min(Math.max(russian?.longest ?? 0, english.longest), words.length - i);
      for (; length >= 1; length--) {
        const slice = words.slice(i, i + length);
        // A Russian phrase may hold Latin script ("ai-сообщение").
        const lexicon = slice.some((w) => CYRILLIC.test(w)) ? russian : english;
        const entry = lexicon?.phrases.get(slice.map(lexiconKey).join(' '));
        if (entry && (length > 1 || !isStopWord(word))) {
          groups.push({
            text: slice.join(' '),
            alternatives: [
              {terms: withoutStopWords(slice), kind: 'exact'},
              ...entry.english.map((english): Alternative => ({
                terms: withoutStopWords(queryWords(english)),
                kind: 'translation',
              })),
            ],
            names: entry.pages,
          });
          break;
        }
      }
      if (length >= 1) {
        i += length;
        continue;
      }
      if (QUESTION_WORDS.has(word) && QUESTION_HEADS.has(words[i - 1])) {
        stopGroups.push({text: word, alternatives: [{terms: [word], kind: 'exact'}]});
        i++;
        continue;
      }
      const alternatives: Alternative[] = [{terms: [word], kind: 'exact'}];
      if (IRREGULAR[word]) alternatives.push({terms: [IRREGULAR[word]], kind: 'translation'});
      // `AIVector.upsert`: also the class and the method, anywhere on the page.
      const parts = word.split('.').filter(Boolean);
      if (parts.length > 1) alternatives.push({terms: parts, kind: 'translation'});
      (isStopWord(word) ? stopGroups : groups).push({text: word, alternatives});
      i++;
    }
    return groups.length > 0 ? groups : stopGroups;
  }

  const matchCache = new Map<string, TermMatches[]>();
  /** A term's matches in each part of the index; a prefix as written, not through the pipeline (stemmers). */
  function matchTerm(term: string, prefix: boolean): TermMatches[] {
    const key = `${prefix}\u0000${term}`;
    let cached = matchCache.get(key);
    if (cached) return cached;
    cached = indexes.map(({index}) => {
      let results: lunr.Index.Result[] = [];
      try {
        results = index.query((query) =>
          query.term(term, prefix ? {usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING} : {usePipeline: true}),
        );
      } catch {
        // A term lunr cannot parse as a query matches nothing.
      }
      return new Map(
        results.map(({ref, score, matchData}) => [ref, {score, metadata: matchData.metadata as MatchMetadata}]),
      );
    });
    matchCache.set(key, cached);
    if (matchCache.size > 500) matchCache.delete(matchCache.keys().next().value as string);
    return cached;
  }

  const hasMatch = (parts: TermMatches[]): boolean => parts.some((part) => part.size > 0);

  /** Adds ways to find a word: by prefix (identifiers, the word being typed), family and near spelling. */
  function widen(group: Group, isLast: boolean): void {
    const base = group.alternatives[0];
    if (base.terms.length !== 1) return;
    const word = base.terms[0];
    const exactFound = hasMatch(matchTerm(word, false));
    if (isLast) {
      group.alternatives.push({terms: [word], kind: 'typing'});
    } else if (word.length >= 3) {
      group.alternatives.push({terms: [word], kind: 'prefix'});
    }
    if (word.length >= RELATED_ROOT && /^[a-z]+$/.test(word)) {
      for (const relative of relatives(word)) group.alternatives.push({terms: [relative], kind: 'related'});
    }
    const fuzzy = word.length >= FUZZY_MIN_LENGTH && /^\p{L}+$/u.test(word);
    const found =
      (exactFound && (!fuzzy || !/^[a-z]+$/.test(word) || docsWrite(word, isLast))) ||
      group.alternatives.slice(1).some((alt) => alternativeFound(alt));
    if (!found && fuzzy) {
      // Near spellings of the word as written, not of its stem.
      for (const near of nearestWords(word, word.length >= 8 ? 2 : 1).slice(0, 3)) {
        group.alternatives.push({terms: [near], kind: 'fuzzy'});
      }
    }
  }

  const asTyped = ({kind}: Alternative): boolean => kind === 'typing' || kind === 'prefix';
  const termParts = (term: string, alternative: Alternative): TermMatches[] => matchTerm(term, asTyped(alternative));

  function alternativeFound(alternative: Alternative): boolean {
    return alternative.terms.every((term) => hasMatch(termParts(term, alternative)));
  }

  /** Per page, how well one alternative matches it and in which documents. */
  function scoreAlternative(alternative: Alternative): Map<number, PageMatch> {
    const perTerm = alternative.terms.map((term) => {
      const byPage = new Map<number, PageMatch>();
      termParts(term, alternative).forEach((matches, partIndex) => {
        const type = indexes[partIndex].type;
        for (const [ref, {score, metadata}] of matches) {
          const id = docKey(type, Number(ref));
          const found = documents.get(id);
          if (!found) continue;
          const page = pageOf(found.doc, type);
          const weight = FIELD_WEIGHT[type] ?? FIELD_WEIGHT[DocType.Content];
          const entry = byPage.get(page) ?? {weight: 0, relevance: 0, docs: new Map(), tokens: []};
          entry.weight = Math.max(entry.weight, weight);
          entry.relevance += score;
          const known = entry.docs.get(id);
          if (!known || known.weight < weight) entry.docs.set(id, {weight, metadata});
          byPage.set(page, entry);
        }
      });
      return byPage;
    });
    // The alternative matches a page that has every one of its terms.
    const tokens = asTyped(alternative) ? [] : alternative.terms;
    const pages = new Map<number, PageMatch>();
    const [first, ...rest] = perTerm;
    for (const [page, entry] of first ?? []) {
      if (!rest.every((other) => other.has(page))) continue;
      const merged: PageMatch = {...entry, docs: new Map(entry.docs), tokens: [...tokens]};
      for (const other of rest.map((byPage) => byPage.get(page)!)) {
        merged.weight = Math.min(merged.weight, other.weight);
        merged.relevance += other.relevance;
        mergeDocs(merged.docs, other.docs);
      }
      merged.weight *= MATCH_WEIGHT[alternative.kind];
      pages.set(page, merged);
    }
    return pages;
  }

  /** Per page, how well a group (any of its alternatives) matches it. */
  function scoreGroup(group: Group): ScoredGroup {
    const pages = new Map<number, PageMatch>();
    for (const alternative of group.alternatives) {
      for (const [page, entry] of scoreAlternative(alternative)) {
        const known = pages.get(page);
        if (!known) {
          pages.set(page, entry);
          continue;
        }
        known.weight = Math.max(known.weight, entry.weight);
        known.relevance = Math.max(known.relevance, entry.relevance);
        mergeDocs(known.docs, entry.docs);
        for (const token of entry.tokens) if (!known.tokens.includes(token)) known.tokens.push(token);
      }
    }
    // A glossary term counts as the title of the page it names.
    for (const title of titles) {
      if (!group.names?.some((name) => isPage(title.u, name))) continue;
      const entry = pages.get(title.i) ?? {weight: 0, relevance: 0, docs: new Map(), tokens: []};
      entry.weight = Math.max(entry.weight, FIELD_WEIGHT[DocType.Title]);
      const key = docKey(DocType.Title, title.i);
      if (!entry.docs.has(key)) entry.docs.set(key, {weight: FIELD_WEIGHT[DocType.Title], metadata: {}});
      pages.set(title.i, entry);
    }
    for (const entry of pages.values()) if (entry.tokens.length === 0) entry.tokens.push(group.text);
    // Rarer words decide more: inverse page frequency.
    const idf = pages.size === 0 ? 0 : Math.log(1 + titles.length / pages.size);
    return {group, pages, idf};
  }

  /** The query with each word that matches nothing replaced by the nearest indexed word, if near enough. */
  function suggest(groups: Group[]): string | undefined {
    let changed = false;
    const suggested = groups.map((group) => {
      const word = group.alternatives[0].terms.join(' ');
      if (group.alternatives.some(alternativeFound) || word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
      const [near] = nearestWords(word, word.length >= 8 ? 3 : 2);
      if (!near) return word;
      changed = true;
      return near;
    });
    return changed ? suggested.join(' ') : undefined;
  }

  function search(input: string, limit: number): SearchAnswer {
    const words = queryWords(input);
    if (words.length === 0) return {results: []};
    const groups = groupsOf(words);
    const typing = !/\s$/.test(input);
    groups.forEach((group, index) => widen(group, typing && index === groups.length - 1));

    const scored = groups.map(scoreGroup);
    if (scored.length >= LONG_QUERY) {
      for (const entry of scored) if (IDENTIFIER.test(entry.group.text)) entry.idf *= IDENTIFIER_WEIGHT;
    }
    const queryWeight = scored.reduce((sum, {idf}) => sum + idf, 0);
    if (queryWeight === 0) {
      return {results: [], suggestion: suggest(groups)};
    }

    // Pages: how well × how much of the query; a word in several sections counts more, and a page whose one
    // section holds most of the query; lunr's relevance breaks ties.
    const pageScores = new Map<
      number,
      {score: number; covered: number; relevance: number; sections: Map<string, number>}
    >();
    for (const {pages, idf} of scored) {
      for (const [page, {weight, relevance, docs}] of pages) {
        const entry = pageScores.get(page) ?? {score: 0, covered: 0, relevance: 0, sections: new Map()};
        pageScores.set(page, entry);
        entry.score += idf * weight * (1 + SPREAD * (1 - 1 / docs.size));
        entry.covered += idf;
        entry.relevance += relevance;
        // How much of the query each section holds (one word is always in one section whole).
        if (scored.length === 1) continue;
        const seen = new Set<string>();
        for (const id of docs.keys()) {
          const key = documents.get(id)?.section ?? id;
          if (seen.has(key)) continue;
          seen.add(key);
          entry.sections.set(key, (entry.sections.get(key) ?? 0) + idf);
        }
      }
    }
    const based = [...pageScores].map(([page, {score, covered, relevance, sections}]) => ({
      page,
      relevance,
      score:
        score *
        (covered / queryWeight) ** COVERAGE_EXPONENT *
        (1 + titleBonus(page, scored, queryWeight)) *
        (1 + TOGETHER_BONUS * (scored.length === 1 ? 1 : Math.max(...sections.values()) / queryWeight) ** 2),
    }));
    // Words as written, in order, decide among the pages the bonus can bring into the first PHRASE_PAGES.
    const floor = based.map(({score}) => score).sort((a, b) => b - a)[PHRASE_PAGES - 1] ?? 0;
    const ranked = based
      .map((entry) =>
        entry.score * (1 + PHRASE_BONUS) < floor
          ? entry
          : {...entry, score: entry.score * (1 + PHRASE_BONUS * phraseShare(entry.page, scored, queryWeight))},
      )
      .sort(
        (a, b) =>
          b.score - a.score ||
          // Equal everywhere in a section: its overview page first.
          Number(isLanding(b.page)) - Number(isLanding(a.page)) ||
          b.relevance - a.relevance ||
          a.page - b.page,
      );

    const results: SearchResult[] = [];
    for (const {page} of ranked) {
      if (results.length >= limit) break;
      results.push(...pageResults(page, scored, limit - results.length));
    }
    const translated = groups
      .filter((group) => CYRILLIC.test(group.text))
      .map((group) => ({
        russian: group.text,
        english: [
          ...new Set(group.alternatives.filter(({kind}) => kind === 'translation').map(({terms}) => terms.join(' '))),
        ],
        glossary: (group.names ?? []).length > 0,
      }))
      .filter(({english}) => english.length > 0);
    const missing = scored.filter(({pages}) => pages.size === 0).map(({group}) => group.text);
    return {
      results,
      pages: ranked.length,
      ...(translated.length > 0 ? {translated} : {}),
      ...(missing.length > 0 ? {missing} : {}),
    };
  }

  /** The most of the query's weight that one document of the page holds as written: words next to the
   * query's word before or after them ("Read-back failed: NEXUS_INACTIVE"). */
  function phraseShare(page: number, scored: ScoredGroup[], queryWeight: number): number {
    if (scored.length < 2) return 0;
    const inPhrase = new Map<string, Set<number>>();
    for (let group = 0; group + 1 < scored.length; group++) {
      const before = scored[group].pages.get(page)?.docs;
      const after = scored[group + 1].pages.get(page)?.docs;
      if (!before || !after) continue;
      for (const [id, {metadata}] of before) {
        const next = after.get(id);
        if (!next || !adjacent(spansOf(metadata), spansOf(next.metadata))) continue;
        const groups = inPhrase.get(id) ?? new Set<number>();
        inPhrase.set(id, groups.add(group).add(group + 1));
      }
    }
    const weights = [...inPhrase.values()].map((groups) => [...groups].reduce((sum, at) => sum + scored[at].idf, 0));
    return Math.max(0, ...weights) / queryWeight;
  }

  /** A section's landing page: its URL ends with a slash. */
  const isLanding = (page: number): boolean => titleById.get(page)?.u.endsWith('/') ?? false;

  /** A page whose title the query names entirely ranks higher, the more so the more of the query it is. */
  function titleBonus(page: number, scored: ScoredGroup[], queryWeight: number): number {
    const title = titleById.get(page);
    if (!title) return 0;
    const titleWords = queryWords(title.t).filter((word) => !isStopWord(word));
    if (titleWords.length === 0) return 0;
    const naming = scored.filter(({pages}) => pages.get(page)?.docs.has(docKey(DocType.Title, page)));
    const share = naming.reduce((sum, {idf}) => sum + idf, 0) / queryWeight;
    return TITLE_BONUS * Math.min(1, naming.length / titleWords.length) ** 2 * Math.sqrt(share);
  }

  /** A page's results: its title when it matched (or nothing else did), then its best sections. */
  function pageResults(page: number, scored: ScoredGroup[], max: number): SearchResult[] {
    const docs = new Map<string, {score: number; metadata: MatchMetadata; groups: Map<number, number>}>();
    const tokens: string[] = [];
    scored.forEach(({pages, idf}, group) => {
      const entry = pages.get(page);
      if (!entry) return;
      for (const token of entry.tokens) if (!tokens.includes(token)) tokens.push(token);
      for (const [id, {weight, metadata}] of entry.docs) {
        const doc = docs.get(id) ?? {score: 0, metadata: {}, groups: new Map<number, number>()};
        doc.score += idf * weight;
        doc.groups.set(group, idf * weight);
        Object.assign(doc.metadata, metadata);
        docs.set(id, doc);
      }
    });
    const title = titleById.get(page);
    const titleKey = docKey(DocType.Title, page);
    const titleMatch = docs.get(titleKey);
    const shown = new Set(title && titleMatch ? [sectionKey(title)] : []);
    // With the title matched, a section is worth what it adds to it.
    const beyondTitle = (groups: Map<number, number>): number =>
      [...groups].reduce((sum, [group, score]) => sum + (titleMatch?.groups.has(group) ? 0 : score), 0);
    const sections = [...docs]
      .filter(([key]) => key !== titleKey)
      .map(([key, {score, metadata, groups}]) => {
        const {doc, type, section} = documents.get(key)!;
        return {score, metadata, doc, type, section, beyond: beyondTitle(groups)};
      })
      .sort((a, b) => b.beyond - a.beyond || b.score - a.score || a.type - b.type || a.doc.i - b.doc.i)
      // One result per section, its heading or text; the page's opening text is its title's.
      .filter(({section}) => !shown.has(section) && Boolean(shown.add(section)))
      .slice(0, SECTIONS_PER_PAGE);
    // A heading naming what the title does not ("aichat send": AIChat's send()) replaces the title as first.
    const [best] = sections;
    const aimed = titleMatch !== undefined && best?.type === DocType.Heading && best.beyond > 0;
    const result = (
      document: SearchDocument,
      type: number,
      page: SearchDocument | false,
      metadata: MatchMetadata,
    ): SearchResult => ({document, type, page, metadata, tokens});
    const results: SearchResult[] = [];
    if (title && !aimed && (titleMatch || sections.length === 0)) {
      results.push(result(title, DocType.Title, false, titleMatch?.metadata ?? {}));
    }
    for (const {doc, type, metadata} of sections) results.push(result(doc, type, title ?? false, metadata));
    return results.slice(0, max);
  }

  return {search};
}

/** Words with their uses, most used first. */
const mostUsed = (found: [string, number][]): string[] =>
  found.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);

/** Adds `from`'s documents to `into`: each at its best weight, with all its metadata. */
function mergeDocs(into: Map<string, DocMatch>, from: Map<string, DocMatch>): void {
  for (const [id, doc] of from) {
    const known = into.get(id);
    into.set(
      id,
      known ? {weight: Math.max(known.weight, doc.weight), metadata: {...known.metadata, ...doc.metadata}} : doc,
    );
  }
}

/** Where the matched words of a document stand: [start, end] offsets. */
const spansCache = new WeakMap<MatchMetadata, [number, number][]>();
function spansOf(metadata: MatchMetadata): [number, number][] {
  const known = spansCache.get(metadata);
  if (known) return known;
  const spans: [number, number][] = [];
  spansCache.set(metadata, spans);
  for (const fields of Object.values(metadata)) {
    for (const {position = []} of Object.values(fields)) {
      for (const [start, length] of position) spans.push([start, start + length]);
    }
  }
  return spans;
}

/** Whether a word of `after` follows one of `before` within a short gap (punctuation, a dropped stop word). */
function adjacent(before: [number, number][], after: [number, number][]): boolean {
  const starts = new Set(after.map(([start]) => start));
  return before.some(([, end]) => {
    for (let gap = 0; gap <= PHRASE_GAP; gap++) if (starts.has(end + gap)) return true;
    return false;
  });
}

/** Whether a page URL is the doc path `name` (`api/`, `widgets/ain-call`) of its version. */
const isPage = (url: string, name: string): boolean => url.endsWith(`/${name}`);
const docKey = (type: number, id: number): string => `${type}:${id}`;
/** Where a document points: a page and anchor. */
const sectionKey = (doc: SearchDocument): string => `${doc.u}${doc.h ?? ''}`;
