/** Every version's page titles and sections, for the not-found page's suggestions (src/theme/NotFound/Content):
 * generated files that only its own chunk imports, as global data would be in every page's first load. */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

import {readSections} from '../../releases/sources';

/** Version name → doc id → title. */
export type DocTitles = Record<string, Record<string, string>>;

/** Version name → its sections in sidebar order: folder and what it holds (`_category_.json`). */
export type DocSections = Record<string, {folder: string; description: string}[]>;

export default function notFoundPlugin(): Plugin {
  return {
    name: 'ain-not-found',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const titles: DocTitles = {};
      const sections: DocSections = {};
      for (const version of docs?.loadedVersions ?? []) {
        titles[version.versionName] = Object.fromEntries(version.docs.map((doc) => [doc.id, doc.title]));
        const read = readSections(version.contentPath);
        sections[version.versionName] = read.map(({folder, description}) => ({folder, description}));
      }
      // Imported as `@generated/ain-not-found/default/doc-titles.json` and `…/doc-sections.json`.
      await actions.createData('doc-titles.json', JSON.stringify(titles));
      await actions.createData('doc-sections.json', JSON.stringify(sections));
    },
  };
}
