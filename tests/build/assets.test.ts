import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {cutFont, FONT_FILES, FONTS_DIR, unicodeRange} from '../../scripts/build/fonts';
import {listFiles} from '../../site/build-inputs';
import {INFIMA_CSS} from '../../site/plugins/lean-bundle';
import {BUILD_DIR} from './helpers';

const STATIC_DIR = path.resolve(__dirname, '../../static');

const filesUnder = (dir: string) => listFiles(dir).map((file) => path.join(dir, file));
const cssUnder = (dir: string) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('');

describe('static assets', () => {
  it('serves its own typefaces: Latin and Cyrillic subsets of variable WOFF2 files, each declared by range', () => {
    const files = filesUnder(BUILD_DIR);
    const fonts = files.filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(path.basename(font), 'a WOFF2 file of a Latin or Cyrillic subset').toMatch(
        /-(latin|cyrillic)-wght-(normal|italic)-[0-9a-f]{32}\.woff2$/,
      );
      expect(fs.statSync(font).size, font).toBeLessThanOrEqual(30 * 1024);
    }
    const css = files.filter((file) => file.endsWith('.css')).map((file) => fs.readFileSync(file, 'utf8'));
    const faces = css.join('').match(/@font-face\{[^}]*\}/g) ?? [];
    const hosted = faces.filter((face) => face.includes('/assets/fonts/'));
    expect(
      faces.filter((face) => face.includes('url(data:')),
      'a face inlined into every page',
    ).toEqual([]);
    expect(hosted.length).toBe(fonts.length);
    for (const face of hosted) {
      expect(face).toMatch(/unicode-range:/);
      // A face that misses the first paint is not swapped in: nothing moves.
      expect(face).toMatch(/font-display:optional/);
    }
    expect(css.join('')).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  it("serves the cuts `npm run fonts` makes of the font packages, each face declaring its cut's range", async () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/fonts.css'), 'utf8');
    for (const font of FONT_FILES) {
      const face = css.match(new RegExp(`@font-face \\{[^}]*fonts/${font.file}[^}]*\\}`))?.[0] ?? '';
      expect(face.replace(/\s+/g, ' '), font.file).toContain(`unicode-range: ${unicodeRange(font.ranges)};`);
      const committed = fs.readFileSync(path.join(FONTS_DIR, font.file));
      expect(Buffer.compare(await cutFont(font), committed), `${font.file} is not today's cut: run npm run fonts`).toBe(
        0,
      );
    }
  });

  it('preloads, at low priority, the faces every page draws: files the build has, named by its stylesheet', () => {
    const home = fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
    const tag = /<link rel=preload href=([^ >]+) as=font type=font\/woff2 crossorigin=anonymous fetchpriority=low>/g;
    const preloads = [...home.matchAll(tag)].map((match) => match[1]!);
    expect(preloads.map((href) => /\/([a-z-]+)-wght-normal-/.exec(href)?.[1])).toEqual([
      'inter-latin',
      'inter-cyrillic',
      'jetbrains-mono-latin',
    ]);
    const css = cssUnder(BUILD_DIR);
    for (const href of preloads) {
      expect(fs.existsSync(path.join(BUILD_DIR, href)), `${href} in the build`).toBe(true);
      expect(css).toContain(`url(${href})`);
    }
  });

  it('keeps the Infima rule of every Infima class a built page carries', () => {
    const infima = new Set(
      [...fs.readFileSync(INFIMA_CSS, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name),
    );
    const css = cssUnder(path.join(BUILD_DIR, 'assets/css'));
    const styled = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name));
    const carried = new Set<string>();
    for (const file of filesUnder(BUILD_DIR).filter((name) => name.endsWith('.html'))) {
      for (const [, quoted, bare] of fs.readFileSync(file, 'utf8').matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)) {
        for (const name of (quoted ?? bare!).split(/\s+/)) if (infima.has(name)) carried.add(name);
      }
    }
    expect(carried.size).toBeGreaterThan(40);
    expect([...carried].filter((name) => !styled.has(name))).toEqual([]);
  });

  it('links one stylesheet from a page; a lazily loaded component brings its own', () => {
    const home = fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
    const linked = [...home.matchAll(/<link rel=stylesheet href=([^ >]+)/g)].map((match) => match[1]!);
    expect(linked).toHaveLength(1);
    const stylesheets = filesUnder(path.join(BUILD_DIR, 'assets/css')).filter((file) => file.endsWith('.css'));
    const page = fs.readFileSync(path.join(BUILD_DIR, linked[0]!), 'utf8');
    const others = stylesheets
      .filter((file) => !file.endsWith(linked[0]!))
      .map((file) => fs.readFileSync(file, 'utf8'));
    // The classes a lazy stylesheet declares that no other stylesheet of the site or theme does.
    const declared = (file: string) =>
      new Set([...fs.readFileSync(file, 'utf8').matchAll(/\.([a-zA-Z]\w*)/g)].map(([, name]) => name!));
    const sources = [
      path.resolve(__dirname, '../../src'),
      path.dirname(require.resolve('@docusaurus/theme-classic')),
    ].flatMap((dir) => filesUnder(dir).filter((file) => file.endsWith('.css')));
    const lazy = sources.filter((file) => file.endsWith('.lazy.module.css'));
    expect(lazy.length).toBeGreaterThan(0);
    const elsewhere = new Set(sources.filter((file) => !lazy.includes(file)).flatMap((file) => [...declared(file)]));
    for (const file of lazy) {
      const own = [...declared(file)].filter((name) => !elsewhere.has(name));
      expect(own.length, file).toBeGreaterThan(0);
      for (const name of own) {
        const rule = new RegExp(`\\.${name}_[\\w-]{4}\\b`);
        expect(rule.test(page), `${file}: .${name} in every page's stylesheet`).toBe(false);
        expect(
          others.some((css) => rule.test(css)),
          `${file}: .${name} in a stylesheet of its own`,
        ).toBe(true);
      }
    }
  });

  it('ships images as SVG or palette PNG, none over 100 KB', () => {
    const images = filesUnder(STATIC_DIR).filter((file) => /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(file));
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) {
      const bytes = fs.readFileSync(file);
      expect(bytes.length, file).toBeLessThanOrEqual(100 * 1024);
      if (file.endsWith('.svg')) {
        expect(bytes.toString('utf8'), file).toMatch(/<svg[^>]*viewBox=/);
      } else {
        expect(path.extname(file), `${file}: use SVG, or a quantised PNG`).toBe('.png');
        // IHDR colour type 3: indexed colour (quantised, e.g. with pngquant).
        expect(bytes[25], `${file} is not a palette PNG`).toBe(3);
      }
    }
  });
});

describe('server-rendered HTML', () => {
  it('is written in document order, without React streaming scripts', () => {
    // A component suspending in server rendering makes React move its content with inline scripts ($RC, $RB):
    // hidden until they run, and scripts the Content Security Policy would have to allow.
    const pages = filesUnder(BUILD_DIR).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(70);
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html, path.relative(BUILD_DIR, file)).not.toMatch(/\$R[CBVX]\s*[(=]|<template id="?B:/);
    }
  });
});
