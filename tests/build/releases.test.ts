/**
 * Cutting releases with `npm run release` and archiving (scripts/release.mjs,
 * src/releases/policy.mjs, archive/, scripts/archives.mjs), in the copy that
 * scripts/release-scenario.mjs made in `npm run test:build`: a writer added a
 * page to the draft, cut 1.13.0 (notes written from the template), which
 * archived 1.11.2, and 1.14.0 (notes written by the writer), which archived
 * 1.12.0; then built the site. This checks every effect of each cut, the
 * built site (two active releases, two archived ones each in its own build,
 * every link between them), what a
 * wrong command changes (nothing), and that a later cut leaves the archive's
 * bytes as they were.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import {hashInputs, listFiles, readTree} from '../../scripts/lib/files.mjs';
import {SITE_SOURCES} from '../../scripts/lib/temp-site.mjs';
import {precompress} from '../../scripts/precompress.mjs';
import {SCENARIO} from '../../scripts/release-scenario.data.mjs';
import {searchIndexIn} from '../../src/search-local/index-files.mjs';
import {fileForUrl} from './helpers';
import {REPO} from '../support/temp-site';

const SITE = path.join(REPO, SCENARIO.site);
const BUILD = path.join(SITE, 'build');
const {first, second, archived: ARCHIVED, archivedSecond: ARCHIVED_SECOND, newPage} = SCENARIO;
const NEWEST = second.version;
/** The active releases after both cuts, newest first. */
const ACTIVE = [second.version, first.version];

const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8');
const page = (url: string) => {
  const file = fileForUrl(url, BUILD);
  if (!file) throw new Error(`no page ${url}`);
  return load(fs.readFileSync(file, 'utf8'));
};
const versionOf = (url: string) => page(url)('meta[name="docusaurus_version"]').attr('content');
const frontMatter = (source: string, field: string) =>
  new RegExp(`^${field}: (.*)$`, 'm').exec(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '')?.[1];
const releaseList = (version: string) =>
  /## Releases\n\n((?:- .*\n)*)/
    .exec(read(`versioned_docs/version-${version}/release-notes/index.md`))![1]
    .trim()
    .split('\n');
const menu = (url: string) => {
  const $ = page(url);
  return $('.navbar .dropdown__menu a')
    .map((_, a) => ({label: $(a).text(), href: $(a).attr('href'), target: $(a).attr('target')}))
    .get();
};

