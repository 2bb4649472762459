/** For every two consecutive releases, a page of what changed (`/changes/1.11.2-to-1.12.0`), built from versioned_docs/
 * so a new release needs no hand edits. Titles and URLs: the docs plugin's, or an archived release's sources. */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {RELEASES, releaseNotesDoc, versionFolder, versionPath} from '../../../shared/releases';
import {generatedModule} from '../generated';
import {versionDiffPath} from '../../../shared/versions';
import {frontMatterField} from '../../markdown/pages';
import {diffVersions, readVersionSources} from './diff';
import {groupPages, readCategory} from './groups';
import type {DiffPage, PagesDiff, SourceKey, VersionDiffData} from '../../../shared/types/version-diff';

type Pair = {from: string; to: string; diff: PagesDiff};

/** An archived release's pages from their front matter, at the URL the docs plugin gives (`api/index` → `api/`). */
function pagesFromSources(version: string, sources: Map<SourceKey, string>): Map<SourceKey, DiffPage> {
  return new Map(
    [...sources].map(([key, source]) => {
      const field = (name: string) => frontMatterField(source, name) ?? '';
      const permalink = `${versionPath(version)}/${key.replace(/(^|\/)index$/, '$1')}`;
      return [key, {title: field('title'), description: field('description'), permalink, archived: true}];
    }),
  );
}

export default function versionDiffPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const versionDir = (version: string) => path.join(siteDir, versionFolder(version));
  let pairs: Pair[] = [];
  const sources = new Map<string, Map<SourceKey, string>>();
  const sourcesOf = (version: string) => {
    if (!sources.has(version)) sources.set(version, readVersionSources(versionDir(version)));
    return sources.get(version)!;
  };
  return {
    name: 'ain-version-diff',
    getPathsToWatch: () => [path.join(siteDir, 'versioned_docs/**/*.{md,mdx,json}')],
    loadContent() {
      sources.clear();
      pairs = RELEASES.slice(0, -1).map((to, index) => {
        const from = RELEASES[index + 1];
        return {from, to, diff: diffVersions(sourcesOf(from), sourcesOf(to), {from, to})};
      });
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
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
      const loadedVersions = new Set(pages.keys());
      for (const version of RELEASES) {
        if (!pages.has(version)) pages.set(version, pagesFromSources(version, sourcesOf(version)));
      }
      const dataOf = (pair: Pair): VersionDiffData => ({
        from: pair.from,
        to: pair.to,
        groups: groupPages(pair.diff, pair, {
          page: (version, key) => pages.get(version)?.get(key),
          category: (version, folder) => readCategory(versionDir(version), folder),
        }),
        unchanged: pair.diff.unchanged.length,
        releaseNotes: pages.get(pair.to)?.get(releaseNotesDoc(pair.to)),
      });
      const route = (pair: Pair, modules: Record<string, string>) =>
        actions.addRoute({
          path: versionDiffPath(pair.from, pair.to),
          component: '@site/src/components/VersionDiffPage/index.tsx',
          modules,
          exact: true,
        });
      // A release in this build: its page has its own data module.
      for (const pair of pairs.filter(({to}) => loadedVersions.has(to))) {
        const file = await actions.createData(`${pair.from}-to-${pair.to}.json`, JSON.stringify(dataOf(pair)));
        route(pair, {diff: generatedModule(context.generatedFilesDir, file)});
      }
      // Archived releases share one module, which only their pages load: one entry in every reader's route
      // registry, however many they become.
      const archived = pairs.filter(({to}) => !loadedVersions.has(to));
      if (archived.length > 0) {
        const all = Object.fromEntries(archived.map((pair) => [`${pair.from}-to-${pair.to}`, dataOf(pair)]));
        const file = await actions.createData('archived.json', JSON.stringify(all));
        for (const pair of archived) route(pair, {diffs: generatedModule(context.generatedFilesDir, file)});
      }
    },
  };
}
