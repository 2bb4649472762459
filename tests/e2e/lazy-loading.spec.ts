import type {Page} from '@playwright/test';

import {pageTypes} from '../../scripts/lib/page-weight';
import {RELEASES} from '../support/releases';
import {
  PRISM_MARKER,
  SEARCH_RUNTIME_MARKER,
  expect,
  holdRequests,
  searchField,
  searchInput,
  switchToDark,
  test,
  untilHydrated,
} from './fixtures';

const PAGE_TYPES = pageTypes(RELEASES);

// What the first load leaves out (src/theme/SearchBar, src/theme/CodeBlock), and that readers still get it.

/** Runs `action` and returns the sources of the scripts executed meanwhile. */
async function scriptsRunDuring(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  await page.coverage.startJSCoverage({resetOnNavigation: false});
  await action();
  const coverage = await page.coverage.stopJSCoverage();
  return coverage.map((entry) => entry.source ?? '');
}

const ran = (sources: string[], marker: string) => sources.some((source) => source.includes(marker));

async function load(page: Page, path: string) {
  await untilHydrated(page, path);
  await page.waitForLoadState('networkidle');
}

test.describe('the search runtime loads on first use', () => {
  const triggers: [string, (page: Page) => Promise<void>][] = [
    ['hover', (page) => searchInput(page).hover()],
    ['focus', (page) => searchInput(page).focus()],
    ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ];
  for (const [trigger, use] of triggers) {
    test(`on ${trigger}, not before`, async ({page}) => {
      const onLoad = await scriptsRunDuring(page, () => load(page, PAGE_TYPES.docs));
      expect(ran(onLoad, SEARCH_RUNTIME_MARKER)).toBe(false);
      const onUse = await scriptsRunDuring(page, async () => {
        await use(page);
        // Loaded, and the index ready: the placeholder is back from "Loading...".
        await expect(
          page.locator('.navbar [data-search-bar="loaded"][data-search-state="idle"] .navbar__search-input'),
        ).toBeAttached();
      });
      expect(ran(onUse, SEARCH_RUNTIME_MARKER)).toBe(true);
    });
  }

  test('what the reader types before it has loaded is kept and searched', async ({page}) => {
    await load(page, PAGE_TYPES.docs);
    // Hold back every script requested from now on until the reader has typed the whole query.
    const release = await holdRequests(page, '**/assets/js/*.js');
    const input = searchInput(page);
    await input.click();
    await page.keyboard.type('nex');
    await expect(page.locator('.navbar [data-search-bar="shell"]')).toBeAttached();
    await expect(input).toHaveValue('nex');
    release();
    // The dialog takes the text and the caret over, and what follows goes into it.
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type('us');
    await expect(searchField(page)).toHaveValue('nexus');
    const options = page.locator('.navbar [role="listbox"] [role="option"]');
    await expect(options.first()).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('the shell and the loaded search bar occupy the same box', async ({page}) => {
    await load(page, PAGE_TYPES.docs);
    const box = async () => page.locator('.navbar .navbar__search').boundingBox();
    const before = await box();
    await searchInput(page).hover();
    await expect(page.locator('.navbar [data-search-bar="loaded"]')).toBeAttached();
    expect(await box()).toEqual(before);
  });
});

test.describe('the code highlighter loads when the reader reaches for a code block', () => {
  // Its code blocks are far below the first screen.
  const pageWithCodeBelow = PAGE_TYPES.docs;
  const codeBlock = (page: Page) => page.locator('article .theme-code-block').first();
  const copyButton = (page: Page) => codeBlock(page).getByRole('button', {name: /copy/i});

  test('not on load, nor when scrolled to with a mouse: the server highlighting stays', async ({page}) => {
    const sources = await scriptsRunDuring(page, async () => {
      await load(page, pageWithCodeBelow);
      await codeBlock(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    });
    expect(ran(sources, PRISM_MARKER)).toBe(false);
    await expect(codeBlock(page).locator('.token').first()).toBeAttached();
    await expect(copyButton(page)).toHaveCount(0);
  });

  const uses: [string, (page: Page) => Promise<void>][] = [
    ['the pointer enters it', (page) => codeBlock(page).hover()],
    ['it takes keyboard focus', (page) => codeBlock(page).locator('pre').focus()],
  ];
  for (const [trigger, use] of uses) {
    test(`loaded, with its buttons, when ${trigger}`, async ({page}) => {
      await load(page, pageWithCodeBelow);
      await codeBlock(page).scrollIntoViewIfNeeded();
      const sources = await scriptsRunDuring(page, async () => {
        await use(page);
        await expect(copyButton(page)).toBeAttached();
      });
      expect(ran(sources, PRISM_MARKER)).toBe(true);
      await expect(codeBlock(page).locator('.token').first()).toBeAttached();
    });
  }

  test('the code the keyboard reaches keeps the focus when the block is loaded', async ({page}) => {
    await load(page, pageWithCodeBelow);
    await codeBlock(page).locator('pre').focus();
    await expect(copyButton(page)).toBeAttached();
    await expect(codeBlock(page).locator('pre')).toBeFocused();
  });

  test.describe('on a touch screen', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    // A touch screen has no hover before a tap, so a block is live before the first tap on its buttons.
    test('loaded, with its buttons, as it nears the screen', async ({page}) => {
      await load(page, pageWithCodeBelow);
      await expect(copyButton(page)).toHaveCount(0);
      await codeBlock(page).scrollIntoViewIfNeeded();
      await expect(copyButton(page)).toBeAttached();
    });
  });

  /** Whether an element's background is a dark panel (each channel under 60 of 255). */
  const darkPanel = (pre: ReturnType<Page['locator']>) =>
    pre.evaluate((element) =>
      (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? [])
        .slice(0, 3)
        .every((channel) => Number(channel) < 60),
    );

  test('in dark mode the server highlighting is the dark panel already, and the block copies its code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No stored choice: the site follows the system, here dark.
    await page.emulateMedia({colorScheme: 'dark'});
    const sources = await scriptsRunDuring(page, async () => {
      await load(page, pageWithCodeBelow);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await codeBlock(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    });
    expect(ran(sources, PRISM_MARKER)).toBe(false);
    const pre = codeBlock(page).locator('pre');
    expect(await darkPanel(pre)).toBe(true);
    await codeBlock(page).hover();
    await copyButton(page).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(copied)).toEqual(lines(await pre.innerText()));
  });

  test('a block in view stays a dark panel when the reader switches mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await load(page, pageWithCodeBelow);
    await codeBlock(page).scrollIntoViewIfNeeded();
    const pre = codeBlock(page).locator('pre');
    expect(await darkPanel(pre)).toBe(true);
    await switchToDark(page);
    expect(await darkPanel(pre)).toBe(true);
  });

  test('a page reached by client-side navigation shows highlighted code', async ({page}) => {
    // No code on the getting-started landing page: the highlighter is not loaded.
    const sources = await scriptsRunDuring(page, () => load(page, '/docs/getting-started/'));
    expect(ran(sources, PRISM_MARKER)).toBe(false);
    await page.locator('footer').getByRole('link', {name: 'Auth', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/service-tools\/auth$/);
    await expect(codeBlock(page).locator('.token').first()).toBeAttached();
    await expect(copyButton(page)).toBeAttached();
  });
});
