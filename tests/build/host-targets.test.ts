/** Each host target's copy of one build (scripts/hosting/host-target.ts): nginx in build/, and two more. */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {algoliaHosts} from '../../scripts/hosting/host-policy';
import {listFiles} from '../../site/build-inputs';
import {SEARCH_INDEX_FILE} from '../../shared/search/index-files';
import {LATEST, RELEASES, renamedRedirects, REPO, versionRoot} from '../support/releases';
import {tsxArgs} from '../../scripts/lib/tasks';

const TARGET_DIRS = {
  nginx: path.join(REPO, 'build'),
  'github-pages': path.join(REPO, 'build-github-pages'),
  'headers-file': path.join(REPO, 'build-headers-file'),
};

/** Each inline script of a page as a policy names it. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

const scriptSrc = (policy: string) => /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1].split(/\s+/) ?? [];

/** So the nginx crawl's axe checks cover them, and host-crawl.spec.ts checks only what the policy changes. */
describe('the other targets serve build/ with only their policy added', () => {
  const served = (dir: string) => listFiles(dir).filter((file) => !/\.gz$|^_headers$|^_redirects$/.test(file));
  const nginxFiles = served(TARGET_DIRS.nginx);
  const policyElements =
    /<meta http-equiv="Content-Security-Policy" content="[^"]+"><meta name="referrer" content="[^"]+">/;

  it.each(['github-pages', 'headers-file'] as const)('%s: the same files, each byte for byte', (target) => {
    const dir = TARGET_DIRS[target];
    expect(served(dir)).toEqual(nginxFiles);
    const differ = nginxFiles.filter((file) => {
      const ours = fs.readFileSync(path.join(dir, file));
      const nginx = fs.readFileSync(path.join(TARGET_DIRS.nginx, file));
      if (target === 'github-pages' && file.endsWith('.html')) {
        return ours.toString('utf8').replace(policyElements, '') !== nginx.toString('utf8');
      }
      return !ours.equals(nginx);
    });
    expect(differ).toEqual([]);
  });
});

describe('github-pages: the policy in every page', () => {
  const dir = TARGET_DIRS['github-pages'];
  const pages = listFiles(dir).filter((file) => file.endsWith('.html'));

  it('covers every HTML file of the build, the 404 page and redirect pages included', () => {
    expect(pages.length).toBe(listFiles(TARGET_DIRS.nginx).filter((file) => file.endsWith('.html')).length);
    expect(pages).toContain('404.html');
    expect(pages).toContain('docs/index.html');
  });

  it("puts one <meta> policy right after <meta charset>, allowing exactly that page's inline scripts", () => {
    for (const file of pages) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g)];
      expect(metas, file).toHaveLength(1);
      // First in the head, after the charset only, so it governs everything after it.
      expect(html, file).toMatch(/<head>\s*<meta charset=["']?UTF-8["']?><meta http-equiv="Content-Security-Policy"/i);
      const allowed = scriptSrc(metas[0][1]);
      for (const hash of inlineScriptSources(html)) expect(allowed, `${file}: ${hash}`).toContain(hash);
      // Directives a meta policy cannot carry (browsers log an error for each).
      expect(metas[0][1], file).not.toMatch(/frame-ancestors|report-uri|sandbox/);
      expect(allowed, file).not.toContain("'unsafe-inline'");
    }
  });

  it('ships no gzip copies, _headers or _redirects (GitHub Pages uses none of them)', () => {
    expect(listFiles(dir).filter((file) => /\.gz$|^_headers$|^_redirects$/.test(file))).toEqual([]);
  });
});

