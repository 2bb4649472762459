/**
 * The whole site on nginx, page by page: every URL of the sitemap, the
 * version roots and a not-found URL (see crawl-page.ts for what each must pass).
 */
import {crawlPage} from './crawl-page';
import {test} from './fixtures';
import {crawlPaths, NOT_FOUND_PATH} from './site-pages';

// No trace: recording one (DOM snapshots of every step) slowed each page by a
// third, and a failure here names the page, the broken links or the axe rule
// and nodes already; a failing page still leaves a screenshot.
test.use({trace: 'off'});

for (const pagePath of crawlPaths()) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) {
      test.use({allowedConsoleErrors: [/status of 404/]});
    }

    test('loads cleanly, its links resolve, and it passes axe in light and dark mode', async ({page}, testInfo) => {
      await crawlPage(page, pagePath, testInfo);
    });
  });
}
