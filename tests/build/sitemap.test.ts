import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import {SITE, SITEMAP, VERSIONS} from '../../src/constants';
import {changesUrls, docsUrls} from '../inventory';
import {BUILD_DIR} from './helpers';

const $ = load(fs.readFileSync(path.join(BUILD_DIR, SITEMAP.filename), 'utf8'), {xml: true});
const entries = $('url')
  .map((_, url) => ({
    loc: $(url).find('loc').text(),
    changefreq: $(url).find('changefreq').text(),
    priority: $(url).find('priority').text(),
  }))
  .get();

describe(SITEMAP.filename, () => {
  it('lists the home page, every docs page of every released version and the version diffs, nothing else', () => {
    const expected = ['/', ...VERSIONS.released.flatMap((version) => docsUrls(version)), ...changesUrls()].map(
      (url) => `${SITE.url}${url}`,
    );
    expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
  });

  it('marks every entry weekly with priority 0.5', () => {
    for (const entry of entries) {
      expect(entry.changefreq, entry.loc).toBe(SITEMAP.changefreq);
      expect(Number(entry.priority), entry.loc).toBe(SITEMAP.priority);
    }
  });

  it('excludes tag pages and the search page', () => {
    expect(entries.filter((entry) => /\/tags(\/|$)|\/search$/.test(entry.loc))).toEqual([]);
  });
});
