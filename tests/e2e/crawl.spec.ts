// Every sitemap URL, version root and a not-found URL on nginx (crawl-page.ts), and proof its checks work.
import {axeViolations, CODE_TOKENS, codeContrastProblems, contrastRatio} from '../support/axe';
import {brokenApart, crawlPage} from './crawl-page';
import {colorMode, expect, holdRequests, switchToDark, test, untilHydrated} from './fixtures';
import {crawlPaths, latestTwin, NOT_FOUND_PATH, VERSION_ROOTS} from './site-pages';
import {specPage} from '../support/releases';

// No trace: a failure names the page and what broke, and leaves a screenshot.
test.use({trace: 'off'});

for (const pagePath of crawlPaths()) {
  test.describe(pagePath, () => {
    if (pagePath === NOT_FOUND_PATH) test.use({allowedConsoleErrors: [/status of 404/]});

    // A redirect page: the entry page it leads to is crawled in full in its own test.
    if (VERSION_ROOTS.includes(pagePath)) {
      test('leads to its entry page, which loads cleanly and whose links resolve', async ({tab}, testInfo) => {
        await crawlPage(tab, pagePath, testInfo, {axe: false});
        const entry = new URL(tab.url()).pathname;
        expect(entry).not.toBe(pagePath);
        expect(crawlPaths(), 'the entry page, checked with axe in its own test').toContain(entry);
      });
      return;
    }
    // A page of the release before the latest with the latest's content: axe checks that content there.
    const twin = latestTwin(pagePath);
    if (twin) {
      test(`loads cleanly and its links resolve; its content passes axe as ${twin}`, async ({tab}, testInfo) => {
        expect(crawlPaths(), 'the page with the same content, checked with axe in its own test').toContain(twin);
        await crawlPage(tab, pagePath, testInfo, {axe: false});
      });
      return;
    }
    test('loads cleanly, its links resolve, and it passes axe in light and dark mode', async ({tab}, testInfo) => {
      await crawlPage(tab, pagePath, testInfo);
    });
  });
}

test.describe('the axe check itself', () => {
  test('reports what breaks WCAG in the part checked, and only the rules asked for', async ({page}) => {
    await untilHydrated(page, '/docs/getting-started/');
    expect(await axeViolations(page, {include: 'main'}), 'the page as built').toEqual([]);
    await page.evaluate(() => {
      const faint = Object.assign(document.createElement('p'), {textContent: 'Faint text'});
      faint.style.cssText = 'color: #ccc; background: #fff';
      document.querySelector('main article')!.append(faint, document.createElement('img'));
      document.querySelector('footer.footer')!.append(document.createElement('img'));
    });
    const ids = async (check: Parameters<typeof axeViolations>[1]) =>
      (await axeViolations(page, check)).map((violation) => [violation.id, violation.nodes.length]);
    expect(await ids({include: 'main'})).toEqual([
      ['color-contrast', 1],
      ['image-alt', 1],
    ]);
    expect(await ids({})).toEqual([
      ['color-contrast', 1],
      ['image-alt', 2],
    ]);
    expect(await ids({include: 'main', rules: ['color-contrast', 'link-in-text-block']})).toEqual([
      ['color-contrast', 1],
    ]);
  });
});

test.describe('the check of what prose keeps together', () => {
  test('reports a quantity or a Since badge broken across lines, and not one kept together', async ({page}) => {
    await untilHydrated(page, '/docs/getting-started/');
    expect(await brokenApart(page), 'the page as built').toEqual([]);
    await page.evaluate(() => {
      const narrow = (...content: (Node | string)[]) => {
        const paragraph = document.createElement('p');
        paragraph.style.width = '2ch';
        paragraph.append(...content);
        document.querySelector('article')!.append(paragraph);
      };
      const badge = () => {
        const since = Object.assign(document.createElement('span'), {title: 'Available since AIN 1.12.0'});
        since.style.whiteSpace = 'nowrap';
        since.append(Object.assign(document.createElement('em'), {textContent: 'Since 1.12.0'}));
        return since;
      };
      narrow(Object.assign(document.createElement('span'), {textContent: '60 s'}));
      narrow(Object.assign(document.createElement('span'), {textContent: '25 MB', className: 'nowrap'}));
      narrow(badge(), ' collection');
      const kept = Object.assign(document.createElement('span'), {className: 'nowrap'});
      kept.append(badge(), ' property');
      narrow(kept);
    });
    expect(await brokenApart(page)).toEqual(['60 s', 'Since 1.12.0 | collection']);
  });
});

