/**
 * The search worker: reads a version's index (whose bytes the page fetched,
 * ./searcher.ts) and answers queries with ./indexes.ts. Takes the place of
 * the plugin's own worker.
 */
import * as Comlink from 'comlink';

import {type IndexFile, SearchIndexes} from './indexes';

export class SearchWorker extends SearchIndexes {
  /** Reads a version's index file (its bytes, which the page fetched). */
  load(key: string, bytes: ArrayBuffer): void {
    this.add(key, JSON.parse(new TextDecoder().decode(bytes)) as IndexFile);
  }
}

Comlink.expose(SearchWorker);
