/** The loaded indexes, each version's compact index file read into lunr and answered by the engine: in the
 * worker (./worker.ts), or in the page in an offline copy, which cannot start a worker from disk. */
import lunr from 'lunr';
// Registers the lunr language pipelines the index was built with.
import '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import sidebarOrder from '@generated/@easyops-cn/docusaurus-search-local/default/sections.json';

import {
  createSearchEngine,
  CYRILLIC,
  DocType,
  type Lunr,
  type SearchAnswer,
  type SearchDocument,
  type SearchEngine,
} from '../../shared/search/engine';
import {type CompactPart, decodeIndex} from '../../shared/search/compact-index';
import {searchLexicon, wordPairs} from '../../shared/search/lexicon';

// Every engine reads this lexicon, its Cyrillic entries on its first Cyrillic query. The Russian reader words join
// them before that query runs, fetched then: a reader who searches in English never downloads them.
const lexicon = searchLexicon();
let russianWords: Promise<void> | undefined;
function withRussianWords(): Promise<void> {
  russianWords ??= import('../../shared/search/russian-words').then(
    (words) => void lexicon.push(...wordPairs(words.russianWords)),
    (error: unknown) => {
      russianWords = undefined;
      throw error;
    },
  );
  return russianWords;
}

/** An index file as site/plugins/search-local-compact writes it. */
export type IndexFile = CompactPart<SearchDocument>[];

/** A section of the version searched: its landing page's title and address. */
export type Section = {title: string; url: string};
type Loaded = {engine: SearchEngine; sections: Section[]};

/** A section's place in the sidebar (site/plugins/search-local-compact); one the sidebar lacks goes last. */
const place = new Map(sidebarOrder.map((url, at) => [url, at]));
const placeOf = (section: Section) => place.get(section.url) ?? place.size;

function read(json: IndexFile): Loaded {
  const indexes = json.map((part, type) => ({
    type,
    documents: part.documents,
    index: lunr.Index.load(decodeIndex(part)),
  }));
  const titles = indexes.find((part) => part.type === DocType.Title)?.documents ?? [];
  return {
    engine: createSearchEngine({lunr: lunr as Lunr, indexes, lexicon}),
    // Section landing pages end with a slash; the docs root is not one.
    sections: titles
      .filter((doc) => doc.u.endsWith('/') && doc.u.split('/').filter(Boolean).length > 1)
      .map((doc) => ({title: doc.t, url: doc.u}))
      .sort((a, b) => placeOf(a) - placeOf(b)),
  };
}

export class SearchIndexes {
  private readonly loaded = new Map<string, Loaded>();

  /** Reads a version's index file under `key`. */
  add(key: string, json: IndexFile): void {
    this.loaded.set(key, read(json));
  }

  /** Runs the engine's first queries of each kind, its slowest: a word, then one letter, which it reads as the start
   * of every word that has it (a first keystroke). */
  warm(key: string): void {
    const {engine, sections} = this.loaded.get(key)!;
    const word = sections.find((section) => /^[a-z]/i.test(section.title))?.title ?? 'search';
    engine.search(word, 1);
    engine.search(word[0]!, 1);
  }

  /** The answer, with the version's sections: the empty state links them, /search names results by them. */
  async search(key: string, input: string, limit: number): Promise<SearchAnswer & {sections: Section[]}> {
    const index = this.loaded.get(key);
    if (!index) throw new Error(`Search index ${key} is not loaded`);
    if (CYRILLIC.test(input)) await withRussianWords();
    return {...index.engine.search(input, limit), sections: index.sections};
  }
}
