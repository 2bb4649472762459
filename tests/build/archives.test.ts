/**
 * Archived releases (src/releases/policy.mjs, archive/, scripts/archives.mjs)
 * in a temporary copy holding four releases: the latest and the two before it
 * are built with the site, the oldest is its own build merged under
 * /docs/<version>/. A second merge takes it from the cache, byte for byte
 * what a fresh build gives.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {listFiles, readTree as tree} from '../../scripts/lib/files.mjs';
import {searchIndexIn} from '../../src/search-local/index-files.mjs';
import {createTempSite, removeTempSite} from '../support/temp-site';

const VERSIONS = ['1.12.0', '1.11.2', '1.10.0', '1.9.0'];
const ARCHIVED = '1.9.0';

let site: string;
let build: string;
let firstMerge: string;

const page = (url: string) =>
  load(fs.readFileSync(path.join(build, url.replace(/^\//, ''), url.endsWith('/') ? 'index.html' : ''), 'utf8'));

function merge(): string {
  return execFileSync(process.execPath, ['scripts/archives.mjs', 'build'], {cwd: site, encoding: 'utf8'});
}

beforeAll(() => {
  site = createTempSite('archives');
  // Two more releases, stored as the repository stores them.
  for (const version of ['1.10.0', '1.9.0']) {
    fs.cpSync(path.join(site, 'versioned_docs/version-1.11.2'), path.join(site, `versioned_docs/version-${version}`), {
      recursive: true,
    });
    fs.copyFileSync(
      path.join(site, 'versioned_sidebars/version-1.11.2-sidebars.json'),
      path.join(site, `versioned_sidebars/version-${version}-sidebars.json`),
    );
  }
  fs.writeFileSync(path.join(site, 'versions.json'), JSON.stringify(VERSIONS));
  execFileSync('node_modules/.bin/docusaurus', ['build'], {cwd: site, stdio: 'ignore'});
  build = path.join(site, 'build');
  firstMerge = merge();
}, 300_000);

afterAll(() => removeTempSite(site));

describe(`an archived release (${ARCHIVED} of ${VERSIONS.join(', ')})`, () => {
  it('is not in the main build: its pages come from its own build', () => {
    expect(firstMerge).toContain(`archive ${ARCHIVED}: built`);
    const html = fs.readFileSync(path.join(build, `docs/${ARCHIVED}/getting-started/index.html`), 'utf8');
    expect(html).toContain(`/docs/${ARCHIVED}/assets/`);
  });

  it('serves its pages, each version badge naming it, and its root leads to its getting-started page', () => {
    const $ = page(`/docs/${ARCHIVED}/api/`);
    expect($('.theme-doc-version-badge').text()).toContain(ARCHIVED);
    expect(fs.readFileSync(path.join(build, `docs/${ARCHIVED}/index.html`), 'utf8')).toContain(
      `/docs/${ARCHIVED}/getting-started/`,
    );
  });

  it('says on every page that it is archived, linking the latest docs', () => {
    for (const url of [`/docs/${ARCHIVED}/getting-started/`, `/docs/${ARCHIVED}/api/aichat/`]) {
      const banner = page(url)('.theme-doc-version-banner');
      expect(banner.text()).toContain(`This is the documentation of AIN ${ARCHIVED}, an archived release.`);
      expect(banner.find('a').attr('href')).toBe('/docs/');
    }
    // The active versions keep the theme's banner.
    expect(page('/docs/1.10.0/getting-started/')('.theme-doc-version-banner').text()).not.toContain('archived');
  });

  it('has its own search index, holding only its pages', () => {
    const index = searchIndexIn(path.join(build, `docs/${ARCHIVED}`));
    expect(index).toBeDefined();
    const parts = JSON.parse(fs.readFileSync(path.join(build, `docs/${ARCHIVED}`, index!), 'utf8')) as {
      documents: {u: string}[];
    }[];
    const urls = parts.flatMap((part) => part.documents.map((doc) => doc.u));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => !url.startsWith(`/docs/${ARCHIVED}/`))).toEqual([]);
  });

  it('has its llms.txt, and its pages in the site map but not its search page', () => {
    expect(fs.readFileSync(path.join(build, `docs/${ARCHIVED}/llms.txt`), 'utf8')).toContain(
      `/docs/${ARCHIVED}/getting-started/`,
    );
    const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/docs/${ARCHIVED}/getting-started/</loc>`);
    expect(sitemap).toContain('/docs/1.10.0/getting-started/</loc>');
    expect(sitemap).not.toContain(`/docs/${ARCHIVED}/search<`);
    expect(fs.existsSync(path.join(build, `docs/${ARCHIVED}/sitemap.xml`))).toBe(false);
  });

  it('is in the version menu of the active versions, and its own menu leads to the latest docs', () => {
    const menu = page('/docs/getting-started/')('.dropdown__menu a')
      .map((_, a) => page('/docs/getting-started/')(a).attr('href'))
      .get();
    expect(menu).toEqual(expect.arrayContaining(['/docs/1.11.2/getting-started/', '/docs/1.10.0/getting-started/', `/docs/${ARCHIVED}/`]));
    const $ = page(`/docs/${ARCHIVED}/getting-started/`);
    expect($('.dropdown__menu a').filter((_, a) => $(a).text() === 'Latest version').attr('href')).toBe('/docs/');
  });

  it('links the rest of the site as plain page loads, and every link resolves in the merged build', () => {
    const missing = new Set<string>();
    for (const file of listFiles(path.join(build, `docs/${ARCHIVED}`)).filter((name) => name.endsWith('.html'))) {
      const $ = load(fs.readFileSync(path.join(build, `docs/${ARCHIVED}`, file), 'utf8'));
      $('a[href^="/"]').each((_, a) => {
        const href = $(a).attr('href')!.split('#')[0];
        const clean = href.replace(/^\//, '');
        const exists = ['', 'index.html', '.html'].some((suffix) => {
          const candidate = path.join(build, suffix === '.html' ? `${clean.replace(/\/$/, '')}.html` : clean, suffix === 'index.html' ? 'index.html' : '');
          return fs.existsSync(candidate) && fs.statSync(candidate).isFile();
        });
        if (!exists) missing.add(`${file}: ${href}`);
      });
    }
    expect([...missing].slice(0, 20)).toEqual([]);
  });

  it('comes from the cache the second time, identical to a fresh build', () => {
    const archived = path.join(build, `docs/${ARCHIVED}`);
    const first = tree(archived);
    fs.rmSync(archived, {recursive: true});
    execFileSync('node_modules/.bin/docusaurus', ['build'], {cwd: site, stdio: 'ignore'});
    expect(merge()).toContain(`archive ${ARCHIVED}: from the cache`);
    const cached = tree(archived);
    expect([...cached.keys()]).toEqual([...first.keys()]);
    expect([...cached].filter(([file, bytes]) => !bytes.equals(first.get(file)!)).map(([file]) => file)).toEqual([]);
  }, 300_000);
});
