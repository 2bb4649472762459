/**
 * The pages each version renamed, from their `renamed_from` front matter
 * (old doc id → the doc id it has now), as global data: the generated tables
 * (the glossary, the limits table, the permissions matrix) name pages by the
 * ids of shared/data/, which stay as they were when a page is renamed, and reach
 * the renamed page of the version being read (src/hooks/useVersionDocsRoot.ts).
 */
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
