/**
 * A writer's release works as CONTRIBUTING.md describes: in a temporary copy
 * of the sources, a page is added to the draft, `docusaurus docs:version
 * 1.13.0` turns the draft into 1.13.0, and the build then serves 1.13.0 at
 * /docs, moves 1.12.0 to /docs/1.12.0 and keeps 1.11.2, each with its
 * sidebar, version menu, root redirect and search index; the new page is in
 * 1.13.0 only, and the generated "what changed" page and llms.txt follow.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LLMS_FILES, PATHS, SITE, VERSIONS} from '../../src/constants';
import {versionDiffPath} from '../../src/utils/versions';
import {createTempSite, removeTempSite} from '../support/temp-site';

const NEW = '1.13.0';
/** A page only the new release has, written as CONTRIBUTING.md's "Add a page" says. */
const NEW_PAGE = 'service-tools/knowledge-sync';
const NEW_PAGE_SOURCE = `---
title: Knowledge sync
description: Schedule the knowledge sync that keeps the kb-articles vector collection up to date with published knowledge articles, and read its run log.
keywords: [knowledge, sync, синхронизация]
sidebar_position: 7
---

<Audience for={['integrators']} />

The knowledge sync re-embeds knowledge articles that changed since its last run, so answers of the
[KB Assistant](../widgets/kb-assistant.md) follow the published text. It calls
[\`AISync\`](../api/aisync.md) once per run.

## Schedule the sync

1. Open **AIN > Vector > Collections** and select \`kb-articles\`.
2. Set **Sync schedule** to daily at 02:00 and save.
`;
const [PREVIOUS, OLDEST] = VERSIONS.released;

let site: string;
let build: string;

beforeAll(() => {
  site = createTempSite('cut');
  const docusaurus = path.join(site, 'node_modules/.bin/docusaurus');
  // A writer adds a page to the draft as CONTRIBUTING.md describes, then cuts the release.
  fs.writeFileSync(path.join(site, `docs/${NEW_PAGE}.md`), NEW_PAGE_SOURCE);
  execFileSync(docusaurus, ['docs:version', NEW], {cwd: site, stdio: 'ignore'});
  build = path.join(site, 'build');
  execFileSync(docusaurus, ['build'], {cwd: site, stdio: 'ignore', env: {...process.env, FORCE_COLOR: '0'}});
}, 300_000);

afterAll(() => removeTempSite(site));

