/** Every page a reader can land on: the sitemap, version roots and a 404. */
import fs from 'node:fs';
import path from 'node:path';
import {changesUrls, PREVIOUS, RELEASES, specPage, versionRoot} from '../support/releases';

const BUILD_DIR = path.resolve(__dirname, '../../build');

export const NOT_FOUND_PATH = '/this-page-does-not-exist';

export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The active releases' roots: redirect pages, each to its release's entry page. */
export const VERSION_ROOTS = RELEASES.map(versionRoot);

export function crawlPaths(): string[] {
  return [...new Set([...sitemapPaths(), '/', ...VERSION_ROOTS, NOT_FOUND_PATH])];
}

/**
 * The pages crawled on the host targets other than nginx: the home page, the
 * active releases' roots (redirects) and the latest's entry, an API page, a
 * widget page, a page with Mermaid diagrams, a page only 1.12.0 has, a 1.11.2
 * page, the search page, the newest version diff and a not-found URL.
 */
export const HOST_SAMPLE = [
  '/',
  '/docs',
  versionRoot(PREVIOUS),
  '/docs/getting-started/',
  specPage('1.12.0', 'api/aichat'),
  specPage('1.12.0', 'widgets/kb-assistant'),
  specPage('1.12.0', 'technical_docs/index'),
  specPage('1.12.0', 'admin-help/prompt-templates'),
  specPage('1.11.2', 'api/aivector'),
  '/search',
  changesUrls()[0],
  NOT_FOUND_PATH,
];
