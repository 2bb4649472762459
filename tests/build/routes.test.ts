import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {SITE} from '../site';
import {ARCHIVED, changesUrls, docUrl, docsUrls, RELEASES, versionRoot} from '../support/releases';
import {BUILD_DIR, builtHtmlUrls, fileForUrl, isRedirectPage, readPage} from './helpers';
import {SPEC, specDocIds, specOnly1_12_0} from '../spec';

describe.each(RELEASES)('version %s', (version) => {
  const urls = docsUrls(version);

  it.each(urls)('builds %s with its title, description and language', (url) => {
    const $ = readPage(url);
    expect($('html').attr('lang')).toBe(SPEC.locale);
    expect($('html').attr('dir')).toBe(SPEC.direction);
    const h1 = $('article h1').first().text().trim();
    expect(h1).not.toBe('');
    expect($('title').text()).toBe(`${h1} ${SPEC.titleDelimiter} ${SITE.title}`);
    expect($('meta[name="description"]').attr('content')?.length).toBeGreaterThan(50);
    expect($('meta[name="docusaurus_version"]').attr('content')).toBe(version);
  });

  it('has section landing pages at trailing-slash URLs', () => {
    for (const url of urls.filter((u) => u.endsWith('/'))) {
      expect(fs.existsSync(path.join(BUILD_DIR, url, 'index.html')), url).toBe(true);
    }
  });

  it('contains exactly the pages of its sources, nothing more', () => {
    const root = versionRoot(version);
    // Older versions live inside the latest version's folder (/docs/1.11.2).
    const nestedRoots = RELEASES.map((v) => `${versionRoot(v)}/`).filter(
      (other) => other !== `${root}/` && other.startsWith(`${root}/`),
    );
    // An archived release is its own site, with its own not-found and search pages.
    const own = ARCHIVED.includes(version) ? [`${root}/404`, `${root}/search/`] : [];
    const built = builtHtmlUrls(root.slice(1)).filter(
      (url) => !isRedirectPage(url) && !nestedRoots.some((nested) => url.startsWith(nested)) && !own.includes(url),
    );
    // Both `/x/` and `/x` are served from x/index.html: compare without the slash.
    const strip = (url: string) => url.replace(/\/$/, '');
    expect(built.map(strip).sort()).toEqual(urls.map(strip).sort());
  });

  it('lands the version root on its getting-started page', () => {
    const root = versionRoot(version);
    expect(isRedirectPage(root)).toBe(true);
    const html = fs.readFileSync(fileForUrl(root)!, 'utf8');
    expect(html).toContain(`url=${root}/getting-started/`);
  });
});

describe.each(SPEC.versions)('the fixed pages of %s', (version) => {
  it('are all built, each section’s landing page at its trailing-slash URL', () => {
    const missing = specDocIds(version).filter((id) => !fileForUrl(docUrl(version, id)));
    expect(missing).toEqual([]);
    expect(docUrl(version, 'widgets/index')).toMatch(/\/widgets\/$/);
  });

  if (version === '1.11.2') {
    it('leave out the pages only 1.12.0 has', () => {
      expect(specOnly1_12_0().filter((id) => fileForUrl(docUrl(version, id)))).toEqual([]);
    });
  }
});

describe('site', () => {
  it('builds the home, search and not-found pages', () => {
    expect(readPage('/')('h1').text()).toBe(SITE.title);
    expect(fileForUrl('/search')).toBeDefined();
    expect(fs.existsSync(path.join(BUILD_DIR, '404.html'))).toBe(true);
  });

  it('does not build the unreleased draft', () => {
    expect(fs.existsSync(path.join(BUILD_DIR, 'docs/next'))).toBe(false);
    const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/docs/next/');
  });

  it('builds no page outside the home, search, not-found, docs, version-diff and versions pages', () => {
    const outside = builtHtmlUrls().filter((url) => !url.startsWith('/docs/'));
    expect(outside.sort()).toEqual(
      ['/', '/404', ...changesUrls().map((url) => `${url}/`), '/search/', '/versions/'].sort(),
    );
  });
});
