/**
 * The home page's data from the content, so it follows every release with no edit: what the latest release
 * brings (its notes' `announcement` and `released` front matter, the pages it adds), its sections (each folder
 * with a `_category_.json` and a landing page) and where each popular task of shared/data/home.json is in the latest
 * docs (found by `renamed_from` if renamed; a page the release no longer has keeps its address, for the build's
 * link check to name). A generated file that only the home page (src/pages/index.tsx) imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {popularTasks} from '../../../shared/home';
import {DOCS_ROOT, LATEST, RELEASES, releaseNotesDoc, releaseNotesPath, versionFolder} from '../../../shared/releases';
import {docIds} from '../../markdown/pages';
import {announcementHighlights, readSections, releaseDate} from '../../releases/sources';
import {versionDiffPath} from '../../../shared/versions';
import type {HomeData} from '../../../shared/types/home-page';

/** The icons a card can show: the symbols of static/img/home-icons.svg; a section without its own shows `section`. */
function icons(siteDir: string) {
  const svg = fs.readFileSync(path.join(siteDir, 'static/img/home-icons.svg'), 'utf8');
  return new Set([...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
}

export default function homePagePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'ain-home-page',
    getPathsToWatch: () => [path.join(siteDir, versionFolder(LATEST), '**/*.{md,mdx,json}')],
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs = docsContent?.loadedVersions.find((version) => version.versionName === LATEST)?.docs ?? [];
      const renamedFrom = (doc: (typeof docs)[number]) => {
        const old = doc.frontMatter.renamed_from;
        return (Array.isArray(old) ? old : []).map(String);
      };
      const previous = RELEASES[1];
      const before = new Set(previous ? docIds(siteDir, versionFolder(previous)) : []);
      const added = previous
        ? docs.filter(
            (doc) =>
              !before.has(doc.id) &&
              !renamedFrom(doc).some((id) => before.has(id)) &&
              doc.id !== releaseNotesDoc(LATEST),
          )
        : [];
      const drawn = icons(siteDir);
      const pageOf = (id: string) => docs.find((doc) => doc.id === id || renamedFrom(doc).includes(id));
      const data: HomeData = {
        latest: {
          version: LATEST,
          released: releaseDate(siteDir),
          brings: announcementHighlights(siteDir),
          notes: releaseNotesPath(),
          ...(previous ? {changes: {from: previous, path: versionDiffPath(previous, LATEST)}} : {}),
          pages: added.map((doc) => ({title: doc.title, to: doc.permalink})),
        },
        sections: readSections(path.join(siteDir, versionFolder(LATEST)))
          .filter(({folder}) => pageOf(`${folder}/index`))
          .map(({folder, name, description}) => ({
            title: name,
            description,
            to: `${DOCS_ROOT}/${folder}/`,
            icon: drawn.has(folder) ? folder : 'section',
          })),
        tasks: popularTasks.map(({title, page, anchor}) => ({
          title,
          to: `${pageOf(page)?.permalink ?? `${DOCS_ROOT}/${page}`}${anchor ? `#${anchor}` : ''}`,
        })),
      };
      // Imported as `@generated/ain-home-page/default/home.json`.
      await actions.createData('home.json', JSON.stringify(data));
    },
  };
}
