// How search answers, in the navbar's search dialog and on /search.
import type {Locator, Response} from '@playwright/test';
import {expect, FIXTURES_URL, holdRequests, searchDialog, searchField, searchFor, searchInput, test} from './fixtures';
import {axeViolations, describeViolations} from '../support/axe';
import {searchPage, specPage, versionRoot} from '../support/releases';
import {engineFor, pagesListed, SEARCH_PAGE_LIMIT, SEARCH_PAGE_SIZE, searchIndexDir} from '../support/search';
import {DocType} from '../../shared/search/engine';
import russianWords from '../../shared/data/russian-lexicon.json';
import {SPEC} from '../spec';
import {LABELS, SECTIONS} from '../site';

/** The searches run in 1.12.0, whose pages they name, wherever it is served. */
const ENTRY = specPage('1.12.0', 'getting-started/index');

test.describe('the search dialog', () => {
  test('answers a query one of whose words is not documented, and says which', async ({page}) => {
    await page.goto(ENTRY);
    await searchFor(page, 'architecture overview');
    await expect(searchDialog(page).locator('[data-search-page]').first()).toContainText(/architecture/i);
    await expect(searchDialog(page).locator('[data-search-missing]')).toHaveCount(0);
    await searchFor(page, 'nexus zzqxv timeout');
    await expect(searchDialog(page).locator('[data-search-missing]')).toHaveText(
      'No page has “zzqxv”; the results match the other words.',
    );
  });

  test('answers Russian queries in inflected forms with the page they name, fetching Russian words for them alone', async ({
    page,
  }) => {
    // The Russian reader words come in a script of their own, fetched for the first Cyrillic query.
    const topic = Object.keys(russianWords)[0]!;
    const scripts: Promise<string>[] = [];
    // A script still arriving as the test ends has no body to read; it was not read for a query either.
    const read = (response: Response) => response.text().catch(() => '');
    page.on('response', (response) => void (response.url().endsWith('.js') && scripts.push(read(response))));
    const fetched = async () => (await Promise.all(scripts)).some((text) => text.includes(topic));
    await page.goto(ENTRY);
    await searchFor(page, 'nexus');
    expect(await fetched(), 'the Russian reader words, after an English query').toBe(false);
    for (const [query, title] of [
      ['шаблоны промптов', 'Prompt templates'],
      ['шаблон промпта', 'Prompt templates'],
      ['векторных коллекций', 'Vector collection definitions'],
    ]) {
      const options = await searchFor(page, query);
      await expect(options.first(), query).toContainText(title);
    }
    expect(await fetched(), 'the Russian reader words, after a Russian query').toBe(true);
  });

  test('answers a misspelt word', async ({page}) => {
    await page.goto(ENTRY);
    const options = await searchFor(page, 'dictaton');
    await expect(options.first()).toContainText('AIN Voice');
  });

  test('says when nothing matches, offers the closest spelling and the sections', async ({page}) => {
    await page.goto(ENTRY);
    await searchInput(page).click();
    const input = searchField(page);
    await input.fill('nexxuss');
    const empty = searchDialog(page).locator('[data-search-empty]');
    await expect(empty).toContainText('No results for “nexxuss”.');
    await expect(empty.getByRole('link', {name: 'nexus', exact: true})).toBeVisible();
    const sections = empty.getByRole('navigation', {name: 'Documentation sections'}).getByRole('link');
    await expect(sections).toHaveCount(SECTIONS.length);
    for (const section of SECTIONS) {
      await expect(empty.locator(`a[href="${versionRoot('1.12.0')}/${section}/"]`)).toHaveCount(1);
    }
    // In the sidebar's order, as the reader met them.
    const hrefs = (links: Locator) => links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    const sidebar = page.locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a');
    expect(await hrefs(sections)).toEqual(await hrefs(sidebar));
    // The suggestion searches it in place.
    await empty.getByRole('link', {name: 'nexus', exact: true}).click();
    await expect(input).toHaveValue('nexus');
    await expect(searchDialog(page).locator('[role="option"]').first()).toContainText(/nexus/i);
  });

  test('leads from the empty state to a section of the version being read', async ({page}) => {
    await page.goto(specPage('1.11.2', 'getting-started/index'));
    await searchInput(page).click();
    await searchField(page).fill('zzqxv');
    const empty = searchDialog(page).locator('[data-search-empty]');
    await expect(empty).toContainText('No results for “zzqxv”.');
    await expect(empty.getByText('Did you mean')).toHaveCount(0);
    await empty.getByRole('link', {name: 'Widgets'}).click();
    await expect(page).toHaveURL(specPage('1.11.2', 'widgets/index'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Widgets');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('is a labelled modal dialog: a combobox over grouped pages, a keyboard legend, focus kept and returned', async ({
    page,
  }) => {
    await page.goto(ENTRY);
    const options = await searchFor(page, 'nexus');
    const dialog = searchDialog(page);
    const field = searchField(page);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-controls', (await dialog.getByRole('listbox').getAttribute('id'))!);
    // The first result is the active one; the arrows move through them and Enter opens the active one.
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await field.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.locator('[data-search-legend]')).toHaveText(/^↑\s*↓\s*to move\s*↵\s*to open\s*Esc\s*to close$/);
    // Tab and Shift+Tab stay in the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
    }
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      expect(describeViolations(await axeViolations(page, {include: '.navbar dialog'})), theme).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(searchInput(page)).toBeFocused();
  });

  test('offers the popular tasks of the release the reader is in before a query; Enter opens the first', async ({
    page,
  }) => {
    let first = '';
    for (const version of ['1.12.0', '1.11.2'] as const) {
      await page.goto(specPage(version, 'api/index'));
      await searchInput(page).click();
      const tasks = searchDialog(page).locator('[data-search-popular] [role="option"]');
      await expect(tasks.first()).toHaveAttribute('aria-selected', 'true');
      const hrefs = await tasks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        expect(href.startsWith(`${versionRoot(version)}/`), href).toBe(true);
        expect(href.startsWith(`${versionRoot('1.11.2')}/`), href).toBe(version === '1.11.2');
      }
      first = hrefs[0]!;
    }
    await searchField(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === first);
  });

  test('lists at most eight pages, each with its sections, snippets of 120 to 160 characters and whole words marked', async ({
    page,
  }) => {
    const engine = engineFor(searchIndexDir('1.12.0'));
    const answer = engine.search('nexus', SEARCH_PAGE_LIMIT);
    const pages = pagesListed(engine, 'nexus');
    await page.goto(ENTRY);
    await searchFor(page, 'nexus');
    const dialog = searchDialog(page);
    const groups = dialog.locator('[data-search-page]');
    await expect(groups).toHaveCount(8);
    // The pages in the engine's order, each a group named by its page's option, its section path under its title.
    const listed = await groups.evaluateAll((elements) =>
      elements.map((group) => ({
        label: document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent ?? '',
        page: new URL(group.querySelector('a')!.href).pathname,
        sections: Array.from(group.querySelectorAll<HTMLAnchorElement>('a[data-search-section]'))
          .map((link) => new URL(link.href))
          .map((url) => ({page: url.pathname, hash: url.hash})),
      })),
    );
    expect(listed.map(({page: path}) => path.replace(/\/$/, ''))).toEqual(pages.slice(0, 8));
    expect(listed[0].label).toBe(`Nexuses ${LABELS.gettingStarted}`);
    for (const group of listed) {
      for (const section of group.sections) expect(section.page, 'a section of its own page').toBe(group.page);
    }
    expect(listed[0].sections.map(({hash}) => hash)).toContain('#create-a-nexus');
    // "See all", last, with the number of pages that match, to /search.
    const all = dialog.locator('[data-search-all]');
    await expect(all).toHaveText(`See all ${answer.pages} pages`);
    await expect(all).toHaveAttribute('href', '/search?q=nexus');
    await expect(dialog.getByRole('option').last()).toHaveAttribute('data-search-all', '');

    // Snippets: one line of the section's text (prose, or a table row) around the match, cut at words, 120 to 160
    // characters unless the line is shorter.
    const texts = answer.results.filter((result) => result.type === DocType.Content).map((result) => result.document.t);
    const snippets = await dialog.locator('[data-search-snippet]').allTextContents();
    expect(snippets.length).toBeGreaterThan(5);
    for (const snippet of snippets) {
      const body = snippet.replace(/^…|…$/g, '');
      expect(body, 'one line').not.toContain('\n');
      const source = texts.find((text) => text.includes(body));
      expect(source, `"${snippet}" is a section's text`).toBeDefined();
      const at = source!.indexOf(body);
      const word = /[\p{L}\p{N}_]/u;
      expect(word.test(source![at - 1] ?? ' ') && word.test(body[0]), `"${snippet}" starts at a word`).toBe(false);
      const after = source![at + body.length] ?? ' ';
      expect(word.test(after) && word.test(body.at(-1)!), `"${snippet}" ends at a word`).toBe(false);
      // Lines end at a break or at the zero-width space of a heading's anchor, and start at a word.
      const line = [...source!.matchAll(/ *([^\n\u200b]+)/g)]
        .map((match) => ({start: match.index + match[0].length - match[1]!.length, length: match[1]!.length}))
        .find(({start, length}) => at >= start && at < start + length)!;
      expect(body.length, snippet).toBeLessThanOrEqual(160);
      if (body.length < line.length) expect(body.length, snippet).toBeGreaterThanOrEqual(120);
      expect(snippet.startsWith('…'), snippet).toBe(at > line.start);
    }
    // Marks: whole words of the query, without a fill, legible (axe above checks their contrast).
    const marks = await dialog.locator('mark').evaluateAll((elements) =>
      elements.map((mark) => ({
        text: mark.textContent!,
        before: mark.previousSibling?.textContent?.slice(-1) ?? '',
        after: mark.nextSibling?.textContent?.[0] ?? '',
        fill: getComputedStyle(mark).backgroundColor,
      })),
    );
    expect(marks.length).toBeGreaterThan(10);
    for (const mark of marks) {
      expect(mark.text.toLowerCase(), mark.text).toMatch(/^nexus\w*$/);
      expect(`${mark.before}${mark.after}`, `"${mark.text}" is a whole word`).not.toMatch(/[\p{L}\p{N}_]/u);
      expect(mark.fill).toBe('rgba(0, 0, 0, 0)');
    }
  });

  test("shows a table row's cells apart in a snippet, whose text keeps the tab between them", async ({page}) => {
    // The fixture site's frozen AI Translator page: its configuration table has the word.
    await page.goto(`${FIXTURES_URL}/docs/widgets/ai-translator`);
    await searchFor(page, 'targetlanguages');
    const snippet = searchDialog(page).locator('[data-search-snippet]').filter({hasText: 'en,de,nl,ru'}).first();
    expect(await snippet.evaluate((element) => element.textContent)).toContain(
      'targetLanguages\tString (comma-separated codes)\ten,de,nl,ru\t',
    );
    // Each tab is shown as a dot that screen readers do not read.
    const separators = await snippet
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => [span.textContent, getComputedStyle(span, '::before').content]));
    expect(separators.length).toBeGreaterThan(2);
    for (const separator of separators) expect(separator).toEqual(['\t', '"·" / ""']);
  });

  test('answers the first keystrokes from the head file of their letter, before the whole index arrives', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/search-(index|head)-/.test(path)) requests.push(path);
    });
    const release = await holdRequests(page, /\/search-index-[0-9a-f]{8}\.json$/);
    await page.goto(ENTRY);
    await searchInput(page).click();
    await searchField(page).fill('nexus');
    const listbox = searchDialog(page).getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toContainText('Nexus');
    await expect(listbox).toHaveAttribute('data-search-answer', 'partial');
    // The typed query hides the placeholder's 'Loading...': the dialog says it under the results.
    await expect(searchDialog(page).getByRole('status').filter({hasText: SPEC.searchLoading})).toBeVisible();
    // The whole index may be asked for too, a second after the search's first use, but it is held.
    expect(requests.filter((path) => /\/search-head-/.test(path))).toEqual([
      expect.stringMatching(/^\/search-head-[0-9a-f]{8}\/6e\.json$/),
    ]);
    // Then the whole index, and its answer with the count of every page that matches.
    release();
    await expect(listbox).toHaveAttribute('data-search-answer', 'whole');
    await expect(searchDialog(page).getByRole('status').filter({hasText: SPEC.searchLoading})).toHaveCount(0);
    await expect(searchDialog(page).locator('[data-search-all]')).toHaveText(/^See all \d+ pages$/);
    expect(requests.filter((path) => /\/search-index-/.test(path))).toHaveLength(1);
  });

  test('lists a class’s page with its sections; Enter opens the section a query names', async ({page}) => {
    await page.goto(ENTRY);
    await searchFor(page, 'aichat');
    const first = searchDialog(page).locator('[data-search-page]').first();
    await expect(first.getByRole('option').first()).toContainText('AIChat');
    await expect(first.locator('a[data-search-section]').first()).toHaveAttribute('href', /^\/docs\/api\/aichat#/);
    // Typed on: until "aichat send" is answered, the list keeps the answer to "aichat", busy, and Enter waits.
    const typedOn = await searchField(page).evaluate(async (field: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'aichat send');
      field.dispatchEvent(new Event('input', {bubbles: true}));
      const list = document.querySelector('.navbar [role="listbox"]')!;
      // The render of the keystroke, in a microtask; the answer, a message from the worker, comes in a task.
      for (let n = 0; n < 20 && list.getAttribute('aria-busy') !== 'true'; n++) await Promise.resolve();
      field.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
      return [list.getAttribute('aria-busy'), list.getAttribute('data-search-answer'), list.querySelector('a')?.href];
    });
    expect(typedOn).toEqual(['true', 'pending', expect.stringMatching(/\/docs\/api\/aichat$/)]);
    const send = searchDialog(page)
      .locator('[data-search-page]')
      .first()
      .locator('a[data-search-section][href="/docs/api/aichat#send"]');
    await expect(send).toContainText('send()');
    // The heading the query names is the answer: the option Enter opens.
    await expect(send).toHaveAttribute('aria-selected', 'true');
    await expect(searchDialog(page), 'open: Enter did nothing while the answer was on its way').toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/aichat#send$/);
    await expect(searchDialog(page)).toHaveCount(0);
    // A section whose text holds the query, above its page's title: Enter opens the section.
    await searchFor(page, 'embedding dimensions');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/service-tools\/vector-collection-definition#[\w-]+$/);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('the navbar shows an icon beside the title, a finger’s size, which opens a full-screen sheet', async ({
      page,
    }) => {
      await page.goto(ENTRY);
      const box = (await page.locator('.navbar .navbar__search').boundingBox())!;
      const title = (await page.locator('.navbar__inner .navbar__brand').boundingBox())!;
      expect(box.width, 'an icon').toBeLessThanOrEqual(48);
      // WCAG 2.5.5's target size.
      const target = (await searchInput(page).boundingBox())!;
      expect(Math.min(target.width, target.height), 'a tap target').toBeGreaterThanOrEqual(44);
      expect(box.x, 'right of the title').toBeGreaterThanOrEqual(title.x + title.width);
      await searchInput(page).tap();
      await expect(searchField(page)).toBeFocused();
      expect(await page.locator('.navbar__inner .navbar__brand').boundingBox(), 'the title has not moved').toEqual(
        title,
      );
      expect(await searchDialog(page).boundingBox()).toEqual({x: 0, y: 0, width: 390, height: 844});
      await searchField(page).fill('nexus');
      await expect(searchDialog(page).getByRole('option').first()).toContainText('Nexuses');
      await searchDialog(page)
        .getByRole('button', {name: /Cancel/})
        .tap();
      await expect(searchDialog(page)).toHaveCount(0);
    });
  });
});

