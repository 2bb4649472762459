// Route changes (progress bar, scrolling, prefetching) and the navbar marking the section being read.
import type {Page} from '@playwright/test';

import {expect, holdRequests, recordRequests, test, untilHydrated} from './fixtures';
import {LABELS} from '../site';
import {SPEC} from '../spec';
import {specPage} from '../support/releases';
import {untilSettled} from '../../scripts/lib/page-weight';

/** Records whether the progress bar was ever inserted into the page. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {progressBarSeen: boolean};
    w.progressBarSeen = !!document.getElementById('nprogress');
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.progressBarSeen = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen);
}

const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', {name, exact: true});

/** The navbar's docs entry, labelled in Russian. */
const docsEntry = (page: Page) => page.locator('nav.navbar').getByRole('link', {name: LABELS.gettingStarted});

/** Outside getting started, the docs entry is not marked, and nothing else but links to the page shown. */
async function expectNoSectionMarked(page: Page): Promise<void> {
  await expect(docsEntry(page)).not.toHaveAttribute('aria-current');
  await expect(docsEntry(page)).not.toHaveClass(/navbar__link--active/);
  const path = new URL(page.url()).pathname;
  const marked = await page
    .locator('nav.navbar a[aria-current]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(marked.filter((href) => href !== path)).toEqual([]);
  // The version menu's toggle names the release read, not a place in the site.
  await expect(page.locator('nav.navbar [aria-haspopup][aria-current]')).toHaveCount(0);
}

test.describe('progress bar', () => {
  // Reduced motion skips the category's height animation, so a click cannot miss a link of a growing category.
  test.use({reducedMotion: 'reduce'});

  test(`appears when a route change takes longer than ${SPEC.progressBarDelayMs} ms`, async ({page}) => {
    await page.goto(specPage('1.12.0', 'getting-started/index'), {waitUntil: 'networkidle'});
    await untilHydrated(page);
    await expect(docsEntry(page)).toHaveAttribute('aria-current', 'page');
    const seen = await watchProgressBar(page);
    // Every script chunk now arrives a second late, the route's own too: the change takes over 200 ms.
    const clicked = await holdRequests(page, /\/assets\/js\/.*\.js$/, 1000);
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('button', {name: /Widgets/})
      .click();
    await sidebarLink(page, 'KB Assistant').click();
    clicked();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('KB Assistant');
    expect(await seen()).toBe(true);
    await expect(page.locator('#nprogress')).not.toBeAttached();
    // A widget page is not getting started.
    await expectNoSectionMarked(page);
  });

  test('does not appear when the route change is fast', async ({page}) => {
    await page.goto(specPage('1.12.0', 'getting-started/index'), {waitUntil: 'networkidle'});
    const link = sidebarLink(page, 'Nexuses');
    // Hovering preloads the route, so the click switches at once.
    await link.hover();
    await page.waitForLoadState('networkidle');
    const seen = await watchProgressBar(page);
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Nexuses');
    await page.waitForTimeout(SPEC.progressBarDelayMs * 2);
    expect(await seen()).toBe(false);
  });
});

test.describe('scrolling', () => {
  test('a route change scrolls to the top of the new page', async ({page}) => {
    await page.goto(specPage('1.12.0', 'api/aichat'));
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('article').getByRole('link', {name: 'AINPromptBuilder'}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AINPromptBuilder');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // An API page is not getting started.
    await expectNoSectionMarked(page);
  });

  test('a link with an anchor scrolls to that heading', async ({page}) => {
    await page.goto(specPage('1.12.0', 'api/aichat'));
    await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'Handle errors'}).click();
    await expect(page).toHaveURL(/#handle-errors$/);
    await expect(page.locator('#handle-errors')).toBeInViewport();
    // Across pages: the methods table links each method to its block.
    await page.goto('/docs/getting-started/');
    await page.goto(`${specPage('1.12.0', 'api/aichat')}#sendwithtemplate`);
    await expect(page.locator('#sendwithtemplate')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('a page opened at a heading it lacks, from the version menu, opens at its top', async ({page}) => {
    await page.goto(`${specPage('1.12.0', 'api/aichat')}#sendwithtemplate`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('nav.navbar .dropdown').hover();
    await page.locator('nav.navbar .dropdown').getByRole('link', {name: '1.11.2', exact: true}).click();
    await expect(page).toHaveURL(`${specPage('1.11.2', 'api/aichat')}#sendwithtemplate`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link to a heading of another page leaves it under the navbar once the code above is highlighted', async ({
    page,
  }) => {
    await untilHydrated(page, specPage('1.12.0', 'admin-help/prompt-templates'));
    await page.locator('article a[href$="/api/aichat#sendwithtemplate"]').first().click();
    await expect(page).toHaveURL(/#sendwithtemplate$/);
    // Every block highlighted, at its final height (the plain code shown meanwhile is taller).
    await expect(page.locator('article pre').first()).toHaveClass(/prism-code/);
    await expect(page.locator('article pre:not(.prism-code)')).toHaveCount(0);
    const navbar = (await page.locator('nav.navbar').boundingBox())!;
    const heading = (await page.locator('#sendwithtemplate').boundingBox())!;
    expect(heading.y - (navbar.y + navbar.height)).toBeGreaterThanOrEqual(0);
    expect(heading.y - (navbar.y + navbar.height)).toBeLessThan(24);
  });
});

test('the navbar marks getting started on its pages only, and leads to the release being read', async ({page}) => {
  await untilHydrated(page, specPage('1.11.2', 'admin-help/ai-message'));
  await expectNoSectionMarked(page);
  await docsEntry(page).click();
  await expect(page).toHaveURL(specPage('1.11.2', 'getting-started/index'));
  await expect(docsEntry(page)).toHaveAttribute('aria-current', 'page');
  await expect(docsEntry(page)).toHaveClass(/navbar__link--active/);
});

test.describe('prefetching', () => {
  async function scriptRequestsOnHover(page: Page, linkName: string): Promise<string[]> {
    const requested = recordRequests(page, /\/assets\/js\/.*\.js$/);
    await untilHydrated(page, specPage('1.12.0', 'getting-started/index'));
    await untilSettled(page, requested);
    const loaded = requested.length;
    await sidebarLink(page, linkName).hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return requested.slice(loaded);
  }

  test('hovering a link loads the chunks of its page', async ({page}) => {
    const requested = await scriptRequestsOnHover(page, 'Demo incidents');
    expect(requested.length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saving on', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`nothing is prefetched with ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
      const requested = await scriptRequestsOnHover(page, 'Demo incidents');
      expect(requested).toEqual([]);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    });
  }
});
