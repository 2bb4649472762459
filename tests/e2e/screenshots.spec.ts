// Every page type, both colour modes, desktop and phone, against tests/e2e/__screenshots__/. The fixture site's
// content is frozen, so only code and styles change the pictures (`npm run test:screenshots:update`).
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {expect, FIXTURES_URL, test, untilHydrated} from './fixtures';
import {NOT_FOUND_PATH} from './site-pages';

/** Where the baselines live (snapshotPathTemplate in playwright.config.ts). */
const BASELINES = path.join(__dirname, '__screenshots__');

const PAGES = [
  ['home', '/'],
  ['docs-page', '/docs/getting-started/demo-incidents'],
  ['api-page', '/docs/api/aichat'],
  ['widget-page', '/docs/widgets/ai-translator'],
  ['older-release', '/docs/1.11.2/getting-started/'],
  ['versions', '/versions'],
  ['changes', '/changes/1.11.2-to-1.12.0'],
  ['search', '/search?q=nexus'],
  ['not-found', NOT_FOUND_PATH],
] as const;

test.use({baseURL: FIXTURES_URL});

const VIEWPORTS = [
  ['desktop', {width: 1280, height: 900}],
  ['phone', {width: 390, height: 844}],
] as const;

/** Anti-aliased edges and a stray pixel pass; the smallest real change (a 13 px icon) differs in 45 pixels. */
const COMPARISON = {fullPage: true, animations: 'disabled', caret: 'hide', threshold: 0.1, maxDiffPixels: 10} as const;

async function open(page: Page, path: string, colorScheme: 'light' | 'dark') {
  // The typefaces are `optional`: one that arrives late on a busy machine is never swapped in. The picture is of
  // the page drawn with its typefaces at hand, as on a reader's second page.
  await page.goto(path);
  await page.evaluate(() => {
    const faces: Promise<unknown>[] = [];
    document.fonts.forEach((face) => faces.push(face.load().catch(() => undefined)));
    return Promise.all(faces);
  });
  await page.reload();
  await untilHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

for (const [pageName, pagePath] of PAGES) {
  for (const [viewportName, viewport] of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(() => {
        test.use({viewport, colorScheme, allowedConsoleErrors: [/status of 404/]});

        test(`${pageName}, ${viewportName}, ${colorScheme} looks as its baseline`, async ({page}) => {
          await open(page, pagePath, colorScheme);
          // Time for two steady full-page screenshots on a busy machine; a hang guard, not a timing.
          await expect(page).toHaveScreenshot(`${pageName}-${viewportName}-${colorScheme}.png`, {
            ...COMPARISON,
            timeout: 20_000,
          });
        });
      });
    }
  }
}

test.describe('the comparison', () => {
  test.use({viewport: VIEWPORTS[0][1], colorScheme: 'light'});

  const CHANGES = [
    ['the title moves down by 6 px', 'article h1 { position: relative; top: 6px; }'],
    ['the version badge changes colour', '.theme-doc-version-badge { background: #b3261e !important; }'],
    ["the navbar's external-link icon disappears", '.navbar__items a[href^="https:"] svg { visibility: hidden; }'],
  ] as const;

  /** The page the comparison is proven on: its navbar, title and version badge are every docs page's. */
  const [PROVEN_ON, PROVEN_PATH] = PAGES[1];
  const BASELINE = `${PROVEN_ON}-desktop-light.png`;

  /** The docs page with `css` added, compared once with its baseline (no retakes until a timeout). */
  async function compareOnce(page: Page, css: string): Promise<Error | undefined> {
    await open(page, PROVEN_PATH, 'light');
    if (css) await page.addStyleTag({content: css});
    const {threshold, maxDiffPixels, ...picture} = COMPARISON;
    const screenshot = await page.screenshot(picture);
    try {
      expect(screenshot).toMatchSnapshot(BASELINE, {threshold, maxDiffPixels});
      return undefined;
    } catch (error) {
      return error as Error;
    }
  }

  // Playwright reads a fixture's dependencies from this destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    // Updating would write the changed page as the baseline.
    test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'updating the baselines');
    test.skip(!fs.existsSync(path.join(BASELINES, BASELINE)), 'no baseline yet');
  });

  test('passes when nothing changes', async ({page}) => {
    expect((await compareOnce(page, ''))?.message).toBeUndefined();
  });

  for (const [change, css] of CHANGES) {
    test(`fails when ${change}`, async ({page}) => {
      const failure = await compareOnce(page, css);
      expect(failure?.message).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
    });
  }
});
