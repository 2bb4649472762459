/**
 * The check of facts defined once (./rules/facts.ts), proven on sentences:
 * it finds a fact stated with another value, in prose, in component props
 * and in a reference table, and renders <Fact /> as the release being read
 * has it. docs.test.ts runs it over every page.
 */
import {describe, expect, it} from 'vitest';

import {statements, tableDefault, wrong} from '../../scripts/writer/rules/facts';

describe('the checker', () => {
  it('finds a fact stated with another value, and accepts the right one', () => {
    expect(wrong(statements('Each request waits at most the Nexus timeout, 45 s by default.', 'current'))).toHaveLength(
      1,
    );
    expect(wrong(statements('Each request waits at most the Nexus timeout, 60 s by default.', 'current'))).toEqual([]);
    expect(wrong(statements('AIN deletes AI messages 30 days after they are created.', 'current'))).toHaveLength(1);
    expect(wrong(statements('One call accepts at most 250 documents.', 'current'))).toHaveLength(1);
  });

  it('finds a wrong value in the props of a component, where <Fact /> cannot go', () => {
    const param = (text: string) => `{name: 'options.count', type: 'Number', description: '${text}'},`;
    expect(wrong(statements(param('How many images to generate, from 1 to 6.'), 'current'))).toHaveLength(1);
    expect(wrong(statements(param('How many variations to return, from 1 to 4.'), 'current'))).toEqual([]);
    expect(
      wrong(
        statements(
          "{code: 'INVALID_ARGUMENT', when: 'there are more than 25 tags, a tag is empty or longer than 80 characters'}",
          'current',
        ),
      ),
    ).toHaveLength(2);
    expect(
      wrong(
        statements(
          "{code: 'INVALID_ARGUMENT', when: 'the text is empty or longer than 4,000 characters, the voice is wrong'}",
          'current',
        ),
      ),
    ).toHaveLength(1);
    expect(
      wrong(statements("{description: 'An audio attachment, at most 25 MB and 45 minutes.'}", 'current')),
    ).toHaveLength(1);
    expect(
      wrong(
        statements(
          "{description: 'Largest file the widget reads, in MB. You can lower it; values above 30 are treated as 30.'}",
          'current',
        ),
      ),
    ).toHaveLength(2);
    expect(
      wrong(
        statements(
          "{description: 'Files longer than this many minutes are sent to the ain.jobs queue. Values from 1 to 5; higher values are treated as 5.'}",
          'current',
        ),
      ),
    ).toEqual([]);
  });

  it('reads the default of a property from a reference table', () => {
    const table =
      "{name: 'topK', type: 'Integer', default: '5', description: 'x'},\n{name: 'minScore', default: '0.7'}";
    expect(tableDefault(table, 'minScore')).toBe('0.7');
    expect(tableDefault(table, 'topK')).toBe('5');
    expect(tableDefault(table, 'options.limit')).toBeUndefined();
  });

  it('renders <Fact /> as the value of the release being read', () => {
    expect(statements('Widgets read attachments up to <Fact name="attachmentSize" />.', '1.11.2')[0].stated).toBe(
      '25 MB',
    );
    expect(statements('Widgets read attachments up to <Fact name="attachmentSize" />.', '1.11.0')[0].stated).toBe(
      '20 MB',
    );
    expect(() => statements('<Fact name="noSuchFact" />', 'current')).toThrow(/no such fact/);
    expect(() => statements('<Fact name="tagLength" />', '1.11.2')).toThrow(/does not have it/);
  });
});
