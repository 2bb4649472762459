import {SECTIONS} from '../site';
import {expect, test, untilHydrated} from './fixtures';
import {specPage} from '../support/releases';

test.describe('sidebar', () => {
  test.describe(() => {
    // Reduced motion skips the height animation, so a click cannot land beside a button still moving.
    test.use({reducedMotion: 'reduce'});

    test('keeps a category open when another one opens', async ({page}) => {
      await untilHydrated(page, specPage('1.12.0', 'getting-started/index'));
      const menu = page.locator('.theme-doc-sidebar-menu');
      const api = menu.getByRole('button', {name: /API reference/});
      const widgets = menu.getByRole('button', {name: /Widgets/});
      await api.click();
      await expect(api).toHaveAttribute('aria-expanded', 'true');
      await widgets.click();
      await expect(widgets).toHaveAttribute('aria-expanded', 'true');
      await expect(api).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', {name: 'AIChat'})).toBeVisible();
      await expect(menu.getByRole('link', {name: 'KB Assistant'})).toBeVisible();
    });
  });

  test('cannot be hidden and lists every section', async ({page}) => {
    await page.goto(specPage('1.12.0', 'api/aichat'));
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-menu > li')).toHaveCount(SECTIONS.length);
  });

  test('the table of contents lists level 2 and 3 headings only', async ({page}) => {
    await page.goto(specPage('1.12.0', 'api/aichat'));
    const toc = page.locator('.theme-doc-toc-desktop a');
    const headings = page.locator('article :is(h2, h3)[id]');
    await expect(toc).toHaveCount(await headings.count());
    // The page has level 4 headings ("Example"), which stay out of the list.
    expect(await page.locator('article h4').count()).toBeGreaterThan(0);
    await expect(page.locator('.theme-doc-toc-desktop')).not.toContainText('Example');
  });
});
