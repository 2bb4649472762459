/**
 * The crawl on the other host targets (scripts/host-target.mjs): a sample of
 * pages, one of each kind, served by a static server that sends what that host
 * would (scripts/serve-static.mjs). Each page passes what every nginx page
 * passes (crawl-page.ts), under the policy this target delivers: the
 * `<meta>` policy on github-pages, build/_headers on headers-file.
 */
import {crawlPage} from './crawl-page';
import {test} from './fixtures';
import {HOST_SAMPLE, NOT_FOUND_PATH} from './site-pages';

test.use({trace: 'off'});

for (const pagePath of HOST_SAMPLE) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) {
      test.use({allowedConsoleErrors: [/status of 404/]});
    }

    test('loads cleanly under this host, its links resolve, and it passes axe', async ({page}, testInfo) => {
      await crawlPage(page, pagePath, testInfo);
    });
  });
}
