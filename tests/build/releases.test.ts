/** `npm run release` and archiving, in the copy scripts/releases/release-scenario.ts made: a writer added two pages
 * and cut a release (notes from the template), archiving the one before the newest; added, removed and renamed a page
 * and cut again (notes the writer wrote); then built the site. */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {precompress} from '../../scripts/build/precompress';
import {SCENARIO_SITE, scenarioFor} from '../../scripts/releases/release-scenario.data';
import {ALL_INPUTS, hashInputs, listFiles, readTree} from '../../site/build-inputs';
import {frontMatterField, frontMatterList} from '../../site/markdown/pages';
import {searchIndexIn} from '../../shared/search/index-files';
import {attrs, fileForUrl, readPage, texts, withoutClassHashes} from './helpers';
import {docIds, notesId, releaseDate, REPO} from '../support/releases';
import {tsxArgs} from '../../scripts/lib/tasks';

const SITE = path.join(REPO, SCENARIO_SITE);
const BUILD = path.join(SITE, 'build');
const {first, second, before: BEFORE, archived: ARCHIVED, archivedSecond: ARCHIVED_SECOND} = scenarioFor(REPO);
const NEWEST = second.version;
/** After both cuts, newest first. */
const ACTIVE = [second.version, first.version];
const RELEASES = [...ACTIVE, ...BEFORE];
const [major, minor] = NEWEST.split('.').map(Number);
/** A release number after both cuts. */
const next = (step: number) => `${major}.${minor + step}.0`;

const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8');
const release = (args: readonly string[]) =>
  spawnSync(process.execPath, tsxArgs('scripts/releases/release.ts', ...args), {cwd: SITE, encoding: 'utf8'});
/** The tests of the command run it: a refused draft is the writer check over every version of the copy, while the
 * rest of the suite shares both cores. */
const COMMAND_TIMEOUT = 360_000;
const page = (url: string) => readPage(url, BUILD);
const versionOf = (url: string) => page(url)('meta[name="docusaurus_version"]').attr('content');
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
const {renamed} = second;
const [backup, knowledgeSync] = first.added;

