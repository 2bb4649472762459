/** The search worker, in place of the plugin's: reads the index bytes the page fetched and answers queries. */
import * as Comlink from 'comlink';

import {type IndexFile, SearchIndexes} from './indexes';

export class SearchWorker extends SearchIndexes {
  load(key: string, bytes: ArrayBuffer): void {
    this.add(key, JSON.parse(new TextDecoder().decode(bytes)) as IndexFile);
  }
}

Comlink.expose(SearchWorker);
