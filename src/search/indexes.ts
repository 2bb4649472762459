/** The loaded indexes, each version's compact index file read into lunr and answered by the engine: in the
 * worker (./worker.ts), or in the page in an offline copy, which cannot start a worker from disk. */
import lunr from 'lunr';
// Registers the lunr language pipelines the index was built with.
import '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import sidebarOrder from '@generated/@easyops-cn/docusaurus-search-local/default/sections.json';

import {
  createSearchEngine,
  DocType,
  type Lunr,
  type SearchAnswer,
  type SearchDocument,
  type SearchEngine,
} from '../../shared/search/engine';
import {type CompactPart, decodeIndex} from '../../shared/search/compact-index';
import {searchLexicon} from '../../shared/search/lexicon';

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
    engine: createSearchEngine({lunr: lunr as Lunr, indexes, lexicon: searchLexicon}),
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
    const index = read(json);
    this.loaded.set(key, index);
    // The engine's first run of each kind is its slowest: a word, then one letter, which it reads as the start of
    // every word that has it (a first keystroke). Run while the index still counts as loading, so the head files
    // answer meanwhile and the reader's first query does not wait for it.
    const word = index.sections.find((section) => /^[a-z]/i.test(section.title))?.title ?? 'search';
    index.engine.search(word, 1);
    index.engine.search(word[0]!, 1);
  }

  /** The answer, with the version's sections: the empty state links them, /search names results by them. */
  search(key: string, input: string, limit: number): SearchAnswer & {sections: Section[]} {
    const index = this.loaded.get(key);
    if (!index) throw new Error(`Search index ${key} is not loaded`);
    return {...index.engine.search(input, limit), sections: index.sections};
  }
}
