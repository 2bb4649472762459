/**
 * What a page costs a first-time reader, in gzip bytes, measured in Chromium:
 * one measure for the benchmark and the byte budgets (tests/e2e/budgets.spec.ts).
 * Sizes are those of the build's gzip copies, which nginx sends as is, read
 * from `buildDir`: deterministic for a build, whatever Chromium kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';

interface PageWeight {
  url: string;
  /** Scripts executed while loading (V8 coverage), not inline ones (they are part of the HTML). */
  js: number;
  /** Scripts fetched but not executed: Docusaurus prefetches the chunks of links in view at idle. */
  prefetchedJs: number;
  css: number;
  html: number;
  /** Paths of the executed scripts. */
  scripts: string[];
  /** Source text of the executed scripts (to check what is not in them). */
  executedSources: string[];
}

/**
 * The page types measured: home, a widget page, an API page and the same API
 * page in an older release. Each is a page of 1.12.0 or 1.11.2, where the site
 * serves it for `releases` (versions.json), so a release cut leaves the budgets
 * as they are.
 */
export function pageTypes(releases: readonly string[]) {
  const root = (version: string) => (version === releases[0] ? '/docs' : `/docs/${version}`);
  return {
    home: '/',
    docs: `${root('1.12.0')}/widgets/ai-translator`,
    api: `${root('1.12.0')}/api/aichat`,
    legacy: `${root('1.11.2')}/api/aichat`,
  } as const;
}

/**
 * A page type's first-load JS budget with `activePages` docs pages active:
 * bench/budgets.json's figure, plus `perActivePage` bytes for each page beyond
 * its count (the main bundle carries a route and a global-data entry per page).
 */
export function firstLoadJsBudget(
  budgets: {firstLoadJs: Record<string, number>; activePages: number; perActivePage: number},
  type: string,
  activePages: number,
) {
  return budgets.firstLoadJs[type] + Math.max(0, activePages - budgets.activePages) * budgets.perActivePage;
}

/** The bytes nginx sends for a built file to a reader that accepts gzip: its gzip copy, if any. */
export function servedGzipBytes(file: string) {
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The built file a URL of the site is served from. */
function builtFile(buildDir: string, url: string) {
  const clean = decodeURIComponent(new URL(url).pathname).replace(/^\//, '').replace(/\/$/, '');
  return [clean, path.join(clean, 'index.html'), `${clean}.html`]
    .map((name) => path.join(buildDir, name))
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * Waits until hydration, idle-time prefetching and lazy chunks have settled: the network idle, the page
 * idle (Docusaurus prefetches only then, and a busy machine can hydrate after the network first falls
 * idle), then a second with nothing added to `requests` (at most 15).
 */
export async function untilSettled(page: Page, requests: readonly unknown[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 10_000})));
  for (let seen = -1, round = 0; seen !== requests.length && round < 15; round++) {
    seen = requests.length;
    await page.waitForTimeout(1000);
  }
}

/** The weight of `url` loaded in a fresh `context`, from the build the server serves. */
export async function measurePageWeight(context: BrowserContext, url: string, buildDir: string): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const page = await context.newPage();
  const requests: {url: string; type: string; bytes: number}[] = [];
  const unknown: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() !== 200) return;
    const file = builtFile(buildDir, response.url());
    if (!file) {
      unknown.push(response.url());
      return;
    }
    requests.push({
      url: response.url(),
      type: response.request().resourceType(),
      bytes: servedGzipBytes(file),
    });
  });
  await page.coverage.startJSCoverage({resetOnNavigation: false});
  await page.goto(url, {waitUntil: 'load'});
  await untilSettled(page, requests);
  const coverage = await page.coverage.stopJSCoverage();
  // A preloaded script shows up twice (the preload and the script element's
  // load from cache): count each URL once.
  const responses = [...new Map(requests.map((r) => [r.url, r])).values()];
  await page.close();
  if (unknown.length > 0) throw new Error(`Served but not found in ${buildDir}: ${unknown.join(', ')}`);

  const executedUrls = new Set(coverage.map((entry) => entry.url).filter((scriptUrl) => /\.js(\?|$)/.test(scriptUrl)));
  const scripts = responses.filter((r) => /\.js(\?|$)/.test(new URL(r.url).pathname));
  const sum = (list: {bytes: number}[]) => list.reduce((total, r) => total + r.bytes, 0);
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
