import fs from 'node:fs';
import path from 'node:path';

import {PAGE_TYPES, kb, measurePageWeight, servedGzipBytes} from '../../scripts/lib/page-weight.mjs';
import {SEARCH_RUNTIME_MARKER, expect, test} from './fixtures';
import {LATEST, RELEASES} from '../../src/releases';
import {searchIndexIn} from '../../src/search-local/index-files.mjs';

/**
 * Byte budgets (bench/budgets.json). Sizes are deterministic for a given
 * build, so they are pass/fail here; timings are only reported by `npm run bench`.
 */

type PageType = keyof typeof PAGE_TYPES;
interface Budgets {
  firstLoadJs: Record<PageType, number>;
  css: Record<PageType, number>;
  html: Record<PageType, number>;
  searchIndex: Record<string, number>;
}
const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as Budgets;

for (const [type, pathname] of Object.entries(PAGE_TYPES) as [PageType, string][]) {
  test(`${pathname} stays within its first-load budgets`, async ({browser, baseURL}) => {
    const context = await browser.newContext();
    const weight = await measurePageWeight(context, `${baseURL}${pathname}`, path.join(__dirname, '../../build'));
    await context.close();
    const summary = `JS ${kb(weight.js)} of ${kb(budgets.firstLoadJs[type])}, CSS ${kb(weight.css)} of ${kb(budgets.css[type])}, HTML ${kb(weight.html)} of ${kb(budgets.html[type])}`;
    test.info().annotations.push({type: 'weight', description: summary});
    expect(weight.js, `first-load JS: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(budgets.firstLoadJs[type]);
    expect(weight.css, 'CSS').toBeLessThanOrEqual(budgets.css[type]);
    expect(weight.html, 'HTML').toBeLessThanOrEqual(budgets.html[type]);
    expect(
      weight.executedSources.some((source) => source.includes(SEARCH_RUNTIME_MARKER)),
      'the search runtime ran on page load',
    ).toBe(false);
  });
}

test('each version’s search index stays within its budget', async () => {
  const build = path.join(__dirname, '../../build');
  for (const version of RELEASES) {
    const dir = version === LATEST ? build : path.join(build, 'docs', version);
    const file = searchIndexIn(dir);
    expect(file, `search index of ${version}`).toBeDefined();
    const bytes = servedGzipBytes(path.join(dir, file!));
    expect(bytes, `${version}: ${kb(bytes)}`).toBeLessThanOrEqual(budgets.searchIndex[version]);
  }
});
