/**
 * The words search reads as the docs' words: the Russian of the glossary's
 * terms (each names its English term and its page), and two word lists, kept
 * as data by topic, each a reader's word or phrase with the docs' word or words:
 *
 * - shared/data/russian-lexicon.json: what Russian-speaking readers type,
 *   IT loan words and transliterations included (инстанс, эмбеддинг);
 * - shared/data/english-synonyms.json: the English readers type for what the
 *   docs call otherwise ("llm" for a model, "throttle" for a rate limit).
 *
 * Each word of a query is stemmed (Snowball Russian or English) and looked up,
 * longest phrases first, so a key is written in its dictionary form (a phrase
 * in its natural form) and matches any inflected form with the same stem. A
 * key with several values (a list) matches a page that has any one of them; a
 * value of several words matches a page that has every one of them. Values
 * are the docs' own words, without the English stop words the index does not
 * hold ('speech text' for "speech to text"), error codes as the docs spell them.
 */
import englishSynonyms from '../data/english-synonyms.json';
import {glossary} from '../data/glossary';
import russianLexicon from '../data/russian-lexicon.json';
import type {LexiconEntry} from './engine';

/** A word list by topic: the reader's word → the docs' word, or the docs' words it may stand for. */
type WordList = Record<string, Record<string, string | string[]>>;

const pairs = (list: WordList): LexiconEntry[] =>
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

export const searchLexicon: readonly LexiconEntry[] = [
  ...glossary.flatMap(({term, russian, page}) =>
    russianParts(russian).map((part): LexiconEntry => [part, englishTerm(term), page]),
  ),
  ...pairs(russianLexicon),
  ...pairs(englishSynonyms),
];