describe(`npm run release -- ${first.version}, then ${second.version}`, () => {
  it('adds each release to the front of versions.json, with its docs and sidebar', () => {
    expect(JSON.parse(read('versions.json'))).toEqual([...ACTIVE, ARCHIVED_SECOND, ARCHIVED]);
    for (const version of [first.version, second.version]) {
      expect(fs.existsSync(path.join(SITE, `versioned_sidebars/version-${version}-sidebars.json`)), version).toBe(true);
      expect(read(`versioned_docs/version-${version}/${newPage.id}.md`)).toBe(newPage.source);
    }
  });

  it(`writes the notes of ${first.version} from the template: date, announcement, the pages it adds`, () => {
    const notes = read(`versioned_docs/version-${first.version}/release-notes/${first.notes}.md`);
    expect(frontMatter(notes, 'title')).toBe(`AIN ${first.version} release notes`);
    expect(frontMatter(notes, 'released')).toBe(first.date);
    expect(frontMatter(notes, 'announcement')).toBe(first.announcement);
    expect(notes).toContain(
      `- [Knowledge sync](../${newPage.id}.md): Schedule the knowledge sync that keeps the kb-articles vector collection`,
    );
    expect(notes).toContain(`[Documentation changes from 1.12.0 to ${first.version}](/changes/1.12.0-to-${first.version})`);
    expect(notes).toContain(`1. Upgrade to 1.12.0 first if you run an older version.`);
    expect(notes).not.toMatch(/\{\{\w+\}\}/);
  });

  it(`keeps the notes the writer wrote for ${second.version}, setting their date, and moves older notes down`, () => {
    const notes = read(`versioned_docs/version-${second.version}/release-notes/${second.notes}.md`);
    expect(frontMatter(notes, 'released')).toBe(second.date);
    expect(frontMatter(notes, 'announcement')).toBe(second.announcement);
    expect(notes).toContain('AIN 1.14.0 adds a run log');
    const positions = ['1-14-0', '1-13-0', '1-12-0', '1-11-2'].map((slug) =>
      frontMatter(read(`versioned_docs/version-${second.version}/release-notes/${slug}.md`), 'sidebar_position'),
    );
    expect(positions).toEqual(['1', '2', '3', '4']);
  });

  it('lists each release in the release notes, only the newest marked latest', () => {
    const list = releaseList(second.version);
    expect(list[0]).toBe(
      `- [AIN ${second.version}](./${second.notes}.md), released ${second.date} (latest): ${second.announcement}.`,
    );
    expect(list[1]).toBe(`- [AIN ${first.version}](./${first.notes}.md), released ${first.date}: ${first.announcement}.`);
    expect(list.filter((line) => line.includes('(latest)'))).toHaveLength(1);
    expect(list).toHaveLength(4);
    // The snapshot of 1.13.0 was taken at its own cut.
    expect(releaseList(first.version)[0]).toContain(`[AIN ${first.version}]`);
    expect(releaseList(first.version)[0]).toContain('(latest)');
  });

  it('archives the release that leaves the active set, and only then', () => {
    const [cutFirst, cutSecond] = JSON.parse(read('cuts.json')) as string[];
    expect(cutFirst).toContain(`${ARCHIVED} left the active releases: archived, served at /docs/${ARCHIVED}/.`);
    expect(cutFirst).not.toContain(ARCHIVED_SECOND);
    expect(cutSecond).toContain(`${ARCHIVED_SECOND} left the active releases: archived, served at /docs/${ARCHIVED_SECOND}/.`);
    expect(cutSecond).not.toContain(`${ARCHIVED} left`);
  });

  it('refuses a wrong command and changes nothing', () => {
    const before = hashInputs(SITE, SITE_SOURCES, '');
    for (const [args, message] of [
      [['1.15'], '"1.15" is not a version'],
      [[], '"undefined" is not a version'],
      [[second.version], `${second.version} is already released`],
      [['1.13.5'], `1.13.5 is not newer than the latest release, ${NEWEST}`],
      [['1.15.0'], 'docs/release-notes/1-15-0.md does not exist: give --announcement'],
      [['1.15.0', '--announcement', 'x', '--date', '2027-13-45'], '--date 2027-13-45 is not a YYYY-MM-DD date'],
    ] as const) {
      const result = spawnSync(process.execPath, ['scripts/release.mjs', ...args], {cwd: SITE, encoding: 'utf8'});
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
    expect(hashInputs(SITE, SITE_SOURCES, '')).toBe(before);
  });
});

describe(`the built site: ${ACTIVE.join(', ')} active, ${ARCHIVED_SECOND} and ${ARCHIVED} archived`, () => {
  it('serves the latest release at /docs and each active one under its version, each root redirecting', () => {
    expect(versionOf('/docs/getting-started/')).toBe(NEWEST);
    for (const version of ACTIVE.slice(1)) {
      expect(versionOf(`/docs/${version}/getting-started/`)).toBe(version);
    }
    for (const root of ['/docs', ...ACTIVE.slice(1).map((version) => `/docs/${version}`)]) {
      expect(page(root)('meta[http-equiv="refresh"]').attr('content'), root).toContain(`${root}/getting-started/`);
    }
    for (const version of [ARCHIVED_SECOND, ARCHIVED]) {
      expect(page(`/docs/${version}`)('meta[http-equiv="refresh"]').attr('content')).toContain(
        `/docs/${version}/getting-started/`,
      );
    }
  });

  it('publishes the new page from the release that added it on, with its sidebar entry and search entry', () => {
    expect(page(`/docs/${newPage.id}`)('article h1').text()).toBe(newPage.title);
    expect(versionOf(`/docs/${first.version}/${newPage.id}`)).toBe(first.version);
    expect(fileForUrl(`/docs/${ARCHIVED_SECOND}/${newPage.id}`, BUILD)).toBeUndefined();
    const $ = page(`/docs/${first.version}/${newPage.id}`);
    const sidebar = $('.theme-doc-sidebar-menu a[href]').map((_, a) => $(a).attr('href')).get();
    expect(sidebar).toContain(`/docs/${first.version}/${newPage.id}`);
    expect(sidebar.filter((href) => href.startsWith('/docs/')).every((href) => href.startsWith(`/docs/${first.version}/`))).toBe(true);
    expect(fs.readFileSync(path.join(BUILD, searchIndexIn(BUILD)!), 'utf8')).toContain(`"/docs/${newPage.id}"`);
  });

  it('lists the active releases and all versions in the menu', () => {
    expect(menu('/docs/getting-started/')).toEqual([
      ...ACTIVE.map((version) => ({
        label: version,
        href: version === NEWEST ? '/docs/getting-started/' : `/docs/${version}/getting-started/`,
        target: undefined,
      })),
      {label: 'All versions', href: '/versions', target: undefined},
    ]);
  });

  it('announces the newest release and names the active ones in the footer', () => {
    const $ = page('/');
    const bar = $('.theme-announcement-bar');
    expect(bar.text()).toContain(`AIN ${NEWEST} is out: ${second.announcement}.`);
    expect(bar.find('a').attr('href')).toBe(`/docs/release-notes/${second.notes}`);
    expect(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8')).toContain(`"release-${NEWEST}"`);
    expect($('.footer__copyright').text()).toBe(
      `© 2027 AIN. Documentation for AIN ${ACTIVE[0]}, ${ACTIVE[1]} and archived releases.`,
    );
  });

  it('lists every release on /versions with its status, date, docs, notes and changes', () => {
    const $ = page('/versions');
    const rows = $('tbody tr')
      .map((_, row) => [
        $(row)
          .find('th, td')
          .map((__, cell) => $(cell).text())
          .get(),
      ])
      .get() as string[][];
    expect(rows).toEqual([
      [`AIN ${NEWEST}`, 'Latest', second.date, `${NEWEST} release notes`, `From ${first.version}`],
      [`AIN ${first.version}`, 'Active', first.date, `${first.version} release notes`, 'From 1.12.0'],
      [`AIN ${ARCHIVED_SECOND}`, 'Archived', '2026-10-20', `${ARCHIVED_SECOND} release notes`, `From ${ARCHIVED}`],
      [`AIN ${ARCHIVED}`, 'Archived', '2026-06-16', `${ARCHIVED} release notes`, 'Oldest release here'],
    ]);
    const archivedLink = $('tbody tr').last().find('th a');
    expect([archivedLink.attr('href'), archivedLink.attr('target')]).toEqual([`/docs/${ARCHIVED}/getting-started/`, '_self']);
  });

  it('has a "what changed" page for every two consecutive releases, archived ones linked as page loads', () => {
    const pairs = [
      [first.version, second.version],
      ['1.12.0', first.version],
      [ARCHIVED, '1.12.0'],
    ];
    for (const [from, to] of pairs) {
      expect(page(`/changes/${from}-to-${to}`)('h1').text()).toBe(`What changed from ${from} to ${to}`);
    }
    const $ = page('/changes/1.12.0-to-1.13.0');
    const added = $('h2#added').closest('section').find('li > a');
    expect(added.map((_, a) => $(a).attr('href')).get().sort()).toEqual([
      `/docs/${first.version}/release-notes/${first.notes}`,
      `/docs/${first.version}/${newPage.id}`,
    ]);
    const older = page(`/changes/${ARCHIVED}-to-1.12.0`);
    const toArchive = older('a[href^="/docs/1.11.2/"]');
    expect(toArchive.length).toBeGreaterThan(0);
    expect(toArchive.filter((_, a) => older(a).attr('target') !== '_self').length).toBe(0);
    expect(toArchive.first().text()).not.toBe('');
  });
});

describe(`archived ${ARCHIVED}: its own build under /docs/${ARCHIVED}/`, () => {
  const base = `/docs/${ARCHIVED}`;

  it('serves its pages from its own build, each naming its version', () => {
    expect(fs.readFileSync(fileForUrl(`${base}/getting-started/`, BUILD)!, 'utf8')).toContain(`${base}/assets/`);
    expect(page(`${base}/api/`)('.theme-doc-version-badge').text()).toContain(ARCHIVED);
  });

  it('says on every page that it is archived, with one click to the latest docs and to all versions', () => {
    for (const url of [`${base}/getting-started/`, `${base}/api/aichat`]) {
      const $ = page(url);
      const banner = $('.theme-doc-version-banner');
      expect(banner.text()).toContain(`This is the documentation of AIN ${ARCHIVED}, an archived release.`);
      expect(banner.find('a').map((_, a) => $(a).attr('href')).get()).toEqual(['/docs/', '/versions']);
    }
    expect(menu(`${base}/getting-started/`)).toEqual([
      {label: ARCHIVED, href: `${base}/getting-started/`, target: undefined},
      {label: 'Latest version', href: '/docs/', target: '_self'},
      {label: 'All versions', href: '/versions', target: '_self'},
    ]);
    // The active releases keep the theme's banner.
    expect(page(`/docs/${first.version}/getting-started/`)('.theme-doc-version-banner').text()).not.toContain(
      'archived',
    );
  });

  it('has its own search index, holding only its pages', () => {
    const index = searchIndexIn(path.join(BUILD, base));
    expect(index).toBeDefined();
    const parts = JSON.parse(fs.readFileSync(path.join(BUILD, base, index!), 'utf8')) as {documents: {u: string}[]}[];
    const urls = parts.flatMap((part) => part.documents.map((doc) => doc.u));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => !url.startsWith(`${base}/`))).toEqual([]);
  });

  it('has its llms.txt, its pages in the site map but not its search page, and its 404 page', () => {
    expect(fs.readFileSync(path.join(BUILD, base, 'llms.txt'), 'utf8')).toContain(`${base}/getting-started/`);
    const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${base}/getting-started/</loc>`);
    expect(sitemap).toContain(`/docs/${first.version}/getting-started/</loc>`);
    expect(sitemap).toContain(`/docs/${ARCHIVED_SECOND}/getting-started/</loc>`);
    expect(sitemap).not.toContain(`${base}/search<`);
    expect(fs.existsSync(path.join(BUILD, base, 'sitemap.xml'))).toBe(false);
    expect(fs.existsSync(path.join(BUILD, base, '404.html'))).toBe(true);
  });

  it('links the rest of the site as plain page loads, every link resolving in the merged build', () => {
    const missing = new Set<string>();
    for (const file of listFiles(path.join(BUILD, base), /\.html$/)) {
      const $ = load(fs.readFileSync(path.join(BUILD, base, file), 'utf8'));
      $('a[href^="/"]').each((_, a) => {
        const href = $(a).attr('href')!.split('#')[0];
        if (!href.startsWith(`${base}/`) && $(a).attr('target') !== '_self') missing.add(`${file}: ${href} (SPA link)`);
        if (/\.(md|txt)$/.test(href) ? !fs.existsSync(path.join(BUILD, href)) : !fileForUrl(href, BUILD)) {
          missing.add(`${file}: ${href}`);
        }
      });
    }
    expect([...missing].slice(0, 20)).toEqual([]);
  });
});

describe('a later cut leaves the archive as it was', () => {
  it(`keeps ${ARCHIVED}'s cache key, archives ${first.version}, and a fresh build of ${ARCHIVED} is byte for byte the cached one`, async () => {
    const cache = path.join(SITE, 'node_modules/.cache/ain-archives');
    const archivesOf = (version: string) => fs.readdirSync(cache).filter((name) => name.startsWith(`${version}-`));
    const [cached] = archivesOf(ARCHIVED);
    const output = execFileSync(
      process.execPath,
      ['scripts/release.mjs', '1.15.0', '--date', '2027-05-03', '--announcement', 'shorter sync runs'],
      {cwd: SITE, encoding: 'utf8'},
    );
    expect(output).toContain(`${first.version} left the active releases`);
    expect(archivesOf(ARCHIVED)).toEqual([cached]);
    expect(archivesOf(first.version)).toHaveLength(1);

    const fresh = path.join(SITE, 'fresh-archive');
    execFileSync('node_modules/.bin/docusaurus', ['build', '--config', 'archive/docusaurus.archive.config.ts', '--out-dir', fresh], {
      cwd: SITE,
      env: {...process.env, AIN_ARCHIVE_VERSION: ARCHIVED},
      stdio: 'ignore',
    });
    await precompress(fresh);
    const before = readTree(path.join(cache, cached));
    const after = readTree(fresh);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after].filter(([file, bytes]) => !bytes.equals(before.get(file)!)).map(([file]) => file)).toEqual([]);
  }, 300_000);
});
