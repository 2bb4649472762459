/** One PDF per release at /downloads/ain-docs-<version>.pdf, read with pdf.js, Poppler and pdf-lib against the site's
 * pages and design; dated the release's day, elements numbered in order: the same pages give the same bytes. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {PDFDocumentProxy} from 'pdfjs-dist';
import {PDFArray, PDFDict, PDFDocument, PDFName, PDFString} from 'pdf-lib';
import {beforeAll, describe, expect, it} from 'vitest';

import {BUILD_DIR, readPage} from './helpers';
import {DOWNLOAD_RELEASES, releaseDate, versionRoot} from '../support/releases';

/** 16 mm, in PDF points. */
const SIDE_MARGIN = (16 / 25.4) * 72;

/** The design's primary blue (src/css/custom.css, --ain-primary), as red, green and blue. */
const PRIMARY = [0x1d, 0x5e, 0xc4];

/** pdftotext's box of a word in Inter, in ems: ascent plus descent (1984 + 494 of 2048 units). */
const INTER_BOX = (1984 + 494) / 2048;

/** One page as pixels (pdftoppm's PPM): its size and the colour at a point. */
function pagePixels(file: string, number: number, dpi: number) {
  const args = ['-r', String(dpi), '-f', String(number), '-l', String(number), '-singlefile', file];
  const ppm = execFileSync('pdftoppm', args, {maxBuffer: 64 * 1024 * 1024});
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error(`pdftoppm gave no PPM for page ${number} of ${file}`);
  const [, width, height] = header.map(Number) as [number, number, number];
  const start = header[0].length;
  return {
    width,
    height,
    at: (x: number, y: number) => [...ppm.subarray(start + (y * width + x) * 3, start + (y * width + x) * 3 + 3)],
  };
}

const near = (colour: number[], target: number[]) =>
  colour.every((value, index) => Math.abs(value - target[index]!) <= 6);

type Entry = {title: string; url: string; children: Entry[]};

const entryOf = (version: string) => `${versionRoot(version)}/getting-started/`;

/** The release's sidebar: its entry page's sections, each with the pages its own page shows (only it is open). */
function sidebarOf(version: string): Entry[] {
  const entry = readPage(entryOf(version));
  return Array.from(entry('nav[aria-label="Docs sidebar"] > ul > li'), (item) => {
    const link = entry(item).find('a.menu__link').first();
    const url = link.attr('href')!;
    const $ = readPage(url);
    const open = $('nav[aria-label="Docs sidebar"] > ul > li').filter(
      (_, li) => $(li).find('a.menu__link').first().attr('href') === url,
    );
    const children = Array.from(open.find('ul a.menu__link'), (a) => ({
      title: $(a).text(),
      url: $(a).attr('href')!,
      children: [],
    }));
    return {title: link.text(), url, children};
  });
}

/** `read` run once per PDF. */
function once<T>(read: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>();
  return (file) => (cache.has(file) ? cache.get(file)! : cache.set(file, read(file)).get(file)!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pagesOf = once((file) =>
  execFileSync('pdftotext', ['-layout', file, '-'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}).split('\f'),
);
/** The text of one page of a PDF, as pdftotext gives it. */
function pageText(file: string, number: number): string {
  const text = pagesOf(file)[number - 1];
  if (text === undefined) throw new Error(`${file} has no page ${number}`);
  return text;
}

/** A number attribute of a pdftotext -bbox element. */
function attribute(attributes: string, name: string): number {
  const value = new RegExp(`\\b${name}="([\\d.]+)"`).exec(attributes)?.[1];
  if (value === undefined) throw new Error(`pdftotext -bbox gave no ${name} in <${attributes}>`);
  return Number(value);
}

/** Each page's width and where each word ends on the right and how tall it is, in PDF points. */
const pageWords = once((file) =>
  execFileSync('pdftotext', ['-bbox', file, '-'], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024})
    .split('<page ')
    .slice(1)
    .map((chunk) => ({
      width: attribute(chunk.slice(0, chunk.indexOf('>')), 'width'),
      words: [...chunk.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, attributes, text]) => ({
        right: attribute(attributes!, 'xMax'),
        height: attribute(attributes!, 'yMax') - attribute(attributes!, 'yMin'),
        text: text!,
      })),
    })),
);

