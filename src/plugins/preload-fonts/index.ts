/**
 * Inter's Latin text face is preloaded by every page, so the browser has it
 * before the first paint and text is not drawn twice (src/css/fonts.css
 * declares the faces). The file is bundled with a content hash in its name;
 * the name is the one Docusaurus's file loader gives it, from the same
 * library and pattern (tests/build/assets.test.ts checks the page's preload
 * is a file the build has and its stylesheet names). A hash-routed offline
 * copy, opened from disk, loads its fonts by relative address instead.
 */
import fs from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {interpolateName} from 'loader-utils';

/** The typeface files every page needs for its first paint. */
const PRELOADED = ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'];

/** The name under which the build emits `request`'s file in assets/fonts/. */
export function emittedFontName(request: string): string {
  const resourcePath = require.resolve(request);
  return interpolateName({resourcePath}, '[name]-[contenthash].[ext]', {content: fs.readFileSync(resourcePath)});
}

export default function preloadFontsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ain-preload-fonts',
    injectHtmlTags() {
      if (context.siteConfig.future?.experimental_router === 'hash') return {};
      return {
        headTags: PRELOADED.map((request) => ({
          tagName: 'link',
          attributes: {
            rel: 'preload',
            href: `${context.baseUrl}assets/fonts/${emittedFontName(request)}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
          },
        })),
      };
    },
  };
}
