import {LABELS} from '../../src/constants';
import {expect, readStorage, test} from './fixtures';
import {LATEST, RELEASES} from '../../src/releases';

test.describe('versions', () => {
  test('the version menu lists every released version', async ({page}) => {
    await page.goto('/docs/getting-started/nexuses');
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText([...RELEASES]);
  });

  test('choosing 1.11.2 is remembered and the docs entry then leads to 1.11.2', async ({page}) => {
    await page.goto('/docs/getting-started/nexuses');
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '1.11.2'}).click();
    // The same page, in the chosen version.
    await expect(page).toHaveURL('/docs/1.11.2/getting-started/nexuses');
    await expect.poll(() => readStorage(page, 'docs-preferred-version-default')).toBe('1.11.2');

    await page.goto('/');
    const docsEntry = page.locator('nav.navbar').getByRole('link', {name: LABELS.gettingStarted});
    await expect(docsEntry).toHaveAttribute('href', '/docs/1.11.2/getting-started/');
    await docsEntry.click();
    await expect(page).toHaveURL('/docs/1.11.2/getting-started/');
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText('1.11.2');
  });

  test('the older version’s banner leads back to the latest version', async ({page}) => {
    await page.goto('/docs/1.11.2/widgets/kb-assistant');
    await page.locator('.theme-doc-version-banner').getByRole('link').click();
    await expect(page).toHaveURL('/docs/widgets/kb-assistant');
    await expect.poll(() => readStorage(page, 'docs-preferred-version-default')).toBe(LATEST);
  });
});
