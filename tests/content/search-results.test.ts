/** What a result shows of its section's text: a snippet from prose around the match, else the table row that has it. */
import {expect, it} from 'vitest';

import {DocType, type SearchResult} from '../../shared/search/engine';
import {sectionView} from '../../src/search/results';

const ROWS = 'Method\tReturns\tSince\nsend(prompt, options)\tChatResult\t1.9.0\nstream(prompt)\tChatStream\t1.10.0';
const PROSE =
  'Call send with the prompt and read the answer from the result; the call waits for the answer, so a script ' +
  'that shows text as it arrives uses stream instead.';

/** A content result for `text`, matched wherever `word` starts a word. */
function hit(text: string, word: string): SearchResult {
  const position = [...text.matchAll(new RegExp(`\\b${word}`, 'g'))].map((match): [number, number] => [
    match.index,
    word.length,
  ]);
  const document = {i: 1, t: text, u: '/docs/api/aichat', s: 'Methods'};
  return {document, type: DocType.Content, page: false, metadata: {[word]: {t: {position}}}, tokens: [word]};
}

const shown = (result: SearchResult) =>
  sectionView(result, 'AIChat', result.tokens)
    .text!.map((run) => run.text)
    .join('');

it('shows the prose around a match before a table row that also has it', () => {
  expect(shown(hit(`${ROWS}\n${PROSE}`, 'send'))).toBe(PROSE);
  expect(shown(hit(`${PROSE}\n${ROWS}`, 'send'))).toBe(PROSE);
});

it('shows the one row that has the match, without the header or other rows, when no prose has it', () => {
  expect(shown(hit(`${ROWS}\n${PROSE}`, 'ChatStream'))).toBe('stream(prompt)\tChatStream\t1.10.0');
});

it("starts after a heading's anchor inside the section, whose zero-width space ends a line", () => {
  expect(shown(hit(`Example\u200b ${PROSE}`, 'stream'))).toBe(PROSE);
});
