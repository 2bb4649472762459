/** One zip per release at /downloads/ain-docs-<version>.zip; tests/e2e/offline.spec.ts opens them in a browser. */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {unzipSync} from 'fflate';
import {describe, expect, it} from 'vitest';

import {attrs, BUILD_DIR} from './helpers';
import {docIds, DOWNLOAD_RELEASES, releaseDate} from '../support/releases';

/** A zip's entries in stored order, with their times (fflate gives names and bytes only). */
function entryTimes(zip: Buffer): {name: string; time: Date}[] {
  const entries: {name: string; time: Date}[] = [];
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count--) {
    const [time, date] = [zip.readUInt16LE(at + 12), zip.readUInt16LE(at + 14)];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({
      name,
      time: new Date(
        (date >> 9) + 1980,
        ((date >> 5) & 15) - 1,
        date & 31,
        time >> 11,
        (time >> 5) & 63,
        (time & 31) * 2,
      ),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

for (const version of DOWNLOAD_RELEASES) {
  describe(`the offline copy of ${version}`, () => {
    const zipFile = path.join(BUILD_DIR, 'downloads', `ain-docs-${version}.zip`);
    const zip = fs.readFileSync(zipFile);
    const files = unzipSync(zip);
    const folder = `ain-docs-${version}/`;
    const text = (name: string) => new TextDecoder().decode(files[`${folder}${name}`]);

    it('unzips into one folder named after it, its files in order, each dated the day the release came out', () => {
      const entries = entryTimes(zip);
      expect(entries.length).toBeGreaterThan(10);
      for (const {name} of entries) expect(name.startsWith(folder), name).toBe(true);
      const names = entries.map(({name}) => name);
      expect(names).toEqual([...names].sort());
      const [year, month, day] = releaseDate(version).split('-').map(Number);
      for (const {name, time} of entries) expect(time, name).toEqual(new Date(year!, month! - 1, day!));
    });

    it('is one page, index.html, whose scripts, styles and icons are the copy’s own files, by relative address', () => {
      const html = Object.keys(files).filter((name) => name.endsWith('.html'));
      expect(html).toEqual([`${folder}index.html`]);
      const $ = load(text('index.html'));
      const addresses = [...attrs($, 'script[src]', 'src'), ...attrs($, 'link[href]')].filter(Boolean);
      expect(addresses.length).toBeGreaterThan(2);
      const own = addresses.filter((address) => !/^[a-z]+:/i.test(address) && !address.startsWith('/'));
      // The only full addresses are the public site's own (canonical, alternate): never loaded.
      const loaded = [
        ...attrs($, 'script[src]', 'src'),
        ...attrs($, 'link[rel="stylesheet"], link[rel="icon"], link[rel="preload"], link[rel="prefetch"]'),
      ];
      for (const address of loaded) {
        expect(own, `${address} is loaded from outside the copy`).toContain(address);
        expect(files[`${folder}${address.replace(/^\.\//, '')}`], `${address} is in the copy`).toBeDefined();
      }
    });

    it('searches the pages of its release, each at its address in the copy', () => {
      const source = text('search-index.js');
      const prefix = 'window.__ainSearchIndex=';
      expect(source.startsWith(prefix)).toBe(true);
      const index = JSON.parse(source.slice(prefix.length).replace(/;\s*$/, '')) as {documents: {u: string}[]}[];
      const urls = new Set(index.flatMap(({documents}) => documents.map((document) => document.u)));
      const pages = docIds(version).map((id) => `/docs/${version}/${id.replace(/(^|\/)index$/, '$1')}`);
      expect([...urls].filter((url) => !url.startsWith(`/docs/${version}/`))).toEqual([]);
      expect(pages.filter((page) => !urls.has(page))).toEqual([]);
    });
  });
}
