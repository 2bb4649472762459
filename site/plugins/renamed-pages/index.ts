/** The pages each version renamed (`renamed_from`), as global data: the generated tables name pages by the ids of
 * shared/data/, which stay when a page is renamed, and reach the renamed page (src/hooks/useVersionDocsRoot.ts). */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

/** Version name → old doc id → doc id now. */
export type RenamedPages = Record<string, Record<string, string>>;

export default function renamedPagesPlugin(): Plugin {
  return {
    name: 'ain-renamed-pages',
    allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const renamed: RenamedPages = {};
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          const old = doc.frontMatter.renamed_from;
          for (const id of Array.isArray(old) ? old : []) {
            (renamed[version.versionName] ??= {})[String(id)] = doc.id;
          }
        }
      }
      actions.setGlobalData(renamed);
    },
  };
}
