// The hosting policy on the host targets other than nginx: github-pages sends none of our headers, so each page
// carries the policy in a <meta>; headers-file applies build/_headers, the same headers as nginx.
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';

import {searchIndexIn} from '../../shared/search/index-files';
import {cspDirectives, expect, expectSitePolicy, test, untilHydrated} from './fixtures';
import {RELEASES, specPage, versionRoot} from '../support/releases';

const API = specPage('1.12.0', 'api/aichat');

const POLICY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

/** Injects a script into the served HTML, as stored XSS would, and one into the live page; neither may run. */
function testInjectedScriptsBlocked(title: string) {
  test.describe(() => {
    test.use({allowPageErrors: true});
    test(title, async ({page, pageErrors}) => {
      await page.route('**/docs/getting-started/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.__ainInjected = 1</script></body>');
        await route.fulfill({response, body: html});
      });
      await untilHydrated(page, '/docs/getting-started/');
      await page.evaluate(() =>
        document.body.append(
          Object.assign(document.createElement('script'), {textContent: 'window.__ainInjectedLive = 1'}),
        ),
      );
      expect(
        await page.evaluate(() => {
          const w = window as unknown as {__ainInjected?: number; __ainInjectedLive?: number};
          return [w.__ainInjected, w.__ainInjectedLive];
        }),
      ).toEqual([undefined, undefined]);
      await expect
        .poll(() => pageErrors.filter((error) => /violation: script-src-elem blocked inline/.test(error)).length)
        .toBe(2);
    });
  });
}

test.describe('github-pages', () => {
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'github-pages', 'github-pages target only'));

  test('the host sends none of the policy headers; every page carries the policy itself', async ({request}) => {
    for (const target of ['/', `${API}/`, specPage('1.11.2', 'widgets/index'), '/this-page-does-not-exist']) {
      const response = await request.get(target);
      for (const name of POLICY_HEADERS) expect(response.headers()[name], `${target}: ${name}`).toBeUndefined();
      const html = await response.text();
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g)];
      expect(metas, target).toHaveLength(1);
      // First in the head after the charset, so it governs everything after it.
      expect(html.indexOf(metas[0][0]), target).toBeLessThan(html.search(/<(script|link|style)[\s>]/));
      expectSitePolicy(metas[0][1], target);
      // A meta policy cannot carry these; browsers ignore them with an error.
      for (const headerOnly of ['frame-ancestors', 'report-uri', 'sandbox']) {
        expect(cspDirectives(metas[0][1])[headerOnly], `${target}: ${headerOnly}`).toBeUndefined();
      }
      expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin">');
    }
  });

  testInjectedScriptsBlocked('the page policy blocks a script injected into the page');
});

test.describe('headers-file', () => {
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'headers-file', 'headers-file target only'));

  /** A hashed script read from a page, and each version's search index. */
  async function hashedPaths(request: APIRequestContext) {
    const html = await (await request.get('/docs/getting-started/')).text();
    const script = /<script src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    // The latest's index at the root, the others' under their version.
    const indexes = RELEASES.map((version) => {
      const dir = versionRoot(version)
        .slice(1)
        .replace(/^docs$/, '');
      const name = searchIndexIn(path.join('build-headers-file', dir));
      expect(name, `search index in /${dir}`).toBeDefined();
      return `${dir ? `/${dir}` : ''}/${name}`;
    });
    return {script: script!, indexes};
  }

  test('every response carries the policy headers from build/_headers', async ({request}) => {
    const {script} = await hashedPaths(request);
    for (const target of ['/', `${API}/`, script, '/sitemap.xml', '/this-page-does-not-exist']) {
      const response = await request.get(target, {maxRedirects: 0});
      const headers = response.headers();
      expectSitePolicy(headers['content-security-policy'], target);
      expect(cspDirectives(headers['content-security-policy'])['frame-ancestors'], target).toEqual(["'none'"]);
      expect(headers['strict-transport-security'], target).toMatch(/^max-age=\d{8,}/);
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['x-frame-options'], target).toBe('DENY');
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], target).toMatch(/camera=\(\)/);
      expect(headers['cross-origin-opener-policy'], target).toBe('same-origin');
    }
  });

  test('hashed files are immutable for a year; pages revalidate', async ({request}) => {
    const {script, indexes} = await hashedPaths(request);
    for (const target of [script, ...indexes]) {
      expect((await request.get(target)).headers()['cache-control'], target).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const target of ['/', `${API}/`, '/sitemap.xml']) {
      expect((await request.get(target)).headers()['cache-control'], target).toMatch(/max-age=0|no-cache/);
    }
  });

  test('the version roots redirect with 301 from build/_redirects; neither file is served', async ({request}) => {
    for (const [root, landing] of RELEASES.map((version) => [
      version === RELEASES[0] ? '/docs' : `${versionRoot(version)}/`,
      `${versionRoot(version)}/getting-started/`,
    ])) {
      const response = await request.get(root, {maxRedirects: 0});
      expect(response.status(), root).toBe(301);
      expect(response.headers().location, root).toBe(landing);
    }
    for (const file of ['/_headers', '/_redirects']) expect((await request.get(file)).status(), file).toBe(404);
  });

  testInjectedScriptsBlocked('the header policy blocks a script injected into the page');
});
