/** The check of facts defined once (./rules/facts.ts): a fact stated with another value in prose, props or a
 * reference table, and <Fact /> as the release being read has it. */
import {describe, expect, it} from 'vitest';

import {quantityParts} from '../../shared/facts';
import {statements, tableDefault, wrong} from '../../scripts/writer/rules/facts';

/** How many facts `text` states with another value than the draft's. */
const wrongIn = (text: string) => wrong(statements(text, 'current')).length;

describe('the checker', () => {
  it('finds a fact stated with another value, and accepts the right one', () => {
    expect(wrongIn('Each request waits at most the Nexus timeout, 45 s by default.')).toBe(1);
    expect(wrongIn('Each request waits at most the Nexus timeout, 60 s by default.')).toBe(0);
    expect(wrongIn('AIN deletes AI messages 30 days after they are created.')).toBe(1);
    expect(wrongIn('One call accepts at most 250 documents.')).toBe(1);
  });

  it('finds a wrong value in the props of a component, where <Fact /> cannot go', () => {
    const param = (text: string) => `{name: 'options.count', type: 'Number', description: '${text}'},`;
    const props: [string, number][] = [
      [param('How many images to generate, from 1 to 6.'), 1],
      [param('How many variations to return, from 1 to 4.'), 0],
      [
        "{code: 'INVALID_ARGUMENT', when: 'there are more than 25 tags, a tag is empty or longer than 80 characters'}",
        2,
      ],
      ["{code: 'INVALID_ARGUMENT', when: 'the text is empty or longer than 4,000 characters, the voice is wrong'}", 1],
      ["{description: 'An audio attachment, at most 25 MB and 45 minutes.'}", 1],
      [
        "{description: 'Largest file the widget reads, in MB. You can lower it; values above 30 are treated as 30.'}",
        2,
      ],
      [
        "{description: 'Files longer than this many minutes are sent to the ain.jobs queue. Values from 1 to 5; higher values are treated as 5.'}",
        0,
      ],
    ];
    for (const [text, count] of props) expect(wrongIn(text), text).toBe(count);
  });

  it('reads the default of a property from a reference table', () => {
    const table =
      "{name: 'topK', type: 'Integer', default: '5', description: 'x'},\n{name: 'minScore', default: '0.7'}";
    expect(tableDefault(table, 'minScore')).toBe('0.7');
    expect(tableDefault(table, 'topK')).toBe('5');
    expect(tableDefault(table, 'options.limit')).toBeUndefined();
  });

  it('renders <Fact /> as the value of the release being read', () => {
    const size = (version: string) =>
      statements('Widgets read attachments up to <Fact name="attachmentSize" />.', version)[0].stated;
    expect(size('1.11.2')).toBe('25 MB');
    expect(size('1.11.0')).toBe('20 MB');
    expect(() => statements('<Fact name="noSuchFact" />', 'current')).toThrow(/no such fact/);
    expect(() => statements('<Fact name="tagLength" />', '1.11.2')).toThrow(/does not have it/);
  });

  it('cuts text at its quantities, which the pages keep on one line', () => {
    const cut = (text: string) => quantityParts(text).map((part) => (part.quantity ? `[${part.text}]` : part.text));
    expect(cut('Wait 60 s, then up to 5,000 characters.')).toEqual([
      'Wait ',
      '[60 s]',
      ', then up to ',
      '[5,000 characters]',
      '.',
    ]);
    expect(cut('25 MB')).toEqual(['[25 MB]']);
    expect(cut('In 2 steps, 60 seconds apart')).toEqual(['In 2 steps, ', '[60 seconds]', ' apart']);
    expect(cut('')).toEqual([]);
  });
});
