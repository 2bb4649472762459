/** Every page a reader can land on: the sitemap, version roots and a 404. */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import {BUILD_DIR, fileForUrl, withoutClassHashes} from '../build/helpers';
import {changesUrls, LATEST, PREVIOUS, RELEASES, specPage, versionRoot} from '../support/releases';

export const NOT_FOUND_PATH = '/this-page-does-not-exist';

export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The active releases' roots: redirect pages, each to its release's entry page. */
export const VERSION_ROOTS = RELEASES.map(versionRoot);

export function crawlPaths(): string[] {
  return [...new Set([...sitemapPaths(), '/', ...VERSION_ROOTS, NOT_FOUND_PATH])];
}

/** The pages crawled on the host targets other than nginx: one of each kind. */
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

/** A built page's rendered Markdown, without CSS module hashes, its links under `linkRoot` as under /docs. */
function contentOf(file: string, linkRoot?: string): string | undefined {
  const html = load(fs.readFileSync(file, 'utf8'))('main .theme-doc-markdown').first().html() ?? undefined;
  const unhashed = html === undefined ? undefined : withoutClassHashes(html);
  return linkRoot ? unhashed?.replaceAll(`href="${linkRoot}/`, 'href="/docs/') : unhashed;
}

/** Whether `pagePath` of `buildDir` has the content of `twin` in build/, markup for markup: axe checks one. */
export function sameContent(
  pagePath: string,
  twin: string,
  {buildDir = BUILD_DIR, linkRoot}: {buildDir?: string; linkRoot?: string} = {},
): boolean {
  const [file, twinFile] = [fileForUrl(pagePath, buildDir), fileForUrl(twin)];
  if (!file || !twinFile) return false;
  const content = contentOf(file, linkRoot);
  return content !== undefined && content === contentOf(twinFile);
}

/** The latest release's page with the same content as a page of the release before, if any. */
export function latestTwin(pagePath: string): string | undefined {
  const root = versionRoot(PREVIOUS);
  if (!pagePath.startsWith(`${root}/`)) return undefined;
  const twin = pagePath.replace(root, versionRoot(LATEST));
  return sameContent(pagePath, twin, {linkRoot: root}) ? twin : undefined;
}
