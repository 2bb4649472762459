import {describe, expect, it} from 'vitest';

import {SITE} from '../site';
import {changesUrls, docsUrls, RELEASES} from '../support/releases';
import {sitemapEntries} from './helpers';
import {SPEC} from '../spec';

const entries = sitemapEntries();

describe(SPEC.sitemap.filename, () => {
  it('lists the home page, every docs page of every released version, the version diffs and the versions page, nothing else', () => {
    const expected = ['/', ...RELEASES.flatMap((version) => docsUrls(version)), ...changesUrls(), '/versions'].map(
      (url) => `${SITE.url}${url}`,
    );
    expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
  });

  it('marks every entry weekly with priority 0.5', () => {
    for (const entry of entries) {
      expect(entry.changefreq, entry.loc).toBe(SPEC.sitemap.changefreq);
      expect(Number(entry.priority), entry.loc).toBe(SPEC.sitemap.priority);
    }
  });

  it('excludes tag pages and the search page', () => {
    expect(entries.filter((entry) => /\/tags(\/|$)|\/search$/.test(entry.loc))).toEqual([]);
  });
});
