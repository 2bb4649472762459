import {expect, storageKey, test, untilHydrated} from './fixtures';
import {LATEST, PREVIOUS} from '../support/releases';

/** The announcement of the latest release: a new release, a new id. */
const ANNOUNCEMENT = {release: LATEST, id: `release-${LATEST}`};

const BAR = '.theme-announcement-bar';

test.describe('announcement bar', () => {
  test('is shown, dismissed, and stays dismissed after a reload', async ({page}) => {
    // The close button answers clicks once React has hydrated it; a busy machine hydrates late.
    await untilHydrated(page, '/');
    const bar = page.locator(BAR);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(ANNOUNCEMENT.release);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(bar).toBeHidden();
    await page.goto('/docs/getting-started/');
    await expect(bar).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await page.goto('/');
    const idKey = await storageKey(page, 'docusaurus.announcement.id');
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    // A reader who dismissed the previous release's announcement.
    await page.evaluate(
      ([id, dismiss, previous]) => {
        localStorage.setItem(id, previous);
        localStorage.setItem(dismiss, 'true');
      },
      [idKey, dismissKey, `release-${PREVIOUS}`],
    );
    await page.reload();
    await expect(page.locator(BAR)).toBeVisible();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), idKey)).toBe(ANNOUNCEMENT.id);
  });
});