describe('headers-file: build/_headers and build/_redirects', () => {
  const dir = TARGET_DIRS['headers-file'];
  const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  const rules: Record<string, Record<string, string>> = {};
  let current = '';
  for (const line of headers.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = line.trim();
      rules[current] = {};
    } else {
      const index = line.indexOf(':');
      rules[current][line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }

  it('sends the security headers on every path, allowing every inline script of every page', () => {
    const all = rules['/*'];
    expect(Object.keys(all).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(all['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    const allowed = scriptSrc(all['Content-Security-Policy']);
    for (const file of listFiles(dir).filter((name) => name.endsWith('.html'))) {
      for (const hash of inlineScriptSources(fs.readFileSync(path.join(dir, file), 'utf8'))) {
        expect(allowed, `${file}: ${hash}`).toContain(hash);
      }
    }
  });

  it('caches exactly the hashed files for a year, and sets no header twice on one path', () => {
    const indexes = listFiles(dir, SEARCH_INDEX_FILE).map((file) => `/${file}`);
    expect(indexes).toHaveLength(RELEASES.length);
    // Beside each, the folder of its head files, named by the same hash.
    const heads = indexes.map((file) => file.replace(/search-index-(\w+)\.json$/, 'search-head-$1/*'));
    const cached = Object.entries(rules).filter(([, values]) => values['Cache-Control']);
    expect(Object.fromEntries(cached)).toEqual(
      Object.fromEntries(
        ['/assets/*', ...indexes, ...heads].map((pattern) => [
          pattern,
          {'Cache-Control': 'public, max-age=31536000, immutable'},
        ]),
      ),
    );
    expect(rules['/*']['Cache-Control']).toBeUndefined();
  });

  it('redirects the version roots, the latest release’s own address and the renamed pages’ old addresses with 301', () => {
    const redirects = fs
      .readFileSync(path.join(dir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const expected = [
      ...RELEASES.map((version) => ({from: versionRoot(version), to: `${versionRoot(version)}/getting-started/`})),
      // /docs/<latest>, which the latest release's manual names and which stays its address once it is older.
      {from: `/docs/${LATEST}`, to: '/docs/getting-started/'},
      ...renamedRedirects(),
    ].flatMap(({from, to}) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
    expect([...redirects].sort()).toEqual(expected.sort());
    expect(redirects).toContain('/docs/ /docs/getting-started/ 301');
  });
});

describe('nginx: build/ as served with deploy/nginx/', () => {
  it("carries no other target's files or policy", () => {
    const all = listFiles(TARGET_DIRS.nginx);
    expect(all.filter((file) => /^_headers$|^_redirects$/.test(file))).toEqual([]);
    expect(fs.readFileSync(path.join(TARGET_DIRS.nginx, 'index.html'), 'utf8')).not.toContain('http-equiv');
  });

  it('ships a gzip copy of its text files', () => {
    const all = new Set(listFiles(TARGET_DIRS.nginx));
    expect(all.has('index.html.gz')).toBe(true);
    const indexes = listFiles(TARGET_DIRS.nginx, SEARCH_INDEX_FILE);
    expect(indexes).toHaveLength(RELEASES.length);
    expect(indexes.filter((file) => all.has(`${file}.gz`))).toEqual(indexes);
  });
});

it('refuses an unknown HOST_TARGET', () => {
  const args = tsxArgs(path.join(REPO, 'scripts/hosting/host-target.ts'), 'build');
  const env = {...process.env, HOST_TARGET: 'netlify'};
  const result = spawnSync(process.execPath, args, {cwd: REPO, encoding: 'utf8', env});
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('HOST_TARGET must be one of nginx, headers-file, github-pages');
});

describe('Algolia hosts in the policy', () => {
  const env = (appId: string) => ({
    ALGOLIA_APP_ID: appId,
    ALGOLIA_SEARCH_API_KEY: 'key',
    ALGOLIA_INDEX_NAME: 'ain-docs',
  });

  it('adds the application’s hosts to connect-src when all three variables are set', () => {
    expect(algoliaHosts(env('AB12CD34EF'))).toEqual([
      'https://ab12cd34ef-dsn.algolia.net',
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ]);
    expect(algoliaHosts({...env('AB12CD34EF'), ALGOLIA_INDEX_NAME: ' '})).toEqual([]);
  });

  it('refuses an application id that is not letters and digits, before it reaches a header', () => {
    for (const appId of ['x" always; add_header Set-Cookie "a=b', 'evil.example/x', 'a b', 'ab\ncd']) {
      expect(() => algoliaHosts(env(appId)), JSON.stringify(appId)).toThrow(
        /ALGOLIA_APP_ID must be letters and digits/,
      );
    }
  });
});