describe(`npm run release -- ${first.version}, then ${second.version}`, {timeout: COMMAND_TIMEOUT}, () => {
  it('adds each release to the front of versions.json, with its docs and sidebar', () => {
    expect(JSON.parse(read('versions.json'))).toEqual(RELEASES);
    for (const version of ACTIVE) {
      expect(fs.existsSync(path.join(SITE, `versioned_sidebars/version-${version}-sidebars.json`)), version).toBe(true);
    }
    for (const added of first.added) {
      expect(read(`versioned_docs/version-${first.version}/${added.id}.md`)).toBe(added.source);
    }
  });

  it(`takes into ${second.version} the draft's added, removed and renamed pages`, () => {
    const ids = docIds(second.version, SITE);
    expect(ids).toContain(second.added[0].id);
    expect(ids).toContain(renamed.to);
    expect(ids).not.toContain(renamed.from);
    expect(ids).not.toContain(second.removed);
    const moved = read(`versioned_docs/version-${second.version}/${renamed.to}.md`);
    expect(frontMatterList(moved, 'renamed_from')).toEqual([renamed.from]);
    // The older release keeps the pages as they were.
    expect(docIds(first.version, SITE)).toEqual(expect.arrayContaining([renamed.from, second.removed]));
  });

  it(`writes the notes of ${first.version} from the template: date, announcement, the pages it adds`, () => {
    const notes = read(`versioned_docs/version-${first.version}/release-notes/${first.notes}.md`);
    expect(frontMatterField(notes, 'title')).toBe(`AIN ${first.version} release notes`);
    expect(frontMatterField(notes, 'released')).toBe(first.date);
    expect(frontMatterField(notes, 'announcement')).toBe(first.announcement);
    expect(notes).toContain(`- [${backup.title}](../${backup.id}.md): Back up what AIN keeps on the instance`);
    expect(notes).toContain(
      `- [${knowledgeSync.title}](../${knowledgeSync.id}.md): Schedule the knowledge sync that keeps the kb-articles`,
    );
    expect(notes).toContain(
      `[Documentation changes from ${BEFORE[0]} to ${first.version}](/changes/${BEFORE[0]}-to-${first.version})`,
    );
    expect(notes).toContain(`1. Upgrade to ${BEFORE[0]} first if you run an older version.`);
    expect(notes).not.toMatch(/\{\{\w+\}\}/);
  });

  it(`keeps the notes the writer wrote for ${second.version}, setting their date, and moves older notes down`, () => {
    const notes = read(`versioned_docs/version-${second.version}/release-notes/${second.notes}.md`);
    expect(frontMatterField(notes, 'released')).toBe(second.date);
    expect(frontMatterField(notes, 'announcement')).toBe(second.announcement);
    expect(notes).toContain(`AIN ${second.version} brings ${second.announcement}.`);
    const positions = RELEASES.map((version) =>
      frontMatterField(read(`versioned_docs/version-${second.version}/${notesId(version)}.md`), 'sidebar_position'),
    );
    expect(positions).toEqual(RELEASES.map((_, index) => String(index + 1)));
  });

  it('lists each release in the release notes, only the newest marked latest', () => {
    const list = releaseList(second.version);
    expect(list[0]).toBe(
      `- [AIN ${second.version}](./${second.notes}.md), released ${second.date} (latest): ${second.announcement}.`,
    );
    expect(list[1]).toBe(
      `- [AIN ${first.version}](./${first.notes}.md), released ${first.date}: ${first.announcement}.`,
    );
    expect(list.filter((line) => line.includes('(latest)'))).toHaveLength(1);
    expect(list).toHaveLength(RELEASES.length);
    // The snapshot of the first release was taken at its own cut.
    expect(releaseList(first.version)[0]).toContain(`[AIN ${first.version}]`);
    expect(releaseList(first.version)[0]).toContain('(latest)');
  });

  it('archives the release that leaves the active set, and only then', () => {
    const [cutFirst, cutSecond] = JSON.parse(read('cuts.json')) as string[];
    expect(cutFirst).toContain(`${ARCHIVED} left the active releases: archived, served at /docs/${ARCHIVED}/.`);
    expect(cutFirst).not.toContain(`${ARCHIVED_SECOND} left`);
    expect(cutSecond).toContain(
      `${ARCHIVED_SECOND} left the active releases: archived, served at /docs/${ARCHIVED_SECOND}/.`,
    );
    expect(cutSecond).not.toContain(`${ARCHIVED} left`);
  });

  it('refuses a wrong command and changes nothing', () => {
    const before = hashInputs(SITE, ALL_INPUTS, '');
    for (const [args, message] of [
      [[`${major}.${minor + 3}`], `"${major}.${minor + 3}" is not a version`],
      [[], 'Name the release to cut. Usage: npm run release -- <version>'],
      [[next(3), '--announcement'], "Option '--announcement <value>' argument missing. Usage:"],
      [[second.version], `${second.version} is already released`],
      [[first.version.replace(/0$/, '5')], `is not newer than the latest release, ${NEWEST}`],
      [[next(3)], `docs/release-notes/${next(3).replaceAll('.', '-')}.md does not exist: give --announcement`],
      [[next(3), '--announcement', 'x', '--date', '2027-13-45'], '--date 2027-13-45 is not a YYYY-MM-DD date'],
    ] as const) {
      const result = release(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      // Not a stack trace, nor a dependency's handler printing its source.
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect(hashInputs(SITE, ALL_INPUTS, '')).toBe(before);
  });

  /** Runs `npm run release` with `args` in the copy while `file` reads `text`; puts the file back. */
  const releaseWith = (file: string, text: (source: string) => string, args: string[]) => {
    const source = read(file);
    fs.writeFileSync(path.join(SITE, file), text(source));
    try {
      const before = hashInputs(SITE, ALL_INPUTS, '');
      const result = release(args);
      return {...result, unchanged: hashInputs(SITE, ALL_INPUTS, '') === before};
    } finally {
      fs.writeFileSync(path.join(SITE, file), source);
    }
  };

  it('refuses a draft the writer check fails, naming each problem, and changes nothing', () => {
    const result = releaseWith(
      'docs/getting-started/index.md',
      (source) => `${source}\nUp to {max} files, as [the guide](./no-such-page.md) says.\n`,
      [next(3), '--announcement', 'x'],
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('release: the draft fails the writer check, so nothing was cut:');
    expect(result.stderr).toMatch(/docs\/getting-started\/index\.md:\d+ — \{max\} in the text is read as code/);
    expect(result.stderr).toMatch(/docs\/getting-started\/index\.md:\d+ — .*no-such-page\.md/);
    expect(result.unchanged).toBe(true);
  });

  it('puts back every file when a cut fails halfway', () => {
    // The release notes are written before the list of releases is found missing.
    const result = releaseWith(
      'docs/release-notes/index.md',
      (source) => source.replace('## Releases', '## Every release'),
      [next(3), '--announcement', 'x'],
    );
    expect(result.stderr.trim()).toBe('release: docs/release-notes/index.md has no "## Releases" list.');
    expect(result.status).toBe(2);
    expect(result.unchanged).toBe(true);
  });
});

describe(`the built site: ${ACTIVE.join(', ')} active, ${RELEASES.slice(2).join(', ')} archived`, () => {
  it('was built into its output folders only: every source unchanged, nothing new but the outputs', () => {
    const writes = JSON.parse(read('build-writes.json')) as {sourcesUnchanged: boolean; added: string[]};
    expect(writes.sourcesUnchanged).toBe(true);
    // The site and the host targets' copies (.docusaurus/ too, if the cuts had not made it).
    const outputs = writes.added.filter((entry) => entry !== '.docusaurus').sort();
    expect(outputs).toEqual(['build', 'build-github-pages', 'build-headers-file', 'build-nginx']);
  });

  it('serves the latest release at /docs and each active one under its version, each root redirecting', () => {
    expect(versionOf('/docs/getting-started/')).toBe(NEWEST);
    for (const version of ACTIVE.slice(1)) {
      expect(versionOf(`/docs/${version}/getting-started/`)).toBe(version);
    }
    for (const root of ['/docs', ...RELEASES.slice(1).map((version) => `/docs/${version}`)]) {
      expect(page(root)('meta[http-equiv="refresh"]').attr('content'), root).toContain(`${root}/getting-started/`);
    }
  });

  it('publishes an added page from the release that added it on, with its sidebar entry and search entry', () => {
    const added = second.added[0];
    expect(page(`/docs/${added.id}`)('article h1').text()).toBe(added.title);
    expect(versionOf(`/docs/${first.version}/${backup.id}`)).toBe(first.version);
    expect(fileForUrl(`/docs/${ARCHIVED_SECOND}/${backup.id}`, BUILD)).toBeUndefined();
    const $ = page(`/docs/${first.version}/${backup.id}`);
    const sidebar = $('.theme-doc-sidebar-menu a[href]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(sidebar).toContain(`/docs/${first.version}/${backup.id}`);
    expect(
      sidebar.filter((href) => href.startsWith('/docs/')).every((href) => href.startsWith(`/docs/${first.version}/`)),
    ).toBe(true);
    expect(fs.readFileSync(path.join(BUILD, searchIndexIn(BUILD)!), 'utf8')).toContain(`"/docs/${added.id}"`);
  });

  it('sends the renamed page’s old address in the latest docs to the new one, and no longer serves the removed page there', () => {
    expect(page(`/docs/${renamed.from}`)('meta[http-equiv="refresh"]').attr('content')).toContain(
      `/docs/${renamed.to}`,
    );
    expect(page(`/docs/${renamed.to}`)('article h1').text()).toBe(renamed.title);
    expect(fileForUrl(`/docs/${second.removed}`, BUILD)).toBeUndefined();
    // The release that had them keeps them.
    expect(page(`/docs/${first.version}/${renamed.from}`)('article h1').text()).toBe(renamed.title);
    expect(page(`/docs/${first.version}/${second.removed}`)('article h1').text()).toBe(knowledgeSync.title);
  });

  it('links the renamed page from the tables shared/data/ generates, by the id the data gives', () => {
    // The glossary and the permissions matrix of the technical docs page.
    for (const [root, id] of [
      ['/docs', renamed.to],
      [`/docs/${first.version}`, renamed.from],
    ]) {
      const $ = page(`${root}/technical_docs/`);
      const inTables = attrs($, 'article table a');
      expect(inTables, root).toContain(`${root}/${id}`);
      expect(
        inTables.filter((href) => href === `${root}/${id === renamed.to ? renamed.from : renamed.to}`),
        root,
      ).toEqual([]);
    }
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
      `© ${second.date.slice(0, 4)} AIN. Documentation for AIN ${ACTIVE[0]}, ${ACTIVE[1]} and archived releases.`,
    );
  });

  it('lists every release on /versions with its status, date, docs, notes and changes', () => {
    const $ = page('/versions');
    const rows = Array.from($('tbody tr'), (row) => texts($, $(row).find('th, td')));
    expect(rows).toEqual(
      RELEASES.map((version, index) => [
        `AIN ${version}`,
        index === 0 ? 'Latest' : index === 1 ? 'Active' : 'Archived',
        releaseDate(version, SITE),
        `${version} release notes`,
        RELEASES[index + 1] ? `From ${RELEASES[index + 1]}` : 'Oldest release here',
        'Offline site (ZIP) · Manual (PDF)',
      ]),
    );
    // Every release's offline copy and manual, in the build, whether the release is active or archived.
    const downloads = attrs($, 'tbody tr td:last-child a');
    expect(downloads).toEqual(
      RELEASES.flatMap((version) => [`/downloads/ain-docs-${version}.zip`, `/downloads/ain-docs-${version}.pdf`]),
    );
    for (const download of downloads) expect(fs.existsSync(path.join(BUILD, download)), download).toBe(true);
    // The repository's releases: its own files, restored and merged byte for byte (its run checks them).
    for (const version of BEFORE) {
      for (const ext of ['zip', 'pdf']) {
        const file = `downloads/ain-docs-${version}.${ext}`;
        expect(
          fs.readFileSync(path.join(BUILD, file)).equals(fs.readFileSync(path.join(REPO, 'build', file))),
          file,
        ).toBe(true);
      }
    }
    const archivedLink = $('tbody tr').last().find('th a');
    expect([archivedLink.attr('href'), archivedLink.attr('target')]).toEqual([
      `/docs/${RELEASES.at(-1)}/getting-started/`,
      '_self',
    ]);
  });

  it('has a "what changed" page for every two consecutive releases, archived ones linked as page loads', () => {
    for (const [index, to] of RELEASES.slice(0, -1).entries()) {
      const from = RELEASES[index + 1];
      expect(page(`/changes/${from}-to-${to}`)('h1').text()).toBe(`What changed from ${from} to ${to}`);
    }
    const $ = page(`/changes/${BEFORE[0]}-to-${first.version}`);
    expect(attrs($, 'h3[id$="-added"] + ul > li > a').sort()).toEqual(
      [
        `/docs/${first.version}/release-notes/${first.notes}`,
        ...first.added.map(({id}) => `/docs/${first.version}/${id}`),
      ].sort(),
    );
    const older = page(`/changes/${ARCHIVED}-to-${ARCHIVED_SECOND}`);
    const toArchive = older(`a[href^="/docs/${ARCHIVED}/"]`);
    expect(toArchive.length).toBeGreaterThan(0);
    expect(toArchive.filter((_, a) => older(a).attr('target') !== '_self').length).toBe(0);
    expect(toArchive.first().text()).not.toBe('');
  });
});

describe(`archived ${ARCHIVED}: its own build under /docs/${ARCHIVED}/`, () => {
  const base = `/docs/${ARCHIVED}`;

  it('serves its pages from its own build, each naming its version', () => {
    expect(fs.readFileSync(fileForUrl(`${base}/getting-started/`, BUILD)!, 'utf8')).toContain(`${base}/assets/`);
    expect(page(`${base}/getting-started/`)('.theme-doc-version-badge').text()).toContain(ARCHIVED);
  });

  it('says on every page that it is archived, with one click to the latest docs and to all versions', () => {
    const other = docIds(ARCHIVED, SITE).find((id) => !id.endsWith('index'))!;
    for (const url of [`${base}/getting-started/`, `${base}/${other}`]) {
      const $ = page(url);
      const banner = $('.theme-doc-version-banner');
      expect(banner.text()).toContain(`This is the documentation of AIN ${ARCHIVED}, an archived release.`);
      expect(attrs($, banner.find('a'))).toEqual(['/docs/', '/versions']);
    }
    expect(menu(`${base}/getting-started/`)).toEqual([
      {label: ARCHIVED, href: `${base}/getting-started/`, target: undefined},
      {label: 'Latest version', href: '/docs/', target: '_self'},
      {label: 'All versions', href: '/versions', target: '_self'},
    ]);
    // The active release before the latest says it is active.
    expect(page(`/docs/${first.version}/getting-started/`)('.theme-doc-version-banner').text()).toBe(
      `AIN ${first.version} is active. The latest is ${second.version}.`,
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

  it("uses the site's stylesheet: its rules are the repository's, in the same order, class names aside", () => {
    // The releases crawl leaves axe on an archived page to the repository's crawl: same markup, same rules.
    const stylesheet = (build: string, at: string) => {
      // The one every page links (a lazily loaded component's is a file of its own); assets named from the base URL.
      const [file] = fs
        .readdirSync(path.join(build, at, 'assets/css'))
        .filter((name) => /^styles\.\w+\.css$/.test(name));
      const css = fs.readFileSync(path.join(build, at, 'assets/css', file!), 'utf8').replaceAll(`url(${at}/`, 'url(/');
      return withoutClassHashes(css).split('}');
    };
    const archived = stylesheet(BUILD, base);
    const site = stylesheet(path.join(REPO, 'build'), '');
    expect(archived.length).toBeGreaterThan(500);
    // Each rule of the archive's, found in the site's after the one before: the site has more components.
    let at = 0;
    const missing = archived.filter((rule) => {
      const found = site.indexOf(rule, at);
      if (found < 0) return true;
      at = found + 1;
      return false;
    });
    expect(missing.slice(0, 5)).toEqual([]);
  });

  it('links the rest of the site as plain page loads, every link resolving in the merged build', () => {
    const missing = new Set<string>();
    for (const file of listFiles(path.join(BUILD, base), /\.html$/)) {
      const $ = load(fs.readFileSync(path.join(BUILD, base, file), 'utf8'));
      $('a[href^="/"]').each((_, a) => {
        const href = $(a).attr('href')!.split('#')[0];
        if (!href.startsWith(`${base}/`) && $(a).attr('target') !== '_self') missing.add(`${file}: ${href} (SPA link)`);
        if (/\.(md|txt|zip|pdf)$/.test(href) ? !fs.existsSync(path.join(BUILD, href)) : !fileForUrl(href, BUILD)) {
          missing.add(`${file}: ${href}`);
        }
      });
    }
    expect([...missing].slice(0, 20)).toEqual([]);
  });
});

describe('a later cut and the build leave an archive as it was', () => {
  type Files = Record<string, number>;
  type ArchiveState = {keys: string[]; archives: Files; offline: Files; manuals: Files};
  type States = Record<'afterFirstCut' | 'afterSecondCut' | 'afterBuild', ArchiveState> & {restored: Files};
  const states = JSON.parse(read('archive-cache.json')) as States;
  const archivesOf = (state: ArchiveState, version: string) =>
    Object.entries(state.archives).filter(([name]) => name.startsWith(`${version}-`));

  it(`keeps ${ARCHIVED}'s archive through the cut that archives ${ARCHIVED_SECOND}, and CI's key changes only then`, () => {
    const {afterFirstCut, afterSecondCut, afterBuild} = states;
    // CI's cache key of the archives (.github/workflows/ci.yml) holds while no archive has to be built.
    for (const {keys} of [afterFirstCut, afterSecondCut, afterBuild]) {
      expect(keys[0]).toMatch(/^[0-9a-f]{16}$/);
      expect(keys[1]).toBe(keys[0]);
    }
    expect(archivesOf(afterFirstCut, ARCHIVED)).toHaveLength(1);
    expect(archivesOf(afterFirstCut, ARCHIVED_SECOND)).toEqual([]);
    // Not built again: the second cut left its key as it was.
    expect(archivesOf(afterSecondCut, ARCHIVED)).toEqual(archivesOf(afterFirstCut, ARCHIVED));
    expect(archivesOf(afterSecondCut, ARCHIVED_SECOND)).toHaveLength(1);
    expect(afterSecondCut.keys[0], 'a new archive gives CI a new cache key').not.toBe(afterFirstCut.keys[0]);
    // The build merged both from the cache, and CI's key already named what it added: the offline copies.
    expect(afterBuild.keys).toEqual(afterSecondCut.keys);
    expect(afterBuild.archives).toEqual(afterSecondCut.archives);
    // …and CI caches under it.
    const workflow = yaml.load(fs.readFileSync(path.join(REPO, '.github/workflows/ci.yml'), 'utf8')) as {
      jobs: {test: {steps: {id?: string; run?: string; uses?: string; with?: {path?: string; key?: string}}[]}};
    };
    const steps = workflow.jobs.test.steps;
    expect(steps.find((step) => step.id === 'archives')?.run).toContain(
      'node --import tsx scripts/releases/archives.ts --key',
    );
    expect(steps.find((step) => step.with?.path === 'node_modules/.cache/ain-archives')?.with?.key).toBe(
      'archives-${{ steps.archives.outputs.key }}',
    );
  });

  for (const [kind, copiesOf] of [
    ['offline copy', (state: ArchiveState) => state.offline],
    ['manual', (state: ArchiveState) => state.manuals],
  ] as const) {
    it(`reuses each release's ${kind}, made while it was active, and makes one for each new release`, () => {
      const {afterFirstCut, afterSecondCut, restored, afterBuild} = states;
      // A cut makes none: the build after it does, once per release.
      expect(copiesOf(afterFirstCut)).toEqual({});
      expect(copiesOf(afterSecondCut)).toEqual({});
      const copies = Object.keys(copiesOf(afterBuild));
      expect(copies.map((name) => name.split('-')[0]).sort()).toEqual([...RELEASES].sort());
      // The repository's, of the archived releases, restored as CI restores its cache, each under its archive's key.
      const reused = copies.filter((name) => name in restored);
      expect(reused.map((name) => name.split('-')[0]).sort()).toEqual([ARCHIVED_SECOND, ARCHIVED].sort());
      for (const version of [ARCHIVED, ARCHIVED_SECOND]) {
        const [[archived]] = archivesOf(afterBuild, version);
        const name = copies.find((copy) => copy.startsWith(`${archived}-`));
        expect(name, `${version}'s ${kind}, under its archive's key`).toBeDefined();
        expect(copiesOf(afterBuild)[name!], `${version}'s ${kind}, not made again`).toBe(restored[name!]);
      }
      // The new releases': made by the build.
      for (const version of [first.version, second.version]) {
        const made = copies.filter((name) => name.startsWith(`${version}-`));
        expect(made, version).toHaveLength(1);
        expect(restored).not.toHaveProperty(made[0]!);
      }
    });
  }

  it(`builds ${ARCHIVED} afresh, after the later cut, byte for byte as its archive was built at its own cut`, async () => {
    const [[cached]] = archivesOf(states.afterBuild, ARCHIVED);
    const fresh = path.join(SITE, 'fresh-archive');
    fs.rmSync(fresh, {recursive: true, force: true});
    execFileSync('node_modules/.bin/docusaurus', ['build', '--out-dir', fresh], {
      cwd: SITE,
      env: {...process.env, AIN_SITE_VARIANT: 'archive', AIN_ARCHIVE_VERSION: ARCHIVED},
      stdio: 'ignore',
    });
    // With the copy's own compression cache, as its build would (a cached gzip is reused only if it matches).
    await precompress(fresh, {cache: path.join(SITE, 'node_modules/.cache/ain-precompress')});
    const before = readTree(path.join(SITE, 'node_modules/.cache/ain-archives', cached));
    const after = readTree(fresh);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after].filter(([file, bytes]) => !bytes.equals(before.get(file)!)).map(([file]) => file)).toEqual([]);
  }, 300_000);
});
