/**
 * Docs for AI assistants and the generated version diff, as readers get them
 * from nginx with the production configuration (Content Security Policy
 * included): llms.txt files, Markdown twins, "Copy page as Markdown", and the
 * "what changed" page linked from the release notes.
 */
import fs from 'node:fs';
import path from 'node:path';

import {LLMS_FILES} from '../site';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {specOnly1_12_0} from '../spec';
import {PREVIOUS, specPage, versionRoot} from '../support/releases';
import {expect, test} from './fixtures';

/** The generated page of what 1.12.0 changed. */
const DIFF_PATH = '/changes/1.11.2-to-1.12.0';
const API_PAGE = specPage('1.12.0', 'api/aichat');

test.describe('machine-readable files', () => {
  for (const file of [
    `/${LLMS_FILES.index}`,
    `/${LLMS_FILES.full}`,
    `${versionRoot(PREVIOUS)}/${LLMS_FILES.index}`,
    `${versionRoot(PREVIOUS)}/${LLMS_FILES.full}`,
  ]) {
    test(`${file} is UTF-8 text, compressed, revalidated and under the security headers`, async ({request}) => {
      const response = await request.get(file, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      // Byte for byte the built file, Russian terms included.
      const built = fs.readFileSync(path.join('build', file), 'utf8');
      expect(built).toMatch(/[а-яё]/i);
      expect(await response.text()).toBe(built);
    });
  }

  test('a Markdown twin is served as text/markdown in UTF-8; an unknown one is not found', async ({request}) => {
    const twin = await request.get(markdownTwinPath(API_PAGE));
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toMatch(/^# AIChat\n/);
    const landing = await request.get(markdownTwinPath(specPage('1.12.0', 'widgets/index')));
    expect(await landing.text()).toMatch(/^# Widgets\n/);
    expect((await request.get('/docs/api/no-such-class.md')).status()).toBe(404);
  });
});

test.describe('Copy page as Markdown', () => {
  for (const [device, viewport] of [
    ['desktop', {width: 1280, height: 900}],
    ['phone', {width: 390, height: 844}],
  ] as const) {
    test(`on a ${device}, the page actions sit on the version badge's row, above the title, in one style`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(API_PAGE);
      const badge = await page.locator('.theme-doc-version-badge').boundingBox();
      const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
      const view = page.getByRole('link', {name: 'View as Markdown'});
      const title = await page.getByRole('heading', {level: 1}).boundingBox();
      const boxes = [await copy.boundingBox(), await view.boundingBox()];
      for (const box of boxes) {
        expect(box!.y + box!.height).toBeLessThan(title!.y);
        expect(box!.y + box!.height).toBeGreaterThan(badge!.y);
        if (device === 'desktop') {
          // Same row as the badge, to its right.
          expect(Math.abs(box!.y + box!.height / 2 - (badge!.y + badge!.height / 2))).toBeLessThan(4);
          expect(box!.x).toBeGreaterThan(badge!.x + badge!.width);
        }
      }
      expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);
      expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThan(2);
      const style = (element: Element) => {
        const computed = getComputedStyle(element);
        return [
          computed.fontSize,
          computed.fontWeight,
          computed.color,
          computed.borderTopWidth,
          computed.borderTopColor,
        ];
      };
      expect(await copy.evaluate(style)).toEqual(await view.evaluate(style));
    });
  }

  test('copies the page Markdown to the clipboard and says so', async ({page, context, baseURL, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto(API_PAGE);
    const expected = await (await request.get(markdownTwinPath(API_PAGE))).text();
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The confirmation goes away again.
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 6000});
  });

  test.describe(() => {
    // The failed request this test provokes is logged by the browser.
    test.use({allowedConsoleErrors: [/status of 503/]});
    test('reports a failure instead of copying an error page', async ({page, context, baseURL}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await page.goto(API_PAGE);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
    });
  });

  test.describe(() => {
    // A browser showing a non-HTML document asks for /favicon.ico, which the
    // site does not have (its icon is an SVG the pages name).
    test.use({allowedConsoleErrors: [/status of 404/]});
    test('"View as Markdown" opens the twin of the page, also in an older version', async ({page}) => {
      const notFound: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
      });
      for (const pathname of [API_PAGE, specPage('1.11.2', 'widgets/index')]) {
        await page.goto(pathname);
        const link = page.getByRole('link', {name: 'View as Markdown'});
        await expect(link).toHaveAttribute('href', markdownTwinPath(pathname));
        const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('.md')), link.click()]);
        expect(response.status()).toBe(200);
        await expect(page.locator('body')).toContainText('Source: ');
      }
      expect(notFound.filter((pathname) => pathname !== '/favicon.ico')).toEqual([]);
    });
  });

  test('is not part of the page text that search indexes or the twin holds', async ({request}) => {
    const twin = await (await request.get(markdownTwinPath(API_PAGE))).text();
    expect(twin).not.toContain('Copy page as Markdown');
  });
});

test.describe('what changed between releases', () => {
  test('the 1.12.0 release notes lead to the diff page, which lists the six added pages and no removed one', async ({
    page,
  }) => {
    await page.goto(specPage('1.12.0', 'release-notes/1-12-0'));
    await page.getByRole('link', {name: 'Documentation changes from 1.11.2 to 1.12.0'}).click();
    await expect(page).toHaveURL(new RegExp(`${DIFF_PATH}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What changed from 1.11.2 to 1.12.0');
    const added = page
      .locator('section')
      .filter({has: page.getByRole('heading', {name: 'Added pages'})})
      .locator('li > a');
    const hrefs = await added.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      specOnly1_12_0()
        .map((id) => specPage('1.12.0', id))
        .sort(),
    );
    await expect(
      page.locator('section').filter({has: page.getByRole('heading', {name: 'Removed pages'})}),
    ).toContainText('No page was removed.');
    const changed = page.locator('section').filter({has: page.getByRole('heading', {name: 'Changed pages'})});
    await expect(changed.getByRole('link', {name: 'AIChat', exact: true})).toBeVisible();
    await expect(changed).toContainText('New sections: Method reference › sendWithTemplate()');
    // A listed page opens.
    await added.filter({hasText: 'AISync'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AISync');
  });

  test('the 1.11.2 release notes, which link to no newer version, lead to it through the versions page', async ({
    page,
  }) => {
    await page.goto(specPage('1.11.2', 'release-notes/1-11-2'));
    const article = page.locator('article');
    await expect(article.locator(`a[href="${DIFF_PATH}"]`)).toHaveCount(0);
    await article.getByRole('link', {name: 'Documentation versions'}).click();
    await expect(page).toHaveURL(/\/versions$/);
    await page.locator(`a[href="${DIFF_PATH}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What changed from 1.11.2 to 1.12.0');
  });

  test('the footer links llms.txt', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', {name: /llms\.txt/})).toHaveAttribute(
      'href',
      `/${LLMS_FILES.index}`,
    );
  });
});