test.describe('the code contrast check', () => {
  test('computes WCAG 2.1 contrast ratios', () => {
    // WCAG's own end points, and the grey that just passes on white (4.54:1).
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255, 1], [255, 255, 255, 1])).toBe(1);
    expect(contrastRatio([118, 118, 118, 1], [255, 255, 255, 1])).toBeCloseTo(4.54, 2);
  });

  test('reports faint code text, faded text and a background it cannot read, where axe no longer looks', async ({
    page,
  }) => {
    await untilHydrated(page, specPage('1.12.0', 'api/aichat'));
    expect(await codeContrastProblems(page), 'the page as built').toEqual([]);
    await page.evaluate((tokens) => {
      const lines = document.querySelectorAll<HTMLElement>(tokens);
      const [faint, faded] = [0, 1].map((line) => lines[line]!.querySelector<HTMLElement>('span')!);
      faint.textContent = 'faint';
      // The code panel is dark: a dark grey on it is faint.
      faint.style.color = '#3a3f47';
      faded.textContent = 'faded';
      faded.style.opacity = '0.3';
      document
        .querySelectorAll('pre')[1]!
        .style.setProperty('background-image', 'linear-gradient(#000, #111)', 'important');
    }, CODE_TOKENS);
    const problems = await codeContrastProblems(page);
    expect(problems.filter((problem) => problem.startsWith('"faint": rgb(58, 63, 71)'))).toHaveLength(1);
    expect(problems.filter((problem) => problem.startsWith('"faded":'))).toHaveLength(1);
    expect(problems.some((problem) => problem.includes('cannot read') && problem.includes('linear-gradient'))).toBe(
      true,
    );
    // axe finds faint text too, left to this check in the crawl (the code block's edge shade hidden: axe
    // leaves text under an overlay undecided).
    await page.addStyleTag({content: '.theme-code-block [class*="codeBlockContent"]::after { display: none; }'});
    const contrast = async (exclude?: string) =>
      (await axeViolations(page, {include: 'main', exclude, rules: ['color-contrast']})).flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      );
    expect(await contrast()).toHaveLength(2);
    expect(await contrast(CODE_TOKENS)).toEqual([]);
  });
});

test.describe("the crawl's tab", () => {
  // One worker, in this order: the second test gets the tab the first leaves.
  test.describe.configure({mode: 'serial'});
  test.use({allowPageErrors: true});
  let left: string;

  test('reports console errors, uncaught exceptions and policy violations like a page of its own', async ({
    tab,
    pageErrors,
  }) => {
    await untilHydrated(tab, '/docs/getting-started/');
    // What the next test must not see: a dismissed announcement and dark mode, in local storage.
    await tab.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await switchToDark(tab);
    await tab.evaluate(() => {
      console.error('Fixture console error');
      setTimeout(() => {
        throw new Error('Fixture exception');
      });
      document.body.append(Object.assign(document.createElement('script'), {textContent: 'void 0'}));
    });
    await expect
      .poll(() => pageErrors)
      .toEqual(
        expect.arrayContaining([
          'console.error: Fixture console error',
          'pageerror: Fixture exception',
          expect.stringMatching(/^Content-Security-Policy violation: script-src-elem blocked inline/),
        ]),
      );
    left = tab.url();
  });

  test('is the same tab in the next test, with nothing stored and none of the errors before it', async ({
    tab,
    pageErrors,
  }) => {
    expect(tab.url(), 'the page the test before left').toBe(left);
    expect(await tab.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(pageErrors).toEqual([]);
    await untilHydrated(tab, '/docs/getting-started/');
    expect(await colorMode(tab)).toEqual({theme: 'light', choice: 'system'});
    await expect(tab.locator('.theme-announcement-bar')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the crawl's request check", () => {
  // The page's own failures below log "Failed to load resource" as they should.
  test.use({allowedConsoleErrors: [/Failed to load resource/]});
  const before = '/docs/getting-started/';
  const next = '/docs/release-notes/';

  test('leaves out what the page before starts and loses as the next one replaces it', async ({page}, testInfo) => {
    // Requests to /__pending/ never get an answer: they end only when cancelled.
    await page.route('**/__pending/**', () => {});
    await untilHydrated(page, before);
    // The page before keeps asking while the crawl already waits for the slow next document.
    await page.evaluate(() => {
      let n = 0;
      setInterval(() => void fetch(`/__pending/${n++}`).catch(() => {}), 10);
    });
    // The next document comes 300 ms late: held, and let go at once.
    (await holdRequests(page, `**${next}`, 300))();
    const lost: string[] = [];
    page.on('requestfailed', (request) => lost.push(`${request.url()} (${request.failure()?.errorText})`));
    await crawlPage(page, next, testInfo, {axe: false});
    expect(lost, 'requests of the page before, cancelled during the crawl').toContainEqual(
      expect.stringMatching(/\/__pending\/\d+ \(net::ERR_ABORTED\)$/),
    );
  });

  test('counts what the page itself starts and loses, and every error status it gets', async ({page}, testInfo) => {
    await page.route('**/__pending/**', () => {});
    await page.route('**/assets/css/*.css', (route) => route.fulfill({status: 500, body: ''}));
    await page.addInitScript(() => {
      const request = new AbortController();
      void fetch('/__pending/own', {signal: request.signal}).catch(() => {});
      setTimeout(() => request.abort(), 100);
    });
    const crawl = crawlPage(page, next, testInfo, {axe: false});
    await expect(crawl).rejects.toThrow(/failed requests/);
    const message = await crawl.catch((error: Error) => error.message);
    expect(message).toMatch(/\/__pending\/own \(net::ERR_ABORTED\)/);
    expect(message).toMatch(/\/assets\/css\/styles\.[0-9a-f]+\.css \(500\)/);
  });
});
