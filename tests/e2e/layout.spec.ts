import {expect, test} from './fixtures';
import {SPEC} from '../spec';

test.describe(`layout at the ${SPEC.mobileBreakpointPx}px breakpoint`, () => {
  test.describe('at the breakpoint (mobile)', () => {
    test.use({viewport: {width: SPEC.mobileBreakpointPx, height: 800}});

    test('shows the menu button, which opens and closes the navigation', async ({page}) => {
      await page.goto('/docs/getting-started/');
      const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
      await expect(menuButton).toBeVisible();
      await expect(page.locator('nav.navbar .navbar__item.navbar__link').first()).toBeHidden();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

      await menuButton.click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(sidebar.getByRole('link', {name: 'Nexuses'})).toBeVisible();

      await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    });
  });

  test.describe('one pixel wider (desktop)', () => {
    test.use({viewport: {width: SPEC.mobileBreakpointPx + 1, height: 800}});

    test('shows the navbar items and the docs sidebar, no menu button', async ({page}) => {
      await page.goto('/docs/getting-started/');
      await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
      await expect(page.locator('nav.navbar .navbar__item.navbar__link').first()).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });
  });
});
