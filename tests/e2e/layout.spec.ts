import {expect, test, untilHydrated} from './fixtures';
import {SPEC} from '../spec';
import {specPage} from '../support/releases';

test.describe(`layout at the ${SPEC.mobileBreakpointPx}px breakpoint`, () => {
  test.describe('at the breakpoint (mobile)', () => {
    test.use({viewport: {width: SPEC.mobileBreakpointPx, height: 800}});

    test('shows the menu button, which opens and closes the navigation', async ({page}) => {
      await untilHydrated(page, specPage('1.12.0', 'getting-started/index'));
      const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
      await expect(menuButton).toBeVisible();
      await expect(page.locator('nav.navbar .navbar__item.navbar__link').first()).toBeHidden();
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

      await menuButton.click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(sidebar.getByRole('link', {name: 'Nexuses'})).toBeVisible();
      // Links a finger hits: about the 44 px that touch guidelines ask for.
      const heights = await sidebar
        .locator('.menu__link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height).filter(Boolean));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(40);

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

test.describe('reference tables', () => {
  const PAGES = [
    specPage('1.12.0', 'api/aichat'),
    specPage('1.12.0', 'widgets/kb-assistant'),
    specPage('1.12.0', 'technical_docs/index'),
  ];

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    for (const path of PAGES) {
      test(`${path}: every row is a card whose cells, each labelled, fit the screen`, async ({page}) => {
        await page.goto(path);
        const table = page
          .getByRole('table')
          .filter({has: page.locator('td[data-label]')})
          .first();
        await expect(table).toBeVisible();
        const headers = await table.getByRole('columnheader').allTextContents();
        expect(headers.length).toBeGreaterThanOrEqual(3);
        const row = table.getByRole('row').nth(1);
        const cells = row.getByRole('cell');
        await expect(cells).toHaveCount(headers.length);
        let previousBottom = -Infinity;
        for (let index = 0; index < headers.length; index++) {
          const box = (await cells.nth(index).boundingBox())!;
          // Stacked, inside the viewport: nothing to scroll sideways to.
          expect(box.y).toBeGreaterThanOrEqual(previousBottom - 1);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
          previousBottom = box.y + box.height;
          if (index > 0) {
            const label = await cells.nth(index).evaluate((cell) => getComputedStyle(cell, '::before').content);
            expect(label.replace(/"/g, '')).toBe(await cells.nth(index).getAttribute('data-label'));
          }
        }
        const scroller = await table.evaluate((element) => {
          const parent = element.parentElement!;
          return parent.scrollWidth - parent.clientWidth;
        });
        expect(scroller).toBe(0);
      });
    }
  });

  test.describe('on a desktop', () => {
    test.use({viewport: {width: 1280, height: 900}});

    test('a row keeps its cells side by side under their headings', async ({page}) => {
      await page.goto(specPage('1.12.0', 'api/aichat'));
      const table = page.getByRole('table').first();
      const headers = table.getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      const cells = table.getByRole('row').nth(1).getByRole('cell');
      const first = (await cells.nth(0).boundingBox())!;
      const second = (await cells.nth(1).boundingBox())!;
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      expect(Math.abs((await headers.nth(1).boundingBox())!.x - second.x)).toBeLessThan(1);
    });
  });
});

test('a Markdown table wider than its box joins the tab order, and only then', async ({page}) => {
  await page.goto(specPage('1.12.0', 'getting-started/nexuses'));
  const tables = page.locator('.theme-doc-markdown table');
  const states = () =>
    tables.evaluateAll((all) =>
      all.map((table) => ({
        scrolls: table.scrollWidth > table.clientWidth + 1,
        tabIndex: table.getAttribute('tabindex'),
      })),
    );
  // Hydrated: every table that scrolls is focusable.
  await expect
    .poll(async () => (await states()).filter((state) => state.scrolls && state.tabIndex !== '0'))
    .toEqual([]);
  const found = await states();
  expect(found.some((state) => state.scrolls)).toBe(true);
  expect(found.filter((state) => !state.scrolls).map((state) => state.tabIndex)).toEqual(
    found.filter((state) => !state.scrolls).map(() => null),
  );
  // Wide enough, the same tables fit and leave the tab order.
  await page.setViewportSize({width: 2400, height: 900});
  await expect
    .poll(async () => (await states()).filter((state) => !state.scrolls && state.tabIndex !== null))
    .toEqual([]);
});
