/** "Edit this page" and "Last updated" (the sitemap's lastmod) from Git, so a commit always gives the same page; a
 * file Git does not know yet (an uncommitted cut) shows no date. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {SPEC} from '../spec';
import {docIds, docUrl, RELEASES, REPO, versionFolder} from '../support/releases';
import {readPage, sitemapEntries} from './helpers';

const EDIT = 'https://github.com/ain-platform/ain-docs/edit/main';
const SITE_URL = 'https://docs.ain-platform.example';

/** The time of the last commit that changed each file of the versioned docs. */
function lastCommits(): Map<string, number> {
  const args = ['log', '--format=%ct', '--name-only', '--', 'versioned_docs'];
  const log = execFileSync('git', args, {cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const times = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (/^\d+$/.test(line)) time = Number(line);
    else if (line && !times.has(line)) times.set(line, time);
  }
  return times;
}

const commits = lastCommits();
const lastmod = new Map(sitemapEntries().map((entry) => [entry.loc, entry.lastmod]));

describe.each(RELEASES)('pages of %s', (version) => {
  const pages = docIds(version).map((id) => {
    const source = ['.md', '.mdx'].map((extension) => `${versionFolder(version)}/${id}${extension}`);
    return {id, url: docUrl(version, id), file: source.find((file) => fs.existsSync(path.join(REPO, file)))!};
  });

  it('each link their own source file', () => {
    const wrong = pages
      .map(({url, file}) => [url, readPage(url)('a.theme-edit-this-page').attr('href'), `${EDIT}/${file}`])
      .filter(([, href, expected]) => href !== expected);
    expect(wrong).toEqual([]);
  });

  it('each show the day of the last commit that changed their file, written 2026-11-28, and the sitemap gives it', () => {
    const wrong = pages.flatMap(({url, file}) => {
      const time = commits.get(file);
      const $time = readPage(url)('.theme-last-updated time');
      const [shown, written] = [$time.attr('datetime'), $time.text() || undefined];
      const expected = time === undefined ? undefined : new Date(time * 1000).toISOString();
      const day = lastmod.get(`${SITE_URL}${url}`) || undefined;
      return shown === expected && [day, written].every((given) => given === expected?.slice(0, 10))
        ? []
        : [{url, shown, written, day, expected}];
    });
    expect(wrong).toEqual([]);
    // The fixed releases are committed: their pages show a day.
    if ((SPEC.versions as readonly string[]).includes(version)) {
      expect(pages.filter(({file}) => !commits.has(file))).toEqual([]);
    }
  });

  it('each set their prose with typographic quotes and apostrophes, whichever the source has', () => {
    const straight = pages.flatMap(({url}) => {
      // A copy: the parsed page is shared with the other test files.
      const article = readPage(url)('article').clone();
      article.find('code, pre, script, style').remove();
      const quotes = article.text().match(/.{0,24}(?:\p{L}'\p{L}|")/gu) ?? [];
      return quotes.map((context) => `${url}: …${context}`);
    });
    expect(straight).toEqual([]);
  });
});
