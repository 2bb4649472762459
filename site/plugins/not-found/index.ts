/**
 * Every version's page titles (version name → doc id → title), for the
 * not-found page's suggestions (src/theme/NotFound/Content). Written as a
 * generated file, which only the not-found page's own chunk imports: as
 * global data it would be in every page's first load.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

/** Version name → doc id → title. */
export type DocTitles = Record<string, Record<string, string>>;

/** The file, imported as `@generated/ain-not-found/default/doc-titles.json`. */
const FILE = 'doc-titles.json';

export default function notFoundPlugin(): Plugin {
  return {
    name: 'ain-not-found',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const titles: DocTitles = {};
      for (const version of docs?.loadedVersions ?? []) {
        titles[version.versionName] = Object.fromEntries(version.docs.map((doc) => [doc.id, doc.title]));
      }
      await actions.createData(FILE, JSON.stringify(titles));
    },
  };
}
