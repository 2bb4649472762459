/**
 * The hosting policy of a build, one for every host target (host-target.ts):
 * security headers with a Content Security Policy hashed from the build's
 * inline scripts, the paths cached for a year, the pages and their canonical paths.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {hostedSearch} from '../../site/config/hosted-search';
import {headFolder} from '../../shared/search/head';
import {SEARCH_INDEX_FILE} from '../../shared/search/index-files';
import {listFiles} from '../../site/build-inputs';

/** A page's canonical path, from its `<link rel="canonical">`. */
function canonicalPath(file: string, fallback: string) {
  const html = fs.readFileSync(file, 'utf8');
  const match = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html);
  return match ? new URL(match[1], 'https://canonical.invalid').pathname : fallback;
}

/** Every page of a build but 404 pages: its path and canonical path (another page's for redirect pages). */
export function pagePaths(buildDir: string) {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
    .map((file) => {
      const page = `/${file}`.replace(/index\.html$/, '').replace(/\.html$/, '');
      return {path: page, canonical: canonicalPath(path.join(buildDir, file), page)};
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The `<script type>` values that mean JavaScript (or none at all). */
const JS_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The sorted, distinct SHA-256 hashes (base64) of the build's inline scripts. */
export function inlineScriptHashes(buildDir: string) {
  const hashes = new Set<string>();
  for (const file of listFiles(buildDir).filter((name) => name.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const [, attributes = '', body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
      const type = /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (/\ssrc=/i.test(attributes) || !JS_TYPE.test(type)) continue;
      hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** Algolia's hosts for `connect-src` when the build searches with Algolia (site/config/hosted-search.ts). */
export const algoliaHosts = (env: Record<string, string | undefined> = process.env) =>
  hostedSearch(env)?.connectSrc ?? [];

/** Directives a `<meta>` policy cannot carry (browsers ignore them there and log an error for each). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The site's Content Security Policy as [directive, value] pairs. Scripts: our
 * files and the hashed inline scripts only. Styles need 'unsafe-inline': the
 * HTML carries style attributes (code colours) and Mermaid writes a <style>
 * into each diagram. Only directives every tested engine understands: WebKit
 * logs an error for each other one (such as `manifest-src`).
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
const PERMISSIONS_POLICY = `accelerometer autoplay camera display-capture encrypted-media geolocation gyroscope hid
  magnetometer microphone midi payment publickey-credentials-get screen-wake-lock serial usb xr-spatial-tracking`
  .split(/\s+/)
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Referrers leave the site as its origin only, never over plain HTTP. */
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

/** The URL paths of the search index files and their head folders, named by a hash of their content. */
export function searchIndexPaths(buildDir: string) {
  return listFiles(buildDir, SEARCH_INDEX_FILE).flatMap((file) => [`/${file}`, `/${headFolder(file)}/*`]);
}
