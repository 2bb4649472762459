/**
 * The writer's loop: the dev server shows the unreleased draft at /docs/next,
 * and a saved Markdown edit appears on the open page without a full reload.
 * Runs in a temporary copy of the sources (tests/support/temp-site.ts).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import {createTempSite, removeTempSite} from '../support/temp-site';
import {expect, test} from './fixtures';
import {DRAFT} from '../../src/releases';

const DRAFT_PAGE = 'docs/getting-started/nexuses.md';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
    const deadline = Date.now() + 200_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/docs/${DRAFT.path}/getting-started/`)).ok) break;
      } catch {
        // Still compiling.
      }
      if (Date.now() > deadline) throw new Error('the dev server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
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
    await page.goto(`${origin}/docs/${DRAFT.path}/getting-started/nexuses`);
    await expect(page.locator('article h1')).toBeVisible({timeout: 60_000});
    await expect(page.locator('nav.navbar .dropdown > .navbar__link')).toHaveText(DRAFT.label);
  });

  test('a saved Markdown edit appears on the open page without a full reload', async ({page}) => {
    await page.goto(`${origin}/docs/${DRAFT.path}/getting-started/nexuses`);
    await expect(page.locator('article h1')).toBeVisible({timeout: 60_000});
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const file = path.join(site, DRAFT_PAGE);
    const sentence = `A Nexus answers within the timeout its provider sets (edit ${Date.now()}).`;
    fs.appendFileSync(file, `\n${sentence}\n`);
    await expect(page.locator('article')).toContainText(sentence, {timeout: 30_000});
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  });
});