const page = (url: string) => {
  const clean = url.replace(/^\//, '').replace(/\/$/, '');
  const file = [path.join(build, clean, 'index.html'), path.join(build, `${clean}.html`)].find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no page ${url}`);
  return load(fs.readFileSync(file, 'utf8'));
};
const versionOf = (url: string) => page(url)('meta[name="docusaurus_version"]').attr('content');

describe(`adding a page to the draft and cutting ${NEW}`, () => {
  it('adds it to the front of versions.json', () => {
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual([NEW, ...VERSIONS.released]);
    expect(fs.existsSync(path.join(site, `versioned_sidebars/version-${NEW}-sidebars.json`))).toBe(true);
  });

  it(`serves ${NEW} at /docs, ${PREVIOUS} at /docs/${PREVIOUS}, ${OLDEST} where it was`, () => {
    expect(versionOf(`${PATHS.docsRoot}/getting-started/`)).toBe(NEW);
    expect(versionOf(`${PATHS.docsRoot}/${PREVIOUS}/getting-started/`)).toBe(PREVIOUS);
    expect(versionOf(`${PATHS.docsRoot}/${OLDEST}/getting-started/`)).toBe(OLDEST);
    expect(versionOf(`${PATHS.docsRoot}/api/aisync`)).toBe(NEW);
    expect(versionOf(`${PATHS.docsRoot}/${PREVIOUS}/api/aisync`)).toBe(PREVIOUS);
  });

  it('redirects each version root to its getting-started page', () => {
    for (const [root, target] of [
      [PATHS.docsRoot, `${PATHS.docsRoot}/getting-started/`],
      [`${PATHS.docsRoot}/${PREVIOUS}`, `${PATHS.docsRoot}/${PREVIOUS}/getting-started/`],
      [`${PATHS.docsRoot}/${OLDEST}`, `${PATHS.docsRoot}/${OLDEST}/getting-started/`],
    ]) {
      expect(page(root)('meta[http-equiv="refresh"]').attr('content'), root).toContain(target);
    }
  });

  it(`gives ${PREVIOUS} pages its own sidebar and lists every version in the menu`, () => {
    const $ = page(`${PATHS.docsRoot}/${PREVIOUS}/api/aichat`);
    const sidebarLinks = $('.theme-doc-sidebar-menu a[href]').map((_, a) => $(a).attr('href')).get();
    expect(sidebarLinks).toContain(`${PATHS.docsRoot}/${PREVIOUS}/api/aichat`);
    expect(sidebarLinks).toContain(`${PATHS.docsRoot}/${PREVIOUS}/getting-started/`);
    expect(sidebarLinks.filter((href) => href.startsWith('/docs/')).every((href) => href.startsWith(`/docs/${PREVIOUS}/`))).toBe(true);
    const menu = $('.navbar .dropdown__menu a').map((_, a) => $(a).text()).get();
    expect(menu).toEqual(expect.arrayContaining([NEW, PREVIOUS, OLDEST]));
  });

  it('builds one search index per version, each holding only its version', () => {
    const indexUrls = (dir: string) => {
      const file = fs.readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name));
      expect(file, dir).toBeDefined();
      const parts = JSON.parse(fs.readFileSync(path.join(dir, file!), 'utf8')) as {documents: {u: string}[]}[];
      return [...new Set(parts.flatMap((part) => part.documents.map((doc) => doc.u)))];
    };
    const latest = indexUrls(build);
    expect(latest).toContain('/docs/api/aisync');
    expect(latest.some((url) => /^\/docs\/\d/.test(url))).toBe(false);
    for (const version of [PREVIOUS, OLDEST]) {
      const urls = indexUrls(path.join(build, 'docs', version));
      expect(urls.length, version).toBeGreaterThan(30);
      expect(urls.every((url) => url.startsWith(`/docs/${version}/`)), version).toBe(true);
    }
  });

  it(`adds the "what changed" page from ${PREVIOUS} to ${NEW} and keeps the one from ${OLDEST} to ${PREVIOUS}`, () => {
    const $ = page(versionDiffPath(PREVIOUS, NEW));
    expect($('h1').text()).toBe(`What changed from ${PREVIOUS} to ${NEW}`);
    // The draft equalled 1.12.0 but for the page the writer added.
    const added = $('h2#added').closest('section').find('li > a');
    expect(added.map((_, a) => $(a).attr('href')).get()).toEqual([`/docs/${NEW_PAGE}`]);
    expect(added.text()).toBe('Knowledge sync');
    expect($('main').text()).toContain('No page was removed.');
    expect(page(versionDiffPath(OLDEST, PREVIOUS))('h1').text()).toBe(`What changed from ${OLDEST} to ${PREVIOUS}`);
  });

  it(`writes llms.txt for ${NEW} at the root and for ${PREVIOUS} under /docs/${PREVIOUS}`, () => {
    const latest = fs.readFileSync(path.join(build, LLMS_FILES.index), 'utf8');
    expect(latest.startsWith(`# AIN documentation ${NEW}\n`)).toBe(true);
    expect(latest).toContain(`${SITE.url}/docs/api/aisync)`);
    const previous = fs.readFileSync(path.join(build, 'docs', PREVIOUS, LLMS_FILES.index), 'utf8');
    expect(previous.startsWith(`# AIN documentation ${PREVIOUS}\n`)).toBe(true);
    expect(previous).toContain(`${SITE.url}/docs/${PREVIOUS}/api/aisync)`);
    expect(fs.existsSync(path.join(build, `docs/${PREVIOUS}/api/aisync.md`))).toBe(true);
  });

  it('publishes the page the writer added in the new release only, with its sidebar entry, search entry and twin', () => {
    const $ = page(`${PATHS.docsRoot}/${NEW_PAGE}`);
    expect($('meta[name="docusaurus_version"]').attr('content')).toBe(NEW);
    expect($('article h1').text()).toBe('Knowledge sync');
    expect($('.theme-doc-sidebar-menu a[href]').map((_, a) => $(a).attr('href')).get()).toContain(
      `${PATHS.docsRoot}/${NEW_PAGE}`,
    );
    expect(() => page(`${PATHS.docsRoot}/${PREVIOUS}/${NEW_PAGE}`)).toThrow();
    const index = fs.readdirSync(build).find((name) => /^search-index.*\.json$/.test(name))!;
    expect(fs.readFileSync(path.join(build, index), 'utf8')).toContain(`"/docs/${NEW_PAGE}"`);
    expect(fs.readFileSync(path.join(build, `docs/${NEW_PAGE}.md`), 'utf8')).toMatch(/^# Knowledge sync\n/);
    expect(fs.readFileSync(path.join(build, LLMS_FILES.index), 'utf8')).toContain(`(${SITE.url}/docs/${NEW_PAGE}):`);
  });
});
