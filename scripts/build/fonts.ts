/**
 * `npm run fonts`: writes src/css/fonts/*.woff2, Inter and JetBrains Mono from
 * their @fontsource-variable packages cut to what the site draws, since every
 * page preloads three of them before its first paint:
 *
 * - Characters: Latin and, for text, Cyrillic (no code sample has any); any
 *   other is drawn in the fallback font, as src/css/fonts.css declares.
 * - Weights: 400 to 700, the range the styles use.
 * - Layout features: those a browser applies by itself, and Inter's cv11 and
 *   ss01, which the styles ask for. Code turns ligatures off, so the code face
 *   keeps none: they are half its file.
 *
 * tests/build/assets.test.ts cuts them again and expects the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readArgs} from '../lib/cli';

// subset-font ships no types: (font, characters, options) → the cut font.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2';
    variationAxes: Record<string, {min: number; max: number}>;
    keepFeatures: string[];
  },
) => Promise<Buffer>;

/** Code point ranges, inclusive, as CSS's unicode-range writes them. */
type Ranges = ReadonlyArray<readonly [number, number]>;

const LATIN: Ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x200b, 0x200b], // zero-width space, where long identifiers may break
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
  [0x2264, 0x2265], // ≤ ≥
  [0x22ef, 0x22ef], // ⋯
];
const CYRILLIC: Ranges = [
  [0x400, 0x45f],
  [0x2116, 0x2116], // №
];

const WEIGHTS = {wght: {min: 400, max: 700}};

/** OpenType features a browser always applies: kerning, marks, composed characters, local forms. */
const BASE_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'];
/** Text adds the ligatures a browser applies unless told not to (code is), and the variants the styles ask for. */
const TEXT_FEATURES = [...BASE_FEATURES, 'liga', 'clig', 'calt', 'cv11', 'ss01'];

/** Each file the site serves: its package source and the characters it keeps. */
export const FONT_FILES = [
  {file: 'inter-latin-wght-normal.woff2', source: '@fontsource-variable/inter', ranges: LATIN, features: TEXT_FEATURES},
  {
    file: 'inter-cyrillic-wght-normal.woff2',
    source: '@fontsource-variable/inter',
    ranges: CYRILLIC,
    features: TEXT_FEATURES,
  },
  {
    file: 'jetbrains-mono-latin-wght-normal.woff2',
    source: '@fontsource-variable/jetbrains-mono',
    ranges: LATIN,
    features: BASE_FEATURES,
  },
] as const;

export const FONTS_DIR = path.resolve(__dirname, '../../src/css/fonts');

/** `ranges` as a unicode-range value: U+20-7E, U+A0-FF, … */
export function unicodeRange(ranges: Ranges): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The cut of one of FONT_FILES, from its package's file of the same name. */
export async function cutFont({file, source, ranges, features}: (typeof FONT_FILES)[number]): Promise<Buffer> {
  const original = fs.readFileSync(require.resolve(`${source}/files/${file}`));
  const text = ranges
    .flatMap(([from, to]) => Array.from({length: to - from + 1}, (_, i) => String.fromCodePoint(from + i)))
    .join('');
  return subsetFont(original, text, {targetFormat: 'woff2', variationAxes: WEIGHTS, keepFeatures: [...features]});
}

if (require.main === module) {
  readArgs('npm run fonts');
  void (async () => {
    fs.mkdirSync(FONTS_DIR, {recursive: true});
    for (const font of FONT_FILES) {
      const bytes = await cutFont(font);
      fs.writeFileSync(path.join(FONTS_DIR, font.file), bytes);
      console.log(`${font.file}: ${bytes.length} bytes, ${unicodeRange(font.ranges)}`);
    }
  })();
}
