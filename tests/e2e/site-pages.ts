/** Every page a reader can land on: the sitemap, version roots and a 404. */
import fs from 'node:fs';
import path from 'node:path';

const BUILD_DIR = path.resolve(__dirname, '../../build');

export const NOT_FOUND_PATH = '/this-page-does-not-exist';

export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

export function crawlPaths(): string[] {
  return [...new Set([...sitemapPaths(), '/', '/docs', '/docs/1.11.2', NOT_FOUND_PATH])];
}

/**
 * The pages crawled on the host targets other than nginx: the home page, the
 * version roots (redirects), a landing page, an API page, a widget page, a
 * page with Mermaid diagrams, pages only 1.12.0 has, a 1.11.2 page, the
 * search page, the version diff and a not-found URL.
 */
export const HOST_SAMPLE = [
  '/',
  '/docs',
  '/docs/1.11.2',
  '/docs/getting-started/',
  '/docs/api/aichat',
  '/docs/widgets/kb-assistant',
  '/docs/technical_docs/',
  '/docs/admin-help/prompt-templates',
  '/docs/1.11.2/api/aivector',
  '/search',
  '/changes/1.11.2-to-1.12.0',
  NOT_FOUND_PATH,
];
