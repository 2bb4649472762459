/**
 * The reader journeys in Chromium, Firefox ESR and WebKitGTK as Debian ships them (tests/support/readers.ts),
 * each leaving no console error, uncaught exception or policy violation; the first test of each engine proves
 * its reader sees all three. The other specs go deeper, in Chromium only.
 */
import {expect, test} from './fixtures';
import {docIds, docUrl, LATEST, PREVIOUS, searchPage, specPage} from '../support/releases';
import {chromiumReader, DESKTOP, firefoxReader, PHONE, type Reader, waitFor, webkitReader} from '../support/readers';
import {RELEVANCE_QUERIES} from '../support/search';
import {LABELS} from '../site';

/** The release the relevance set has queries for. */
const SEARCHED = '1.12.0';
/** A reader's query in Russian, and the page that answers it, from the relevance set. */
const RUSSIAN = RELEVANCE_QUERIES.find((query) => query.kind === 'russian' && query.version === SEARCHED)!;

const MERMAID_PAGE = specPage('1.12.0', 'technical_docs/index');
const ENTRY = '/docs/getting-started/';

type Journey = (reader: Reader) => Promise<void>;

const h1 = () => document.querySelector('article h1, main h1')?.textContent?.trim() ?? '';

/** Nothing the reader saw since it was last asked: no console error, uncaught exception or policy violation. */
const expectNoErrors = (reader: Reader) =>
  expect(reader.errors(), `console errors, uncaught exceptions and policy violations in ${reader.version}`).toEqual([]);

