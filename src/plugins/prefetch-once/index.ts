/**
 * Prefetches each file once.
 *
 * Docusaurus prefetches the chunks of every route a visible link leads to, by
 * appending a `<link rel="prefetch">` per chunk per route. Routes share most
 * of their chunks (the docs layout, the version's sidebar), so the API page
 * appended 308 elements for 26 files on a phone, about 100 ms of main-thread
 * work at mobile CPU speed. Core's prefetch helper has no option, so this
 * plugin points it (`@docusaurus/core/lib/client/prefetch`, whose only caller
 * is core's route prefetching) at ./prefetch.js, which does the same once per
 * URL, adding the links while the main thread is idle.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'ain-prefetch-once',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {
            resolve: {
              alias: {
                [require.resolve('@docusaurus/core/lib/client/prefetch')]: path.join(__dirname, 'prefetch.js'),
              },
            },
          };
    },
  };
}
