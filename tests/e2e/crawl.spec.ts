/**
 * The whole site on nginx, page by page: every URL of the sitemap, the
 * version roots and a not-found URL (see crawl-page.ts for what each must
 * pass); and the accessibility check the crawl runs, shown to find what it must.
 */
import {axeViolations} from '../support/axe';
import {crawlPage} from './crawl-page';
import {expect, test} from './fixtures';
import {crawlPaths, NOT_FOUND_PATH, VERSION_ROOTS} from './site-pages';

// No trace: a failure here names the page, the broken links or the axe rule
// and nodes already, and a failing page still leaves a screenshot.
test.use({trace: 'off'});

for (const pagePath of crawlPaths()) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) {
      test.use({allowedConsoleErrors: [/status of 404/]});
    }

    // A redirect page: the entry page it leads to is crawled in full in its own test.
    if (VERSION_ROOTS.includes(pagePath)) {
      test('leads to its entry page, which loads cleanly and whose links resolve', async ({page}, testInfo) => {
        await crawlPage(page, pagePath, testInfo, {axe: false});
        const entry = new URL(page.url()).pathname;
        expect(entry).not.toBe(pagePath);
        expect(crawlPaths(), 'the entry page, checked with axe in its own test').toContain(entry);
      });
      return;
    }
    test('loads cleanly, its links resolve, and it passes axe in light and dark mode', async ({page}, testInfo) => {
      await crawlPage(page, pagePath, testInfo);
    });
  });
}

test.describe('the axe check itself', () => {
  test('reports what breaks WCAG in the part checked, and only the rules asked for', async ({page}) => {
    await page.goto('/docs/getting-started/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await axeViolations(page, {include: 'main'}), 'the page as built').toEqual([]);
    await page.evaluate(() => {
      const faint = Object.assign(document.createElement('p'), {textContent: 'Faint text'});
      faint.style.cssText = 'color: #ccc; background: #fff';
      document.querySelector('main article')!.append(faint, document.createElement('img'));
      document.querySelector('footer.footer')!.append(document.createElement('img'));
    });
    const ids = async (check: Parameters<typeof axeViolations>[1]) =>
      (await axeViolations(page, check)).map((violation) => [violation.id, violation.nodes.length]);
    expect(await ids({include: 'main'})).toEqual([
      ['color-contrast', 1],
      ['image-alt', 1],
    ]);
    expect(await ids({})).toEqual([
      ['color-contrast', 1],
      ['image-alt', 2],
    ]);
    expect(await ids({include: 'main', rules: ['color-contrast', 'link-in-text-block']})).toEqual([
      ['color-contrast', 1],
    ]);
  });
});
