// Docs for AI assistants (llms.txt, Markdown twins, "Copy page as Markdown") and the version diff, on nginx.
import fs from 'node:fs';
import path from 'node:path';

import {LLMS_FILES} from '../site';
import {markdownTwinPath} from '../../shared/markdown-twin';
import {specOnly1_12_0} from '../spec';
import {PREVIOUS, specPage, versionRoot} from '../support/releases';
import {expect, test, untilHydrated} from './fixtures';

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
    // The page actions ("Copy page as Markdown") are not part of the page text the twin holds.
    expect(await twin.text()).not.toContain('Copy page as Markdown');
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
      const style = (element: Element) =>
        ['font-size', 'font-weight', 'color', 'border-top-width', 'border-top-color'].map((name) =>
          getComputedStyle(element).getPropertyValue(name),
        );
      expect(await copy.evaluate(style)).toEqual(await view.evaluate(style));
    });
  }

  test('copies the page Markdown to the clipboard and says so', async ({page, context, baseURL, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await untilHydrated(page, API_PAGE);
    const expected = await (await request.get(markdownTwinPath(API_PAGE))).text();
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 6000});
  });

  test.describe(() => {
    // The failed request this test provokes is logged by the browser.
    test.use({allowedConsoleErrors: [/status of 503/]});
    test('reports a failure instead of copying an error page', async ({page, context, baseURL}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await untilHydrated(page, API_PAGE);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
    });
  });

  test.describe(() => {
    // A browser showing a non-HTML document asks for /favicon.ico, which the site does not have.
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
});

test.describe('what changed between releases', () => {
  test('the 1.12.0 release notes lead to the diff page: the six added pages and the changed words, by section', async ({
    page,
  }) => {
    await page.goto(specPage('1.12.0', 'release-notes/1-12-0'));
    await page.getByRole('link', {name: 'Documentation changes from 1.11.2 to 1.12.0'}).click();
    await expect(page).toHaveURL(new RegExp(`${DIFF_PATH}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What changed from 1.11.2 to 1.12.0');
    const main = page.locator('main');
    // Grouped by the sidebar's sections, in its order, each in the overview with its counts.
    const groups = main.getByRole('heading', {level: 2});
    await expect(groups).toHaveText(
      [
        'Начало работы',
        'Admin help',
        'AI forms',
        'API reference',
        'Release notes',
        'Service tools',
        'Technical docs',
        'Widgets',
      ].map((label) => new RegExp(`^${label}`)),
    );
    await expect(
      main.getByRole('navigation', {name: 'Changes by section'}).getByRole('link', {name: /^API reference/}),
    ).toHaveText('API reference2 new · 3 changed');
    const added = main.locator('h3[id$="-added"] + ul > li > a');
    const hrefs = await added.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      specOnly1_12_0()
        .map((id) => specPage('1.12.0', id))
        .sort(),
    );
    await expect(main.locator('h3[id$="-removed"]')).toHaveCount(0);
    await expect(main).toContainText('6 pages added, 0 pages removed');
    // A changed page: links to both releases, its sections with their words marked.
    const aichat = main.getByRole('article', {name: /^AIChat\b/});
    for (const version of ['1.12.0', '1.11.2'] as const) {
      const link = aichat.getByRole('link', {name: version, exact: true});
      await expect(link).toHaveAttribute('href', specPage(version, 'api/aichat'));
    }
    const intro = aichat.locator('div').filter({has: page.getByRole('heading', {level: 4, name: 'Introduction'})});
    await expect(intro.locator('del')).toHaveText(['or']);
    await expect(intro.locator('ins')).toHaveText([',', 'or Since 1.12.0 sendWithTemplate()']);
    await expect(
      aichat.getByRole('heading', {level: 4, name: /^Method reference › sendWithTemplate\(\)\s*New section$/}),
    ).toBeVisible();
    await expect(aichat.getByRole('link', {name: 'Method reference › sendWithTemplate()'})).toHaveAttribute(
      'href',
      `${specPage('1.12.0', 'api/aichat')}#sendwithtemplate`,
    );
    // A table row names its columns, and inline code is set as code.
    const row = aichat.locator('.changes-row').filter({hasText: 'sendWithTemplate(templateName'});
    await expect(row.locator('.changes-column')).toHaveText(['Method', 'Returns', 'Since']);
    await expect(row.locator('code')).toHaveText(['sendWithTemplate(templateName, variables, options)', 'ChatResult']);
    // Each release's own code: where the older's ends and the newer's begins, the prose between is no code.
    const tools = main.getByRole('article', {name: /^Service tools\b/});
    const toolsIntro = tools.locator('div').filter({has: page.getByRole('heading', {level: 4, name: 'Introduction'})});
    await expect(toolsIntro.locator('p code')).toHaveText(['kb-articles', 'collection']);
    await expect(main.locator('code:empty')).toHaveCount(0);
    // Removed words struck through, added words underlined: marked by more than colour.
    const decoration = (selector: string) =>
      aichat
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(await decoration('del')).toBe('line-through');
    expect(await decoration('ins')).toBe('underline');
    // Front matter changes are folded away: named only in a closed <details>.
    await expect(main.getByText(/Changed front matter/)).toHaveCount(0);
    const metadata = aichat.locator('details', {hasText: 'Page metadata changed'});
    await expect(metadata.locator('summary')).toHaveText('Page metadata changed: description, keywords');
    await expect(metadata.getByText('sends rendered prompt templates', {exact: false})).toBeHidden();
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
});
