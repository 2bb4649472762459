import net from 'node:net';

import fs from 'node:fs';
import path from 'node:path';

import {searchIndexIn} from '../../shared/search/index-files';
import {PATHS, SITE} from '../site';
import {cspDirectives, expect, expectSitePolicy, FIXTURES_URL, test, untilHydrated} from './fixtures';
import {LATEST, specPage} from '../support/releases';

/** Pages the URL tests use: 1.12.0 keeps them, wherever it is served. */
const API = specPage('1.12.0', 'api/aichat');
const IMAGE = specPage('1.12.0', 'api/aIImage');

// nginx with deploy/nginx/ over build/, in raw HTTP so nothing between the test and nginx normalises the request.
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Every header line as received (a line with a bare CR or LF in it stays one line here). */
  headerLines: string[];
  body: string;
}

/** Sends one raw HTTP/1.1 request and reads the whole response. */
function rawRequest(
  baseURL: string,
  requestLine: string,
  extraHeaders: string[] = [],
  host = new URL(baseURL).hostname,
): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const index = line.indexOf(':');
        headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers, headerLines, body: rest.join('\r\n\r\n')});
    });
    socket.write(
      Buffer.from([requestLine, `Host: ${host}`, 'Connection: close', ...extraHeaders, '', ''].join('\r\n'), 'latin1'),
    );
  });
}

const get = (baseURL: string, target: string, headers: string[] = []) =>
  rawRequest(baseURL, `GET ${target} HTTP/1.1`, headers);

/** One asset URL of each hashed kind, read from a page and the build. */
async function hashedUrls(baseURL: string) {
  const html = (await get(baseURL, '/docs/getting-started/')).body;
  const script = /<script src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  const stylesheet = /<link rel=["']?stylesheet["']? href=["']?(\/assets\/css\/[^"' >]+)/.exec(html)?.[1];
  const index = searchIndexIn('build');
  expect(script && stylesheet && index).toBeTruthy();
  return {script: script!, stylesheet: stylesheet!, searchIndex: `/${index}`};
}

test.describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    const csp = headers['content-security-policy'];
    expect(csp, what).toBeDefined();
    expectSitePolicy(csp, what);
    const directives = cspDirectives(csp);
    expect(directives['img-src'], what).toEqual(["'self'", 'data:']);
    expect(directives['worker-src'], what).toEqual(["'self'"]);
    expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
    expect(directives['form-action'], what).toEqual(["'self'"]);
    expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers.server ?? '', what).not.toMatch(/\d/);
  };

  test('on pages, assets, the search index, redirects, the 404 and the downloads', async ({baseURL}) => {
    const urls = await hashedUrls(baseURL!);
    for (const target of [
      '/',
      '/docs/getting-started/',
      '/sitemap.xml',
      urls.script,
      urls.stylesheet,
      urls.searchIndex,
      `${API}.html`,
      '/no/such/page',
      `/downloads/ain-docs-${LATEST}.zip`,
    ]) {
      expectSecurityHeaders((await get(baseURL!, target)).headers, target);
    }
  });

  test('the policy allows exactly the inline scripts the pages contain', async ({baseURL}) => {
    const {headers, body} = await get(baseURL!, '/');
    const crypto = await import('node:crypto');
    const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(headers['content-security-policy']).toContain(hash);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});

