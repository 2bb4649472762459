import {colorMode, expect, modeToggle as toggle, readStorage, switchToDark, test, untilHydrated} from './fixtures';
import {specPage} from '../support/releases';

test.describe('colour mode', () => {
  test('is light by default when the system states no preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'no-preference'});
    const page = await context.newPage();
    await page.goto('/docs/getting-started/');
    expect(await colorMode(page)).toEqual({theme: 'light', choice: 'system'});
    await context.close();
  });

  test('toggles to dark, is stored and survives a reload', async ({page}) => {
    await page.goto('/docs/getting-started/');
    expect((await colorMode(page)).theme).toBe('light');
    // The toggle cycles system → light → dark.
    await toggle(page).click();
    await expect.poll(async () => (await colorMode(page)).choice).toBe('light');
    await toggle(page).click();
    await expect.poll(async () => (await colorMode(page)).theme).toBe('dark');
    expect(await readStorage(page, 'theme')).toBe('dark');
    await page.reload();
    expect(await colorMode(page)).toEqual({theme: 'dark', choice: 'dark'});
  });

  test('follows the choice made in another tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/docs/getting-started/');
    await second.goto(specPage('1.12.0', 'api/aichat'));
    await switchToDark(first);
    await expect.poll(async () => (await colorMode(second)).theme).toBe('dark');
  });

  test('follows the system preference while the choice is "system"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/getting-started/');
    expect(await colorMode(page)).toEqual({theme: 'dark', choice: 'system'});
    // The page listens for system changes once hydrated.
    await untilHydrated(page);
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(async () => (await colorMode(page)).theme).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(async () => (await colorMode(page)).theme).toBe('dark');
  });

  test.describe(() => {
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

    test('applies the stored choice before any script bundle runs (no flash)', async ({page}) => {
      await page.goto('/docs/getting-started/');
      await switchToDark(page);
      // Reload with every script bundle blocked: only the inline head script runs.
      await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
      await page.reload();
      expect((await colorMode(page)).theme).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(r + g + b).toBeLessThan(150);
    });
  });
});
