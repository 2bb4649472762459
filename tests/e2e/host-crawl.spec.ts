// A page of each kind on the other host targets (scripts/hosting/host-target.ts), crawled under the policy each
// delivers. No axe: they serve build/'s files byte for byte (tests/build/host-targets.test.ts), which the nginx
// crawl checks with axe.
import {crawlPage} from './crawl-page';
import {test} from './fixtures';
import {HOST_SAMPLE, NOT_FOUND_PATH} from './site-pages';

for (const pagePath of HOST_SAMPLE) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) test.use({allowedConsoleErrors: [/status of 404/]});

    test('loads cleanly under this host, and its links resolve', async ({tab}, testInfo) => {
      await crawlPage(tab, pagePath, testInfo, {axe: false});
    });
  });
}