test.describe('caching and compression', () => {
  test('hashed files are immutable for a year; everything else is revalidated', async ({baseURL}) => {
    const urls = await hashedUrls(baseURL!);
    // The index's head file of the letter n, in a folder named by the index's hash.
    const head = urls.searchIndex.replace(/search-index-(\w+)\.json$/, 'search-head-$1/6e.json');
    for (const target of [urls.script, urls.stylesheet, urls.searchIndex, head]) {
      expect((await get(baseURL!, target)).headers['cache-control'], target).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const target of ['/', '/docs/getting-started/', '/sitemap.xml', '/img/logo.svg', '/no/such/page']) {
      expect((await get(baseURL!, target)).headers['cache-control'], target).toBe('no-cache');
    }
    const page = await get(baseURL!, '/docs/getting-started/');
    expect(page.headers.etag).toBeDefined();
    // A release's offline copy and manual keep their names across rebuilds: revalidated, served as what they are.
    for (const [file, type] of [
      [`/downloads/ain-docs-${LATEST}.zip`, 'application/zip'],
      [`/downloads/ain-docs-${LATEST}.pdf`, 'application/pdf'],
    ]) {
      const download = await get(baseURL!, file);
      expect(download.status, file).toBe(200);
      expect(download.headers['content-type'], file).toBe(type);
      expect(download.headers['cache-control'], file).toBe('no-cache');
    }
    const again = await get(baseURL!, '/docs/getting-started/', [`If-None-Match: ${page.headers.etag}`]);
    expect(again.status).toBe(304);
  });

  test('text is served gzip-compressed', async ({baseURL}) => {
    const urls = await hashedUrls(baseURL!);
    for (const target of [
      '/docs/getting-started/',
      urls.script,
      urls.stylesheet,
      urls.searchIndex,
      '/sitemap.xml',
      '/img/logo.svg',
    ]) {
      const response = await get(baseURL!, target, ['Accept-Encoding: gzip']);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-encoding'], target).toBe('gzip');
      expect(response.headers.vary, target).toMatch(/Accept-Encoding/i);
    }
  });
});

