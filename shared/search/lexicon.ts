/**
 * The words search reads as the docs' words: the Russian of the glossary's
 * terms (each names its English term and its page), the general Russian
 * vocabulary of shared/data/russian-lexicon.ts, and the English words
 * readers use for the docs' own (shared/data/english-synonyms.ts).
 */
import {englishSynonyms} from '../data/english-synonyms';
import {glossary} from '../data/glossary';
import {russianLexicon} from '../data/russian-lexicon';
import type {LexiconEntry} from './engine';

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
  ...russianLexicon,
  ...englishSynonyms,
];
