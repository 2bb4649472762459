/**
 * Screenshots of the home page, a docs page and the not-found page, in both
 * colour modes, on a desktop and a phone, kept as test artifacts of every run
 * (test-results/, and the HTML report) for visual review.
 */
import {expect, test} from './fixtures';
import {NOT_FOUND_PATH} from './site-pages';

const PAGES = [
  ['home', '/'],
  ['docs-page', '/docs/api/aichat'],
  ['not-found', NOT_FOUND_PATH],
] as const;

const VIEWPORTS = [
  ['desktop', {width: 1280, height: 900}],
  ['mobile', {width: 390, height: 844}],
] as const;

for (const [pageName, pagePath] of PAGES) {
  for (const [viewportName, viewport] of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(() => {
        test.use({viewport, colorScheme, allowedConsoleErrors: [/status of 404/]});

        test(`${pageName}, ${viewportName}, ${colorScheme}`, async ({page}, testInfo) => {
          await page.goto(pagePath);
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          const file = testInfo.outputPath(`${pageName}-${viewportName}-${colorScheme}.png`);
          await page.screenshot({path: file, fullPage: true});
          await testInfo.attach(`${pageName}-${viewportName}-${colorScheme}`, {path: file, contentType: 'image/png'});
        });
      });
    }
  }
}
