/**
 * Every version's page titles (version name → doc id → title) and sections,
 * for the not-found page's suggestions (src/theme/NotFound/Content). Written
 * as generated files, which only the not-found page's own chunk imports: as
 * global data they would be in every page's first load.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

import {readSections} from '../../releases/sources';

/** Version name → doc id → title. */
export type DocTitles = Record<string, Record<string, string>>;

/** Version name → its sections in sidebar order: folder and what it holds (`_category_.json`). */
export type DocSections = Record<string, {folder: string; description: string}[]>;

/** The files, imported as `@generated/ain-not-found/default/doc-titles.json` and `…/doc-sections.json`. */
const FILE = 'doc-titles.json';
const SECTIONS_FILE = 'doc-sections.json';

export default function notFoundPlugin(): Plugin {
  return {
    name: 'ain-not-found',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const titles: DocTitles = {};
      const sections: DocSections = {};
      for (const version of docs?.loadedVersions ?? []) {
        titles[version.versionName] = Object.fromEntries(version.docs.map((doc) => [doc.id, doc.title]));
        sections[version.versionName] = readSections(version.contentPath).map(({folder, description}) => ({
          folder,
          description,
        }));
      }
      await actions.createData(FILE, JSON.stringify(titles));
      await actions.createData(SECTIONS_FILE, JSON.stringify(sections));
    },
  };
}
