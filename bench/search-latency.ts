/** The search's first answer as a reader meets it, for `npm run bench` and `npm run bench:scale -- --pages N`. */
import path from 'node:path';
import type {Browser} from '@playwright/test';

import {servedGzipBytes} from '../scripts/lib/page-weight';

/** What the page records of the measured moments. */
type Marks = {__firstUse?: number; __firstKey?: number; __firstSuggestion?: number; __fetched?: string[]};

/** First keystroke in the navbar search box to the first suggestion on a fresh page, with nothing of the search or
 * (`loaded`) its whole index loaded; with `buildDir`, also the gzip bytes fetched from the box's first use to it. */
export async function searchLatency(
  browser: Browser,
  url: string,
  {loaded = false, buildDir}: {loaded?: boolean; buildDir?: string} = {},
): Promise<{ms: number; bytes?: number}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as Marks;
    document.addEventListener('pointerover', () => (w.__firstUse ??= performance.now()), {capture: true});
    document.addEventListener('keydown', () => (w.__firstKey ??= performance.now()), {capture: true});
    new MutationObserver((_, observer) => {
      // The first answer to the query: not the popular tasks the dialog lists before one.
      const options = Array.from(document.querySelectorAll('.navbar [role="listbox"] [role="option"]'));
      if (options.some((option) => !option.closest('[data-search-popular]'))) {
        w.__firstSuggestion = performance.now();
        w.__fetched = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= w.__firstUse! && (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => new URL(entry.name).pathname);
        observer.disconnect();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  const input = page.locator('.navbar .navbar__search-input');
  // The whole index: loaded after a first answer from its head files, or a moment after the box is first used.
  const whole = loaded
    ? page.waitForResponse((response) => /\/search-index[^/]*\.json$/.test(new URL(response.url()).pathname))
    : undefined;
  await input.click();
  if (loaded) {
    await whole;
    await page.waitForFunction(() => {
      const field = document.activeElement as HTMLInputElement | null;
      return Boolean(field?.placeholder) && !field!.placeholder.startsWith('Loading');
    });
    await page.waitForLoadState('networkidle');
  }
  await page.keyboard.type('nexus', {delay: 30});
  await page.waitForFunction(() => (window as unknown as Marks).__firstSuggestion !== undefined, null, {
    timeout: 30_000,
  });
  const {ms, fetched} = await page.evaluate(() => {
    const w = window as unknown as Required<Marks>;
    return {ms: w.__firstSuggestion - w.__firstKey, fetched: w.__fetched};
  });
  await context.close();
  if (!(ms > 0))
    throw new Error(`A suggestion ${ms.toFixed(0)} ms after the first keystroke: not an answer to the query.`);
  if (!buildDir) return {ms};
  const bytes = [...new Set(fetched)].reduce(
    (sum, pathname) => sum + servedGzipBytes(path.join(buildDir, decodeURIComponent(pathname))),
    0,
  );
  return {ms, bytes};
}
