/** The Russian reader words (shared/data/russian-lexicon.json), a module of their own: the browser imports it for
 * its first Russian query (src/search/indexes.ts), so a reader who searches in English never downloads them. */
import words from '../data/russian-lexicon.json';
import type {WordList} from './lexicon';

export const russianWords: WordList = words;
