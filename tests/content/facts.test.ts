/**
 * Facts defined once: the numbers several pages state (src/data/facts.ts) and
 * the role names (src/data/roles.ts). Prose that states a fact, with
 * <Fact name="…" /> or in words, must state the value of its release; a page
 * names no role the platform does not have.
 */
import {describe, expect, it} from 'vitest';

import {factTable} from '../../src/data/fact-table';
import {factValue, facts, isFactName, type FactName} from '../../src/data/facts';
import {ROLES} from '../../src/data/roles';
import {STATED} from './fact-statements';
import {readDocs, splitMarkdown, VERSION_DIRS} from './markdown';

/** Facts that are the default of a property or option, in the reference
 * table of their page (`{name: '…', …, default: '…'}`). */
const DEFAULTS: Partial<Record<FactName, string>> = {
  kbTopK: 'topK',
  kbMinScore: 'minScore',
  formTopResults: 'topResults',
  formMinScore: 'minScore',
  searchLimit: 'options.limit',
  searchMinScore: 'options.minScore',
};

/** The default a page's reference table gives `property`, if it lists it. */
function tableDefault(prose: string, property: string): string | undefined {
  const row = new RegExp(`\\{name: '${property.replace('.', '\\.')}',[^}]*?default: '([^']*)'`).exec(prose);
  return row?.[1];
}

const FACT_TAG = /<Fact\s+name="([^"]*)"\s*\/>/g;

/** A value may be written with a non-breaking space before its unit. */
const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** Whether `stated` is `value`; a unit may be left out where the sentence
 * carries it ("100 tokens" stated as "100"). */
function statesValue(stated: string, value: string): boolean {
  const expected = normalise(value);
  return stated === expected || stated === expected.split(' ')[0];
}

type Statement = {fact: FactName; stated: string; expected: string | undefined; context: string};

/** Every statement of a fact in `prose`, as the reader of `version` sees it. */
function statements(prose: string, version: string): Statement[] {
  const rendered = prose.replace(FACT_TAG, (tag, name: string) => {
    if (!isFactName(name)) throw new Error(`${tag}: no such fact`);
    const value = factValue(facts[name], version);
    if (value === undefined) throw new Error(`${tag}: release ${version} does not have it`);
    return value;
  });
  const found: Statement[] = [];
  const seen = new Set<string>();
  for (const [fact, patterns] of Object.entries(STATED) as [FactName, RegExp[]][]) {
    for (const pattern of patterns) {
      for (const match of rendered.matchAll(pattern)) {
        // Two phrasings can find the same statement.
        const at = `${fact}@${match.index + match[0].indexOf(match[1])}`;
        if (seen.has(at)) continue;
        seen.add(at);
        found.push({
          fact,
          stated: normalise(match[1]),
          expected: factValue(facts[fact], version),
          context: normalise(rendered.slice(Math.max(0, match.index - 60), match.index + match[0].length + 20)),
        });
      }
    }
  }
  return found;
}

const wrong = (found: Statement[]) =>
  found.filter((statement) => statement.expected === undefined || !statesValue(statement.stated, statement.expected));

const versionOf = (versionDir: string) => (versionDir === 'docs' ? 'current' : versionDir.replace(/^.*version-/, ''));

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

describe.each(VERSION_DIRS)('%s', (versionDir) => {
  const version = versionOf(versionDir);
  // Release notes state what changed, old values included.
  const docs = readDocs(versionDir).filter((doc) => !doc.id.startsWith('release-notes/'));

  describe.each(docs.map((doc) => [doc.id, doc] as const))('%s', (id, doc) => {
    const {prose, blocks} = splitMarkdown(doc.body);

    it('states every shared fact with the value of its release', () => {
      // The description too: search results and link previews show it.
      const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : '';
      expect(wrong(statements(`${description}\n${prose}`, version))).toEqual([]);
    });

    it('gives the properties that are shared facts their default', () => {
      const pageFacts = (Object.entries(DEFAULTS) as [FactName, string][]).filter(
        ([fact]) => factTable[fact].page === id,
      );
      for (const [fact, property] of pageFacts) {
        const expected = factValue(facts[fact], version);
        if (expected !== undefined) expect(tableDefault(prose, property), `${fact} (${property})`).toBe(expected);
      }
    });

    it('names only the platform’s roles', () => {
      const named = [...`${prose}\n${blocks.map((block) => block.code).join('\n')}`.matchAll(/\bain_[a-z_]+/g)]
        .map((match) => match[0])
        // The vector database's own names (database `ain_vectors`, user `ain_vector`).
        .filter((name) => !/^ain_vectors?$/.test(name));
      expect(named.filter((name) => !(ROLES as readonly string[]).includes(name))).toEqual([]);
    });
  });

  it('states each fact of its release somewhere, in words or with <Fact />', () => {
    const prose = docs.map((doc) => splitMarkdown(doc.body).prose).join('\n');
    const stated = new Set([
      ...statements(prose, version).map((statement) => statement.fact),
      ...(Object.keys(DEFAULTS) as FactName[]),
    ]);
    const used = new Set([...prose.matchAll(FACT_TAG)].map((match) => match[1]));
    const missing = (Object.keys(facts) as FactName[]).filter(
      (name) => factValue(facts[name], version) !== undefined && !stated.has(name) && !used.has(name),
    );
    expect(missing).toEqual([]);
  });
});
