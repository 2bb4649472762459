import {expect, test} from './fixtures';
import {pageTypes} from '../../scripts/lib/page-weight';
import {RELEASES} from '../support/releases';

const PAGE_TYPES = pageTypes(RELEASES);

// What keeps a phone's main thread light, as behaviour; the timings are in `npm run bench`.
test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

test('each file the site prefetches for the links in view is requested once, unless the page has it', async ({
  page,
}) => {
  await page.goto(PAGE_TYPES.api);
  await page.waitForLoadState('networkidle');
  // Bring every link of the page into view once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  const hrefs = await page.$$eval('head link[rel="prefetch"]', (links) =>
    links.map((link) => link.getAttribute('href')),
  );
  // Other routes' chunks are prefetched, each once, and none the page has loaded itself.
  expect(hrefs.length).toBeGreaterThan(5);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded.length, 'the page loads chunks of its own').toBeGreaterThan(3);
  expect(hrefs.filter((href) => loaded.includes(href!))).toEqual([]);

  // And a prefetched page opens by client-side navigation.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', {name: 'Common conventions'}).first().click();
  // The API overview of the same version (served at /docs or /docs/<version>).
  const overview = PAGE_TYPES.api.replace(/aichat$/, '');
  await expect(page).toHaveURL((url) => url.pathname === overview && url.hash === '#common-conventions');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
});
