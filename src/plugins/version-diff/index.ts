/**
 * Generates, for every two consecutive released versions in versions.json, a
 * page of what changed between them (`/changes/1.11.2-to-1.12.0`): pages
 * added, removed and changed, with the sections that differ. Computed at
 * build time from versioned_docs/, so cutting a release adds its page with no
 * hand edits. Titles and URLs come from the docs plugin's loaded content.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {RELEASES, releaseNotesDoc, versionFolder} from '../../releases';
import {versionDiffPath} from '../../utils/versions';
import {diffVersions, readVersionSources} from './diff';
import type {DiffPage, PagesDiff, SourceKey, VersionDiffData} from './types';

type Pair = {from: string; to: string; diff: PagesDiff};

export default function versionDiffPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const versionDir = (version: string) => path.join(siteDir, versionFolder(version));
  let pairs: Pair[] = [];
  return {
    name: 'ain-version-diff',
    getPathsToWatch: () => [path.join(siteDir, 'versioned_docs/**/*.{md,mdx}')],
    loadContent() {
      pairs = RELEASES.slice(0, -1).map((to, index) => {
        const from = RELEASES[index + 1];
        return {from, to, diff: diffVersions(readVersionSources(versionDir(from)), readVersionSources(versionDir(to)))};
      });
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      // Docs metadata by version and source key (`api/aichat`).
      const pages = new Map<string, Map<SourceKey, DiffPage>>();
      for (const loaded of docs?.loadedVersions ?? []) {
        const prefix = `@site/${versionFolder(loaded.versionName)}/`;
        const byKey = new Map<SourceKey, DiffPage>();
        for (const doc of loaded.docs) {
          if (!doc.source.startsWith(prefix)) continue;
          const key = doc.source.slice(prefix.length).replace(/\.mdx?$/, '');
          byKey.set(key, {title: doc.title, description: doc.description, permalink: doc.permalink});
        }
        pages.set(loaded.versionName, byKey);
      }
      const pageOf = (version: string, key: SourceKey): DiffPage => {
        const page = pages.get(version)?.get(key);
        if (!page) throw new Error(`version-diff: no docs page for ${key} in ${version}`);
        return page;
      };
      for (const {from, to, diff} of pairs) {
        // Only versions the docs plugin built (all released ones by default).
        if (!pages.has(from) || !pages.has(to)) continue;
        const data: VersionDiffData = {
          from,
          to,
          added: diff.added.map((key) => pageOf(to, key)),
          removed: diff.removed.map((key) => pageOf(from, key)),
          changed: diff.changed.map(({key, sections}) => ({
            page: pageOf(to, key),
            previous: pageOf(from, key),
            sections,
          })),
          unchanged: diff.unchanged.length,
          releaseNotes: pages.get(to)?.get(releaseNotesDoc(to)),
        };
        const dataPath = await actions.createData(`changes-${from}-to-${to}.json`, JSON.stringify(data));
        actions.addRoute({
          path: versionDiffPath(from, to),
          component: '@site/src/plugins/version-diff/VersionDiffPage.tsx',
          modules: {diff: dataPath},
          exact: true,
        });
      }
    },
  };
}
