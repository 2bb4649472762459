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
