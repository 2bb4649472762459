/** The search engine, on a small index the plugin's own builder makes with the site's languages: by example. */
import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {createSearchEngine, DocType, type EngineOptions, queryWords, type Lunr} from '../../shared/search/engine';
import {editDistance} from '../../shared/edit-distance';
import {buildIndex} from '../../site/plugins/search-local-compact/server';

type Doc = {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};

/** Pages: title, keywords and sections (heading, text). */
const PAGES: {url: string; title: string; keywords?: string; sections: [string, string][]}[] = [
  {
    url: '/docs/getting-started/nexuses',
    title: 'Nexuses',
    keywords: 'nexus, подключение к AI-провайдеру, учётные записи',
    sections: [
      ['', 'A Nexus connects AIN to an AI provider and model.'],
      ['Fallback Nexus', 'When the provider times out after 60 s, the fallback Nexus answers.'],
    ],
  },
  {
    url: '/docs/admin-help/rabbitmq-consumer',
    title: 'RabbitMQ consumer',
    keywords: 'consumer, потребитель RabbitMQ',
    sections: [
      ['', 'The consumer runs long AI jobs from the ain.jobs queue.'],
      ['Dead-letter queue', 'Failed jobs go to ain.jobs.dlq; requeue them after the fix.'],
    ],
  },
  {
    url: '/docs/admin-help/ai-message',
    title: 'AI message',
    sections: [
      ['', 'The log record of one AI request. Export the records you need to keep.'],
      ['Retention', 'AIN deletes AI messages 90 days after they are created.'],
      ['Export', 'Export the records to a file before they are deleted.'],
    ],
  },
  {
    url: '/docs/widgets/smart-filling',
    title: 'Smart Filling',
    sections: [['', 'Fills the fields of a form from the description of the record.']],
  },
  {
    url: '/docs/ai-form/ai-form-long-chat',
    title: 'AI Form Long Chat',
    sections: [['', 'Long conversations with AI; the chat is kept while the form is open and messages stay.']],
  },
  {
    url: '/docs/api/aivector',
    title: 'AIVector',
    sections: [
      ['', 'Embeds text and searches vector collections.'],
      ['upsert()', 'AIVector.upsert(record) embeds a record; throws NEXUS_NOT_FOUND when the Nexus is missing.'],
      ['getUsage()', 'Not this class: see AISystem.'],
    ],
  },
  {url: '/docs/widgets/', title: 'Widgets', sections: [['', 'Widgets are placed on record forms.']]},
  // Two words of one family, which the stemmer keys apart: "transcription" and "transcribes".
  {url: '/docs/widgets/audio-transcriber', title: 'Audio Transcriber', sections: [['', 'Transcribes recorded calls.']]},
  {url: '/docs/api/aivoice', title: 'AIVoice', sections: [['', 'Returns the transcription of a recording.']]},
  // One word, three places: title, heading, body.
  {url: '/docs/q/title', title: 'Quota', sections: [['', 'Limits per day.']]},
  {url: '/docs/q/heading', title: 'Limits', sections: [['Quota', 'Per day.']]},
  {url: '/docs/q/body', title: 'Usage', sections: [['', 'Each Nexus has a quota per day.']]},
  // The same words, apart and as a reader writes them.
  {url: '/docs/p/apart', title: 'Calls', sections: [['', 'The request is retried, and then it fails.']]},
  {url: '/docs/p/phrase', title: 'Retries', sections: [['', 'It is retried, and then the request fails.']]},
];

/** The plugin's five parts: titles, headings, descriptions, keywords, text. */
function documents(): Doc[][] {
  const parts: Doc[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of PAGES) {
    const pageId = ++id;
    parts[DocType.Title].push({i: pageId, t: page.title, u: page.url, b: ['Docs']});
    if (page.keywords)
      parts[DocType.Keywords].push({i: pageId, t: page.keywords, s: page.title, u: page.url, p: pageId});
    for (const [heading, text] of page.sections) {
      const hash = heading ? `#${heading.toLowerCase().replace(/[^a-z]+/g, '-')}` : undefined;
      if (heading) parts[DocType.Heading].push({i: ++id, t: heading, u: page.url, h: hash, p: pageId});
      parts[DocType.Content].push({i: ++id, t: text, s: heading || page.title, u: page.url, h: hash, p: pageId});
    }
  }
  return parts;
}

