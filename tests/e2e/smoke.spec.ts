import type {Page} from '@playwright/test';

import {EXTERNAL_URLS, LABELS, PATHS, SITE} from '../site';
import {expect, searchDialog, searchField, searchFor, searchInput, test, untilHydrated} from './fixtures';
import {contrastRatio, over} from '../support/axe';
import {SPEC, type SpecVersion} from '../spec';
import {
  ACTIVE,
  ARCHIVED,
  docUrl,
  frontMatterOf,
  LATEST,
  notesId,
  PREVIOUS,
  releaseDate,
  searchPage,
  sectionsOf,
  sourceOf,
  specPage,
  versionRoot,
} from '../support/releases';

/** The heading of a version's entry page, as its source titles it. */
const entryTitle = (version: string) => String(frontMatterOf(version, 'getting-started/index').title);

const titleSuffix = ` ${SPEC.titleDelimiter} ${SITE.title}`;

/** The home and not-found pages link each section of the latest release, in order, under `root`. */
async function expectSectionLinks(page: Page, root: string) {
  const sections = page.getByRole('region', {name: 'Browse the documentation'}).getByRole('link');
  await expect(sections).toHaveCount(sectionsOf(LATEST).length);
  for (const [index, section] of sectionsOf(LATEST).entries()) {
    await expect(sections.nth(index)).toHaveAttribute('href', `${root}/${section}/`);
  }
}

/** Searches from `version`'s entry page and opens the first result with Enter. */
async function openRabbitMq(page: Page, version: SpecVersion) {
  await page.goto(specPage(version, 'getting-started/index'));
  const options = await searchFor(page, 'RabbitMQ consumer');
  await expect(options.first()).toContainText('RabbitMQ consumer');
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(specPage(version, 'admin-help/rabbitmq-consumer'));
}

/** A computed CSS colour, `rgb(…)` or `rgba(…)`, as [r, g, b, alpha]. */
function rgba(colour: string): [number, number, number, number] {
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
}

