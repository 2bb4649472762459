/**
 * Inter's Latin and Cyrillic faces (the site's title is Cyrillic) and the code face (every page type shows code),
 * preloaded by every page at low priority: they arrive before the first paint without holding up the stylesheet
 * and scripts, and src/css/fonts.css declares them `optional`, so a late face is not swapped in and nothing moves.
 * A file's bundled name is the one Docusaurus's file loader gives it, from the same library and pattern
 * (tests/build/assets.test.ts checks it). A hash-routed offline copy loads its fonts by relative address instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {interpolateName} from 'loader-utils';

/** The typeface files every page draws, from src/css/fonts/. */
const PRELOADED = [
  'inter-latin-wght-normal.woff2',
  'inter-cyrillic-wght-normal.woff2',
  'jetbrains-mono-latin-wght-normal.woff2',
];

/** The name under which the build emits src/css/fonts/`file` in assets/fonts/. */
export function emittedFontName(file: string): string {
  const resourcePath = path.resolve(__dirname, '../../../src/css/fonts', file);
  return interpolateName({resourcePath}, '[name]-[contenthash].[ext]', {content: fs.readFileSync(resourcePath)});
}

export default function preloadFontsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ain-preload-fonts',
    injectHtmlTags() {
      if (context.siteConfig.future?.experimental_router === 'hash') return {};
      return {
        headTags: PRELOADED.map((file) => ({
          tagName: 'link',
          attributes: {
            rel: 'preload',
            href: `${context.baseUrl}assets/fonts/${emittedFontName(file)}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
            fetchpriority: 'low',
          },
        })),
      };
    },
  };
}