test.describe('the /search page', () => {
  test('shows the same empty state, and its suggestion searches again', async ({page}) => {
    await page.goto(searchPage('1.12.0', 'nexxuss'));
    const empty = page.locator('main [data-search-empty]');
    await expect(empty).toContainText('No results for “nexxuss”.');
    await expect(empty.getByRole('status')).toBeVisible();
    expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual([]);
    await expect(empty.locator('nav a')).toHaveCount(SECTIONS.length);
    await empty.getByRole('link', {name: 'nexus', exact: true}).click();
    await expect(page).toHaveURL(/[?&]q=nexus(&|$)/);
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(page.locator('main [data-search-empty]')).toHaveCount(0);
  });

  test('names the release it searches when that is not the latest, and links its sections', async ({page}) => {
    const url = searchPage('1.11.2', 'zzqxv');
    await page.goto(url);
    // The release before the latest, searched from the latest's site (an archived one has a site of its own).
    if (url.includes('version=')) {
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “zzqxv” in 1.11.2');
    }
    const links = page.locator('main [data-search-empty] nav a');
    await expect(links).toHaveCount(SECTIONS.length);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${versionRoot('1.11.2').replaceAll('.', '\\.')}/[a-z_-]+/$`));
    }
    await links.filter({hasText: 'API reference'}).click();
    await expect(page).toHaveURL(specPage('1.11.2', 'api/index'));
  });

  test('groups results by page with the true count, pages ten at a time and filters by section', async ({page}) => {
    const engine = engineFor(searchIndexDir('1.12.0'));
    const answer = engine.search('nexus', SEARCH_PAGE_LIMIT);
    const pages = pagesListed(engine, 'nexus');
    // More sections match than the 100 results the plugin's page listed.
    expect(answer.results.length).toBeGreaterThan(100);
    // Layout shifts while the results arrive (where the browser reports them). From the end of the
    // document's parsing: a busy browser may paint a half-parsed navbar first, as it would any page's.
    await page.addInitScript(() => {
      const parsed = new Promise<number>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(performance.now()), {once: true}),
      );
      (window as unknown as {__shifts: number}).__shifts = 0;
      if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as unknown as {value: number; hadRecentInput: boolean; startTime: number}[];
        void parsed.then((since) => {
          for (const entry of entries) {
            if (!entry.hadRecentInput && entry.startTime >= since)
              (window as unknown as {__shifts: number}).__shifts += entry.value;
          }
        });
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(searchPage('1.12.0', 'nexus'));
    const articles = page.locator('main [data-search-page]');
    const count = page.locator('main [data-search-count]');
    await expect(count).toHaveText(`${pages.length} pages match.`);
    expect(await page.evaluate(() => (window as unknown as {__shifts: number}).__shifts), 'layout shift').toBe(0);
    // The page's buttons are set in its typeface, not the browser's.
    expect(
      await page
        .getByRole('navigation', {name: 'Result pages'})
        .getByRole('button', {name: 'Next'})
        .evaluate((button) => getComputedStyle(button).fontFamily),
    ).toMatch(/^"?Inter/);
    await expect(articles).toHaveCount(SEARCH_PAGE_SIZE);
    const pager = page.getByRole('navigation', {name: 'Result pages'});
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(pages.length / SEARCH_PAGE_SIZE)}`);
    // Every occurrence of the query's word marked, whole, as the dialog marks it.
    for (const snippet of await page.locator('main [data-search-snippet]').all()) {
      const text = (await snippet.textContent())!;
      await expect(snippet.locator('mark'), text).toHaveCount(text.match(/\bnexus\w*/gi)?.length ?? 0);
    }
    // The next page: from the top, in the address, so back returns to the first.
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(pager).toContainText('Page 2 of');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const second = await articles
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
    expect(second).toEqual(pages.slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE));
    await page.goBack();
    await expect(pager).toContainText('Page 1 of');
    await page.goForward();
    await expect(pager).toContainText('Page 2 of');
    // Each page's section path names its docs section alone; a section's landing page, none.
    const chips = page.getByRole('group', {name: 'Filter by section'}).getByRole('button');
    const chipTitles = (await chips.allTextContents()).slice(1).map((chip) => chip.replace(/ \(\d+\)$/, ''));
    await chips.filter({hasText: /^Widgets \(\d+\)$/}).click();
    const widgets = pages.filter((path) => `${path}/`.startsWith('/docs/widgets/'));
    await expect(count).toHaveText(`${pages.length} pages match, ${widgets.length} in Widgets.`);
    // The filter, from its first page, kept by the address.
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.reload();
    await expect(count).toHaveText(`${pages.length} pages match, ${widgets.length} in Widgets.`);
    await expect(articles).toHaveCount(Math.min(widgets.length, SEARCH_PAGE_SIZE));
    for (const article of await articles.all()) {
      const landing = new URL((await article.locator('h2 a').getAttribute('href'))!, page.url()).pathname;
      const path = article.locator('> p');
      await (landing === '/docs/widgets/' ? expect(path).toHaveCount(0) : expect(path).toHaveText('Widgets'));
    }
    expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual([]);
    // The chips in the docs' order of sections, as the empty state lists them, whatever the query.
    await page.goto(searchPage('1.12.0', 'zzqxv'));
    const sectionLinks = page.locator('main [data-search-empty] nav a');
    await expect(sectionLinks).toHaveCount(SECTIONS.length);
    const sections = await sectionLinks.allTextContents();
    expect(chipTitles).toEqual(sections.filter((title) => chipTitles.includes(title)));
  });

  test('says which Russian words it read through the glossary, and offers popular tasks before a query', async ({
    page,
  }) => {
    await page.goto(searchPage('1.12.0', 'векторная коллекция'));
    await expect(page.locator('main [data-search-translated]')).toHaveText(
      '«векторная коллекция» was searched as “vector collection”, the glossary’s term.',
    );
    await page.goto(searchPage('1.12.0'));
    const tasks = page.getByRole('navigation', {name: 'Popular tasks'}).getByRole('link');
    await expect(tasks.first()).toHaveText('Connect your first Nexus');
    await expect(tasks.first()).toHaveAttribute('href', '/docs/getting-started/nexuses#create-a-nexus');
    // An older release's search offers that release's pages.
    await page.goto(searchPage('1.11.2'));
    await expect(tasks.first()).toHaveAttribute(
      'href',
      `${versionRoot('1.11.2')}/getting-started/nexuses#create-a-nexus`,
    );
  });

  test('says when the address names no release, and links the latest docs’ search; a release by name is searched', async ({
    page,
  }) => {
    await page.goto('/search?version=garbage&q=nexus');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'There is no release “garbage” to search. Search the latest docs.',
    );
    await page.getByRole('main').getByRole('alert').getByRole('link').click();
    await expect(page).toHaveURL(/\/search\?q=nexus$/);
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await page.goto('/search?version=1.11.2&q=nexus');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “nexus” in 1.11.2');
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /^\/docs\/1\.11\.2\//);
  });

  test('never shows the empty state for a query with a documented word, and names the others', async ({page}) => {
    await page.goto(searchPage('1.12.0', 'подключение GitLab'));
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /gitlab-connect/);
    await expect(page.locator('[data-search-empty]')).toHaveCount(0);
    await expect(page.locator('[data-search-missing]')).toHaveCount(0);
    await page.goto(searchPage('1.12.0', 'qqzv GitLab zzqxv'));
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /gitlab/);
    await expect(page.locator('[data-search-missing]')).toHaveText(
      'No page has “qqzv” or “zzqxv”; the results match the other words.',
    );
  });
});