test.describe('home page', () => {
  test('introduces the platform and links every section and audience', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`AI platform documentation${titleSuffix}`);
    await expect(page.locator('html')).toHaveAttribute('lang', SPEC.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', SPEC.direction);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(SITE.title);

    await expectSectionLinks(page, '/docs');
    await expect(page.getByRole('region', {name: 'Start from your role'}).getByRole('link')).toHaveCount(3);
    const notes = docUrl(LATEST, notesId(LATEST));
    await expect(page.getByRole('link', {name: `What’s new in ${LATEST}`})).toHaveAttribute('href', notes);
    // What the latest release brings: its own block (tests/build/home.test.ts checks what it says).
    const latest = page.getByRole('region', {name: `New in ${LATEST}`});
    await expect(latest.getByRole('link', {name: 'Release notes'})).toHaveAttribute('href', notes);
  });

  test('is a front door: search and a drawing of AIN in the banner, a full grid of sections with icons', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');

    // The page's own search box: it and the shortcut open the navbar's search dialog.
    const search = main.getByRole('search').getByLabel('Search', {exact: true});
    await expect(search).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
    await page.getByRole('heading', {level: 1}).click();
    await page.keyboard.press('Control+k');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type('RabbitMQ consumer');
    await expect(searchDialog(page).getByRole('option').first()).toContainText('RabbitMQ consumer');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await search.click();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search, 'focus returns to the box that opened the dialog').toBeFocused();

    // Both search boxes' placeholders readable (WCAG 1.4.3, 4.5:1) in both colour modes.
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      for (const input of [search, searchInput(page)]) {
        const [ink, ground] = await input.evaluate((element) => [
          getComputedStyle(element, '::placeholder').color,
          getComputedStyle(element).backgroundColor,
        ]);
        const [fg, bg] = [rgba(ink), rgba(ground)];
        expect(bg[3], `${theme}: the input's own background is opaque`).toBe(1);
        // The placeholder's colour over the input's background.
        expect(contrastRatio(over(fg, bg), bg), `${theme}: ${ink} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    // What AIN does, drawn: a figure whose boxes are a list a screen reader reads.
    const diagram = main.getByRole('figure', {name: 'How AIN works'});
    const boxes = diagram.getByRole('list').first().locator(':scope > li');
    await expect(boxes).toHaveText([
      /^Your instance\s*Widgets\s*AI forms\s*Workflow AI steps\s*Scripts$/,
      /^call a Nexus by name\s*AIN application x_ain\s*support-chat/,
      /^long jobs\s*RabbitMQ consumer\s*ain\.jobs$/,
      /^prompts\s*AI providers\s*OpenAI, Azure OpenAI, OpenAI-compatible$/,
      /^search\s*Vector database\s*Qdrant or pgvector$/,
    ]);

    // Eight section cards: four a row on a desktop, two on a tablet, one on a phone; each with an icon.
    const cards = main.getByRole('region', {name: 'Browse the documentation'}).getByRole('listitem');
    await expect(cards).toHaveCount(sectionsOf(LATEST).length);
    const sprite = await (await page.request.get('/img/home-icons.svg')).text();
    for (const card of await cards.all()) {
      const icon = card.locator('svg[aria-hidden="true"]');
      await expect(icon).toBeVisible();
      const symbol = (await icon.locator('use').getAttribute('href'))?.match(/^\/img\/home-icons\.svg#(.+)$/)?.[1];
      expect(sprite, `the icon of ${await card.textContent()}`).toContain(`<symbol id="${symbol}"`);
    }
    /** How many cards share the first card's row, and how many rows there are. */
    const grid = async () => {
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      return {perRow: tops.filter((top) => top === tops[0]).length, rows: new Set(tops).size};
    };
    /** Where the drawing is: beside the banner's text (on a desktop) or below it. */
    const drawingPlace = async () => {
      const text = (await main.getByRole('heading', {level: 1}).boundingBox())!;
      const drawing = (await diagram.boundingBox())!;
      return drawing.x >= text.x + text.width && drawing.y < text.y + text.height
        ? 'beside'
        : drawing.y >= text.y + text.height
          ? 'below'
          : 'elsewhere';
    };
    expect(await grid()).toEqual({perRow: 4, rows: 2});
    expect(await drawingPlace()).toBe('beside');
    await page.setViewportSize({width: 800, height: 900});
    expect(await grid()).toEqual({perRow: 2, rows: 4});
    await page.setViewportSize({width: 390, height: 844});
    expect(await grid()).toEqual({perRow: 1, rows: 8});
    expect(await drawingPlace()).toBe('below');
  });

  test('has the navbar and footer links readers expect', async ({page}) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    for (const [name, href] of [
      [LABELS.gettingStarted, `${PATHS.gettingStarted}/`],
      [LABELS.partnerDocs, EXTERNAL_URLS.partnerDocs],
    ]) {
      await expect(navbar.getByRole('link', {name})).toHaveAttribute('href', href);
    }
    await expect(navbar.locator('.dropdown > .navbar__link')).toHaveText(LATEST);
    await expect(searchInput(page)).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
    await expect(navbar.getByRole('button', {name: /dark and light mode/i})).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: LABELS.gettingStarted})).toHaveAttribute('href', PATHS.gettingStarted);
    await expect(footer.getByRole('link', {name: LABELS.footerAuth, exact: true})).toHaveAttribute('href', PATHS.auth);
    await expect(footer.getByRole('link', {name: LABELS.footerCompany})).toHaveAttribute('href', EXTERNAL_URLS.company);
    await expect(footer.getByRole('link', {name: LABELS.footerCommunity})).toHaveAttribute(
      'href',
      EXTERNAL_URLS.community,
    );
    // On this site: same tab, no external-link icon.
    const llms = footer.getByRole('link', {name: 'llms.txt for AI assistants'});
    await expect(llms).toHaveAttribute('href', '/llms.txt');
    await expect(llms).not.toHaveAttribute('target', '_blank');
    await expect(llms.locator('svg')).toHaveCount(0);
    await expect(footer.getByRole('link', {name: LABELS.footerCompany}).locator('svg')).toHaveCount(1);
    // The year of the latest release, not of the build; the active releases by name.
    const releases = [...ACTIVE, ...(ARCHIVED.length ? ['archived releases'] : [])];
    await expect(footer.locator('.footer__copyright')).toHaveText(
      `© ${releaseDate(LATEST).slice(0, 4)} AIN. Documentation for AIN ${releases.slice(0, -1).join(', ')} and ${releases.at(-1)}.`,
    );
  });
});

test.describe('docs pages', () => {
  test('a latest-version page renders with its sidebar and version', async ({page}) => {
    await page.goto('/docs/getting-started/');
    await expect(page).toHaveTitle(`${entryTitle(LATEST)}${titleSuffix}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(entryTitle(LATEST));
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText(LATEST);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.locator(':scope > li').first()).toContainText(LABELS.gettingStarted);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/getting-started/');
  });

  test('a 1.11.2 page renders with its version and banner, and none of 1.12.0’s pages', async ({page}) => {
    await page.goto(specPage('1.11.2', 'api/aichat'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AIChat');
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText('1.11.2');
    await expect(page.locator('.theme-doc-version-banner')).toContainText('1.11.2');
    await expect(page.locator('.theme-doc-sidebar-menu')).not.toContainText('AISync');
  });

  test('each version’s main entry is its getting-started page', async ({page}) => {
    // From a page only the latest has, the version menu leads to the other release's entry.
    await page.goto(docUrl(LATEST, notesId(LATEST)));
    const dropdown = page.locator('nav.navbar .dropdown');
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: PREVIOUS, exact: true})).toHaveAttribute(
      'href',
      `${versionRoot(PREVIOUS)}/getting-started/`,
    );
  });

  for (const version of ACTIVE) {
    const root = versionRoot(version);
    test(`${root} lands on the getting-started page`, async ({page}) => {
      await page.goto(root);
      await expect(page).toHaveURL(`${root}/getting-started/`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(entryTitle(version));
    });
  }

  const aichat = specPage('1.12.0', 'api/aichat');
  for (const [form, clean] of [
    [`${aichat}.html`, aichat],
    [`${aichat}/index.html`, aichat],
    [`${versionRoot(PREVIOUS)}/getting-started/index.html`, `${versionRoot(PREVIOUS)}/getting-started`],
    ['/index.html', '/'],
  ]) {
    test(`${form} reaches ${clean}`, async ({page}) => {
      const response = await page.goto(form);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(clean);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    });
  }

  test.describe(() => {
    test.use({allowedConsoleErrors: [/status of 404/]});
    test('unknown paths show the not-found page: search, the sections, the nearest pages', async ({page}) => {
      // While its lists are still loading, the page keeps its heading and search.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\/\d+\.\w+\.js$/, async (route) => {
        const response = await route.fetch();
        // The lists' chunk: the one that names their regions.
        if ((await response.text()).includes('in-another-release')) await held;
        await route.fulfill({response});
      });
      const response = await page.goto('/docs/no-such-page');
      expect(response?.status()).toBe(404);
      await untilHydrated(page);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.getByRole('main').getByRole('heading', {level: 1}).count()).toBe(1);
      release();
      await page.unrouteAll({behavior: 'wait'});
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page).toHaveTitle(`Page not found${titleSuffix}`);
      await expectSectionLinks(page, versionRoot(LATEST));
      const search = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
      await expect(search).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
      await search.fill('RabbitMQ consumer');
      await expect(searchDialog(page).getByRole('option').first()).toContainText('RabbitMQ consumer');

      // A misspelt address: the page it meant first, by its title.
      const aichat = specPage('1.12.0', 'api/aichat');
      await untilHydrated(page, `${aichat}t`);
      const nearest = page.getByRole('region', {name: 'Did you mean'}).getByRole('link');
      await expect(nearest.first()).toHaveAttribute('href', aichat);
      await expect(nearest.first()).toContainText(String(frontMatterOf('1.12.0', 'api/aichat').title));
      await expect(page.getByRole('region', {name: 'This page in another release'})).toHaveCount(0);

      // A page asked for in a release the site does not have: the page in the releases that have it.
      await untilHydrated(page, '/docs/0.1.0/api/ainpromptbuilder');
      await expect(
        page.getByRole('region', {name: 'This page in another release'}).getByRole('link', {name: /1\.12\.0/}),
      ).toHaveAttribute('href', specPage('1.12.0', 'api/ainpromptbuilder'));

      // Inside the older release: hydrated without a mismatch (the fixture fails on it), labelled with it.
      await untilHydrated(page, '/docs/1.11.2/api/no-such-page');
      await expect(page.getByRole('region', {name: 'Browse the 1.11.2 documentation'})).toBeVisible();
      await expect(page.locator('.navbar .dropdown > .navbar__link')).toHaveText('1.11.2');
    });
  });
});

