// The writer's loop in the dev server, run in a temporary copy of the sources (tests/support/temp-site.ts).
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {freePort, waitForHttp} from '../../scripts/lib/net';
import {LATEST} from '../support/releases';
import {createTempSite, removeTempSite} from '../support/temp-site';
import {expect, test} from './fixtures';

/** The draft, where the dev server shows it, and its entry page, which every draft has. */
const DRAFT = {path: 'next', label: 'Next (unreleased)'};
const DRAFT_PAGE = 'docs/getting-started/index.md';

test.describe('dev server', () => {
  test.describe.configure({mode: 'serial', timeout: 240_000});
  let site: string;
  let server: ChildProcess | undefined;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = createTempSite('dev');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      'node_modules/.bin/docusaurus',
      ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      {
        cwd: site,
        env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
        stdio: 'ignore',
        detached: true,
      },
    );
    await waitForHttp(`${origin}/docs/${DRAFT.path}/getting-started/`, 200_000);
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already stopped.
      }
    }
    removeTempSite(site);
  });

  test('shows the draft at /docs/next, labelled as unreleased', async ({page}) => {
    await page.goto(`${origin}/docs/${DRAFT.path}/getting-started/`);
    await expect(page.locator('article h1')).toBeVisible({timeout: 60_000});
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText(DRAFT.label);
    // In English only (the theme's named the draft after the Russian site title).
    await expect(page.locator('.theme-doc-version-banner')).toHaveText(
      `This is the unreleased draft. The latest is ${LATEST}.`,
    );
  });

  test('a saved Markdown edit appears on the open page without a full reload', async ({page}) => {
    await page.goto(`${origin}/docs/${DRAFT.path}/getting-started/`);
    await expect(page.locator('article h1')).toBeVisible({timeout: 60_000});
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const file = path.join(site, DRAFT_PAGE);
    const sentence = `A Nexus answers within the timeout its provider sets (edit ${Date.now()}).`;
    fs.appendFileSync(file, `\n${sentence}\n`);
    await expect(page.locator('article')).toContainText(sentence, {timeout: 30_000});
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  });

  test('a broken link or anchor the writer saves is marked on the page', async ({page}) => {
    await page.goto(`${origin}/docs/${DRAFT.path}/getting-started/`);
    await expect(page.locator('article h1')).toBeVisible({timeout: 60_000});
    fs.appendFileSync(
      path.join(site, DRAFT_PAGE),
      '\n## Links to check\n\nSee [the backup page](../admin-help/no-such-page.md) and [this](#no-such-heading), not [that](#links-to-check).\n',
    );
    const marked = page.locator('article a[data-broken-link]');
    await expect(marked).toHaveText(
      ['the backup page [broken link: ../admin-help/no-such-page.md]', 'this [broken link: #no-such-heading]'],
      {timeout: 30_000},
    );
  });
});
