// Hostile and odd input in the search box, /search and URLs: nothing may run, throw or break the page. A query
// full of search syntax keeps the worker busy a while, so "stays usable" allows it time to catch up.
import type {Page} from '@playwright/test';

import {expect, searchField, searchInput, test} from './fixtures';

/** How long the search may take to answer after a pathological query. */
const CATCH_UP = {timeout: 20_000};

const PAYLOADS: Record<string, string> = {
  'a script tag': '<script>window.__ainXss = 1</script>',
  'an image with an error handler': '<img src=x onerror="window.__ainXss = 1">',
  'an attribute break-out': '" autofocus onfocus="window.__ainXss = 1" x="',
  'a javascript: URL': 'javascript:window.__ainXss=1',
  'regex metacharacters': '.*+?^${}()|[]\\ (a|b)* [^x] \\d+',
  'lunr query syntax': '+nexus -chat title:aichat nex~2 foo^10 *',
  'a 5,000-character query': 'nexus '.repeat(834).slice(0, 5000),
  'control characters': 'nexus\u0000\u0007\u001b[31m\u0008\u007f',
  'right-to-left override': '\u202Eusxen\u202C \u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627',
  'emoji and combining marks': 'n\u0303exus 🤖👩🏽‍💻 Z̴̡̛͓a̸͈̓l̶̞̈́g̷̣̈o̶̳͝',
};

test.describe('hostile input', () => {
  let dialogs: string[];

  test.beforeEach(async ({page}) => {
    dialogs = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
  });

  async function expectNothingRan(page: Page) {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {__ainXss?: number}).__ainXss)).toBeUndefined();
  }

  // One page per surface takes every payload in turn: the box must stay usable after each and after all.
  test('the search box takes each payload in turn and stays usable', async ({page}) => {
    await page.goto('/docs/getting-started/');
    const input = searchField(page);
    for (const [name, payload] of Object.entries(PAYLOADS)) {
      await test.step(name, async () => {
        await searchInput(page).click();
        await input.fill(payload);
        // Let the worker answer (results or the empty state).
        await page.waitForTimeout(300);
        await input.press('ArrowDown');
        await expectNothingRan(page);
        await input.fill('Nexus');
        await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible(CATCH_UP);
        await expectNothingRan(page);
        await input.press('Escape');
      });
    }
  });

  test('the /search page takes each payload in turn', async ({page}) => {
    for (const [name, payload] of Object.entries(PAYLOADS)) {
      await test.step(name, async () => {
        await page.goto(`/search?q=${encodeURIComponent(payload)}`);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expectNothingRan(page);
        await page.getByRole('main').getByRole('searchbox', {name: 'Search'}).fill('vector collection');
        await expect(page.locator('article h2 a').first()).toBeVisible(CATCH_UP);
      });
    }
  });

  test.describe('odd URLs', () => {
    test.use({allowedConsoleErrors: [/status of 40\d/]});

    const URLS = [
      '/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/docs/..%2f..%2f..%2fetc%2fpasswd',
      '/..%252f..%252fetc%252fpasswd',
      '/docs/%3Cscript%3Ewindow.__ainXss%3D1%3C%2Fscript%3E',
      '/docs/getting-started/?q=%3Cscript%3Ewindow.__ainXss%3D1%3C/script%3E',
      '/docs/getting-started/#%3Cimg%20src%3Dx%20onerror%3D%22window.__ainXss%3D1%22%3E',
      '/docs/api/aichat%E2%80%AE',
      `/docs/${'a'.repeat(2000)}`,
      '/DOCS/GETTING-STARTED/',
      '/docs//getting-started//nexuses',
    ];

    for (const url of URLS) {
      test(`${url.slice(0, 60)} is answered safely`, async ({page}) => {
        const response = await page.goto(url);
        const status = response?.status() ?? 0;
        expect(status).toBeLessThan(500);
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(/root:.*:0:0:/);
        await expectNothingRan(page);
        if (status === 200 || status === 404) {
          // The app rendered a page or the not-found page, with working navigation.
          await expect(page.locator('nav.navbar')).toBeVisible();
        }
      });
    }
  });
});
