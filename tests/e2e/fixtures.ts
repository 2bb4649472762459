import {test as base, expect, type Page} from '@playwright/test';

/**
 * The `page` fixture of every browser test fails the test when the page logs a
 * console error or throws an uncaught exception, as docusaurus.io's own
 * screenshot run does, and so does any Content Security Policy violation.
 * Tests that provoke errors on purpose opt out with
 * `test.use({allowPageErrors: true})`.
 */
export const test = base.extend<{
  allowPageErrors: boolean;
  allowedConsoleErrors: RegExp[];
  pageErrors: string[];
}>({
  allowPageErrors: [false, {option: true}],
  /** Console errors a test provokes on purpose (e.g. the 404 status of a not-found page). */
  allowedConsoleErrors: [[], {option: true}],
  // Playwright reads a fixture's dependencies from this destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({page, allowPageErrors, allowedConsoleErrors, pageErrors}, use) => {
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    // Anything the Content Security Policy of deploy/nginx/ blocks fails the test.
    await page.exposeFunction('__reportCspViolation', (report: string) =>
      pageErrors.push(`Content-Security-Policy violation: ${report}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {__reportCspViolation: (report: string) => void}).__reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
        pageErrors.push(`console.error: ${message.text()}`);
      }
    });
    await use(page);
    if (!allowPageErrors) {
      expect(pageErrors, 'console errors and uncaught exceptions').toEqual([]);
    }
  },
});

export {expect};

/** A string only the search plugin's SearchBar module contains (it wires
 * autocomplete.js): present in the executed scripts once the search has loaded. */
export const SEARCH_RUNTIME_MARKER = 'autocomplete:selected';
/** A grammar name only the bundled Prism contains: present once the highlighter has loaded. */
export const PRISM_MARKER = 'javadoclike';

/** The navbar search input (the plugin's input inside our wrapper). */
export function searchInput(page: Page) {
  return page.locator('.navbar .navbar__search-input');
}

/** Types a query into the navbar search and returns the suggestion options. */
export async function searchFor(page: Page, query: string) {
  const input = searchInput(page);
  await input.click();
  await input.fill(query);
  const options = page.locator('.navbar [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  return options;
}

/**
 * The site's storage namespace (`future.v4` suffixes every storage key with a
 * hash of the site URL), read from the theme's inline script at the start of the body.
 */
export async function storageKey(page: Page, base: string): Promise<string> {
  const namespace = await page.evaluate(() => {
    const match = /getItem\(["']theme(-[^"']*)?["']\)/.exec(document.documentElement.innerHTML);
    return match?.[1] ?? '';
  });
  return `${base}${namespace}`;
}

export async function readStorage(page: Page, base: string): Promise<string | null> {
  const key = await storageKey(page, base);
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** The colour mode applied to the page, and the reader's choice. */
export async function colorMode(page: Page): Promise<{theme: string | null; choice: string | null}> {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  }));
}

/** The server of the build with the test-only fixture pages (build-fixtures/). */
export const FIXTURES_URL = `http://127.0.0.1:${process.env.FIXTURES_PORT}`;