const built = buildIndex(documents(), {
  language: ['en', 'ru'],
  removeDefaultStopWordFilter: [],
  removeDefaultStemmer: false,
});
const withLexicon = (lexicon: EngineOptions['lexicon']) =>
  createSearchEngine({
    lunr: lunr as Lunr,
    indexes: built.map(({documents: docs, index}, type) => ({type, documents: docs as Doc[], index})),
    lexicon,
  });
const engine = withLexicon([
  ['очередь недоставленных сообщений', 'dead-letter queue'],
  ['очередь', 'queue'],
  ['потребитель', 'consumer'],
  ['запись', 'record'],
  ['подключение к AI-провайдеру', 'Nexus', 'getting-started/nexuses'],
  ['throttle', 'quota'],
]);

/** The pages of the results, in order. */
const pages = (query: string): string[] => [
  ...new Set(engine.search(query, 50).results.map((result) => result.document.u)),
];

describe('queryWords', () => {
  it('splits on spaces, hyphens and punctuation, keeping identifiers whole', () => {
    expect(queryWords('Dead-letter queue, please!')).toEqual(['dead', 'letter', 'queue', 'please']);
    expect(queryWords('AIVector.upsert() NEXUS_NOT_FOUND')).toEqual(['aivector.upsert', 'nexus_not_found']);
    expect(queryWords('«Учётные данные»?')).toEqual(['учётные', 'данные']);
  });
});

