/** ./searcher.ts in an offline copy, which searches in the page: from disk (file://) a page can neither fetch
 * nor start a worker, so the index is a script (scripts/releases/offline.ts) loaded on the first search. */
import type {SearchAnswer} from '../../shared/search/engine';
import {type IndexFile, type Section, SearchIndexes} from './indexes';
import {OFFLINE_INDEX} from '../../shared/search/offline-index';

const indexes = new SearchIndexes();
let script: Promise<IndexFile> | undefined;

function indexScript(): Promise<IndexFile> {
  script ??= new Promise<IndexFile>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = new URL(OFFLINE_INDEX.file, document.baseURI).href;
    element.onload = () => resolve((window as unknown as Record<string, IndexFile>)[OFFLINE_INDEX.global]!);
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new Error(`Search index: ${OFFLINE_INDEX.file} did not load`));
    };
    document.head.append(element);
  });
  return script;
}

/** The copy's index is one file on disk, read at once: it has no head files. */
export const HEAD_FILES = false;

/** Nothing to start: the copy searches in the page. */
export function warmUp(): void {}

/** Loads the copy's index under `key` (it holds one release: the URL is not needed). */
export async function loadIndex(key: string): Promise<void> {
  indexes.add(key, await indexScript());
}

/** The answer of the index loaded under `key`. */
export async function searchIndex(
  key: string,
  input: string,
  limit: number,
): Promise<SearchAnswer & {sections?: Section[]}> {
  return indexes.search(key, input, limit);
}