test.describe('URLs', () => {
  test('.html forms answer 301 to the clean URL; unknown paths 404 with the not-found page', async ({baseURL}) => {
    for (const [target, location] of [
      [`${API}.html`, API],
      [`${API}/index.html`, API],
      ['/index.html', '/'],
      [API.replace('/api/', '//api/'), API],
    ]) {
      const response = await get(baseURL!, target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
    const missing = await get(baseURL!, '/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect((await get(baseURL!, PATHS.gettingStarted)).status).toBe(200);
  });

  const hostile: [string, number[]][] = [
    ['GET /../etc/passwd HTTP/1.1', [400]],
    ['GET /docs/../../etc/passwd HTTP/1.1', [400]],
    ['GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1', [400]],
    ['GET /docs/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', [400, 404]],
    ['GET /%252e%252e/etc/passwd HTTP/1.1', [404]],
    ['GET //etc/passwd HTTP/1.1', [301, 404]],
    ['GET /docs%00.html HTTP/1.1', [400, 404]],
    ['GET /%00 HTTP/1.1', [400, 404]],
    [`GET /${'a'.repeat(8192)} HTTP/1.1`, [414]],
    ['POST /docs/getting-started/ HTTP/1.1', [405]],
    ['PUT /docs/getting-started/ HTTP/1.1', [405]],
    ['DELETE /index.html HTTP/1.1', [405]],
    ['TRACE / HTTP/1.1', [405]],
  ];
  for (const [requestLine, statuses] of hostile) {
    const title = `${requestLine.slice(0, 60)}${requestLine.length > 60 ? '…' : ''} → ${statuses.join(' or ')}`;
    test(title, async ({baseURL}) => {
      const headers = requestLine.startsWith('GET') ? [] : ['Content-Length: 0'];
      const response = await rawRequest(baseURL!, requestLine, headers);
      expect(statuses).toContain(response.status);
      expect(response.body).not.toMatch(/root:x:0:0/);
    });
  }

  test('an oversized header is refused, not served', async ({baseURL}) => {
    const response = await get(baseURL!, '/', [`X-Filler: ${'b'.repeat(16 * 1024)}`]);
    expect([400, 431]).toContain(response.status);
  });
});

test.describe('features under the Content Security Policy', () => {
  test('Mermaid diagrams render in both colour modes', async ({page}) => {
    await page.goto(specPage('1.12.0', 'technical_docs/index'));
    const diagram = page.locator('.diagram svg').first();
    await expect(diagram).toBeVisible();
    // A box in the site's colours, which follow the colour mode.
    const fill = () =>
      diagram
        .locator('.node rect')
        .first()
        .evaluate((box) => getComputedStyle(box).fill);
    const light = await fill();
    // No stored choice: the site follows the system, switched to dark here once the page listens.
    await untilHydrated(page);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(diagram).toBeVisible();
    await expect.poll(fill).not.toBe(light);
  });
});

/** Control characters, backslashes and slashes wherever a redirect could copy them into Location; a forged Host. */
test.describe('redirects cannot be abused', () => {
  /** A same-site path: one slash, then no slash, backslash, space or control character. */
  // eslint-disable-next-line no-control-regex -- control characters are what it rules out
  const SAFE_LOCATION = /^\/(?![/\\])[^\x00-\x20\\]*$/;

  function expectHarmless(response: RawResponse, what: string) {
    expect(response.status, what).toBeGreaterThanOrEqual(200);
    expect(response.status, what).toBeLessThan(500);
    const location = response.headers.location;
    if (location !== undefined) {
      expect(
        SAFE_LOCATION.test(location) || location.startsWith(`${SITE.url}/`),
        `${what}: Location ${JSON.stringify(location)}`,
      ).toBe(true);
    }
    expect(response.headers['set-cookie'], what).toBeUndefined();
    for (const line of response.headerLines) {
      expect(line, `${what}: a well-formed header line`).toMatch(/^[A-Za-z0-9-]+: [^\r\n]*$/);
    }
    expect(
      Object.keys(response.headers).filter((name) => /inj|cookie/i.test(name)),
      what,
    ).toEqual([]);
  }

  /** The attacks found, with the status each must get now. */
  const FOUND: [string, number][] = [
    ['//%0d%0aSet-Cookie:%20a=b', 400],
    ['//x%0aX-Inj:%201', 400],
    ['/x%0dSet-Cookie:%20a=b.html', 400],
    ['/%5Cevil.com.html', 400],
    ['/\\evil.com.html', 400],
    ['/%5Cevil.com/index.html', 400],
    ['//%5Cevil.com', 400],
    ['/%09/evil.com.html', 400],
    ['//%09/evil.com', 400],
    ['/%5C%5Cevil.com.html', 400],
    ['/%2F/evil.com.html', 404],
    ['/%2F%2Fevil.com/index.html', 404],
    ['//%2F%2Fevil.com', 301],
  ];
  for (const [target, status] of FOUND) {
    test(`GET ${target} → ${status}, no header injection, no off-site Location`, async ({baseURL}) => {
      const response = await get(baseURL!, target);
      expectHarmless(response, target);
      expect(response.status, target).toBe(status);
    });
  }

  /** Every place in a URL that one of the redirects builds its target from. */
  const TEMPLATES = [
    '/{c}evil.com.html',
    '/docs/{c}/evil.com.html',
    `${API}{c}.html`,
    `${API}{c}/index.html`,
    '/{c}/index.html',
    '//{c}evil.com',
    '//evil.com{c}',
    '/docs//{c}x',
    `${API.toUpperCase()}{c}`,
    `${API.toUpperCase()}{c}.HTML`,
    `${API}.html?x={c}`,
  ];
  /** Control characters (encoded), space, DEL, backslash (raw and encoded), slashes. */
  const CHARACTERS = [
    '%00',
    '%01',
    '%09',
    '%0a',
    '%0b',
    '%0c',
    '%0d',
    '%0d%0a',
    '%1f',
    '%20',
    '%7f',
    '%5c',
    '\\',
    '%2f',
    '%2f%2f',
    '%5c%5c',
  ];

  test(`${TEMPLATES.length} URL shapes × ${CHARACTERS.length} characters: no injection, no off-site Location`, async ({
    baseURL,
  }, testInfo) => {
    const table: string[] = [];
    for (const template of TEMPLATES) {
      for (const character of CHARACTERS) {
        const target = template.replace('{c}', character);
        const response = await get(baseURL!, target);
        expectHarmless(response, target);
        if (/%(0|1|7f|20|5c)|\\/i.test(character) && !target.includes('?')) {
          expect([400, 404], `${target}: refused, not redirected`).toContain(response.status);
        }
        table.push(`${target} → ${response.status} ${response.headers.location ?? ''}`.trim());
      }
    }
    await testInfo.attach('responses', {body: table.join('\n'), contentType: 'text/plain'});
  });

  test('a forged Host header never reaches a Location', async ({baseURL}) => {
    for (const target of [
      `${API}.html`,
      `${API}/index.html`,
      '/index.html',
      `/${API}`,
      API.toUpperCase(),
      `${API}.html?q=1`,
    ]) {
      const response = await rawRequest(baseURL!, `GET ${target} HTTP/1.1`, [], 'evil.example');
      expectHarmless(response, target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).not.toContain('evil.example');
    }
  });

  test('a query string is kept only when it is URL-safe', async ({baseURL}) => {
    expect((await get(baseURL!, `${API}.html?q=nexus&v=1`)).headers.location).toBe(`${API}?q=nexus&v=1`);
    expect((await get(baseURL!, `${API}.html?q=a\\b`)).headers.location).toBe(API);
    expect((await get(baseURL!, `${API}.html?q="x"`)).headers.location).toBe(API);
  });

  test("only the build's pages redirect from their .html names; other .html paths are not found", async ({baseURL}) => {
    expect((await get(baseURL!, '/no-such-page.html')).status).toBe(404);
    expect((await get(baseURL!, '/docs/no-such/index.html')).status).toBe(404);
    const upper = await get(baseURL!, `${IMAGE.toUpperCase()}.HTML`);
    expect([upper.status, upper.headers.location]).toEqual([301, IMAGE]);
  });
});

test.describe('what the host never serves', () => {
  test('405 names the allowed methods; reads carry no Allow header', async ({baseURL}) => {
    const refused = await rawRequest(baseURL!, 'POST / HTTP/1.1', ['Content-Length: 0']);
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
    expect((await get(baseURL!, '/')).headers.allow).toBeUndefined();
  });

  test('/404 is not a page: the not-found page answers with status 404 under every name', async ({baseURL}) => {
    for (const target of ['/404', '/404.html', '/404/']) {
      const response = await get(baseURL!, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toContain('Page not found');
    }
  });

  test('precompressed copies are sent in place of their file, never under their own name', async ({baseURL}) => {
    const index = `${searchIndexIn('build')}.gz`;
    for (const target of ['/index.html.gz', '/sitemap.xml.gz', `/${index}`]) {
      expect(fs.existsSync(path.join('build', target)), `${target} exists in build/`).toBe(true);
      expect((await get(baseURL!, target)).status, target).toBe(404);
    }
  });

  test('dotfiles in the build are not served', async () => {
    // build:fixtures leaves a dotfile in build-fixtures/, as a careless deploy might.
    expect(fs.existsSync('build-fixtures/.env')).toBe(true);
    for (const target of ['/.env', '/.git/config', '/docs/.hidden']) {
      expect((await get(FIXTURES_URL, target)).status, target).toBe(404);
    }
  });

  test('a client that stops sending its request is disconnected', async ({baseURL}) => {
    const {hostname, port} = new URL(baseURL!);
    const outcome = await new Promise<{byServer: boolean; received: string}>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => socket.write('GET / HTTP/1.1\r\n'));
      const chunks: Buffer[] = [];
      let byServer = true;
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('close', () => resolve({byServer, received: Buffer.concat(chunks).toString('latin1')}));
      socket.on('error', () => undefined);
      // Far above the server's limit: only a server that never hangs up gets here.
      socket.setTimeout(30_000, () => {
        byServer = false;
        socket.destroy();
      });
    });
    expect(outcome.byServer, 'the server closed the connection').toBe(true);
    // nginx drops it after client_header_timeout (10 s), with 408 or silently.
    expect(outcome.received === '' || outcome.received.startsWith('HTTP/1.1 408')).toBe(true);
  });
});
