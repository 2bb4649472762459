/** The search worker, in place of the plugin's: reads the index bytes the page fetched and answers queries. */
import * as Comlink from 'comlink';

import {type IndexFile, SearchIndexes} from './indexes';

export class SearchWorker extends SearchIndexes {
  load(key: string, bytes: ArrayBuffer): void {
    this.add(key, JSON.parse(new TextDecoder().decode(bytes)) as IndexFile);
    // While the index still counts as loading, so the head files answer meanwhile and the reader's first query
    // does not wait for the warm-up. An offline copy, which has no head files, answers its first query at once.
    this.warm(key);
  }
}

Comlink.expose(SearchWorker);
