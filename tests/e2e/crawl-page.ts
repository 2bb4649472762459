// One page of the crawl: no error or failed request, every internal link and anchor resolves, nothing kept together split
// between lines, no WCAG 2.1 AA violation in light mode and no colour violation in dark mode (only colours change
// between the two).
import fs from 'node:fs';
import path from 'node:path';
import type {Frame, Page, Request, Response, TestInfo} from '@playwright/test';
import {load} from 'cheerio';

import {BUILD_DIR, fileForUrl} from '../build/helpers';
import {expect, switchToDark, untilHydrated} from './fixtures';
import {NOT_FOUND_PATH} from './site-pages';
import {axeViolations, CODE_TOKENS, codeContrastProblems, describeViolations} from '../support/axe';
import {PREVIOUS, specPage, versionRoot} from '../support/releases';

/** What a colour mode can change; the other rules see the same page in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const $ = load(fs.readFileSync(file, 'utf8'));
    idsCache.set(file, new Set(Array.from($('[id]'), (element) => element.attribs.id)));
  }
  return idsCache.get(file)!;
}

/** Pages checked whole; on the others axe checks main only, as the frame around it is the same everywhere. */
const WHOLE_PAGE_CHECKS = new Set([
  '/',
  '/docs/getting-started/',
  specPage('1.12.0', 'api/aichat'),
  `${versionRoot(PREVIOUS)}/getting-started/`,
  '/search',
  '/versions',
  NOT_FOUND_PATH,
]);

/** axe on `pagePath`; code block text goes to codeContrastProblems, the same ratios far faster than axe. */
async function violationsOn(page: Page, pagePath: string, whole: boolean, rules?: string[]): Promise<string[]> {
  const include = whole || WHOLE_PAGE_CHECKS.has(pagePath) ? undefined : 'main';
  return [
    ...describeViolations(await axeViolations(page, {include, exclude: CODE_TOKENS, rules})),
    ...(await codeContrastProblems(page)).map((problem) => `code contrast: ${problem}`),
  ];
}

type CrawlOptions = {
  /** The build the server serves, where links must lead (build/ unless given). */
  buildDir?: string;
  /** The page is a not-found URL: status 404. */
  notFound?: boolean;
  /** axe checks the whole page, not only its main content. */
  wholePage?: boolean;
  /** Also check the colours in dark mode (skipped where the same stylesheet is checked elsewhere). */
  darkMode?: boolean;
  /** Run axe at all (skipped where the same documents are checked elsewhere). */
  axe?: boolean;
};

