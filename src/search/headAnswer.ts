/**
 * The search dialog's first answer, from the head file of the query's first
 * letter (shared/search/head.ts), which arrives before the whole index. Only
 * the dialog (loaded on first use) needs it, so it stays out of every page's
 * main bundle.
 */
import type {SearchAnswer} from '../../shared/search/engine';
import {headKey, headUrl} from '../../shared/search/head';
import type {Section} from './indexes';
import {indexUrl, loadOnce} from './searchByWorker';
import {HEAD_FILES, searchIndex} from './searcher';

/**
 * The answer from the head file of the query's first letter: `partial`, to
 * be replaced by the whole index's answer. Undefined where there is none.
 */
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
