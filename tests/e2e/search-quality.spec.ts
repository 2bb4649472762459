/**
 * Search relevance: the reader queries of tests/search-queries.json
 * (English, Russian, misspelt, whole questions, method and error names,
 * other wording), each typed into /search of the version it names, must
 * find the page that answers it among the first five pages for at least
 * 95 % of the queries of each version, and none may return nothing (every
 * query contains a documented word). `npm run bench:search` reports the
 * same by kind.
 */
import fs from 'node:fs';
import path from 'node:path';

import {expect, test} from './fixtures';

type Query = {query: string; kind: string; expected: string[]; version?: string};

const QUERIES: Query[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../search-queries.json'), 'utf8')).queries;

/** Share of queries whose page must be in the top five. */
const TOP_FIVE = 0.95;

test('the relevance set holds reader queries of every kind', () => {
  const count = (kind: string) => QUERIES.filter((query) => query.kind === kind).length;
  expect(QUERIES.length).toBeGreaterThanOrEqual(80);
  expect(count('russian')).toBeGreaterThanOrEqual(20);
  expect(count('misspelt')).toBeGreaterThanOrEqual(10);
  expect(count('question')).toBeGreaterThanOrEqual(10);
  expect(count('identifier')).toBeGreaterThanOrEqual(10);
  expect(QUERIES.every((query) => query.expected.length > 0)).toBe(true);
});

for (const version of [undefined, '1.11.2']) {
  const queries = QUERIES.filter((query) => query.version === version);

  test(`queries in ${version ?? 'the latest version'} find their page in the top five`, async ({page}) => {
    test.setTimeout(240_000);
    expect(queries.length).toBeGreaterThan(10);
    const params = new URLSearchParams(version ? {version: `docs/${version}/`} : {});
    await page.goto(`/search?${params}`);
    const input = page.locator('input[type="search"][name="q"]');
    const links = page.locator('article h2 a');
    const empty = page.locator('[data-search-empty]');
    const misses: string[] = [];
    for (const {query, expected} of queries) {
      // Clear first: the previous results go, so the next ones are this query's.
      await input.fill('');
      await expect(links).toHaveCount(0);
      await input.fill(query);
      await expect(links.first().or(empty), `an answer to "${query}"`).toBeVisible();
      await expect(empty, `"${query}" returns something`).toHaveCount(0);
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
      );
      const pages = [...new Set(hrefs)];
      const topFive = pages.slice(0, 5);
      if (!topFive.some((pathname) => expected.some((want) => want.replace(/\/$/, '') === pathname))) {
        misses.push(`"${query}" → ${expected.join(' or ')}; top five: ${topFive.join(', ')}`);
      }
      if (version) {
        expect
          .soft(
            pages.every((pathname) => pathname.startsWith(`/docs/${version}/`)),
            `"${query}" stays in ${version}`,
          )
          .toBe(true);
      }
    }
    const share = 1 - misses.length / queries.length;
    expect(share, `top five for ${Math.round(share * 100)} %; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      TOP_FIVE,
    );
  });
}
