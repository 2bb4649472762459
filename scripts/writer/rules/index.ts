/** Every house rule, by name, over the draft and every release: run by tests/content/docs.test.ts and check:docs. */
import type {Problem} from '../problems';
import {readPages, RELEASES, REPO, VERSIONS, type Page} from '../sources';
import {canonRules} from './canon';
import {compareVersions} from '../../../shared/releases/policy';
import {dataPageRules, dataValueRules, versionIds} from './data-pages';
import {dataShapeRules} from './data-shape';
import {diagramRules} from './diagrams';
import {actionRoleRules, factCoverageRules, factRules, stepRoleRules} from './facts';
import {glossaryRules} from './glossary';
import {linkRules} from './links';
import {PAGE_RULES} from './page';
import {readCategories, sectionNameRules} from './sections';
import {
  olderVersionRules,
  releaseNumberRules,
  renameRules,
  sinceMarkerRules,
  russianTitleRules,
  sinceRules,
  specFloorRules,
} from './versions';

export type Rule = {name: string; check: (context: Context) => Problem[] | Promise<Problem[]>};

/** Every version's pages, the draft (`current`) first. */
type Context = {pages: ReadonlyMap<string, readonly Page[]>; releases: readonly string[]};

export const readContext = (): Context => ({
  pages: new Map(VERSIONS.map((version) => [version, readPages(version)])),
  releases: RELEASES,
});

const eachVersion = (context: Context, rule: (pages: readonly Page[], version: string) => Problem[]) =>
  [...context.pages].flatMap(([version, pages]) => rule(pages, version));
const eachPage = (context: Context, rule: (page: Page) => Problem[]) =>
  eachVersion(context, (pages) => pages.flatMap(rule));

/** Doc ids of the releases older than `version` (every release, for the draft). */
function earlierIds(context: Context, version: string): Set<string> {
  return new Set(
    [...context.pages]
      .filter(([other]) => compareVersions(other, version) < 0)
      .flatMap(([, pages]) => pages.map((page) => page.id)),
  );
}

export const RULES: Rule[] = [
  ...Object.entries(PAGE_RULES).map(([name, rule]) => ({name, check: (context: Context) => eachPage(context, rule)})),
  {
    name: 'glossary links at first use',
    check: (context) =>
      eachVersion(context, (pages) => {
        const ids = versionIds(pages);
        return pages.flatMap((page) => glossaryRules(page, ids));
      }),
  },
  {
    name: 'one name per section',
    check: (context) =>
      eachVersion(context, (pages, version) => sectionNameRules(pages, readCategories(version, REPO))),
  },
  {name: 'sample data and menus', check: (context) => eachPage(context, canonRules)},
  {
    name: 'diagrams',
    check: async (context) =>
      (await Promise.all([...context.pages.values()].flat().map((page) => diagramRules(page)))).flat(),
  },
  {
    name: 'facts and roles',
    check: (context) => [
      ...eachVersion(context, (pages) => {
        const {resolve} = versionIds(pages);
        return pages.flatMap((page) => factRules(page, resolve));
      }),
      ...eachVersion(context, factCoverageRules),
      ...eachPage(context, stepRoleRules),
      ...eachPage(context, actionRoleRules),
    ],
  },
  {
    name: 'links and anchors',
    check: (context) => eachVersion(context, (pages) => linkRules(pages, context.releases)),
  },
  {
    name: 'versions',
    check: (context) => [
      ...eachPage(context, sinceRules),
      ...eachPage(context, olderVersionRules),
      ...eachPage(context, (page) => releaseNumberRules(page, context.releases)),
      ...sinceMarkerRules(context.pages, context.releases),
      ...specFloorRules((version) => context.pages.get(version)?.map((page) => page.id)),
      ...russianTitleRules(context.pages),
    ],
  },
  {
    name: 'renamed pages and the data in shared/data',
    check: (context) => [
      ...eachVersion(context, (pages, version) => renameRules(pages, earlierIds(context, version))),
      ...dataPageRules(context.pages),
      ...dataValueRules(),
      ...dataShapeRules(),
    ],
  },
];
