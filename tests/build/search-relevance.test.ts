/** The relevance gate, at the engine as /search lists its answers (tests/e2e/search-quality.spec.ts proves them the
 * same); every query contains a documented word, so none may return nothing. */
import {describe, expect, it} from 'vitest';

import {SPEC} from '../spec';
import {docUrl, versionRoot} from '../support/releases';
import {
  engineFor,
  isPageOf,
  pagesListed,
  RELEVANCE_QUERIES as QUERIES,
  type RelevanceQuery,
  searchIndexDir,
} from '../support/search';

/** Share of a version's queries whose page must be in the top five. */
const TOP_FIVE = 0.95;

/** Each kind's share of queries whose page must come first, and be in the top five. */
const FLOORS: Record<string, {first: number; topFive: number}> = {
  english: {first: 0.8, topFive: 0.95},
  'own-words': {first: 0.8, topFive: 0.95},
  symptom: {first: 0.85, topFive: 0.95},
  question: {first: 0.85, topFive: 0.95},
  pasted: {first: 0.8, topFive: 0.95},
  russian: {first: 0.9, topFive: 0.95},
  typo: {first: 0.9, topFive: 0.95},
  'code-name': {first: 0.85, topFive: 0.95},
  concept: {first: 0.9, topFive: 0.95},
};

it('the relevance set holds at least 20 reader queries of every kind, a third of each held out', () => {
  const kinds = [...new Set(QUERIES.map((query) => query.kind))].sort();
  expect(kinds).toEqual(Object.keys(FLOORS).sort());
  for (const kind of kinds) {
    const queries = QUERIES.filter((query) => query.kind === kind);
    expect(queries.length, kind).toBeGreaterThanOrEqual(20);
    // Every third query of a kind, in file order, chosen before the engine was tuned.
    expect(
      queries.map((query) => Boolean(query.heldOut)),
      kind,
    ).toEqual(queries.map((_, index) => index % 3 === 2));
  }
  expect(QUERIES.every((query) => query.expected.length > 0)).toBe(true);
  expect(QUERIES.every((query) => (SPEC.versions as readonly string[]).includes(query.version))).toBe(true);
});

const engines = new Map<string, ReturnType<typeof engineFor>>(
  SPEC.versions.map((version) => [version, engineFor(searchIndexDir(version))]),
);
const answers = QUERIES.map((query) => {
  const pages = pagesListed(engines.get(query.version)!, query.query);
  const wanted = query.expected.map((id) => docUrl(query.version, id).replace(/\/$/, ''));
  return {...query, pages, rank: pages.findIndex((page) => wanted.includes(page))};
});
type Answer = RelevanceQuery & {pages: string[]; rank: number};
const describeMiss = ({query, expected, pages}: Answer) =>
  `"${query}" → ${expected.join(' or ')}; top five: ${pages.slice(0, 5).join(', ')}`;
const isTopFive = (rank: number) => rank >= 0 && rank < 5;
/** At least `floor` of `answered` rank their page as `hit` asks; `what` names the hit, `missed` the misses. */
function expectShare(answered: Answer[], hit: (rank: number) => boolean, floor: number, what: string, missed: string) {
  const misses = answered.filter(({rank}) => !hit(rank)).map(describeMiss);
  const share = 1 - misses.length / answered.length;
  expect(share, `${what} for ${Math.round(share * 100)} %; ${missed}:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
    floor,
  );
}

describe.each(SPEC.versions.map((version) => ({version})))('queries in $version', ({version}) => {
  const ofVersion = answers.filter((answer) => answer.version === version);

  it('each return something, and only pages of this version', () => {
    expect(ofVersion.length).toBeGreaterThan(10);
    expect(ofVersion.filter(({pages}) => pages.length === 0).map(({query}) => query)).toEqual([]);
    const strays = ofVersion.filter(({pages}) => !pages.every((page) => isPageOf(version, page)));
    expect(strays.map(({query, pages}) => `"${query}": ${pages.join(', ')}`)).toEqual([]);
  });

  it(`find their page in the top five for at least ${TOP_FIVE * 100} %`, () => {
    expectShare(ofVersion, isTopFive, TOP_FIVE, 'top five', 'misses');
  });
});

describe.each(Object.entries(FLOORS).map(([kind, floor]) => ({kind, ...floor})))(
  'queries of the kind $kind',
  ({kind, first, topFive}) => {
    const ofKind = answers.filter((answer) => answer.kind === kind);

    it(`find their page first for at least ${first * 100} %`, () => {
      expectShare(ofKind, (rank) => rank === 0, first, 'first', 'not first');
    });

    it(`find their page in the top five for at least ${topFive * 100} %`, () => {
      expectShare(ofKind, isTopFive, topFive, 'top five', 'misses');
    });
  },
);

describe.each(SPEC.versions.map((version) => ({version})))('a method or a section in $version', ({version}) => {
  const engine = engines.get(version)!;

  it("lands on the method's heading when the query names its class and the method", () => {
    const [first] = engine.search('aichat send', 8).results;
    expect(`${first.document.u}${first.document.h ?? ''}`).toBe(`${versionRoot(version)}/api/aichat#send`);
  });

  it('opens the error index first for each of the eight error codes, which it defines', () => {
    const codes =
      'NEXUS_NOT_FOUND NEXUS_INACTIVE PERMISSION_DENIED RATE_LIMITED PROVIDER_TIMEOUT PROVIDER_ERROR CONTENT_BLOCKED INVALID_ARGUMENT';
    const index = docUrl(version, 'api/index').replace(/\/$/, '');
    for (const code of codes.split(' ')) expect(pagesListed(engine, code)[0], code).toBe(index);
  });

  it('opens, for a long pasted error, a page that names its code before one that shares only its other words', () => {
    const message =
      "com.glide.script.RhinoEcmaError: NEXUS_NOT_FOUND no Nexus named 'gpt4-prod' exists at sys_script_include.AIChat (line 14)";
    expect(pagesListed(engine, 'NEXUS_NOT_FOUND')).toContain(pagesListed(engine, message)[0]);
  });

  it('lands on a section that holds every word of a topic', () => {
    const [first] = engine.search('embedding dimensions', 8).results;
    expect(first.document.h).toMatch(/^#/);
    const section = engine
      .search('embedding dimensions', 1000)
      .results.filter(({document}) => document.u === first.document.u && document.h === first.document.h)
      .map(({document}) => document.t)
      .join(' ');
    expect(section).toMatch(/embedding/i);
    expect(section).toMatch(/dimension/i);
  });
});
