// The relevance gate runs in Node (tests/build/search-relevance.test.ts); here the first query of each kind in
// each version, typed into /search, must list exactly the pages the engine answers in Node, in order.
import {SPEC} from '../spec';
import {searchPage} from '../support/releases';
import {
  engineFor,
  pagesListed,
  RELEVANCE_QUERIES as QUERIES,
  SEARCH_PAGE_SIZE,
  searchIndexDir,
} from '../support/search';
import {expect, test} from './fixtures';

for (const version of SPEC.versions) {
  const inVersion = QUERIES.filter((query) => query.version === version);
  const sample = [...new Set(inVersion.map((query) => query.kind))].map((kind) =>
    inVersion.find((query) => query.kind === kind)!,
  );

  test(`/search in ${version} lists what the engine answers, for a query of each kind`, async ({page}) => {
    expect(sample.length).toBeGreaterThanOrEqual(6);
    const engine = engineFor(searchIndexDir(version));
    await page.goto(searchPage(version));
    const input = page.locator('input[type="search"][name="q"]');
    const links = page.locator('article h2 a');
    const listed = async () => [
      ...new Set(
        await links.evaluateAll((anchors) =>
          anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
        ),
      ),
    ];
    for (const {query, kind} of sample) {
      const expected = pagesListed(engine, query).slice(0, SEARCH_PAGE_SIZE);
      expect(expected.length, `the engine answers "${query}"`).toBeGreaterThan(0);
      // Clear first: the previous results go, so the next ones are this query's.
      await input.fill('');
      await expect(links).toHaveCount(0);
      await input.fill(query);
      await expect(links.first(), `an answer to "${query}" (${kind})`).toBeVisible();
      const message = `the pages /search lists for "${query}" (${kind})`;
      await expect.poll(listed, {message}).toEqual(expected);
    }
  });
}
