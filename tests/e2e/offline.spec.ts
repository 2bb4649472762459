// Each active release's offline copy (build/downloads/ain-docs-<version>.zip) unzipped and opened from disk
// with the network off, as an operator without a network uses it; and the same copy under a plain static server.
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Page} from '@playwright/test';
import {unzipSync} from 'fflate';

import {BUILD_DIR, readPage} from '../build/helpers';
import {LABELS, SITE} from '../site';
import {ACTIVE, docIds, docUrl, notesId} from '../support/releases';
import {colorMode, expect, recordRequests, searchFor, switchToDark, test, untilHydrated} from './fixtures';

/** Where each release's docs are in its copy: under /docs/<version>/, the latest too. */
const copyRoute = (version: string, id: string) => `/docs/${version}/${id.replace(/(^|\/)index$/, '$1')}`;

/** Unzips a release's copy into a new folder; the folder the zip holds. */
function unzipCopy(version: string): string {
  const zip = path.join(BUILD_DIR, 'downloads', `ain-docs-${version}.zip`);
  const into = fs.mkdtempSync(path.join(os.tmpdir(), `ain-offline-${version}-`));
  for (const [name, bytes] of Object.entries(unzipSync(fs.readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    fs.mkdirSync(path.dirname(path.join(into, name)), {recursive: true});
    fs.writeFileSync(path.join(into, name), bytes);
  }
  return path.join(into, `ain-docs-${version}`);
}

/** The heading of a page of the release as the site serves it online. */
const onlineTitle = (version: string, id: string) => readPage(docUrl(version, id))('article h1').first().text();

/** Marks the document, so that sameDocument tells whether a navigation kept it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument);

/** The route the copy shows: the part of the URL after `#` (poll it: the copy redirects and navigates in the page). */
const shownRoute = (page: Page) => decodeURIComponent(new URL(page.url()).hash.slice(1));

for (const version of ACTIVE) {
  test.describe(`the offline copy of ${version}`, () => {
    const escaped = version.replaceAll('.', '\\.');
    let folder: string;
    let home: string;
    test.beforeAll(() => {
      folder = unzipCopy(version);
      home = pathToFileURL(path.join(folder, 'index.html')).href;
    });
    test.afterAll(() => fs.rmSync(path.dirname(folder), {recursive: true, force: true}));

    /** Opens index.html, which leads to the release's entry page. */
    async function openCopy(page: Page): Promise<void> {
      await untilHydrated(page, home);
      await expect.poll(() => shownRoute(page)).toBe(copyRoute(version, 'getting-started/index'));
    }

    let outside: string[];
    test.beforeEach(async ({page, context}) => {
      await context.setOffline(true);
      // Every request not for a file of the copy.
      outside = recordRequests(page, /^(?!file:)/);
    });
    test.afterEach(() => {
      expect(outside, 'requests outside the copy').toEqual([]);
    });

    test('opens at its entry page from disk, and every page of the release opens in it', async ({page}) => {
      await openCopy(page);
      await expect(page.locator('article h1')).toHaveText(onlineTitle(version, 'getting-started/index'));
      await expect(page.locator('nav.navbar').getByRole('link', {name: version, exact: true})).toBeVisible();
      // Every page, each by its address, in the one document (nothing reloads): the title each shows.
      const ids = docIds(version);
      const shown = await page.evaluate(
        async (routes) => {
          (window as unknown as {sameDocument: boolean}).sameDocument = true;
          const titles: string[] = [];
          for (const route of routes) {
            const before = document.querySelector('article');
            window.location.hash = route;
            // Until the page's article has replaced the one before.
            for (let waited = 0; document.querySelector('article') === before && waited < 5000; waited += 20) {
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            titles.push(document.querySelector('article h1')?.textContent ?? '(no article)');
          }
          return titles;
        },
        ids.map((id) => copyRoute(version, id)),
      );
      expect(shown).toEqual(ids.map((id) => onlineTitle(version, id)));
      expect(await sameDocument(page)).toBe(true);
      expect(ids.length).toBeGreaterThan(30);
    });

    test('opens a page by its address from disk, and the not-found page for a route it lacks', async ({page}) => {
      const id = 'api/aichat';
      await untilHydrated(page, `${home}#${copyRoute(version, id)}`);
      await expect(page.locator('article h1')).toHaveText(onlineTitle(version, id));
      await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText(
        onlineTitle(version, id),
      );
      await page.goto(`${home}#/docs/${version}/no-such-page`);
      await page.reload();
      await untilHydrated(page);
      await expect(page.locator('h1')).toHaveText('Page not found');
    });

    test('search answers in English and in Russian, in the search box and on the search page', async ({page}) => {
      await openCopy(page);
      const id = 'admin-help/profile-settings';
      const title = onlineTitle(version, id);
      let options = await searchFor(page, 'profile settings');
      await expect(options.first()).toContainText(title);
      options = await searchFor(page, 'настройки профиля');
      await expect(options.first()).toContainText(title);
      await options.first().click();
      await expect.poll(() => shownRoute(page)).toBe(copyRoute(version, id));
      await expect(page.locator('article h1')).toHaveText(title);

      await page.goto(`${home}#/docs/${version}/search?q=${encodeURIComponent('подключение GitLab')}`);
      const first = page.locator('article h2 a').first();
      await expect(first).toHaveAttribute('href', /gitlab-connect/);
      await first.click();
      await expect.poll(() => shownRoute(page)).toMatch(new RegExp(`^/docs/${escaped}/service-tools/gitlab-connect`));
    });

    test('draws Mermaid diagrams as vectors', async ({page}) => {
      await page.goto(`${home}#${copyRoute(version, 'technical_docs/index')}`);
      const diagram = page.locator('.diagram svg').first();
      await expect(diagram).toBeVisible();
      expect(await diagram.locator('text, foreignObject').count()).toBeGreaterThan(0);
    });

    test('keeps the colour mode across a reload and on the next page', async ({page}) => {
      await openCopy(page);
      await switchToDark(page);
      await page.reload();
      await untilHydrated(page);
      expect(await colorMode(page)).toEqual({theme: 'dark', choice: 'dark'});
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Nexuses'}).click();
      await expect(page.locator('article h1')).toHaveText(onlineTitle(version, 'getting-started/nexuses'));
      expect(await colorMode(page)).toEqual({theme: 'dark', choice: 'dark'});
    });

    test('links open their page in the page and Back returns; links out lead to the public site', async ({page}) => {
      await openCopy(page);
      await markDocument(page);
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Nexuses'}).click();
      await expect(page.locator('article h1')).toHaveText(onlineTitle(version, 'getting-started/nexuses'));
      await expect.poll(() => shownRoute(page)).toBe(copyRoute(version, 'getting-started/nexuses'));
      await page.goBack();
      await expect(page.locator('article h1')).toHaveText(onlineTitle(version, 'getting-started/index'));
      expect(await sameDocument(page)).toBe(true);

      // The navbar holds the copy alone: its version item is this release, with no menu of releases it lacks.
      const navbar = page.locator('nav.navbar');
      await expect(navbar.locator('.dropdown')).toHaveCount(0);
      for (const href of await navbar.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        // The copy's entry (#/) or a page of the release.
        if (!/^https?:/.test(href)) expect(href, href).toMatch(new RegExp(`^#/(docs/${escaped}/|$)`));
      }
      await expect(navbar.getByRole('link', {name: version, exact: true})).toBeVisible();
      const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      // Inside the copy, a link is a route (#/docs/<version>/…) or an anchor; everything else is a full address.
      for (const href of hrefs) expect(href, href).toMatch(new RegExp(`^(#|https?://|mailto:|/docs/${escaped}/)`));
      // The entry page's download and list of releases are the public site's, and their links say so.
      const article = page.locator('article');
      for (const link of await article.locator(`.markdown a[href^="${SITE.url}/"]`).all()) {
        await expect(link).toHaveAttribute('title', /public site/);
        await expect(link.locator('svg')).toHaveCount(1);
      }
      for (const [name, href] of [
        [/as an offline site/, `${SITE.url}/downloads/ain-docs-${version}.zip`],
        [/^Documentation versions/, `${SITE.url}/versions`],
      ] as const) {
        await expect(article.getByRole('link', {name})).toHaveAttribute('href', href);
      }
      await expect(page.getByRole('button', {name: /Copy page/})).toHaveCount(0);
      // No link to the page's source: a reader of the copy cannot reach it.
      await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
    });

    test('the brand and the footer’s docs links stay in the copy; the links out say so', async ({page}) => {
      await openCopy(page);
      await markDocument(page);
      const footer = page.getByRole('contentinfo');
      // The footer's docs links lead to the release's own pages, in the page.
      for (const [name, id] of [
        [LABELS.gettingStarted, 'getting-started/index'],
        [LABELS.footerAuth, 'service-tools/auth'],
        ['Release notes', notesId(version)],
      ] as const) {
        const link = footer.getByRole('link', {name, exact: true});
        await expect(link).toHaveAttribute('href', new RegExp(`^#${copyRoute(version, id).replaceAll('.', '\\.')}$`));
        await link.click();
        await expect.poll(() => shownRoute(page)).toBe(copyRoute(version, id));
        await expect(page.locator('article h1')).toHaveText(onlineTitle(version, id));
      }
      const brand = page.locator('.navbar__brand');
      await expect(brand).not.toHaveAttribute('target');
      await brand.click();
      await expect.poll(() => shownRoute(page)).toBe(copyRoute(version, 'getting-started/index'));
      expect(await sameDocument(page)).toBe(true);
      // The company, community and partner sites open in a new tab, with the external-link icon.
      const out = footer.locator('a[href^="http"]');
      expect(await out.count()).toBeGreaterThan(0);
      for (const link of await out.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link.locator('svg')).toHaveCount(1);
      }
    });
  });
}

test('a copy served by any static web server, under any path, works unchanged', async ({page}) => {
  const [version] = ACTIVE;
  const folder = unzipCopy(version!);
  const types: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'};
  // A server that only maps /some/path/ onto the folder, with no configuration for the site.
  const server = http.createServer((request, response) => {
    const prefix = '/some/path/';
    const url = new URL(request.url!, 'http://localhost');
    const file = path.join(folder, decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html');
    if (!url.pathname.startsWith(prefix) || !file.startsWith(folder) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const outside = recordRequests(page, new RegExp(`^(?!${origin.replaceAll('.', '\\.')}/some/path/)`));
    await untilHydrated(page, `${origin}/some/path/`);
    await expect(page.locator('article h1')).toHaveText(onlineTitle(version!, 'getting-started/index'));
    const options = await searchFor(page, 'шаблоны промптов');
    await expect(options.first()).toContainText('Prompt templates');
    expect(outside).toEqual([]);
  } finally {
    // Away from the copy first: files it still prefetches at idle must not be asked for once they are gone.
    await page.goto('about:blank');
    server.close();
    fs.rmSync(path.dirname(folder), {recursive: true, force: true});
  }
});
