/**
 * The page of every release (/versions): its status (shared/releases/policy.ts), date, docs, notes and changes.
 * Archived releases, whose builds never change, link to it in the main build for the releases after them. Its
 * data is a route module: only this page loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  ACTIVE,
  LATEST,
  RELEASES,
  VERSIONS_PAGE,
  releaseNotesDoc,
  releaseNotesPath,
  versionFolder,
  versionPath,
} from '../../../shared/releases';
import {releaseDate} from '../../releases/sources';
import {generatedModule} from '../generated';
import {versionDiffPath} from '../../../shared/versions';
import type {ReleaseRow} from '../../../shared/types/versions-page';

export default function versionsPagePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const hasNotes = (version: string) =>
    ['.md', '.mdx'].some((extension) =>
      fs.existsSync(path.join(siteDir, versionFolder(version), `${releaseNotesDoc(version)}${extension}`)),
    );
  return {
    name: 'ain-versions-page',
    getPathsToWatch: () => [path.join(siteDir, 'versioned_docs/*/release-notes/*.{md,mdx}')],
    async contentLoaded({actions}) {
      const rows: ReleaseRow[] = RELEASES.map((version, index) => {
        const previous = RELEASES[index + 1];
        const notes = hasNotes(version);
        return {
          version,
          status: version === LATEST ? 'latest' : ACTIVE.includes(version) ? 'active' : 'archived',
          ...(notes ? {released: releaseDate(siteDir, version), notes: releaseNotesPath(version)} : {}),
          docs: `${versionPath(version)}/getting-started/`,
          ...(previous ? {changes: {from: previous, path: versionDiffPath(previous, version)}} : {}),
        };
      });
      const releases = await actions.createData('releases.json', JSON.stringify(rows));
      actions.addRoute({
        path: VERSIONS_PAGE,
        component: '@site/src/components/VersionsPage/index.tsx',
        modules: {releases: generatedModule(context.generatedFilesDir, releases)},
        exact: true,
      });
    },
  };
}
