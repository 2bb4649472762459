#!/usr/bin/env node
/**
 * Writes the nginx include files that depend on a build's content:
 *
 *   maps.conf: `$ain_canonical_path`, the canonical spelling of any page path
 *   requested in another letter case (/DOCS/API/AIIMAGE → /docs/api/aIImage).
 *   The client router matches paths case-insensitively, so without this the
 *   not-found HTML the server sends would be hydrated as a page.
 *
 *   security-headers.conf: the Content Security Policy, whose `script-src`
 *   lists the SHA-256 hash of every inline script in the build (Docusaurus
 *   writes a few: colour mode, announcement bar, redirects, the base-URL
 *   banner), and the other security headers. Computed from the output, so a
 *   framework upgrade that changes an inline script cannot silently break the
 *   policy.
 *
 * Usage: node scripts/nginx-includes.mjs <buildDir> <outDir>
 * `npm run build` runs it into deploy/nginx/generated/ (the directory
 * deploy/nginx/site.conf includes from); scripts/serve-nginx.mjs runs it for
 * local serving.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** A page's canonical path, from its `<link rel="canonical">`. */
function canonicalPath(file, fallback) {
  const html = fs.readFileSync(file, 'utf8');
  const match = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html);
  return match ? new URL(match[1], 'https://canonical.invalid').pathname : fallback;
}

/** Every page of a build: its path, and the canonical path it answers to. */
export function pagePaths(buildDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = `/${path.relative(buildDir, full).split(path.sep).join('/')}`;
        if (rel !== '/404.html') {
          const page = rel.replace(/index\.html$/, '').replace(/\.html$/, '');
          pages.push({path: page, canonical: canonicalPath(full, page)});
        }
      }
    }
  };
  walk(buildDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every HTML file of a build. */
function htmlFiles(buildDir) {
  return fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** JavaScript MIME types a `<script type>` may name (or none at all). */
const JS_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The sorted, distinct SHA-256 hashes (base64) of the build's inline scripts. */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
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

/**
 * The Content Security Policy of the site.
 * - scripts: our files and the hashed inline scripts, nothing else (no
 *   'unsafe-inline', no eval);
 * - styles: 'unsafe-inline' is the narrowest that works: the server-rendered
 *   HTML carries style attributes (code colours), and Mermaid writes a
 *   <style> element with generated ids into each diagram;
 * - the search worker is a same-origin script that fetches the index.
 */
export function contentSecurityPolicy(scriptHashes, env = process.env) {
  // Algolia DocSearch (README "Search at scale") queries Algolia's hosts.
  const appId = env.ALGOLIA_APP_ID?.trim().toLowerCase();
  const algolia =
    appId && env.ALGOLIA_SEARCH_API_KEY?.trim() && env.ALGOLIA_INDEX_NAME?.trim()
      ? ` https://${appId}-dsn.algolia.net https://*.algolianet.com https://insights.algolia.io`
      : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${algolia}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Browser features the site does not use, all denied. */
export const PERMISSIONS_POLICY = [
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

/** The headers every response carries, as nginx directives. */
export function securityHeaders(buildDir) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(buildDir)),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return [
    '# Generated by scripts/nginx-includes.mjs from the build; do not edit.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function writeIncludes(buildDir, outDir) {
  fs.mkdirSync(outDir, {recursive: true});
  const entries = pagePaths(buildDir)
    .filter((page) => page.path !== '/')
    .map((page) => `    "~*^${escapeRegex(page.path.replace(/\/$/, ''))}/?$" "${page.canonical}";`);
  const maps = [
    '# Generated by scripts/nginx-includes.mjs from the build; do not edit.',
    'map $uri $ain_canonical_path {',
    '    default "";',
    ...entries,
    '}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, 'maps.conf'), maps);
  fs.writeFileSync(path.join(outDir, 'security-headers.conf'), securityHeaders(buildDir));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir, outDir] = process.argv.slice(2);
  if (!buildDir || !outDir) {
    console.error('Usage: node scripts/nginx-includes.mjs <buildDir> <outDir>');
    process.exit(2);
  }
  writeIncludes(path.resolve(buildDir), path.resolve(outDir));
}
