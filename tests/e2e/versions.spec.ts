import {LABELS} from '../../src/constants';
import {expect, readStorage, test} from './fixtures';
import {LATEST, RELEASES} from '../../src/releases';

test.describe('versions', () => {
  test('the version menu lists every released version, then the page of all versions', async ({page}) => {
    await page.goto('/docs/getting-started/nexuses');
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText([...RELEASES, 'All versions']);
    await dropdown.getByRole('link', {name: 'All versions'}).click();
    await expect(page).toHaveURL('/versions');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Documentation versions');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveText([
      /^AIN 1\.12\.0Latest2026-10-201\.12\.0 release notesFrom 1\.11\.2$/,
      /^AIN 1\.11\.2Active2026-06-161\.11\.2 release notesOldest release here$/,
    ]);
    await rows.first().getByRole('link', {name: '1.12.0 release notes'}).click();
    await expect(page).toHaveURL('/docs/release-notes/1-12-0');
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