/** Crawls `pagePath` in `page` (the 404 path expects status 404). */
export async function crawlPage(
  page: Page,
  pagePath: string,
  testInfo: TestInfo,
  {
    buildDir = BUILD_DIR,
    notFound = pagePath === NOT_FOUND_PATH,
    wholePage = false,
    darkMode = true,
    axe = true,
  }: CrawlOptions = {},
): Promise<void> {
  const failed: string[] = [];
  // This page load's requests: its document, then all once it has replaced the page before, whose own
  // requests (a prefetch, a lazy chunk) are cancelled as it goes: not this page's failure.
  const requests = new Set<Request>();
  let committed = false;
  const onFrameNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const onRequest = (request: Request) => {
    if (committed || (request.isNavigationRequest() && request.frame() === page.mainFrame())) requests.add(request);
  };
  const onRequestFailed = (request: Request) => {
    // The version roots are redirect pages: leaving them aborts their own load.
    const leftRedirect = request.failure()?.errorText === 'net::ERR_ABORTED' && request.isNavigationRequest();
    if (requests.has(request) && !leftRedirect) failed.push(`${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: Response) => {
    const isNotFoundDocument = notFound && response.request().isNavigationRequest();
    if (requests.has(response.request()) && response.status() >= 400 && !isNotFoundDocument) {
      failed.push(`${response.url()} (${response.status()})`);
    }
  };
  page.on('framenavigated', onFrameNavigated);
  page.on('request', onRequest);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await checkPage(page, pagePath, testInfo, {buildDir, notFound, wholePage, darkMode, axe});
  } finally {
    page.off('framenavigated', onFrameNavigated);
    page.off('request', onRequest);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  expect(failed, 'failed requests').toEqual([]);
}

/** What the article's prose must keep together but did not: a quantity ("60 s", "5,000 characters") whose unit
 * went to the next line, and a Since badge that ends a line, the word it marks on the next ("Since 1.12.0 | the"). */
export function brokenApart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const quantity = /\d[\d,.]* (?:s|ms|MB|minutes|days|characters|tokens|dimensions)\b/g;
    const article = document.querySelector('article');
    if (!article) return [];
    const lines = (range: Range) => new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom)));
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('pre, code')) continue;
      for (const match of node.data.matchAll(quantity)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lines(range).size > 1) broken.push(match[0]);
      }
    }
    // A badge in a sentence on the line of what it marks: the middle of the badge and of the next letter within
    // half a line of each other.
    for (const badge of Array.from(article.querySelectorAll('[title^="Available since"]'))) {
      const block = badge.parentElement!.closest('p, li, td, th, dd');
      if (!block) continue;
      const after = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      after.currentNode = badge.lastChild!.lastChild ?? badge.lastChild!;
      let next = after.nextNode() as Text | null;
      while (next && !/\S/.test(next.data)) next = after.nextNode() as Text | null;
      if (!next) continue;
      const letter = document.createRange();
      const at = next.data.search(/\S/);
      letter.setStart(next, at);
      letter.setEnd(next, at + 1);
      const [box, first] = [badge.getBoundingClientRect(), letter.getBoundingClientRect()];
      const middle = (rect: DOMRect) => rect.top + rect.height / 2;
      if (Math.abs(middle(box) - middle(first)) > first.height / 2) {
        broken.push(`${badge.textContent} | ${next.data.trim().split(/\s/)[0]}`);
      }
    }
    return broken;
  });
}

/** What crawlPage checks on the page, but the requests. */
async function checkPage(
  page: Page,
  pagePath: string,
  testInfo: TestInfo,
  {buildDir, notFound, wholePage, darkMode, axe}: Required<CrawlOptions>,
): Promise<void> {
  // Reduced motion: Infima's colour transitions take no time, so dark mode is checked as soon as it applies.
  await page.emulateMedia({reducedMotion: 'reduce'});
  const response = await page.goto(pagePath);
  expect(response?.status()).toBe(notFound ? 404 : 200);
  await untilHydrated(page);

  // Links and anchors, as rendered (components add links of their own).
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const internal = [...new Set(hrefs)].filter((href) => href.startsWith(origin));
  const here = new URL(page.url()).pathname;
  const liveIds = new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id)));
  const broken: string[] = [];
  for (const href of internal) {
    const url = new URL(href);
    if (url.pathname === here && url.hash) {
      // An anchor on this page (such as "skip to content"): look in the live page.
      if (!liveIds.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${url.hash} (no anchor on this page)`);
      continue;
    }
    // Static files the pages link (llms.txt, Markdown twins, offline copies, manuals) rather than pages.
    if (/\.(md|txt|zip|pdf)$/.test(url.pathname)) {
      if (!fs.existsSync(path.join(buildDir, decodeURI(url.pathname)))) broken.push(`${url.pathname} (no file)`);
      continue;
    }
    const file = fileForUrl(decodeURI(url.pathname), buildDir);
    if (!file) {
      broken.push(`${url.pathname} (no page)`);
    } else if (url.hash && !idsOf(file).has(decodeURIComponent(url.hash.slice(1)))) {
      broken.push(`${url.pathname}${url.hash} (no anchor)`);
    }
  }
  testInfo.annotations.push({type: 'internal links', description: String(internal.length)});
  expect(broken, 'broken internal links').toEqual([]);
  expect(await brokenApart(page), 'quantities or badges broken across lines').toEqual([]);

  if (axe) expect(await violationsOn(page, pagePath, wholePage), 'axe violations in light mode').toEqual([]);
  if (!axe || !darkMode) return;
  await switchToDark(page);
  // Any transition not on Infima's timings still fading to dark: check once settled.
  await page.evaluate(async () => {
    for (;;) {
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      if (!transitions.length) return;
      await Promise.allSettled(transitions.map((transition) => transition.finished));
    }
  });
  expect(await violationsOn(page, pagePath, wholePage, COLOUR_RULES), 'axe colour violations in dark mode').toEqual([]);
}
