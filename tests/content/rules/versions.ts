/**
 * Rules across versions: a page marks only what its own release or an older
 * one added; 1.11.2 names nothing only 1.12.0 has; the specification's pages
 * stay in 1.12.0 and 1.11.2; a page has one Russian title in every version;
 * a renamed page names the ids it had, which redirect to it.
 */
import semver from 'semver';

import {SPEC, specDocIds, specOnly1_12_0, type SpecVersion} from '../../spec';
import type {Problem} from '../problems';
import {lineAt, type Page} from '../sources';

/** Newest first; `current` (the draft) is newer than every release. */
export const compareVersions = (a: string, b: string) =>
  a === b ? 0 : a === 'current' ? 1 : b === 'current' ? -1 : semver.compare(a, b);

const label = (version: string) => (version === 'current' ? 'the draft' : version);

/** `<Since version="X" />` names the release that added something: never one newer than the page's. */
export function sinceRules(page: Page): Problem[] {
  const found: Problem[] = [];
  for (const match of page.prose.matchAll(/<Since\s+version="([^"]*)"/g)) {
    const since = match[1];
    const line = lineAt(page, page.prose, match.index);
    if (!semver.valid(since)) {
      found.push({
        file: page.file,
        line,
        problem: `<Since version="${since}" /> is not a release number`,
        fix: 'write major.minor.patch, such as 1.12.0',
      });
    } else if (page.version !== 'current' && compareVersions(since, page.version) > 0) {
      found.push({
        file: page.file,
        line,
        problem: `<Since version="${since}" /> on a ${page.version} page`,
        fix: `a ${page.version} page describes ${page.version}: remove what ${since} added`,
      });
    }
  }
  return found;
}

/** What only 1.12.0 has (STYLE.md, "Versions"): none of it may appear in a 1.11.2 page. */
export const NEWER_THAN_1_11_2 = [
  /AINPromptBuilder/,
  /AISync/,
  /prompt templates?/i,
  /scripted tags?/i,
  /vector AI form/i,
  /AI Form Vector/i,
  /ai-form-vector/,
  /1\.12/,
  /<Since\b/,
];

export function olderVersionRules(page: Page): Problem[] {
  if (page.version !== '1.11.2') return [];
  const found: Problem[] = [];
  page.body.split('\n').forEach((text, index) => {
    for (const name of NEWER_THAN_1_11_2) {
      const match = name.exec(text);
      if (match) {
        found.push({
          file: page.file,
          line: page.bodyLine + index,
          problem: `a 1.11.2 page names "${match[0]}", which only 1.12.0 and later have`,
          fix: 'describe 1.11.2 as it is: remove it from this page (the 1.12.0 page says it)',
        });
      }
    }
  });
  return found;
}

/**
 * The specification's pages (tests/spec.ts) in the versions it names: 1.12.0
 * and 1.11.2 keep at least theirs, and 1.11.2 none of 1.12.0's own.
 * `pagesOf` gives a version's doc ids, or undefined when it is not released.
 */
export function specFloorRules(pagesOf: (version: string) => string[] | undefined): Problem[] {
  const found: Problem[] = [];
  for (const version of SPEC.versions) {
    const folder = `versioned_docs/version-${version}`;
    const ids = pagesOf(version);
    if (!ids) {
      found.push({
        file: 'versions.json',
        line: 1,
        problem: `${version} is not released`,
        fix: `the specification publishes ${version}: keep it in versions.json`,
      });
      continue;
    }
    for (const id of specDocIds(version as SpecVersion).filter((id) => !ids.includes(id))) {
      found.push({
        file: `${folder}/${id}.md`,
        line: 1,
        problem: `${version} lacks ${id}, a page the specification requires in ${version}`,
        fix: `restore the file (git checkout -- ${folder}/${id}.md); add, rename and remove pages in docs/, the draft`,
      });
    }
    if (version === '1.11.2') {
      for (const id of specOnly1_12_0().filter((id) => ids.includes(id))) {
        found.push({
          file: `${folder}/${id}.md`,
          line: 1,
          problem: `1.11.2 has ${id}, which the specification gives only 1.12.0`,
          fix: 'remove the file',
        });
      }
    }
  }
  return found;
}

/** A page keeps one Russian title in every version it exists in. */
export function russianTitleRules(byVersion: ReadonlyMap<string, readonly Page[]>): Problem[] {
  const found: Problem[] = [];
  const first = new Map<string, Page>();
  // Newest first: the draft's title is the one the others should follow.
  const versions = [...byVersion.keys()].sort((a, b) => compareVersions(b, a));
  for (const version of versions) {
    for (const page of byVersion.get(version)!) {
      const title = page.frontMatter?.russian_title;
      const newer = first.get(page.id);
      if (!newer) {
        first.set(page.id, page);
      } else if (
        typeof title === 'string' &&
        typeof newer.frontMatter?.russian_title === 'string' &&
        newer.frontMatter.russian_title !== title
      ) {
        found.push({
          file: page.file,
          line: page.fieldLines.russian_title ?? 1,
          problem: `russian_title "${title}" differs from ${label(newer.version)}'s "${String(newer.frontMatter?.russian_title)}"`,
          fix: 'give the page the same Russian title in every version, so a Russian query finds it in each',
        });
      }
    }
  }
  return found;
}

/** The ids a page names in `renamed_from`, as written. */
export function renamedFrom(page: Page): string[] {
  const value = page.frontMatter?.renamed_from;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * `renamed_from` names the ids a page had before it was renamed: each the id
 * of a page of an earlier release (`earlier`: every doc id of the releases
 * before the page's version), which this version no longer has, and which
 * one page only takes over. Entries stay when the page is released again, so
 * the old address keeps redirecting.
 */
export function renameRules(pages: readonly Page[], earlier: ReadonlySet<string>): Problem[] {
  const found: Problem[] = [];
  const ids = new Set(pages.map((page) => page.id));
  const claimed = new Map<string, Page>();
  for (const page of pages) {
    const line = page.fieldLines.renamed_from ?? 1;
    const report = (problem: string, fix: string) => found.push({file: page.file, line, problem, fix});
    const value = page.frontMatter?.renamed_from;
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      report('`renamed_from` is not a list of doc ids', 'write renamed_from: [section/old-name]');
      continue;
    }
    for (const old of renamedFrom(page)) {
      if (!/^[\w-]+(\/[\w-]+)*$/.test(old)) {
        report(
          `renamed_from names "${old}", not a doc id`,
          'write the old path from the version folder, without .md, such as service-tools/knowledge-sync',
        );
      } else if (ids.has(old)) {
        report(
          `renamed_from names ${old}, a page this version still has`,
          'remove the old file (git mv it to the new name) or the entry',
        );
      } else if (!earlier.has(old)) {
        report(
          `renamed_from names ${old}, which no earlier release has`,
          'name the id the page had in the latest release, as in its versioned_docs path',
        );
      } else if (claimed.has(old)) {
        report(
          `renamed_from names ${old}, which ${claimed.get(old)!.file} names too`,
          'one page takes over an old address',
        );
      }
      claimed.set(old, page);
    }
  }
  return found;
}
