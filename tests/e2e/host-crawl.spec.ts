/**
 * The crawl on the other host targets (scripts/hosting/host-target.ts): a sample of
 * pages, one of each kind, served by a static server that sends what that host
 * would (scripts/hosting/serve-static.ts). Each page loads as every nginx page does
 * (crawl-page.ts: no console error, uncaught exception, policy violation or
 * failed request; its links and anchors resolve) under the policy this target
 * delivers: the `<meta>` policy on github-pages, build/_headers on
 * headers-file. axe does not run here: these targets serve build/'s files
 * byte for byte with only the policy added (tests/build/host-targets.test.ts),
 * and the nginx crawl checks every one of those pages with axe in both
 * colour modes.
 */
import {crawlPage} from './crawl-page';
import {test} from './fixtures';
import {HOST_SAMPLE, NOT_FOUND_PATH} from './site-pages';

for (const pagePath of HOST_SAMPLE) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) {
      test.use({allowedConsoleErrors: [/status of 404/]});
    }

    test('loads cleanly under this host, and its links resolve', async ({tab}, testInfo) => {
      await crawlPage(tab, pagePath, testInfo, {axe: false});
    });
  });
}
