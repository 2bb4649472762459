/**
 * The search worker: reads a version's index (whose bytes the page fetched,
 * ./searchByWorker.ts) and answers queries with ./engine.ts. Takes the
 * place of the plugin's own worker.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
// The plugin's generated constants register lunr's language pipelines (the
// Russian stemmer, the multi-language trimmer) that its index was built with.
import '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

import {
  createSearchEngine,
  DocType,
  type Lunr,
  type SearchAnswer,
  type SearchDocument,
  type SearchEngine,
} from './engine';
import {searchLexicon} from './lexicon';

type IndexFile = {documents: SearchDocument[]; index: object}[];

/** What the empty state offers: the version's sections. */
export interface Section {
  title: string;
  url: string;
}

interface Loaded {
  engine: SearchEngine;
  sections: Section[];
}

const loaded = new Map<string, Loaded>();

function parse(bytes: ArrayBuffer): Loaded {
  const json = JSON.parse(new TextDecoder().decode(bytes)) as IndexFile;
  const indexes = json.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
  const titles = indexes.find((part) => part.type === DocType.Title)?.documents ?? [];
  return {
    engine: createSearchEngine({lunr: lunr as Lunr, indexes, lexicon: searchLexicon}),
    // Section landing pages end with a slash; the docs root is not one.
    sections: titles
      .filter((doc) => doc.u.endsWith('/') && doc.u.split('/').filter(Boolean).length > 1)
      .map((doc) => ({title: doc.t, url: doc.u})),
  };
}

export class SearchWorker {
  /** Reads a version's index file (its bytes, which the page fetched). */
  load(key: string, bytes: ArrayBuffer): void {
    const index = parse(bytes);
    loaded.set(key, index);
    // Warm the engine (the first run of its code is the slowest) while the
    // page sets up the search box, before the reader's first query arrives.
    setTimeout(() => index.engine.search(index.sections[0]?.title ?? 'a', 1));
  }

  search(key: string, input: string, limit: number): SearchAnswer & {sections?: Section[]} {
    const index = loaded.get(key);
    if (!index) throw new Error(`Search index ${key} is not loaded`);
    const answer = index.engine.search(input, limit);
    return answer.results.length > 0 ? answer : {...answer, sections: index.sections};
  }
}

Comlink.expose(SearchWorker);
