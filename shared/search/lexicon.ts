/** The words search reads as the docs' words: the glossary terms' Russian, shared/data/russian-lexicon.json
 * (loan words and transliterations included: инстанс) and shared/data/english-synonyms.json ("throttle" for
 * a rate limit). Query words are stemmed and looked up longest phrase first, so a key in dictionary form
 * matches any inflection; a key's list matches a page with any value, a value of several words a page with
 * all. Values are the docs' words without the stop words the index lacks ('speech text'). */
import englishSynonyms from '../data/english-synonyms.json';
import {glossary} from '../glossary';
import type {LexiconEntry} from './engine';

/** A word list by topic: the reader's word → the docs' word, or the docs' words it may stand for. */
export type WordList = Record<string, Record<string, string | string[]>>;

const englishWords: WordList = englishSynonyms;

export const wordPairs = (list: WordList): LexiconEntry[] =>
  Object.values(list).flatMap((topic) =>
    Object.entries(topic).flatMap(([reader, docs]) => [docs].flat().map((word): LexiconEntry => [reader, word])),
  );

/** "Nexus (подключение к AI-провайдеру)" → its Russian parts:
 * "подключение к AI-провайдеру"; "Расшифровка аудио, распознавание речи" → both. */
function russianParts(russian: string): string[] {
  return russian
    .split(/[(),]/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => /[а-яё]/.test(part));
}

/** English term without its abbreviation: "Vector collection definition (VCD)". */
const englishTerm = (term: string): string => term.replace(/\s*\(.*\)\s*/, ' ').trim();

/** The lexicon, with the Russian reader words when given: the browser fetches those for its first Russian query
 * (src/search/indexes.ts), so a reader who searches in English never downloads them. */
export function searchLexicon(russianWords?: WordList): LexiconEntry[] {
  return [
    ...glossary.flatMap(({term, russian, page}) =>
      russianParts(russian).map((part): LexiconEntry => [part, englishTerm(term), page]),
    ),
    ...(russianWords ? wordPairs(russianWords) : []),
    ...wordPairs(englishWords),
  ];
}
