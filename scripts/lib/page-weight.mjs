/**
 * What a page costs a first-time reader, in gzip bytes, measured in Chromium.
 *
 * Shared by the benchmark (scripts/bench) and the byte budgets of the test
 * suite (tests/e2e/budgets.spec.ts), so both measure the same thing:
 *
 * - `js`: scripts the page actually executed while loading (V8 coverage),
 *   not counting inline scripts (they are part of the HTML);
 * - `prefetchedJs`: scripts fetched but not executed (Docusaurus prefetches the
 *   chunks of links in view once the page is idle);
 * - `css`: stylesheets; `html`: the document.
 *
 * Sizes are the gzip -9 size of each response body, so they do not depend on
 * the server's compression settings and are deterministic for a given build.
 */
import {gzipSync} from 'node:zlib';

/** The page types the benchmark and the budgets measure. */
export const PAGE_TYPES = /** @type {const} */ ({
  home: '/',
  docs: '/docs/widgets/ai-translator',
  api: '/docs/api/aichat',
});

/** @param {Buffer | string} body */
export function gzipBytes(body) {
  return gzipSync(body, {level: 9}).length;
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * @param {import('@playwright/test').BrowserContext} context a fresh context (empty cache)
 * @param {string} url absolute URL of the page
 * @returns {Promise<import('./page-weight.d.mts').PageWeight>}
 */
export async function measurePageWeight(context, url) {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  /** @type {Promise<{url: string, type: string, bytes: number}>[]} */
  const bodies = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!response.url().startsWith(origin) || response.status() !== 200) {
      return;
    }
    bodies.push(
      response
        .body()
        .then((body) => ({url: response.url(), type: request.resourceType(), bytes: gzipBytes(body)}))
        .catch(() => ({url: response.url(), type: request.resourceType(), bytes: 0})),
    );
  });
  await page.coverage.startJSCoverage({resetOnNavigation: false});
  await page.goto(url, {waitUntil: 'load'});
  // Let hydration, idle-time prefetching and lazy chunks settle.
  await page.waitForLoadState('networkidle');
  const coverage = await page.coverage.stopJSCoverage();
  // A preloaded script shows up twice (the preload and the script element's
  // load from cache): count each URL once.
  const responses = [...new Map((await Promise.all(bodies)).map((r) => [r.url, r])).values()];
  await page.close();

  const executedUrls = new Set(
    coverage.map((entry) => entry.url).filter((scriptUrl) => /\.js(\?|$)/.test(scriptUrl)),
  );
  const scripts = responses.filter((r) => /\.js(\?|$)/.test(new URL(r.url).pathname));
  const sum = (/** @type {{bytes: number}[]} */ list) => list.reduce((total, r) => total + r.bytes, 0);
  const executed = scripts.filter((r) => executedUrls.has(r.url));
  const prefetched = scripts.filter((r) => !executedUrls.has(r.url));
  const css = responses.filter((r) => r.type === 'stylesheet' || /\.css(\?|$)/.test(new URL(r.url).pathname));
  const html = responses.filter((r) => r.type === 'document');
  return {
    url,
    js: sum(executed),
    prefetchedJs: sum(prefetched),
    css: sum(css),
    html: sum(html),
    scripts: executed.map((r) => new URL(r.url).pathname).sort(),
    executedSources: coverage
      .filter((entry) => executedUrls.has(entry.url) && entry.url.startsWith(origin))
      .map((entry) => entry.source ?? ''),
  };
}
