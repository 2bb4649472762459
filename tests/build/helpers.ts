import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

import {listFiles} from '../../site/build-inputs';
import {SPEC} from '../spec';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** The file the static host serves for a clean URL (`/x/` or `/x`) from a build (build/ unless given). */
export function fileForUrl(url: string, buildDir: string = BUILD_DIR): string | undefined {
  const clean = url.replace(/^\//, '').replace(/\/$/, '');
  const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

const parsed = new Map<string, CheerioAPI>();

/** A built page, parsed once for all the test files of a run (they share modules): read it, never change it. */
export function readPage(url: string, buildDir: string = BUILD_DIR): CheerioAPI {
  const file = fileForUrl(url, buildDir);
  if (!file) throw new Error(`No built page for ${url}`);
  if (!parsed.has(file)) parsed.set(file, load(fs.readFileSync(file, 'utf8')));
  return parsed.get(file)!;
}

/** Every HTML file under a build sub-directory, as site URLs. */
export function builtHtmlUrls(dir = ''): string[] {
  return listFiles(path.join(BUILD_DIR, dir), /\.html$/)
    .map((file) => `/${path.posix.join(dir, file)}`.replace(/index\.html$/, '').replace(/\.html$/, ''))
    .sort();
}

/** The static pages the redirect plugin writes (version roots). */
export function isRedirectPage(url: string): boolean {
  const file = fileForUrl(url);
  return !!file && /<meta http-equiv="refresh"/.test(fs.readFileSync(file, 'utf8'));
}

/** `text` without CSS module class hashes (`breadcrumbsContainer_Z_bl` → `breadcrumbsContainer`), which differ by configuration. */
export function withoutClassHashes(text: string): string {
  return text.replace(/\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}\b/g, '$1');
}

type Selection = Parameters<CheerioAPI>[0];
/** Each element's attribute (href unless named), left out where it has none. */
export const attrs = ($: CheerioAPI, elements: Selection, name = 'href'): string[] =>
  Array.from($(elements)).flatMap((element) => $(element).attr(name) ?? []);
/** Each element's text. */
export const texts = ($: CheerioAPI, elements: Selection): string[] =>
  Array.from($(elements), (element) => $(element).text());

/** The sitemap's entries, each <url>'s fields by name (loc, lastmod, changefreq, priority). */
export function sitemapEntries(): Record<string, string>[] {
  const $ = load(fs.readFileSync(path.join(BUILD_DIR, SPEC.sitemap.filename), 'utf8'), {xml: true});
  return Array.from($('url'), (url) =>
    Object.fromEntries(Array.from($(url).children(), (field) => [field.tagName, $(field).text()])),
  );
}
