import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/lib/files.mjs';
import {BUILD_DIR} from './helpers';

const STATIC_DIR = path.resolve(__dirname, '../../static');

const filesUnder = (dir: string) => listFiles(dir).map((file) => path.join(dir, file));

describe('static assets', () => {
  it('downloads no web font: none is built and no stylesheet declares one', () => {
    const files = filesUnder(BUILD_DIR);
    expect(files.filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file))).toEqual([]);
    const css = files.filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/@font-face|fonts\.googleapis|fonts\.gstatic/);
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
    // A component that suspends during server rendering makes React move its
    // content into place with inline scripts ($RC, $RB): content hidden until
    // they run, and scripts the Content Security Policy would have to allow.
    const pages = filesUnder(BUILD_DIR).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(70);
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html, path.relative(BUILD_DIR, file)).not.toMatch(/\$R[CBVX]\s*[(=]|<template id="?B:/);
    }
  });
});
