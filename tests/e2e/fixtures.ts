import {test as base, type ConsoleMessage, expect, type Page} from '@playwright/test';

/** Where a page's errors go: the errors of the test that runs now. */
type ErrorSink = () => string[];

/** Collects uncaught exceptions and console errors not allowed on `page`; returns a function that stops. */
function watchErrors(page: Page, sink: ErrorSink, allowedConsoleErrors: RegExp[]): () => void {
  const onPageError = (error: Error) => sink().push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
      sink().push(`console.error: ${message.text()}`);
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  };
}

/** Anything the Content Security Policy of deploy/nginx/ blocks on `page`, from now on, goes to `sink`. */
async function reportCspViolations(page: Page, sink: ErrorSink): Promise<void> {
  await page.exposeFunction('__reportCspViolation', (report: string) =>
    sink().push(`Content-Security-Policy violation: ${report}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportCspViolation: (report: string) => void}).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** One browser tab a worker keeps open, and the errors list of the test that uses it now. */
type Tab = {page: Page; errors: string[]};

/**
 * `page` fails its test on a console error, an uncaught exception or a Content Security Policy violation
 * (opt out with `test.use({allowPageErrors: true})`). `tab` does the same for the crawls in one tab per
 * worker, cleared of stored data before each test: a navigation costs less than a new context. A failed
 * test ends its worker, so the next test gets a new tab.
 */
export const test = base.extend<
  {
    allowPageErrors: boolean;
    allowedConsoleErrors: RegExp[];
    pageErrors: string[];
    tab: Page;
  },
  {workerTab: Tab}
>({
  allowPageErrors: [false, {option: true}],
  /** Console errors a test provokes on purpose (e.g. the 404 status of a not-found page). */
  allowedConsoleErrors: [[], {option: true}],
  // Playwright reads a fixture's dependencies from this destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({page, allowPageErrors, allowedConsoleErrors, pageErrors}, use) => {
    await reportCspViolations(page, () => pageErrors);
    watchErrors(page, () => pageErrors, allowedConsoleErrors);
    await use(page);
    if (!allowPageErrors) expect(pageErrors, 'console errors and uncaught exceptions').toEqual([]);
  },
  workerTab: [
    async ({browser}, use, workerInfo) => {
      // The project's settings (device, base URL) and Playwright's defaults, as a test's own context has them.
      const {locale = 'en-US', colorScheme = 'light'} = workerInfo.project.use;
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL} = workerInfo.project.use;
      const device = {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch};
      const context = await browser.newContext({...device, baseURL, locale, colorScheme});
      const tab: Tab = {page: await context.newPage(), errors: []};
      await reportCspViolations(tab.page, () => tab.errors);
      await use(tab);
      await context.close();
    },
    {scope: 'worker'},
  ],
  tab: async ({workerTab, allowPageErrors, allowedConsoleErrors, pageErrors}, use) => {
    const {page} = workerTab;
    // Nothing the previous test stored: cookies, and local and session storage of the site's origin.
    await page.context().clearCookies();
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    workerTab.errors = pageErrors;
    const stopWatching = watchErrors(page, () => workerTab.errors, allowedConsoleErrors);
    await use(page);
    stopWatching();
    if (!allowPageErrors) expect(pageErrors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export {expect};

/** Only the search dialog's module (src/theme/SearchBar/SearchModal.tsx) contains it. */
export const SEARCH_RUNTIME_MARKER = 'data-search-legend';
/** A grammar name only the bundled Prism contains: present once the highlighter has loaded. */
export const PRISM_MARKER = 'javadoclike';

/** The navbar's search box, which opens the search dialog. */
export const searchInput = (page: Page) => page.locator('.navbar .navbar__search-input');

/** The search dialog (a modal <dialog>, rendered by the navbar's search box). */
export const searchDialog = (page: Page) =>
  page.locator('.navbar').getByRole('dialog', {name: 'Search the documentation'});

export const searchField = (page: Page) => searchDialog(page).getByRole('combobox', {name: 'Search'});

/** Opens the search from the navbar (unless it is open), types a query and returns the result options. */
export async function searchFor(page: Page, query: string) {
  if ((await searchDialog(page).count()) === 0) await searchInput(page).click();
  await searchField(page).fill(query);
  // The whole index's answer, not the first one from the index's head file.
  await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('data-search-answer', 'whole');
  const options = page.locator('.navbar [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  return options;
}

/** `base` in the site's storage namespace (`future.v4` suffixes keys with a hash), read from the theme's script. */
export async function storageKey(page: Page, base: string): Promise<string> {
  const namespace = await page.evaluate(
    () => /getItem\(["']theme(-[^"']*)?["']\)/.exec(document.documentElement.innerHTML)?.[1] ?? '',
  );
  return `${base}${namespace}`;
}

export async function readStorage(page: Page, base: string): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), await storageKey(page, base));
}

/** Waits until React has hydrated the page (loaded from `path`, if given): its links and buttons then work. */
export async function untilHydrated(page: Page, path?: string): Promise<void> {
  if (path !== undefined) await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The colour mode applied to the page, and the reader's choice. */
export async function colorMode(page: Page): Promise<{theme: string | null; choice: string | null}> {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  }));
}

/** Holds every request to `url` (`delayMs` more once let go) until the returned function lets them go. */
export async function holdRequests(page: Page, url: string | RegExp, delayMs = 0): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return release;
}

/** The URLs (or, with `pathOnly`, paths) of the requests `page` makes from now on that match `pattern`. */
export function recordRequests(page: Page, pattern: RegExp, pathOnly = false): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = pathOnly ? new URL(request.url()).pathname : request.url();
    if (pattern.test(url)) requested.push(url);
  });
  return requested;
}

export const modeToggle = (page: Page) =>
  page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/});

/** The reader's clicks on the toggle, system (light here) → light → dark, until dark applies. */
export async function switchToDark(page: Page): Promise<void> {
  await modeToggle(page).click();
  await modeToggle(page).click();
  await expect.poll(async () => (await colorMode(page)).theme).toBe('dark');
}

/** A Content Security Policy's directives by name. */
export function cspDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** What every variant of the site's Content Security Policy must say, wherever it is delivered. */
export function expectSitePolicy(policy: string, what: string) {
  const csp = cspDirectives(policy);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['script-src'][0], what).toBe("'self'");
  expect(csp['script-src'].length, `${what}: inline-script hashes`).toBeGreaterThan(1);
  expect(csp['script-src'].slice(1).every((value) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value))).toBe(true);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['connect-src'], what).toEqual(["'self'"]);
  expect(csp['frame-src'], what).toEqual(["'none'"]);
}

/** The server of the build with the test-only fixture pages (build-fixtures/). */
export const FIXTURES_URL = `http://127.0.0.1:${process.env.FIXTURES_PORT}`;