for (const version of DOWNLOAD_RELEASES) {
  describe(`the manual of ${version}`, () => {
    const file = path.join(BUILD_DIR, 'downloads', `ain-docs-${version}.pdf`);
    let pdf: PDFDocumentProxy;
    const pageOfDest = async (name: string): Promise<number | undefined> => {
      const dest = await pdf.getDestination(name);
      return dest ? (await pdf.getPageIndex(dest[0] as {num: number; gen: number})) + 1 : undefined;
    };

    beforeAll(async () => {
      pdf = await getDocument({data: new Uint8Array(fs.readFileSync(file)), verbosity: 0}).promise;
    });

    it('is a tagged PDF titled and dated for its release', () => {
      const info = execFileSync('pdfinfo', ['-isodates', file], {encoding: 'utf8'});
      expect(info).toMatch(new RegExp(`^Title: +AIN ${escapeRegExp(version)} documentation$`, 'm'));
      expect(info).toMatch(new RegExp(`^CreationDate: +${releaseDate(version)}T00:00:00`, 'm'));
      expect(info).toMatch(new RegExp(`^ModDate: +${releaseDate(version)}T00:00:00`, 'm'));
      expect(info).toMatch(/^Tagged: +yes$/m);
      expect(info).toMatch(/^Page size: +59\d\.\d+ x 841\.\d+ pts \(A4\)$/m);
    });

    it("numbers its structure elements 1, 2, 3… in order, whatever Chromium's own numbers were", async () => {
      const doc = await PDFDocument.load(fs.readFileSync(file), {updateMetadata: false});
      const ids: string[] = [];
      const headers: string[] = [];
      for (const [, object] of doc.context.enumerateIndirectObjects()) {
        if (!(object instanceof PDFDict)) continue;
        const id = object.get(PDFName.of('ID'));
        if (id instanceof PDFString) ids.push(id.asString());
        // A table cell names its header cells in its attributes.
        const attributes = object.get(PDFName.of('A'));
        const lists = attributes instanceof PDFArray ? attributes.asArray() : [attributes];
        for (const list of lists) {
          const named = list instanceof PDFDict ? list.get(PDFName.of('Headers')) : undefined;
          if (named instanceof PDFArray) headers.push(...named.asArray().map((each) => (each as PDFString).asString()));
        }
      }
      expect(ids.length, 'elements with an ID (tables have them)').toBeGreaterThan(50);
      const numbers = ids.map((id) => Number(/^node(\d{8})$/.exec(id)?.[1])).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(headers.length).toBeGreaterThan(0);
      expect(
        headers.filter((header) => !ids.includes(header)),
        'headers naming no element',
      ).toEqual([]);
    });

    it('opens with a cover naming the release, its day and its address online, then the contents', () => {
      const cover = pageText(file, 1);
      expect(cover).toMatch(/^\s*AIN$/m);
      expect(cover).toMatch(/^\s*Documentation$/m);
      expect(cover).toMatch(new RegExp(`^\\s*(Release\\s+)?${escapeRegExp(version)}$`, 'mi'));
      expect(cover).toContain(`Released ${releaseDate(version)}`);
      // The release's own address, which leads to its docs while it is the latest release and after.
      expect(cover).toMatch(new RegExp(`docs\\.ain-platform\\.example/docs/${escapeRegExp(version)}/\\s`));
      // A cover of its own: no running header, no page number.
      expect(cover).not.toMatch(new RegExp(`^\\s*AIN ${escapeRegExp(version)} documentation\\s`, 'm'));
      expect(cover).not.toMatch(/^\s*1\s*\/\s*\d+\s*$/m);
      expect(pageText(file, 2)).toMatch(/^\s*Contents$/m);
    });

    it("has a cover in the site's blue, a band from the page's top edge to its sides", () => {
      const {width, height, at} = pagePixels(file, 1, 20);
      // The band bleeds off the top, left and right edges (the last pixel of a row or column may lie partly past the page).
      for (const [x, y] of [
        [0, 0],
        [width - 2, 0],
        [0, Math.round(height * 0.3)],
        [width - 2, Math.round(height * 0.3)],
      ]) {
        expect(near(at(x!, y!), PRIMARY), `pixel ${x},${y}: ${at(x!, y!).join(', ')}`).toBe(true);
      }
      // It covers about the upper half of the page; the foot of the page is white.
      let blue = 0;
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (near(at(x, y), PRIMARY)) blue++;
      expect(blue / (width * height)).toBeGreaterThan(0.4);
      expect(blue / (width * height)).toBeLessThan(0.75);
      expect(at(Math.round(width / 2), height - 3)).toEqual([255, 255, 255]);
    });

    it("is set in the site's typefaces, Inter and JetBrains Mono, embedded as subsets", () => {
      const fonts = execFileSync('pdffonts', [file], {encoding: 'utf8'})
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((line) => {
          // name, type, encoding, emb, sub, uni, object, generation
          const [, name, type, emb, sub] =
            /^(\S+)\s+(.+?)\s{2,}\S+\s+(yes|no)\s+(yes|no)\s+(?:yes|no)\s+\d+\s+\d+$/.exec(line) ?? [];
          if (!name) throw new Error(`pdffonts gave a line we cannot read: ${line}`);
          return {name, type: type!, embedded: emb === 'yes', subset: sub === 'yes'};
        });
      const families = (pattern: RegExp) => fonts.filter(({name}) => pattern.test(name));
      expect(families(/^[A-Z]{6}\+Inter-/).length, 'Inter').toBeGreaterThan(0);
      expect(families(/^[A-Z]{6}\+JetBrainsMono-/).length, 'JetBrains Mono').toBeGreaterThan(0);
      // Nothing else: no fallback font, no drawn-in Helvetica, no nameless Type 3 outlines.
      expect(
        fonts
          .filter(({name}) => !/^[A-Z]{6}\+(Inter|JetBrainsMono)-/.test(name))
          .map(({name, type}) => `${name} (${type})`),
      ).toEqual([]);
      expect(fonts.filter(({embedded, subset}) => !embedded || !subset)).toEqual([]);
    });

    it('sets its text at 10 pt: nothing shrinks the pages to fit', () => {
      // The most common word height is running text's (Inter's box, 10 pt); a page shrunk to fit a table would make it smaller.
      const counts = new Map<string, number>();
      for (const {words} of pageWords(file)) {
        for (const {height} of words) counts.set(height.toFixed(1), (counts.get(height.toFixed(1)) ?? 0) + 1);
      }
      const [common] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      expect(Number(common) / INTER_BOX).toBeCloseTo(10, 0);
    });

    it('has the sidebar as its outline, each entry leading to the page that opens with its title', async () => {
      const sidebar = sidebarOf(version);
      const outline = (await pdf.getOutline()) ?? [];
      const titles = (items: {title: string; items?: unknown[]}[]): unknown =>
        items.map((item) => [item.title, titles((item.items ?? []) as {title: string}[])]);
      const expected = (entries: Entry[]): unknown => entries.map((entry) => [entry.title, expected(entry.children)]);
      expect(titles(outline)).toEqual(expected(sidebar));
      // Each page's title (its h1 as built; a section's name for the section's own page) starts its page.
      const entries = outline.flatMap((chapter, index) => [
        {item: chapter, heading: sidebar[index]!.title},
        ...(chapter.items ?? []).map((item, child) => ({
          item,
          heading: readPage(sidebar[index]!.children[child]!.url)('article h1').first().text(),
        })),
      ]);
      for (const {item, heading} of entries) {
        const number = await pageOfDest(item.dest as string);
        expect(number, item.title).toBeDefined();
        expect(pageText(file, number!), `${item.title} on page ${number}`).toContain(heading.trim());
      }
    });

    it('gives each entry of the contents the page its outline entry leads to', async () => {
      const contents = [pageText(file, 2), pageText(file, 3)].join('\n');
      const outline = (await pdf.getOutline()) ?? [];
      for (const item of outline.flatMap((chapter) => [chapter, ...(chapter.items ?? [])])) {
        const number = await pageOfDest(item.dest as string);
        expect(contents, item.title).toMatch(new RegExp(`^\\s*${escapeRegExp(item.title)}\\s+${number}$`, 'm'));
      }
    });

    it("has a running header, the document's title and each chapter's name, and page numbers on every page after the cover", async () => {
      const total = pdf.numPages;
      const header = (number: number) => pageText(file, number).trimStart().split('\n')[0]!;
      for (let number = 2; number <= total; number++) {
        expect(header(number), `page ${number}`).toMatch(new RegExp(`^AIN ${escapeRegExp(version)} documentation\\s`));
        expect(pageText(file, number), `page ${number}`).toMatch(
          new RegExp(`^\\s*${number}\\s*/\\s*${total}\\s*$`, 'm'),
        );
      }
      // Each chapter's name on every page from its first to the next chapter's first, the site before them.
      const outline = (await pdf.getOutline()) ?? [];
      const starts = await Promise.all(outline.map((chapter) => pageOfDest(chapter.dest as string)));
      for (let number = 2; number < starts[0]!; number++)
        expect(header(number)).toMatch(/\sdocs\.ain-platform\.example$/);
      for (const [index, chapter] of outline.entries()) {
        const end = (starts[index + 1] ?? total + 1) - 1;
        for (let number = starts[index]!; number <= end; number++) {
          expect(header(number), `page ${number}, chapter ${chapter.title}`).toMatch(
            new RegExp(`\\s${escapeRegExp(chapter.title)}$`),
          );
        }
      }
    });

    it('jumps inside the document for every link to the release, and leads elsewhere to the public site', async () => {
      let internal = 0;
      const elsewhere = new Set<string>();
      for (let number = 1; number <= pdf.numPages; number++) {
        const annotations = await (await pdf.getPage(number)).getAnnotations();
        for (const annotation of annotations.filter((each) => each.subtype === 'Link')) {
          if (annotation.dest) {
            internal++;
            expect(await pageOfDest(annotation.dest as string), `${annotation.dest} on page ${number}`).toBeDefined();
          } else {
            elsewhere.add(annotation.url as string);
          }
        }
      }
      expect(internal).toBeGreaterThan(200);
      for (const url of elsewhere) expect(url, url).toMatch(/^(https:\/\/|mailto:)/);
      expect(
        [...elsewhere].filter((url) => url.startsWith(`https://docs.ain-platform.example/docs/${version}/`)),
      ).toEqual([`https://docs.ain-platform.example/docs/${version}/`]);
    });

    it('cuts no text at the right edge: code and table cells wrap', () => {
      const pages = pageWords(file);
      expect(pages).toHaveLength(pdf.numPages);
      // Every page has words (at least its running header): the reader above found them.
      expect(
        pages.flatMap(({words}, index) => (words.length ? [] : [index + 1])),
        'pages without words',
      ).toEqual([]);
      const cut = pages.flatMap(({width, words}, index) =>
        words
          .filter(({right}) => right > width - SIDE_MARGIN + 1)
          .map(({text, right}) => `page ${index + 1}: "${text}" ends at ${right.toFixed(1)} of ${width.toFixed(1)}`),
      );
      expect(cut.slice(0, 10)).toEqual([]);
    });
  });
}
