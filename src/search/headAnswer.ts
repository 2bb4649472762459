/** The dialog's first answer, from the head file of the query's first letter (shared/search/head.ts). */
import type {SearchAnswer} from '../../shared/search/engine';
import {headKey, headUrl} from '../../shared/search/head';
import type {Section} from './indexes';
import {indexUrl, loadOnce} from './searchByWorker';
import {HEAD_FILES, searchIndex} from './searcher';

/** The answer from the query's head file, `partial` until the whole index answers; undefined without one. */
export async function headAnswer(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<(SearchAnswer & {sections?: Section[]; partial: true}) | undefined> {
  const key = headKey(input);
  if (process.env.NODE_ENV !== 'production' || !HEAD_FILES || !key) return undefined;
  const id = `${baseUrl}${searchContext}#${key}`;
  try {
    await loadOnce(id, () => headUrl(indexUrl(baseUrl, searchContext), key));
  } catch {
    return undefined;
  }
  return {...(await searchIndex(id, input, limit)), partial: true};
}
