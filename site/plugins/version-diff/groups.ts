/** The pages a version diff names, by sidebar section: the docs' top-level folders, labelled and ordered as the
 * sidebar shows them (each folder's `_category_.json`), so the changes page reads like the sidebar. */
import fs from 'node:fs';
import path from 'node:path';

import type {DiffPage, PagesDiff, SectionGroup, SourceKey} from '../../../shared/types/version-diff';

type Category = {label?: string; position?: number};

/** A docs section's sidebar label and position in one version folder (its `_category_.json`, if any). */
export function readCategory(versionDir: string, folder: string): Category {
  const file = path.join(versionDir, folder, '_category_.json');
  if (!folder || !fs.existsSync(file)) return {};
  const {label, position} = JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: unknown; position?: unknown};
  return {
    label: typeof label === 'string' ? label : undefined,
    position: typeof position === 'number' ? position : undefined,
  };
}

/** The sidebar section of a page: its top-level folder (`api` for `api/aichat`); '' for a page at the root. */
const folderOf = (key: SourceKey) => (key.includes('/') ? key.slice(0, key.indexOf('/')) : '');

type Lookup = {
  page: (version: string, key: SourceKey) => DiffPage | undefined;
  category: (version: string, folder: string) => Category;
};

/** The added, removed and changed pages by section, in the newer release's sidebar order, labelled as the newer
 * release (the older one for a section it removed) labels them. */
export function groupPages(diff: PagesDiff, {from, to}: {from: string; to: string}, lookup: Lookup): SectionGroup[] {
  const pageOf = (version: string, key: SourceKey): DiffPage => {
    const page = lookup.page(version, key);
    if (!page) throw new Error(`version-diff: no docs page for ${key} in ${version}`);
    return page;
  };
  const groups = new Map<string, SectionGroup & {position: number}>();
  const group = (key: SourceKey) => {
    const folder = folderOf(key);
    if (!groups.has(folder)) {
      const newer = lookup.category(to, folder);
      const older = lookup.category(from, folder);
      const landing = lookup.page(to, `${folder}/index`) ?? lookup.page(from, `${folder}/index`);
      groups.set(folder, {
        id: folder || 'other-pages',
        label: newer.label ?? older.label ?? landing?.title ?? (folder || 'Other pages'),
        position: newer.position ?? older.position ?? Number.MAX_SAFE_INTEGER,
        added: [],
        removed: [],
        changed: [],
      });
    }
    return groups.get(folder)!;
  };
  // A section's landing page first, as in the sidebar; the others in the order they come.
  const landingFirst = <T>(items: T[], key: (item: T) => SourceKey) =>
    [...items].sort((a, b) => Number(!key(a).endsWith('/index')) - Number(!key(b).endsWith('/index')));
  for (const key of landingFirst(diff.added, (each) => each)) group(key).added.push(pageOf(to, key));
  for (const key of landingFirst(diff.removed, (each) => each)) group(key).removed.push(pageOf(from, key));
  for (const {key, changes} of landingFirst(diff.changed, (each) => each.key)) {
    group(key).changed.push({page: pageOf(to, key), previous: pageOf(from, key), ...changes});
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
    .map(({position: _position, ...rest}) => rest);
}
