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

import {SPEC} from '../spec';
import {docUrl, searchPage, versionRoot} from '../support/releases';
import {expect, test} from './fixtures';

/** A reader's query, in the version it names, and the doc ids of the pages that answer it. */
type Query = {query: string; kind: string; version: string; expected: string[]};

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

for (const version of SPEC.versions) {
  const queries = QUERIES.filter((query) => query.version === version);
  const root = `${versionRoot(version)}/`;

  test(`queries in ${version} find their page in the top five`, async ({page}) => {
    test.setTimeout(240_000);
    expect(queries.length).toBeGreaterThan(10);
    await page.goto(searchPage(version));
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
      const wanted = expected.map((id) => docUrl(version, id).replace(/\/$/, ''));
      if (!topFive.some((pathname) => wanted.includes(pathname))) {
        misses.push(`"${query}" → ${wanted.join(' or ')}; top five: ${topFive.join(', ')}`);
      }
      // Only this version's pages: older versions' roots lie inside the latest's.
      const others = QUERIES.map((other) => `${versionRoot(other.version)}/`).filter(
        (other) => other !== root && other.startsWith(root),
      );
      expect
        .soft(
          pages.every((pathname) => pathname.startsWith(root) && !others.some((other) => pathname.startsWith(other))),
          `"${query}" stays in ${version}`,
        )
        .toBe(true);
    }
    const share = 1 - misses.length / queries.length;
    expect(share, `top five for ${Math.round(share * 100)} %; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      TOP_FIVE,
    );
  });
}
