/**
 * The hosting policy of a build, in one place for every host target
 * (scripts/hosting/host-target.ts): the security headers with a Content Security
 * Policy hashed from the build's inline scripts, the paths that are cached for
 * a year, the build's pages and their canonical paths.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {hostedSearch} from '../../site/config/hosted-search';
import {headFolder} from '../../shared/search/head';
import {SEARCH_INDEX_FILE} from '../../shared/search/index-files';
import {listFiles} from '../lib/files';

/** A page's canonical path, from its `<link rel="canonical">`. */
function canonicalPath(file: string, fallback: string) {
  const html = fs.readFileSync(file, 'utf8');
  const match = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html);
  return match ? new URL(match[1], 'https://canonical.invalid').pathname : fallback;
}

/** Every page of a build (not the 404 page): its path, and the canonical path
 * it answers to (another page's, for the version roots' redirect pages). */
export function pagePaths(buildDir: string) {
  return (
    listFiles(buildDir)
      // The site's 404 page, and an archived release's own (docs/<version>/404.html).
      .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
      .map((file) => {
        const page = `/${file}`.replace(/index\.html$/, '').replace(/\.html$/, '');
        return {path: page, canonical: canonicalPath(path.join(buildDir, file), page)};
      })
      .sort((a, b) => a.path.localeCompare(b.path))
  );
}

/** JavaScript MIME types a `<script type>` may name (or none at all). */
const JS_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The sorted, distinct SHA-256 hashes (base64) of the build's inline scripts. */
export function inlineScriptHashes(buildDir: string) {
  const hashes = new Set<string>();
  for (const file of listFiles(buildDir).filter((name) => name.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const [, attributes = '', body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
      const type = /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (/\ssrc=/i.test(attributes) || !JS_TYPE.test(type)) {
        continue;
      }
      hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** Algolia's hosts for `connect-src` when the build searches with Algolia
 * DocSearch (site/config/hosted-search.ts), none otherwise. */
export const algoliaHosts = (env: Record<string, string | undefined> = process.env) =>
  hostedSearch(env)?.connectSrc ?? [];

/** Directives a policy delivered in `<meta>` cannot carry (browsers ignore
 * them there and log an error for each). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The Content Security Policy of the site, as [directive, value] pairs.
 * - scripts: our files and the hashed inline scripts, nothing else (no
 *   'unsafe-inline', no eval);
 * - styles: 'unsafe-inline' is the narrowest that works: the server-rendered
 *   HTML carries style attributes (code colours), and Mermaid writes a
 *   <style> element with generated ids into each diagram;
 * - the search worker is a same-origin script that fetches the index;
 * - only directives every engine the tests drive understands: WebKit logs a
 *   console error for each one it does not (`manifest-src`, which would only
 *   repeat `default-src 'self'` for a site without a web manifest).
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  env: Record<string, string | undefined> = process.env,
): [string, string][] {
  return [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', ["'self'", ...algoliaHosts(env)].join(' ')],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
}

/** A policy's directives as a header value. */
export const policyText = (directives: [string, string][]) =>
  directives.map(([name, value]) => `${name} ${value}`).join('; ');

/** Browser features the site does not use, all denied. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Referrers leave the site as its origin only, and never over plain HTTP. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The headers every response carries. */
export function securityHeaders(buildDir: string, env: Record<string, string | undefined> = process.env) {
  return {
    'Content-Security-Policy': policyText(contentSecurityPolicy(inlineScriptHashes(buildDir), env)),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Files whose name carries a content hash: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The build's search index files, as URL paths, each followed by the
 * folder of its head files (`…/search-head-<hash>/*`). Their names hash
 * everything the index is built from (site/plugins/search-local-compact). */
export function searchIndexPaths(buildDir: string) {
  return listFiles(buildDir, SEARCH_INDEX_FILE).flatMap((file) => [`/${file}`, `/${headFolder(file)}/*`]);
}
