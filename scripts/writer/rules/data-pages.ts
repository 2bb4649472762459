/** The pages shared/data/ names (glossary, facts, permissions, popular tasks) exist in every version that shows the
 * entry, by that id or, as the site follows renames, as the page whose `renamed_from` names it. */
import {FACT_GROUPS, factTable, type FactRow} from '../../../shared/fact-table';
import {factValue, facts, type FactName} from '../../../shared/facts';
import {glossary} from '../../../shared/glossary';
import {popularTasks} from '../../../shared/home';
import {permissions, ROLES} from '../../../shared/roles';
import {collectAll, type Problem} from '../problems';
import {jsonFileLine, versionLabel, type Page} from '../sources';
import {compareVersions} from '../../../shared/releases/policy';
import {LATEST} from '../../../shared/releases';
import {renamedFrom} from './versions';

/** A page id as shared/data/ may write it (`widgets/` for a section's landing page), as a doc id. */
const asDocId = (page: string) => page.replace(/\/$/, '/index');

/** `resolve`: the doc id a page named by `id` (its id now or before a rename) has in the version; `names`: a doc id of
 * the version and the ids its page had before. */
export type VersionIds = {resolve: (id: string) => string | undefined; names: (id: string) => string[]};

export function versionIds(pages: readonly Page[]): VersionIds {
  const ids = new Set(pages.map((page) => page.id));
  const renamed = new Map(pages.flatMap((page) => renamedFrom(page).map((old) => [old, page.id] as const)));
  const byId = new Map(pages.map((page) => [page.id, page]));
  return {
    resolve: (id) => (ids.has(asDocId(id)) ? asDocId(id) : renamed.get(asDocId(id))),
    names: (id) => [id, ...(byId.has(id) ? renamedFrom(byId.get(id)!) : [])],
  };
}

const since = (version: string, first: string | undefined) =>
  first === undefined || compareVersions(version, first) >= 0;

export function dataPageRules(pagesByVersion: ReadonlyMap<string, readonly Page[]>): Problem[] {
  return collectAll((report) => {
    for (const [version, pages] of pagesByVersion) {
      const {resolve} = versionIds(pages);
      const where = versionLabel(version);
      const check = (file: string, entry: string, page: string, at: (string | number)[]) => {
        if (resolve(page)) return;
        report(
          file,
          jsonFileLine(file, at),
          `${entry} names the page ${page}, which ${where} does not have`,
          `if the page was renamed, add renamed_from: [${asDocId(page)}] to its new file; if it was removed, name the page that explains it now`,
        );
      };
      for (const term of glossary.filter((term) => since(version, term.since))) {
        const at = [glossary.indexOf(term), 'page'];
        check('shared/data/glossary.json', `the glossary term "${term.term}"`, term.page, at);
      }
      for (const [fact, row] of Object.entries(factTable) as [FactName, {page: string}][]) {
        if (factValue(facts[fact], version) !== undefined) {
          check('shared/data/fact-table.json', `the fact ${fact}`, row.page, [fact, 'page']);
        }
      }
      for (const permission of permissions.filter((permission) => since(version, permission.since))) {
        const action = JSON.stringify(permission.action);
        const at = ['permissions', permissions.indexOf(permission), 'page'];
        check('shared/data/roles.json', `the action ${action}`, permission.page, at);
      }
      if (version === LATEST || version === 'current') {
        for (const task of popularTasks) {
          const at = ['popularTasks', popularTasks.indexOf(task), 'page'];
          check('shared/data/home.json', `the popular task "${task.title}"`, task.page, at);
        }
      }
    }
  });
}

/** What the types of shared/data/ cannot hold: each limit's area is one of the table's, each permission's roles are
 * the platform's. */
export function dataValueRules(rows: Record<string, FactRow> = factTable, actions = permissions): Problem[] {
  return collectAll((report) => {
    for (const [fact, row] of Object.entries(rows)) {
      if (FACT_GROUPS.includes(row.group)) continue;
      report(
        'shared/data/fact-table.json',
        jsonFileLine('shared/data/fact-table.json', [fact, 'group']),
        `the fact ${fact} is in the area "${row.group}", which the limits table does not have`,
        `name one of ${FACT_GROUPS.join(', ')}`,
      );
    }
    for (const {action, roles} of actions) {
      for (const role of roles.filter((name) => !ROLES.includes(name))) {
        const quoted = JSON.stringify(action);
        const at = ['permissions', permissions.findIndex((each) => each.action === action), 'roles'];
        report(
          'shared/data/roles.json',
          jsonFileLine('shared/data/roles.json', at),
          `the action ${quoted} names the role ${role}, which the platform does not have`,
          `name one of ${ROLES.join(', ')}`,
        );
      }
    }
  });
}