const JOURNEYS: Record<string, Journey> = {
  async 'a docs page loads, hydrated, with its title, sidebar and table of contents'(reader) {
    await reader.goto(ENTRY);
    const page = await reader.evaluate(() => ({
      title: document.title,
      h1: document.querySelector('article h1')?.textContent ?? '',
      sidebarLinks: document.querySelectorAll('.theme-doc-sidebar-menu a.menu__link').length,
      tocLinks: document.querySelectorAll('.table-of-contents a').length,
      styled: getComputedStyle(document.querySelector('nav.navbar')!).position,
    }));
    expect(page.h1).toBe(LABELS.gettingStarted);
    expect(page.title).toContain(page.h1);
    expect(page.sidebarLinks).toBeGreaterThan(10);
    expect(page.tocLinks).toBeGreaterThan(2);
    expect(page.styled).toBe('sticky');
  },

  async 'a link opens the next page without a page load, and Back returns'(reader) {
    await reader.goto(ENTRY);
    const next = await reader.evaluate(() => {
      (window as unknown as {__ainSamePage: boolean}).__ainSamePage = true;
      return new URL((document.querySelector('a.pagination-nav__link--next') as HTMLAnchorElement).href).pathname;
    });
    await reader.click('a.pagination-nav__link--next');
    await waitFor(
      reader,
      ([pathname, entry]) =>
        location.pathname === pathname && document.querySelector('article h1')?.textContent !== entry,
      `${next} opens`,
      [next, LABELS.gettingStarted],
    );
    const after = await reader.evaluate(() => ({
      samePage: (window as unknown as {__ainSamePage?: boolean}).__ainSamePage === true,
      h1: document.querySelector('article h1')?.textContent ?? '',
    }));
    expect(after.samePage, 'client-side navigation, no page load').toBe(true);
    expect(after.h1).not.toBe(LABELS.gettingStarted);
    await reader.evaluate(() => history.back());
    await waitFor(
      reader,
      (entry) => document.querySelector('article h1')?.textContent === entry,
      'Back returns',
      LABELS.gettingStarted,
    );
    expect(await reader.evaluate(() => (window as unknown as {__ainSamePage?: boolean}).__ainSamePage)).toBe(true);
  },

  async 'the navbar search opens a dialog that lists pages as the reader types, and a result opens its page'(reader) {
    await reader.goto(ENTRY);
    await reader.click('.navbar .navbar__search-input');
    const field = '.navbar dialog [role="combobox"]';
    await reader.type(field, 'nexus');
    await waitFor(
      reader,
      // The answer to the whole query: until it comes, the answer to its start is listed, busy.
      () => document.querySelectorAll('.navbar [role="listbox"]:not([aria-busy="true"]) [role="option"]').length > 0,
      'results',
    );
    const dialog = await reader.evaluate(() => {
      const element = document.querySelector('.navbar dialog')!;
      return {
        modal: element.matches(':modal'),
        focused: document.activeElement === element.querySelector('[role="combobox"]'),
        option: element.querySelector('[role="option"]')!.textContent,
      };
    });
    expect(dialog.modal, 'a modal dialog').toBe(true);
    expect(dialog.focused, "the dialog's field has the focus").toBe(true);
    expect(dialog.option).toMatch(/nexus/i);
    // The keyboard moves through the results.
    await reader.press(field, 'ArrowDown');
    await waitFor(
      reader,
      () => {
        const input = document.querySelector('.navbar dialog [role="combobox"]')!;
        const options = document.querySelectorAll('.navbar [role="option"]');
        return input.getAttribute('aria-activedescendant') === options[1]?.id;
      },
      'ArrowDown makes the second result the active one',
    );
    await reader.click('.navbar [role="listbox"] [role="option"]');
    const opened = await waitFor(
      reader,
      () => location.pathname !== '/docs/getting-started/' && document.querySelector('article h1') && location.pathname,
      'the result opens its page',
    );
    expect(opened).toMatch(/^\/docs\//);
    expect(await reader.evaluate(h1)).toMatch(/./);
    expect(await reader.evaluate(() => document.querySelector('.navbar dialog') !== null), 'the dialog closed').toBe(
      false,
    );
  },

  async '/search answers in English and in Russian'(reader) {
    await reader.goto(searchPage(SEARCHED));
    const input = 'main input[type="search"][name="q"]';
    await reader.type(input, 'nexus');
    await waitFor(reader, () => document.querySelectorAll('article h2 a').length > 0, 'results for "nexus"');
    // Cleared first, so that the results read next are the Russian query's.
    await reader.type(input, '');
    await waitFor(reader, () => document.querySelectorAll('article h2 a').length === 0, 'the results cleared');
    await reader.type(input, RUSSIAN.query);
    const wanted = RUSSIAN.expected.map((id) => docUrl(SEARCHED, id).replace(/\/$/, ''));
    const found = await waitFor(
      reader,
      () => {
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('article h2 a'));
        const pages = [...new Set(links.map((link) => new URL(link.href).pathname.replace(/\/$/, '')))];
        return pages.length > 0 && pages.slice(0, 5);
      },
      `results for "${RUSSIAN.query}"`,
    );
    expect(
      found.some((page) => wanted.includes(page)),
      `"${RUSSIAN.query}" finds ${wanted.join(' or ')}: ${found.join(', ')}`,
    ).toBe(true);
  },

  async 'the version menu opens the same page in the other release'(reader) {
    const id = docIds(LATEST).find((doc) => !doc.endsWith('index') && docIds(PREVIOUS).includes(doc))!;
    await reader.goto(docUrl(LATEST, id));
    // The keyboard's way into the menu (a pointer opens it on hover).
    await reader.press('nav.navbar .dropdown > a.navbar__link', 'Enter');
    const item = `nav.navbar .dropdown__menu a[href="${docUrl(PREVIOUS, id)}"]`;
    await reader.click(item);
    await waitFor(
      reader,
      ([pathname, version]) =>
        location.pathname === pathname &&
        document.querySelector('nav.navbar .dropdown > .navbar__link')?.textContent === version,
      `${docUrl(PREVIOUS, id)} opens in ${PREVIOUS}`,
      [docUrl(PREVIOUS, id), PREVIOUS],
    );
  },

  async 'Mermaid diagrams render as pictures'(reader) {
    await reader.goto(MERMAID_PAGE);
    const diagram = await waitFor(
      reader,
      () => {
        const svg = document.querySelector('.diagram svg');
        const box = svg?.getBoundingClientRect();
        return svg && box!.width > 100 && box!.height > 50 && svg.querySelectorAll('text, foreignObject').length > 2
          ? {width: Math.round(box!.width), labels: svg.textContent!.trim().length}
          : null;
      },
      'a rendered diagram',
    );
    expect(diagram.labels).toBeGreaterThan(10);
  },

  async 'the dark colour mode the reader picks stays across reloads and pages'(reader) {
    await reader.goto(ENTRY);
    await reader.evaluate(() => localStorage.clear());
    await reader.reload();
    const toggle = 'nav.navbar button[aria-label*="dark and light mode"]';
    // The reader's clicks: system (light here) → light → dark.
    for (let clicks = 0; clicks < 3; clicks++) {
      if ((await reader.evaluate(() => document.documentElement.dataset.themeChoice)) === 'dark') break;
      await reader.click(toggle);
    }
    const mode = () => ({
      theme: document.documentElement.dataset.theme,
      choice: document.documentElement.dataset.themeChoice,
      background: getComputedStyle(document.body).backgroundColor,
    });
    const dark = await reader.evaluate(mode);
    expect(dark.theme).toBe('dark');
    await reader.reload();
    expect(await reader.evaluate(mode)).toEqual(dark);
    await reader.goto(MERMAID_PAGE);
    expect((await reader.evaluate(mode)).theme).toBe('dark');
    await reader.evaluate(() => localStorage.clear());
  },
};

