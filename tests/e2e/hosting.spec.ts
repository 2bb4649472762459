import net from 'node:net';

import {PATHS} from '../../src/constants';
import {expect, test} from './fixtures';

/**
 * The static host as readers get it: nginx with deploy/nginx/ over build/,
 * the same server every browser test runs against. Raw HTTP here, so nothing
 * between the test and nginx normalises the request.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one raw HTTP/1.1 request and reads the whole response. */
function rawRequest(baseURL: string, requestLine: string, extraHeaders: string[] = []): Promise<RawResponse> {
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
      resolve({status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n')});
    });
    socket.write([requestLine, `Host: ${hostname}`, 'Connection: close', ...extraHeaders, '', ''].join('\r\n'));
  });
}

const get = (baseURL: string, target: string, headers: string[] = []) =>
  rawRequest(baseURL, `GET ${target} HTTP/1.1`, headers);

/** One asset URL of each hashed kind, read from a page and the build. */
async function hashedUrls(baseURL: string) {
  const html = (await get(baseURL, '/docs/getting-started/')).body;
  const script = /<script src=["']?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  const stylesheet = /<link rel=["']?stylesheet["']? href=["']?(\/assets\/css\/[^"' >]+)/.exec(html)?.[1];
  const fs = await import('node:fs');
  const index = fs.readdirSync('build').find((name) => /^search-index-[0-9a-f]{8}\.json$/.test(name));
  expect(script && stylesheet && index).toBeTruthy();
  return {script: script!, stylesheet: stylesheet!, searchIndex: `/${index}`};
}

test.describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    const csp = headers['content-security-policy'];
    expect(csp, what).toBeDefined();
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src'], what).toEqual(["'self'"]);
    expect(directives['script-src'][0], what).toBe("'self'");
    expect(
      directives['script-src'].slice(1).every((value: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value)),
      what,
    ).toBe(true);
    expect(directives['script-src'].length, 'the build has inline scripts to allow').toBeGreaterThan(1);
    expect(directives['img-src'], what).toEqual(["'self'", 'data:']);
    expect(directives['connect-src'], what).toEqual(["'self'"]);
    expect(directives['worker-src'], what).toEqual(["'self'"]);
    expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
    expect(directives['base-uri'], what).toEqual(["'self'"]);
    expect(directives['form-action'], what).toEqual(["'self'"]);
    expect(directives['object-src'], what).toEqual(["'none'"]);
    expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers.server ?? '', what).not.toMatch(/\d/);
  };

  test('on pages, assets, the search index, redirects and the 404', async ({baseURL}) => {
    const urls = await hashedUrls(baseURL!);
    for (const target of [
      '/',
      '/docs/getting-started/',
      '/sitemap.xml',
      urls.script,
      urls.stylesheet,
      urls.searchIndex,
      '/docs/api/aichat.html',
      '/no/such/page',
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
    for (const hash of inline) {
      expect(headers['content-security-policy']).toContain(hash);
    }
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});

test.describe('caching and compression', () => {
  test('hashed files are immutable for a year; everything else is revalidated', async ({baseURL}) => {
    const urls = await hashedUrls(baseURL!);
    for (const target of [urls.script, urls.stylesheet, urls.searchIndex]) {
      expect((await get(baseURL!, target)).headers['cache-control'], target).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const target of ['/', '/docs/getting-started/', '/sitemap.xml', '/img/logo.svg', '/no/such/page']) {
      expect((await get(baseURL!, target)).headers['cache-control'], target).toBe('no-cache');
    }
    const page = await get(baseURL!, '/docs/getting-started/');
    expect(page.headers.etag).toBeDefined();
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
      ['/docs/api/aichat.html', '/docs/api/aichat'],
      ['/docs/api/aichat/index.html', '/docs/api/aichat'],
      ['/index.html', '/'],
      ['/docs//api/aichat', '/docs/api/aichat'],
    ]) {
      const response = await get(baseURL!, target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
    const missing = await get(baseURL!, '/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
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
    test(`${requestLine.slice(0, 60)}${requestLine.length > 60 ? '…' : ''} → ${statuses.join(' or ')}`, async ({
      baseURL,
    }) => {
      const response = await rawRequest(
        baseURL!,
        requestLine,
        requestLine.startsWith('GET') ? [] : ['Content-Length: 0'],
      );
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
    await page.goto('/docs/technical_docs/');
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    // No stored choice: the site follows the system, switched to dark here.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  });
});