test.describe('search', () => {
  test('fetches no index until the search box is used', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto('/docs/getting-started/', {waitUntil: 'networkidle'});
    // The box answers focus once React has hydrated it: a busy machine can hydrate after the network falls idle.
    await untilHydrated(page);
    expect(indexRequests).toEqual([]);
    await searchInput(page).focus();
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(new URL(indexRequests[0]).pathname).toMatch(/^\/search-index-[0-9a-f]{8}\.json$/);
  });

  test('searches within the version being read', async ({page}) => {
    await openRabbitMq(page, '1.11.2');
  });

  test('finds the right page and opens it, with its danger and expected-result boxes', async ({page}) => {
    await openRabbitMq(page, '1.12.0');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('RabbitMQ consumer');
    // A danger box titled as the source titles it; the expected result after the steps, in colours of its own.
    const title = /^:::danger\[(.+)\]$/m.exec(sourceOf('1.12.0', 'admin-help/rabbitmq-consumer'))?.[1];
    expect(title).toBeTruthy();
    const danger = page.locator('.theme-admonition-danger').filter({hasText: title});
    await expect(danger).toBeVisible();
    const result = page.locator('ol + .theme-admonition-result').first();
    await expect(result).toBeVisible();
    await expect(result).toContainText('Expected result');
    const background = (box: typeof result) => box.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(result)).not.toBe(await background(danger));
  });

  test('the /search page lists results for a query', async ({page}) => {
    await page.goto(searchPage('1.12.0', 'vector collection'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “vector collection”');
    const results = page.locator('article h2 a');
    await expect(results.first()).toHaveAttribute(
      'href',
      specPage('1.12.0', 'service-tools/vector-collection-definition'),
    );
    // That version's index only: no result from 1.11.2.
    await expect(page.locator(`article h2 a[href^="${versionRoot('1.11.2')}/"]`)).toHaveCount(0);
    // Each section's snippet is cut around a match and marks it, whole words.
    const snippets = page.locator('article [data-search-snippet]:has(mark)');
    await expect(snippets.first()).toBeVisible();
    const marked = await page.locator('article [data-search-snippet] mark').allTextContents();
    expect(marked.length).toBeGreaterThan(5);
    // Words of the query's stems: "collection" is also "collections" and "collects".
    for (const text of marked) expect(text.toLowerCase()).toMatch(/^(vector|collect)\w*$/);
  });
});

const MAC_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

for (const platform of [
  {name: 'Linux and Windows', userAgent: undefined, placeholder: SPEC.searchPlaceholder, shortcut: 'Control+k'},
  {name: 'macOS', userAgent: MAC_USER_AGENT, placeholder: SPEC.searchPlaceholderMac, shortcut: 'Meta+k'},
]) {
  test.describe(`search shortcut on ${platform.name}`, () => {
    test.use({userAgent: platform.userAgent});

    test(`shows "${platform.placeholder}" and ${platform.shortcut} opens the search`, async ({page}) => {
      await page.goto('/docs/getting-started/');
      await expect(searchInput(page)).toHaveAttribute('placeholder', platform.placeholder);
      await page.locator('article h1').click();
      await page.keyboard.press(platform.shortcut);
      await expect(searchField(page)).toBeFocused();
      await expect(searchField(page)).toHaveAttribute('placeholder', platform.placeholder);
      // "/" opens it too, and is a character in a field.
      await searchField(page).press('/');
      await expect(searchField(page)).toHaveValue('/');
      await page.keyboard.press('Escape');
      await page.locator('article h1').click();
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
    });
  });
}
