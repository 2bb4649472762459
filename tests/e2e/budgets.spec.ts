import fs from 'node:fs';
import path from 'node:path';

import {firstLoadJsBudget, kb, measurePageWeight, pageTypes, servedGzipBytes} from '../../scripts/lib/page-weight';
import {SEARCH_RUNTIME_MARKER, expect, test} from './fixtures';
import {activeDocPages, docIds, RELEASES, sourceOf, versionRoot} from '../support/releases';
import {searchIndexIn} from '../../shared/search/index-files';

// Byte budgets (bench/budgets.json) by page type: sizes are deterministic for a build, so pass/fail here.

const PAGE_TYPES = pageTypes(RELEASES);
type PageType = keyof typeof PAGE_TYPES;
interface Budgets {
  firstLoadJs: Record<PageType, number>;
  css: Record<PageType, number>;
  html: Record<PageType, number>;
  /** Each release's search index, active or archived, per word of its Markdown sources. */
  searchIndexPerWord: number;
  /** The docs pages of the active releases when the JS budgets were measured. */
  activePages: number;
  /** The JS bytes each further active page may add (its route and global-data entry in the main bundle). */
  perActivePage: number;
}
const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as Budgets;
const activePages = activeDocPages();

for (const [type, pathname] of Object.entries(PAGE_TYPES) as [PageType, string][]) {
  test(`${pathname} stays within its first-load budgets`, async ({browser, baseURL}) => {
    const context = await browser.newContext();
    const weight = await measurePageWeight(context, `${baseURL}${pathname}`, path.join(__dirname, '../../build'));
    await context.close();
    const jsBudget = firstLoadJsBudget(budgets, type, activePages);
    const summary = `JS ${kb(weight.js)} of ${kb(jsBudget)} (${activePages} active pages), CSS ${kb(weight.css)} of ${kb(budgets.css[type])}, HTML ${kb(weight.html)} of ${kb(budgets.html[type])}`;
    test.info().annotations.push({type: 'weight', description: summary});
    expect(weight.js, `first-load JS: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(jsBudget);
    expect(weight.css, 'CSS').toBeLessThanOrEqual(budgets.css[type]);
    expect(weight.html, 'HTML').toBeLessThanOrEqual(budgets.html[type]);
    expect(
      weight.executedSources.some((source) => source.includes(SEARCH_RUNTIME_MARKER)),
      'the search runtime ran on page load',
    ).toBe(false);
  });
}

test('each release’s search index stays within the budget', async () => {
  const build = path.join(__dirname, '../../build');
  for (const version of RELEASES) {
    // The latest's index at the root, the others' under their version.
    const dir = path.join(build, versionRoot(version).replace(/^\/docs$/, ''));
    const file = searchIndexIn(dir);
    expect(file, `search index of ${version}`).toBeDefined();
    const bytes = servedGzipBytes(path.join(dir, file!));
    const words = docIds(version)
      .map((id) => sourceOf(version, id))
      .reduce((sum, source) => sum + source.split(/\s+/).filter(Boolean).length, 0);
    const budget = Math.round(budgets.searchIndexPerWord * words);
    expect(bytes, `${version}: ${kb(bytes)} for ${words} words, budget ${kb(budget)}`).toBeLessThanOrEqual(budget);
  }
});
