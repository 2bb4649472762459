/**
 * Search relevance, gated at the engine: the reader queries of
 * tests/search-queries.json (English, Russian, misspelt, whole questions,
 * method and error names, other wording), each answered by the site's
 * engine over the built index of the version it names, exactly as /search
 * lists them (tests/support/search.ts), must find the page that answers it
 * among the first five pages for at least 95 % of the queries of each
 * version; none may return nothing (every query contains a documented word)
 * and none may leave its version. tests/e2e/search-quality.spec.ts proves in
 * the browser that /search lists what the engine answers here; `npm run
 * bench:search` reports the same by kind.
 */
import {describe, expect, it} from 'vitest';

import {SPEC} from '../spec';
import {docUrl} from '../support/releases';
import {engineFor, isPageOf, pagesListed, RELEVANCE_QUERIES as QUERIES, searchIndexDir} from '../support/search';

/** Share of queries whose page must be in the top five. */
const TOP_FIVE = 0.95;

it('the relevance set holds reader queries of every kind, in the fixed releases', () => {
  const count = (kind: string) => QUERIES.filter((query) => query.kind === kind).length;
  expect(QUERIES.length).toBeGreaterThanOrEqual(80);
  expect(count('russian')).toBeGreaterThanOrEqual(20);
  expect(count('typo')).toBeGreaterThanOrEqual(10);
  expect(count('question')).toBeGreaterThanOrEqual(10);
  expect(count('code-name')).toBeGreaterThanOrEqual(10);
  expect(QUERIES.every((query) => query.expected.length > 0)).toBe(true);
  expect(QUERIES.every((query) => (SPEC.versions as readonly string[]).includes(query.version))).toBe(true);
});

describe.each(SPEC.versions.map((version) => ({version})))('queries in $version', ({version}) => {
  const queries = QUERIES.filter((query) => query.version === version);
  const engine = engineFor(searchIndexDir(version));
  const answers = queries.map((query) => ({...query, pages: pagesListed(engine, query.query)}));

  it('each return something, and only pages of this version', () => {
    expect(queries.length).toBeGreaterThan(10);
    expect(answers.filter(({pages}) => pages.length === 0).map(({query}) => query)).toEqual([]);
    const strays = answers.filter(({pages}) => !pages.every((page) => isPageOf(version, page)));
    expect(strays.map(({query, pages}) => `"${query}": ${pages.join(', ')}`)).toEqual([]);
  });

  it(`find their page in the top five for at least ${TOP_FIVE * 100} %`, () => {
    const misses = answers
      .filter(({expected, pages}) => {
        const wanted = expected.map((id) => docUrl(version, id).replace(/\/$/, ''));
        return !pages.slice(0, 5).some((page) => wanted.includes(page));
      })
      .map(({query, expected, pages}) => `"${query}" → ${expected.join(' or ')}; top five: ${pages.slice(0, 5).join(', ')}`);
    const share = 1 - misses.length / queries.length;
    expect(share, `top five for ${Math.round(share * 100)} %; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TOP_FIVE);
  });
});