describe('the search engine', () => {
  it('ranks a match in the title above one in a heading, and that above the body', () => {
    expect(pages('quota')).toEqual(['/docs/q/title', '/docs/q/heading', '/docs/q/body']);
  });

  it('puts the page with every word first', () => {
    expect(pages('fallback nexus')[0]).toBe('/docs/getting-started/nexuses');
    expect(pages('requeue dead letter')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
  });

  it('is never empty when a word matches: unknown words and stop words are dropped', () => {
    expect(pages('nexus architecture overview')[0]).toBe('/docs/getting-started/nexuses');
    expect(pages('how do I requeue the jobs?')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    expect(pages('zzzqx qqqzv')).toEqual([]);
  });

  it('names the words no page has when the results match the others', () => {
    expect(engine.search('nexus zzzqx fallback qqqzv', 5).missing).toEqual(['zzzqx', 'qqqzv']);
    expect(engine.search('nexus fallback', 5).missing).toBeUndefined();
    // A misspelling found by its spelling, a Russian word by its translation: neither is missing.
    expect(engine.search('fallbakc очереди', 5).missing).toBeUndefined();
  });

  it('decides a question by its key nouns, not its filler words', () => {
    expect(pages('how long are AI messages kept')[0]).toBe('/docs/admin-help/ai-message');
  });

  it('finds misspelt words of five letters or more', () => {
    expect(pages('consmuer')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    expect(pages('reqeuue jobs')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    expect(pages('fallbakc')[0]).toBe('/docs/getting-started/nexuses');
    // A word the docs never write, though its stem ("file") is theirs.
    expect(pages('smart filing')[0]).toBe('/docs/widgets/smart-filling');
    expect(pages('filing ')).toContain('/docs/widgets/smart-filling');
  });

  it('matches short words and identifiers exactly or by prefix, never by spelling', () => {
    expect(pages('quot')).toContain('/docs/q/title'); // the word being typed
    expect(pages('NEXUS_NOT_FOUND')).toEqual(['/docs/api/aivector']);
    expect(pages('NEXUS_NOT')).toEqual(['/docs/api/aivector']);
    expect(pages('NEXUS_NOT_FUOND')).toEqual([]);
    expect(pages('getusage')).toEqual(['/docs/api/aivector']);
    expect(pages('AIVector.upsert')[0]).toBe('/docs/api/aivector');
  });

  it('translates Russian words and phrases, in any inflected form', () => {
    expect(pages('очередь недоставленных сообщений')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    expect(pages('очереди')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    expect(pages('потребителя')[0]).toBe('/docs/admin-help/rabbitmq-consumer');
    // Russian text of the index matches as written, ё included.
    expect(pages('учётных')[0]).toBe('/docs/getting-started/nexuses');
    // Forms the stemmer cuts to another stem than the word's own ("запись" → "зап", "записи" → "запис").
    for (const form of ['запись', 'записи', 'записей', 'записью']) {
      expect(engine.search(form, 5).translated).toEqual([{russian: form, english: ['record'], glossary: false}]);
    }
  });

  it('finds the page a glossary term names', () => {
    expect(pages('подключения к AI-провайдеру')[0]).toBe('/docs/getting-started/nexuses');
  });

  it('offers the closest spelling only when nothing matches', () => {
    expect(engine.search('nexxuss', 8)).toEqual({results: [], suggestion: 'nexus'});
    expect(engine.search('zzzqx', 8)).toEqual({results: []});
    expect(engine.search('nexus', 8).suggestion).toBeUndefined();
  });

  it("lists a page's title, then its best sections under it, within the limit", () => {
    const {results} = engine.search('consumer jobs', 2);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({type: DocType.Title, document: {u: '/docs/admin-help/rabbitmq-consumer'}});
    expect(results[1]).toMatchObject({page: {t: 'RabbitMQ consumer'}});
    expect(results[1].document.h).toBe('#dead-letter-queue');
    expect(results[0].tokens).toEqual(expect.arrayContaining(['consumer', 'jobs']));
  });

  it('lands on the heading that names what the title does not: a method of a class', () => {
    const [first] = engine.search('aivector upsert', 8).results;
    expect(first).toMatchObject({type: DocType.Heading, document: {t: 'upsert()'}, page: {t: 'AIVector'}});
    const [section] = engine.search('dead letter queue consumer', 8).results;
    expect(section.document.h).toBe('#dead-letter-queue');
  });

  it('ranks the page that has the words side by side, as typed, above one that has them apart', () => {
    expect(pages('request fails').slice(0, 2)).toEqual(['/docs/p/phrase', '/docs/p/apart']);
  });

  it('finds a page by the words readers use for the words of the docs', () => {
    // "throttle" is a reader's word for the Nexus's rate limit.
    expect(pages('throttle')).toEqual(['/docs/q/title', '/docs/q/heading', '/docs/q/body']);
    expect(pages('throttle')).toEqual(pages('quota'));
  });

  it('finds the other words of a family, whose endings the stemmer keys apart', () => {
    expect(pages('transcription').sort()).toEqual(['/docs/api/aivoice', '/docs/widgets/audio-transcriber']);
    // Above a title that holds the query's other word only.
    expect(pages('transcription of calls')[0]).toBe('/docs/widgets/audio-transcriber');
  });

  it('reads Russian lexicon entries added before its first Russian query, as the browser adds them then', () => {
    expect(withLexicon([]).search('недоставленные', 5).results).toEqual([]);
    const lexicon: [string, string][] = [['throttle', 'quota']];
    const late = withLexicon(lexicon);
    expect(late.search('throttle', 5).results.length).toBeGreaterThan(0);
    lexicon.push(['недоставленные', 'dead-letter']);
    expect(late.search('недоставленные', 5).results[0]?.document.u).toBe('/docs/admin-help/rabbitmq-consumer');
  });

  it('answers an empty or blank query with nothing', () => {
    expect(engine.search('', 8)).toEqual({results: []});
    expect(engine.search('  ?! ', 8)).toEqual({results: []});
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps, stopping past the maximum', () => {
    expect(editDistance('nexus', 'nexus', 2)).toBe(0);
    expect(editDistance('nexsu', 'nexus', 2)).toBe(1);
    expect(editDistance('consmuer', 'consumer', 2)).toBe(1);
    expect(editDistance('nexs', 'nexus', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
