/** The search runs in a worker (./worker.ts), so a query never blocks the page; the page fetches the index
 * while the worker's script loads. An offline copy uses ./searcher.offline.ts (site/plugins/search-local-compact). */
import * as Comlink from 'comlink';

import type {SearchAnswer} from '../../shared/search/engine';
import type {Section} from './indexes';
import type {SearchWorker} from './worker';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;
function worker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    // Named, so that its chunk is named too: site/plugins/lean-bundle minifies it without renaming.
    const Remote = Comlink.wrap<typeof SearchWorker>(
      new Worker(new URL('./worker.ts', import.meta.url), {name: 'search-worker'}),
    );
    return new Remote();
  })();
  return remote;
}

/** Whether this searcher reads the head files of an index (shared/search/head.ts). */
export const HEAD_FILES = true;

/** Starts the worker, so that the first query finds it running. */
export function warmUp(): void {
  void worker();
}

/** Loads the index at `url()` under `key`. */
export async function loadIndex(key: string, url: () => string): Promise<void> {
  const bytes = fetch(url()).then((response) => {
    if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const [search, buffer] = await Promise.all([worker(), bytes]);
  await search.load(key, Comlink.transfer(buffer, [buffer]));
}

/** The answer of the index loaded under `key`. */
export async function searchIndex(
  key: string,
  input: string,
  limit: number,
): Promise<SearchAnswer & {sections?: Section[]}> {
  return (await worker()).search(key, input, limit);
}
