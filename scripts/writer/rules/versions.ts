/** Rules across versions: a page marks only what its own release or an older one added; 1.11.2 names nothing only 1.12.0
 * has; the fixed pages (tests/spec.ts) stay in 1.12.0 and 1.11.2; a page has one Russian title in every version; a
 * renamed page names the ids it had, which redirect to it. */
import {PREVIOUS_TOKEN, RELEASE_TOKEN, releaseNumbers} from '../../../site/markdown/tokens';
import {compareVersions, isReleaseNumber} from '../../../shared/releases/policy';
import {SPEC, specDocIds, specOnly1_12_0, type SpecVersion} from '../../../tests/spec';
import {collect, collectAll, pageRule, type Problem} from '../problems';
import {escapeRegExp, lineAt, versionLabel, type Page} from '../sources';

/** Where a page marks what a release added: `<Since version="…" />`, an API method's `since="…"`, a reference table
 * row's `since: '…'`. */
const SINCE = /<Since\b([^>]*)>|\bsince(?:=|:\s*)(["'])([^"']*)\2/g;

/** A release mark names the release that added something: never one newer than the page's. */
export const sinceRules = pageRule((page, report) => {
  for (const match of page.prose.matchAll(SINCE)) {
    const [tag, props, , value] = match;
    const since = props === undefined ? value! : /\bversion=["']([^"']*)["']/.exec(props)?.[1];
    const line = lineAt(page, page.prose, match.index);
    if (since === undefined) {
      report(line, `${tag} names no release`, 'write <Since version="1.12.0" />: the release that added what it marks');
    } else if (!isReleaseNumber(since)) {
      report(line, `${tag} is not a release number`, 'write major.minor.patch, such as 1.12.0');
    } else if (page.version !== 'current' && compareVersions(since, page.version) > 0) {
      const fix = `a ${page.version} page describes ${page.version}: remove what ${since} added`;
      report(line, `${tag} on a ${page.version} page`, fix);
    }
  }
});

/** What only 1.12.0 has (STYLE.md, "Versions"): none of it may appear in a 1.11.2 page. */
const NEWER_THAN_1_11_2 = [
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

export const olderVersionRules = pageRule((page, report) => {
  if (page.version !== '1.11.2') return;
  page.body.split('\n').forEach((text, index) => {
    for (const match of NEWER_THAN_1_11_2.map((name) => name.exec(text)).filter((match) => match !== null)) {
      report(
        page.bodyLine + index,
        `a 1.11.2 page names "${match[0]}", which only 1.12.0 and later have`,
        'describe 1.11.2 as it is: remove it from this page (the 1.12.0 page says it)',
      );
    }
  });
});

/** 1.12.0 and 1.11.2 keep their fixed pages (tests/spec.ts), 1.11.2 none of 1.12.0's; `pagesOf` gives a version's ids. */
export function specFloorRules(pagesOf: (version: string) => string[] | undefined): Problem[] {
  return collectAll((report) => {
    for (const version of SPEC.versions) {
      const folder = `versioned_docs/version-${version}`;
      const ids = pagesOf(version);
      if (!ids) {
        const fix = `${version} is a published release (tests/spec.ts): keep it in versions.json`;
        report('versions.json', 1, `${version} is not released`, fix);
        continue;
      }
      for (const id of specDocIds(version as SpecVersion).filter((id) => !ids.includes(id))) {
        report(
          `${folder}/${id}.md`,
          1,
          `${version} lacks ${id}, a page ${version} must keep (tests/spec.ts)`,
          `restore the file (git checkout -- ${folder}/${id}.md); add, rename and remove pages in docs/, the draft`,
        );
      }
      for (const id of version === '1.11.2' ? specOnly1_12_0().filter((id) => ids.includes(id)) : []) {
        report(`${folder}/${id}.md`, 1, `1.11.2 has ${id}, a page only 1.12.0 has (tests/spec.ts)`, 'remove the file');
      }
    }
  });
}

/** A page keeps one Russian title in every version it exists in. */
export function russianTitleRules(byVersion: ReadonlyMap<string, readonly Page[]>): Problem[] {
  const first = new Map<string, Page>();
  // Newest first: the draft's title is the one the others should follow.
  const versions = [...byVersion.keys()].sort((a, b) => compareVersions(b, a));
  return collectAll((report) => {
    for (const page of versions.flatMap((version) => byVersion.get(version)!)) {
      const title = page.frontMatter?.russian_title;
      const newer = first.get(page.id);
      const newerTitle = newer?.frontMatter?.russian_title;
      if (!newer) first.set(page.id, page);
      else if (typeof title === 'string' && typeof newerTitle === 'string' && newerTitle !== title) {
        report(
          page.file,
          page.fieldLines.russian_title ?? 1,
          `russian_title "${title}" differs from ${versionLabel(newer.version)}'s "${newerTitle}"`,
          'give the page the same Russian title in every version, so a Russian query finds it in each',
        );
      }
    }
  });
}

/** The ids a page names in `renamed_from`, as written. */
export function renamedFrom(page: Page): string[] {
  const value = page.frontMatter?.renamed_from;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** `renamed_from` names ids the page had in an earlier release (`earlier`), that this version no longer has and no other
 * page takes over. Entries stay in later releases, so the old address keeps redirecting. */
export function renameRules(pages: readonly Page[], earlier: ReadonlySet<string>): Problem[] {
  const ids = new Set(pages.map((page) => page.id));
  const claimed = new Map<string, Page>();
  return pages.flatMap((page) =>
    collect(page.file, (reportAt) => {
      const report = (problem: string, fix: string) => reportAt(page.fieldLines.renamed_from ?? 1, problem, fix);
      const value = page.frontMatter?.renamed_from;
      if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        return report('`renamed_from` is not a list of doc ids', 'write renamed_from: [section/old-name]');
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
    }),
  );
}

/** Words before a release number that make it history ("since 1.12.0", "before 1.11.2"), true in every later release. */
const HISTORY = /(?:\bsince|\bbefore|\bafter|\buntil|\bin|\bas of|version=["']|since[:=] ?["'])\s*(?:AIN\s+)?$/i;
/** …and after it ("1.12.0 added"). */
const HISTORY_AFTER = /^\s+(?:adds|added|introduced|brought|removed|changed)\b/;

/** The header of the Markdown table whose row is `lines[index]`, if it is one. */
function tableColumn(lines: readonly string[], index: number, at: number): string | undefined {
  if (!lines[index].trimStart().startsWith('|')) return undefined;
  let top = index;
  while (top > 0 && lines[top - 1].trimStart().startsWith('|')) top -= 1;
  const column = lines[index].slice(0, at).split('|').length - 1;
  return lines[top].split('|')[column]?.trim();
}
const TOKEN = /%[a-z][a-z-]*%/gi;
const TOKENS = [RELEASE_TOKEN, PREVIOUS_TOKEN];

/** Outside the release notes, a page names its release as `%release%` and the one before as `%previous-release%`
 * (site/plugins/release-tokens), so a release cut from the draft states its own numbers; history keeps numbers. */
export function releaseNumberRules(page: Page, releases: readonly string[]): Problem[] {
  if (page.id.startsWith('release-notes/')) return [];
  // The numbers the page's tokens stand for; the draft's own is not a number yet.
  const {previous} = releaseNumbers(page.version, releases);
  const own = page.version === 'current' ? undefined : page.version;
  // The front matter too, where the tokens read as numbers as well.
  const lines = page.text.split('\n');
  return collect(page.file, (report) =>
    lines.forEach((text, offset) => {
      const line = 1 + offset;
      for (const [token] of text.matchAll(TOKEN)) {
        if (!TOKENS.includes(token)) report(line, `unknown release token ${token}`, `write ${TOKENS.join(' or ')}`);
        else if (token === PREVIOUS_TOKEN && !previous) {
          report(line, `${PREVIOUS_TOKEN} in ${page.version}, the oldest release`, 'write the number it upgrades from');
        }
      }
      for (const number of [own, previous]) {
        if (!number) continue;
        for (const match of text.matchAll(new RegExp(`(?<![\\d.])${escapeRegExp(number)}(?![\\d]|\\.\\d)`, 'g'))) {
          const before = text.slice(0, match.index);
          const after = text.slice(match.index + match[0].length);
          if (HISTORY.test(before) || HISTORY_AFTER.test(after)) continue;
          // A "Since" column of a table.
          if (/^since$/i.test(tableColumn(lines, offset, match.index) ?? '')) continue;
          const what =
            page.version === 'current'
              ? `"${number}" in the draft, which becomes the release after it`
              : number === own
                ? `"${number}", the release this page documents`
                : `"${number}", the release ${page.version} upgrades from`;
          report(
            line,
            `${what} is written as a number`,
            page.version === 'current'
              ? `write %release% for the release the draft becomes, %previous-release% for the one it upgrades from, or state it as history ("since ${number}")`
              : `write ${number === own ? '%release%' : '%previous-release%'} (it follows each release), or state it as history ("since ${number}")`,
          );
        }
      }
    }),
  );
}

/** The id a page had in the release before: its own, or one it was renamed from. */
function previousIdOf(page: Page, previousIds: ReadonlySet<string>): string | undefined {
  return [page.id, ...renamedFrom(page)].find((id) => previousIds.has(id));
}

/** In R and every later version, a line of a page R's previous release had too that names a page R added, or a member
 * its tables mark `since: 'R'`, carries `<Since version="R" />` (or says "since R" / "new in R"), or sits in a section
 * whose heading or first paragraph starts with it. */
export function sinceMarkerRules(pages: ReadonlyMap<string, readonly Page[]>, releases: readonly string[]): Problem[] {
  return collectAll((report) =>
    releases.forEach((release, index) => {
      const releasePages = pages.get(release);
      const previousPages = pages.get(releases[index + 1]);
      if (!releasePages || !previousPages) return;
      const previousIds = new Set(previousPages.map((page) => page.id));
      const previousLines = new Map(previousPages.map((page) => [page.id, new Set(page.prose.split('\n'))]));
      // What the release adds: pages the previous release lacks, and members its tables mark `since` it.
      const added = releasePages
        .filter((page) => !previousIdOf(page, previousIds) && !page.id.startsWith('release-notes/'))
        .map((page) => ({id: page.id, title: String(page.frontMatter?.title ?? '')}));
      const members = new Set<string>();
      for (const {prose} of releasePages) {
        for (const match of prose.matchAll(/name: '([^']+)'[^}\n]*since: '([^']+)'/g)) {
          if (match[2] === release) members.add(match[1].replace(/\(\)$/, ''));
        }
        for (const match of prose.matchAll(/<ApiMethod[^>]*?\bname="([^"(]+)[^"]*"[^>]*?\bsince="([^"]+)"/g)) {
          if (match[2] === release) members.add(match[1]);
        }
      }
      const patterns = [
        ...added.map((page) => ({
          what: page.title,
          pattern: new RegExp(
            `\\]\\((?:[^)]*/)?${escapeRegExp(page.id.split('/').pop()!)}\\.mdx?(?:#[^)]*)?\\)|\\b${escapeRegExp(page.title)}\\b`,
            'i',
          ),
        })),
        ...[...members].map((member) => ({
          what: `\`${member}\``,
          pattern: new RegExp(`\`(?:[\\w.]*\\.)?${escapeRegExp(member)}(?:\\(\\))?\``),
        })),
      ];
      if (!patterns.length) return;
      const number = escapeRegExp(release);
      const marked = new RegExp(
        `<Since\\s+version="${number}"|since[:=]\\s*['"]${number}['"]|\\b(?:since|new in|added in)\\s+(?:AIN\\s+)?${number}\\b`,
        'i',
      );
      for (const [version, versionPages] of pages) {
        if (compareVersions(version, release) < 0) continue;
        for (const page of versionPages) {
          const previousId = previousIdOf(page, previousIds);
          if (!previousId || page.id.startsWith('release-notes/')) continue;
          const before = previousLines.get(previousId)!;
          const headings: boolean[] = [];
          /** The level of the heading whose first paragraph is next, if any. */
          let opening: number | undefined;
          page.prose.split('\n').forEach((text, offset) => {
            const heading = /^(#{2,6})\s/.exec(text);
            if (heading) {
              headings.length = heading[1].length - 1;
              headings[heading[1].length - 2] = marked.test(text);
              opening = heading[1].length - 2;
              return;
            }
            if (!text.trim()) return;
            // A section whose first paragraph starts with the marker is new as a whole.
            if (opening !== undefined && new RegExp(`^<Since\\s+version="${number}"`).test(text))
              headings[opening] = true;
            opening = undefined;
            if (marked.test(text) || headings.some(Boolean) || before.has(text)) return;
            const hit = patterns.find(({pattern}) => pattern.test(text));
            if (!hit) return;
            report(
              page.file,
              page.bodyLine + offset,
              `names ${hit.what}, which ${release} added, without <Since version="${release}" />`,
              `put <Since version="${release}" /> before what ${release} added, or start its section's first paragraph with it`,
            );
          });
        }
      }
    }),
  );
}
