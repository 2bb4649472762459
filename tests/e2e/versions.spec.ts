import {LABELS} from '../site';
import {expect, readStorage, test} from './fixtures';
import {
  ACTIVE,
  ARCHIVED,
  docIds,
  docUrl,
  LATEST,
  notesId,
  PREVIOUS,
  RELEASES,
  releaseDate,
  versionRoot,
} from '../support/releases';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('versions', () => {
  test('the version menu lists the active releases, then the page of all versions', async ({page}) => {
    await page.goto('/docs/getting-started/');
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText([...ACTIVE, 'All versions']);
    await dropdown.getByRole('link', {name: 'All versions'}).click();
    await expect(page).toHaveURL('/versions');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Documentation versions');
    // Every release, newest first: its status, its day, its notes and what changed since the one before.
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveText(
      RELEASES.map((version, index) => {
        const status = version === LATEST ? 'Latest' : ARCHIVED.includes(version) ? 'Archived' : 'Active';
        const previous = RELEASES[index + 1];
        const changes = previous ? `From ${previous}` : 'Oldest release here';
        return new RegExp(
          `^AIN ${escape(version)}${status}${releaseDate(version)}${escape(version)} release notes${escape(changes)}Offline site \\(ZIP\\) · Manual \\(PDF\\)$`,
        );
      }),
    );
    // Each release's offline copy and manual, downloaded from the main site whatever the release's status.
    for (const [index, version] of RELEASES.entries()) {
      for (const [name, type] of [
        ['Offline site (ZIP)', 'zip'],
        ['Manual (PDF)', 'pdf'],
      ]) {
        const link = rows.nth(index).getByRole('link', {name});
        await expect(link).toHaveAttribute('href', `/downloads/ain-docs-${version}.${type}`);
      }
    }
    await rows
      .first()
      .getByRole('link', {name: `${LATEST} release notes`})
      .click();
    await expect(page).toHaveURL(docUrl(LATEST, notesId(LATEST)));
  });

  test('the fixed releases keep their days on the versions page', async ({page}) => {
    await page.goto('/versions');
    await expect(page.getByRole('row', {name: /^AIN 1\.12\.0 /})).toContainText('2026-10-20');
    await expect(page.getByRole('row', {name: /^AIN 1\.11\.2 /})).toContainText('2026-06-16');
  });

  test(`choosing ${PREVIOUS} is remembered and the docs entry then leads to it`, async ({page}) => {
    await page.goto('/docs/getting-started/');
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: PREVIOUS, exact: true}).click();
    // The same page, in the chosen version.
    await expect(page).toHaveURL(`${versionRoot(PREVIOUS)}/getting-started/`);
    await expect.poll(() => readStorage(page, 'docs-preferred-version-default')).toBe(PREVIOUS);

    await page.goto('/');
    const docsEntry = page.locator('nav.navbar').getByRole('link', {name: LABELS.gettingStarted});
    await expect(docsEntry).toHaveAttribute('href', `${versionRoot(PREVIOUS)}/getting-started/`);
    await docsEntry.click();
    await expect(page).toHaveURL(`${versionRoot(PREVIOUS)}/getting-started/`);
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText(PREVIOUS);
  });

  test('the version menu opens the same page in the other release', async ({page}) => {
    // A page both active releases have, other than a section's landing page.
    const id = docIds(LATEST).find((doc) => !doc.endsWith('index') && docIds(PREVIOUS).includes(doc))!;
    await page.goto(docUrl(LATEST, id));
    await page.locator('nav.navbar .dropdown').hover();
    await page.locator('nav.navbar .dropdown').getByRole('link', {name: PREVIOUS, exact: true}).click();
    await expect(page).toHaveURL(docUrl(PREVIOUS, id));
  });

  test(`the ${PREVIOUS} banner says what /versions says of it, and leads back to the latest version`, async ({
    page,
  }) => {
    await page.goto(`${versionRoot(PREVIOUS)}/getting-started/`);
    const banner = page.locator('.theme-doc-version-banner');
    // Active, as its row on /versions says (above), which it links; in English only.
    await expect(banner).toHaveText(`AIN ${PREVIOUS} is active. The latest is ${LATEST}.`);
    await expect(banner.getByRole('link', {name: 'active', exact: true})).toHaveAttribute('href', '/versions');
    await banner.getByRole('link', {name: LATEST, exact: true}).click();
    await expect(page).toHaveURL('/docs/getting-started/');
    await expect.poll(() => readStorage(page, 'docs-preferred-version-default')).toBe(LATEST);
  });
});
