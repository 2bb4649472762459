/**
 * How search answers, in the navbar's dropdown and on /search: partial
 * matches instead of nothing, Russian, misspelt words, and the empty state
 * (only when nothing at all matches) with the closest spelling and the
 * version's sections.
 */
import type {Page} from '@playwright/test';

import {expect, searchFor, searchInput, test} from './fixtures';
import {axeViolations, describeViolations} from '../support/axe';
import {searchPage, specPage, versionRoot} from '../support/releases';
import {engineFor, pagesListed, SEARCH_PAGE_LIMIT, SEARCH_PAGE_SIZE, searchIndexDir} from '../support/search';

/** The searches run in 1.12.0, whose pages they name, wherever it is served. */
const ENTRY = specPage('1.12.0', 'getting-started/index');

/** The sections of the spec, as the empty state links them. */
const SECTIONS = [
  'admin-help',
  'ai-form',
  'api',
  'getting-started',
  'release-notes',
  'service-tools',
  'technical_docs',
  'widgets',
];

const dropdown = (page: Page) => page.locator('.navbar [role="listbox"]');

test.describe('the dropdown', () => {
  test('answers a query one of whose words is not documented', async ({page}) => {
    await page.goto(ENTRY);
    const options = await searchFor(page, 'architecture overview');
    await expect(options.first()).toContainText(/architecture/i);
  });

  test('answers Russian queries, in inflected forms, with the page they name', async ({page}) => {
    await page.goto(ENTRY);
    for (const [query, title] of [
      ['шаблоны промптов', 'Prompt templates'],
      ['шаблон промпта', 'Prompt templates'],
      ['векторных коллекций', 'Vector collection definitions'],
    ]) {
      const options = await searchFor(page, query);
      await expect(options.first(), query).toContainText(title);
    }
  });

  test('answers a misspelt word', async ({page}) => {
    await page.goto(ENTRY);
    const options = await searchFor(page, 'dictaton');
    await expect(options.first()).toContainText('AIN Voice');
  });

  test('says when nothing matches, offers the closest spelling and the sections', async ({page}) => {
    await page.goto(ENTRY);
    const input = searchInput(page);
    await input.click();
    await input.fill('nexxuss');
    const empty = dropdown(page).locator('[data-search-empty]');
    await expect(empty).toContainText('No results for “nexxuss”.');
    await expect(empty.getByRole('link', {name: 'nexus', exact: true})).toBeVisible();
    const sections = empty.getByRole('navigation', {name: 'Documentation sections'}).getByRole('link');
    await expect(sections).toHaveCount(SECTIONS.length);
    for (const section of SECTIONS) {
      await expect(empty.locator(`a[href="${versionRoot('1.12.0')}/${section}/"]`)).toHaveCount(1);
    }
    // The suggestion searches it in place.
    await empty.getByRole('link', {name: 'nexus', exact: true}).click();
    await expect(input).toHaveValue('nexus');
    await expect(dropdown(page).locator('[role="option"]').first()).toContainText(/nexus/i);
  });

  test('leads from the empty state to a section of the version being read', async ({page}) => {
    await page.goto(specPage('1.11.2', 'getting-started/index'));
    const input = searchInput(page);
    await input.click();
    await input.fill('zzqxv');
    const empty = dropdown(page).locator('[data-search-empty]');
    await expect(empty).toContainText('No results for “zzqxv”.');
    await expect(empty.getByText('Did you mean')).toHaveCount(0);
    await empty.getByRole('link', {name: 'Widgets'}).click();
    await expect(page).toHaveURL(specPage('1.11.2', 'widgets/index'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Widgets');
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

  test('links the sections of the version searched', async ({page}) => {
    await page.goto(searchPage('1.11.2', 'zzqxv'));
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
    await page.goto(searchPage('1.12.0', 'nexus'));
    const articles = page.locator('main [data-search-page]');
    await expect(page.locator('main [data-search-count]')).toHaveText(`${pages.length} pages match.`);
    await expect(articles).toHaveCount(SEARCH_PAGE_SIZE);
    const pager = page.getByRole('navigation', {name: 'Result pages'});
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(pages.length / SEARCH_PAGE_SIZE)}`);
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(pager).toContainText('Page 2 of');
    const second = await articles
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
    expect(second).toEqual(pages.slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE));
    // Each page's section path names its docs section, then the page.
    await page
      .getByRole('group', {name: 'Filter by section'})
      .getByRole('button', {name: /^Widgets \(\d+\)$/})
      .click();
    const widgets = pages.filter((path) => `${path}/`.startsWith('/docs/widgets/'));
    await expect(page.locator('main [data-search-count]')).toHaveText(
      `${pages.length} pages match, ${widgets.length} in Widgets.`,
    );
    await expect(articles).toHaveCount(Math.min(widgets.length, SEARCH_PAGE_SIZE));
    for (const path of await page.locator('main [data-search-page] > p').allTextContents()) {
      expect(path).toMatch(/^Widgets( › |$)/);
    }
    expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual([]);
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
  });

  test('never shows the empty state for a query with a documented word', async ({page}) => {
    await page.goto(searchPage('1.12.0', 'подключение GitLab'));
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /gitlab-connect/);
    await expect(page.locator('[data-search-empty]')).toHaveCount(0);
  });
});
