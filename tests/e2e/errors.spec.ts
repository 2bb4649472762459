// Every error a reader can meet, provoked; most need a page of build-fixtures/ (_dogfooding/test-fixtures).
import fs from 'node:fs';
import path from 'node:path';

import {expect, FIXTURES_URL, holdRequests, searchField, searchInput, test} from './fixtures';
import {SPEC} from '../spec';

const FIXTURES_BUILD = path.resolve(__dirname, '../../build-fixtures');

/** The URL path of the built chunk that holds the lazy fixture page. */
function lazyFixtureChunk(): string {
  const dir = path.join(FIXTURES_BUILD, 'assets/js');
  const file = fs
    .readdirSync(dir)
    .find((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('ain-lazy-fixture-chunk'));
  if (!file) throw new Error('The lazy fixture chunk is missing: run `npm run build:fixtures`.');
  return `/assets/js/${file}`;
}

test.describe('error catalogue', () => {
  // These tests provoke errors on purpose and check them explicitly.
  test.use({allowPageErrors: true, baseURL: FIXTURES_URL});

  test('a page crash shows "This page crashed." with Try again and the error, and Try again recovers', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/__fixtures/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Fixture crash: the incident list failed to render')).toBeVisible();
    expect(pageErrors.join('\n')).toContain('Fixture crash');
    // The navbar still works around the crashed content.
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate(() => (window.ainFixtureRecovered = true));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The incident list rendered.')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeHidden();
  });

  test('a failed lazy load of a route shows an error box with Retry, and Retry recovers', async ({page}) => {
    const chunk = lazyFixtureChunk();
    // A host serving /x/index.html as is (GitHub Pages): the app goes to /x, whose chunk loads lazily.
    const html = fs.readFileSync(path.join(FIXTURES_BUILD, '__fixtures/lazy/index.html'), 'utf8');
    await page.route('**/__fixtures/lazy/index.html', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: html}),
    );
    let blocked = true;
    await page.route(`**${chunk}`, (route) => (blocked ? route.abort() : route.continue()));

    await page.goto('/__fixtures/lazy/index.html');
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk .* failed|ChunkLoadError/)).toBeVisible();

    blocked = false;
    await retry.click();
    await expect(retry).toBeHidden();
    await expect(page.getByText('This page loaded.').first()).toBeVisible();
  });

  test('a failed route preload reloads the page', async ({page}) => {
    await page.goto('/__fixtures');
    await page.route(`**${lazyFixtureChunk()}`, (route) => route.abort());
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', {name: 'A page whose chunk a test can block'}).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/__fixtures/lazy');
  });

  test('a page without a default export raises an error', async ({page, pageErrors}) => {
    await page.goto('/__fixtures/no-default-export');
    const message = /The page component at \/__fixtures\/no-default-export doesn't have a default export/;
    await expect(page.getByText(message)).toBeVisible();
    expect(pageErrors.join('\n')).toMatch(message);
  });

  test('a false invariant surfaces as "Invariant failed" on the crash page', async ({page}) => {
    await page.goto('/__fixtures/invariant');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Invariant failed', {exact: true})).toBeVisible();
  });

  test('the search input reads "Loading..." until the index is ready', async ({page}) => {
    const release = await holdRequests(page, /search-index.*\.json$/);
    await page.goto('/docs/getting-started/');
    await searchInput(page).focus();
    await expect(searchInput(page)).toHaveAttribute('placeholder', SPEC.searchLoading);
    await searchInput(page).click();
    await expect(searchField(page)).toHaveAttribute('placeholder', SPEC.searchLoading);
    release();
    await expect(searchField(page)).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
  });
});

test.describe('base URL banner', () => {
  test.describe(() => {
    test.use({allowPageErrors: true});

    test('appears on the home page when the site did not load', async ({page}) => {
      // What a wrong base URL does: no script or style sheet of the site loads.
      await page.route(/\/assets\//, (route) => route.abort());
      await page.goto('/');
      await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    });
  });

  test('does not appear when the site loads', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});