/** On a phone: the menu button opens the navigation, and a link in it opens its page. */
const PHONE_JOURNEY: Journey = async (reader) => {
  await reader.goto(ENTRY);
  const layout = await reader.evaluate(() => ({
    width: window.innerWidth,
    sidebar: getComputedStyle(document.querySelector('.theme-doc-sidebar-container')!).display,
  }));
  expect(layout.width, 'the page is as wide as the phone').toBe(PHONE.width);
  expect(layout.sidebar, 'the desktop sidebar is hidden on a phone').toBe('none');
  await reader.click('button.navbar__toggle');
  await waitFor(
    reader,
    () => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
    'the menu opens',
  );
  const link = '.navbar-sidebar a.menu__link[href="/docs/getting-started/nexuses"]';
  await reader.click(link);
  await waitFor(
    reader,
    () =>
      location.pathname === '/docs/getting-started/nexuses' &&
      !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
    'the page opens and the menu closes',
  );
};

const READERS = {chromium: chromiumReader, firefox: firefoxReader, webkit: webkitReader};

for (const [engine, launch] of Object.entries(READERS)) {
  test.describe(engine, () => {
    // One browser per engine, its journeys in order in one worker.
    test.describe.configure({mode: 'default'});
    let reader: Reader;

    test.beforeAll(async ({baseURL}) => {
      reader = await launch(baseURL!, DESKTOP);
    });
    test.afterAll(async () => {
      await reader?.close();
    });

    test('its reader sees console errors, uncaught exceptions and blocked scripts', async () => {
      test.info().annotations.push({type: 'engine', description: reader.version});
      await reader.goto(ENTRY);
      reader.errors();
      await reader.evaluate(() => {
        console.error('a console error on purpose');
        setTimeout(() => {
          throw new Error('an uncaught exception on purpose');
        });
        const script = document.createElement('script');
        script.textContent = 'window.__ainInjected = true';
        document.body.append(script);
      });
      // Each reaches the reader in its own time: wait for all three (a hang guard, not a timing), then name what is missing.
      const POLICY = /Content[- ]Security[- ]Policy|Refused to execute/i;
      const PURPOSE = ['a console error on purpose', 'an uncaught exception on purpose'];
      let errors = '';
      const all = () => PURPOSE.every((text) => errors.includes(text)) && POLICY.test(errors);
      for (const end = Date.now() + 15_000; !all() && Date.now() < end;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        errors += `${reader.errors().join('\n')}\n`;
      }
      for (const text of PURPOSE) expect(errors).toContain(text);
      expect(errors).toMatch(POLICY);
      expect(
        await reader.evaluate(() => (window as unknown as {__ainInjected?: boolean}).__ainInjected),
      ).toBeUndefined();
    });

    for (const [name, journey] of Object.entries(JOURNEYS)) {
      test(name, async () => {
        reader.errors();
        await journey(reader);
        expectNoErrors(reader);
      });
    }

    test('on a phone, the menu button opens the navigation and a link in it opens its page', async ({baseURL}) => {
      // The same browser resized where it can be, a phone-sized one otherwise.
      const phone = reader.resize ? reader : await launch(baseURL!, PHONE);
      phone.errors();
      await phone.resize?.(PHONE);
      try {
        await PHONE_JOURNEY(phone);
        expectNoErrors(phone);
      } finally {
        if (phone === reader) await phone.resize?.(DESKTOP);
        else await phone.close();
      }
    });
  });
}
