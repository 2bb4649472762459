/**
 * The release scenario's build (scripts/releases/release-scenario.ts) under nginx: archives pass the crawl,
 * search loads an archive's own index, and a reader gets from one to the latest docs and the list of releases.
 */
import fs from 'node:fs';
import path from 'node:path';

import {firstLoadJsBudget, kb, measurePageWeight} from '../../scripts/lib/page-weight';
import {SCENARIO_SITE, scenarioFor} from '../../scripts/releases/release-scenario.data';
import {activeDocPages, docIds, frontMatterOf, LATEST, RELEASES, REPO} from '../support/releases';
import {crawlPage} from './crawl-page';
import {sameContent, sitemapPaths} from './site-pages';
import {expect, recordRequests, searchFor, test, untilHydrated} from './fixtures';

const SITE = path.join(REPO, SCENARIO_SITE);
const BUILD = path.join(SITE, 'build');
const {archived: ARCHIVED, archivedSecond: ARCHIVED_SECOND, second} = scenarioFor(REPO);
const BASE = `/docs/${ARCHIVED}`;
/** The pages the second archive has that the first does not. */
const onlySecond = docIds(ARCHIVED_SECOND, SITE).filter((id) => !docIds(ARCHIVED, SITE).includes(id));

/** An archived release's pages in the merged site map. */
function archivedPages(version: string): string[] {
  return sitemapPaths(BUILD).filter((pathname) => pathname.startsWith(`/docs/${version}/`));
}

/** Whether the archived page has the content of its page in build/, which crawl.spec.ts checks with axe. */
function sameContentAsCrawled(pagePath: string): boolean {
  const version = /^\/docs\/([^/]+)/.exec(pagePath)?.[1];
  if (!version || !RELEASES.includes(version)) return false;
  const newest = version === LATEST;
  return sameContent(pagePath, newest ? pagePath.replace(`/docs/${version}`, '/docs') : pagePath, {
    buildDir: BUILD,
    linkRoot: newest ? `/docs/${version}` : undefined,
  });
}

test('the archived releases have their pages in the site map', () => {
  expect(archivedPages(ARCHIVED).length).toBeGreaterThan(30);
  expect(archivedPages(ARCHIVED_SECOND).length).toBeGreaterThan(archivedPages(ARCHIVED).length);
});

// Every page of one archive; of the other, its entry and the pages only it has.
for (const pagePath of [
  ...archivedPages(ARCHIVED),
  `/docs/${ARCHIVED_SECOND}/getting-started/`,
  ...onlySecond.map((id) => `/docs/${ARCHIVED_SECOND}/${id.replace(/(^|\/)index$/, '$1')}`),
  `/docs/${ARCHIVED_SECOND}`,
  BASE,
  '/versions',
  `/changes/${ARCHIVED}-to-${ARCHIVED_SECOND}`,
]) {
  test(`crawl ${pagePath}`, async ({tab}, testInfo) => {
    // The site's stylesheet, whose dark colours the main crawl checks: here once, on the entry page.
    const entry = pagePath === `${BASE}/getting-started/`;
    // axe: the archive's frame on the entry page, and content the main crawl does not check.
    const axe = entry || !sameContentAsCrawled(pagePath);
    testInfo.annotations.push({type: 'axe', description: axe ? 'checked here' : 'same content as in build/'});
    await crawlPage(tab, pagePath, testInfo, {buildDir: BUILD, wholePage: entry, darkMode: entry, axe});
  });
}

test.describe('a not-found URL inside the archive', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});
  test('answers 404 with the not-found page', async ({tab}, testInfo) => {
    await crawlPage(tab, `${BASE}/no-such-page`, testInfo, {buildDir: BUILD, notFound: true});
    await expect(tab.getByRole('heading', {level: 1})).toHaveText('Page not found');
  });
});

test('search in the archive loads its own index on first use and finds only its pages', async ({page}) => {
  const indexRequests = recordRequests(page, /search-index.*\.json$/, true);
  await untilHydrated(page, `${BASE}/getting-started/`);
  expect(indexRequests).toEqual([]);
  // The title of one of its pages.
  const target = docIds(ARCHIVED, SITE).find((id) => !id.endsWith('index'))!;
  const options = await searchFor(page, String(frontMatterOf(ARCHIVED, target, SITE).title));
  expect(indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests.every((url) => url.startsWith(`${BASE}/`))).toBe(true);
  await options.first().click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]+${BASE.replaceAll('.', '\\.')}/`));
  await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', ARCHIVED);
});

test('one click from an archived page leads to the latest docs, and one to every release', async ({page}) => {
  await page.goto(`${BASE}/getting-started/`);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(`AIN ${ARCHIVED}, an archived release`);
  await banner.getByRole('link', {name: 'all versions'}).click();
  await expect(page).toHaveURL(/\/versions$/);
  const archivedRow = page.getByRole('row', {name: new RegExp(`AIN ${ARCHIVED.replaceAll('.', '\\.')}`)});
  await expect(archivedRow).toContainText('Archived');
  await expect(page.getByRole('row', {name: new RegExp(`AIN ${second.version.replaceAll('.', '\\.')}`)})).toContainText(
    'Latest',
  );

  await page.goto(`${BASE}/getting-started/`);
  await page
    .locator('.theme-doc-version-banner')
    .getByRole('link', {name: /latest release/})
    .click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/$/);
  await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', second.version);
});

test('the home page of the site after two cuts stays within its first-load JS budget, grown with its pages', async ({
  browser,
  baseURL,
}) => {
  const budgets = JSON.parse(fs.readFileSync(path.join(REPO, 'bench/budgets.json'), 'utf8'));
  const releases: string[] = JSON.parse(fs.readFileSync(path.join(SITE, 'versions.json'), 'utf8'));
  const activePages = activeDocPages(releases, SITE);
  const context = await browser.newContext();
  const weight = await measurePageWeight(context, `${baseURL}/`, BUILD);
  await context.close();
  const budget = firstLoadJsBudget(budgets, 'home', activePages);
  test.info().annotations.push({
    type: 'weight',
    description: `JS ${kb(weight.js)} of ${kb(budget)} (${activePages} active pages)`,
  });
  expect(weight.js).toBeLessThanOrEqual(budget);
});
