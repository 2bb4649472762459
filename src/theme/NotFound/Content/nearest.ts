/** What the not-found page offers for an address from the docs plugin's global data: the nearest pages of
 * its version and the same page in other releases. Pure, for tests/content/not-found.test.ts. */
import {editDistance} from '../../../../shared/edit-distance';

export type Doc = {id: string; path: string};

export interface Version {
  name: string;
  label: string;
  isLast: boolean;
  /** Where the version's docs are: `/docs`, `/docs/1.11.2` (a trailing slash or not). */
  path: string;
  docs: Doc[];
}

/** Version name → old doc id → doc id now (site/plugins/renamed-pages). */
export type Renamed = Record<string, Record<string, string> | undefined>;

export type Nearby = {version: Version; doc: Doc};

export interface NotFoundAnswer {
  /** The version whose pages `nearest` lists: the one the address names, else the latest. */
  version: Version;
  /** The nearest pages of that version, nearest first. */
  nearest: Nearby[];
  /** The page the address names, in the releases that have it, latest first. */
  elsewhere: Nearby[];
}

/** How many nearest pages are offered. */
export const NEAREST_LIMIT = 5;
/** Farther than this (0 same, 1 nothing alike) a page is no longer offered. */
const MAX_DISTANCE = 0.5;
/** Farther than this beyond the nearest page, a page is only noise beside it (AIChat misspelt: AIChat, not AIImage). */
const NEAR_BEST = 0.15;
/** The last segment names the page; the ones before it only its section. */
const LAST_WEIGHT = 0.7;
/** A release number in an address (`1.10.0`, `v2.0`). */
const RELEASE = /^v?\d+(\.\d+){1,3}$/;

/** Edit distance over the longer length: 0 equal, 1 nothing in common. */
export function distance(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 0 : editDistance(a, b, longer) / longer;
}

/** An address's path segments: decoded, lower case, without `.html`, `.md` or a trailing `index`. */
export function segments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the address as it came.
  }
  const parts = decoded
    .toLowerCase()
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..');
  const last = parts.length - 1;
  if (last >= 0) parts[last] = parts[last].replace(/\.(html|md)$/, '');
  if (parts[last] === 'index') parts.pop();
  return parts;
}

/** Whether `prefix` is where `parts` starts. */
function startsWith(parts: string[], prefix: string[]): boolean {
  return prefix.every((part, index) => parts[index] === part);
}

/** A doc's place in its version: its path's segments below the version's. */
function docSegments(version: Version, doc: Doc): string[] {
  return segments(doc.path).slice(segments(version.path).length);
}

/** How many letters two strings share at their start. */
function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/** How far a doc's segments are from the address's: mostly the last one. */
function pageDistance(asked: string[], page: string[]): number {
  const last = distance(asked.at(-1) ?? '', page.at(-1) ?? '');
  const askedSection = asked.slice(0, -1).join('/');
  if (!askedSection) return last;
  return LAST_WEIGHT * last + (1 - LAST_WEIGHT) * distance(askedSection, page.slice(0, -1).join('/'));
}

/** The ids the page `id` has in any release, through every version's renames. */
function aliases(id: string, renamed: Renamed): Set<string> {
  const names = new Set([id]);
  for (const moved of Object.values(renamed)) {
    for (const [from, to] of Object.entries(moved ?? {})) {
      const [old, now] = [from.toLowerCase(), to.toLowerCase()];
      if (old === id) names.add(now);
      if (now === id) names.add(old);
    }
  }
  return names;
}

/** The doc of `version` that the segments name, by its path or its id (or an alias of it). */
function docNamed(version: Version, asked: string[], names: Set<string>): Doc | undefined {
  const wanted = asked.join('/');
  return version.docs.find((doc) => {
    const id = doc.id.toLowerCase().replace(/(^|\/)index$/, '');
    return docSegments(version, doc).join('/') === wanted || names.has(id);
  });
}

/** What to offer for `pathname`: its version (else the latest), the nearest pages there, the page elsewhere. */
export function answerFor(pathname: string, versions: Version[], renamed: Renamed = {}): NotFoundAnswer | undefined {
  const latest = versions.find((version) => version.isLast) ?? versions[0];
  if (!latest) return undefined;
  const asked = segments(pathname);
  // The version whose path the address starts with; the longest, as /docs holds /docs/1.11.2.
  const named = versions
    .filter((version) => startsWith(asked, segments(version.path)))
    .sort((a, b) => segments(b.path).length - segments(a.path).length)[0];
  let rest = named ? asked.slice(segments(named.path).length) : asked;
  // A release this site has no docs of (`/docs/1.10.0/…`): the page is looked for in every one.
  const unknownRelease = named && RELEASE.test(rest[0] ?? '');
  if (unknownRelease) rest = rest.slice(1);
  const askedVersion = unknownRelease ? undefined : named;
  const version = askedVersion ?? latest;

  const names = aliases(rest.join('/'), renamed);
  const others = [latest, ...versions.filter((other) => other !== latest)].filter((other) => other !== askedVersion);
  const elsewhere = rest.length
    ? others.flatMap((other) => {
        const doc = docNamed(other, rest, names);
        return doc ? [{version: other, doc}] : [];
      })
    : [];

  // Where the page itself is offered in the version searched, pages merely like its name would only distract.
  const candidates =
    rest.length && !elsewhere.some((found) => found.version === version)
      ? version.docs
          .map((doc) => {
            const page = docSegments(version, doc);
            const [name, own] = [rest.at(-1)!, page.at(-1) ?? ''];
            // The section alone makes no page near: its name must be alike, or begin as the address's ends.
            const alike = distance(name, own) <= MAX_DISTANCE || own.startsWith(name);
            return {doc, alike, distance: pageDistance(rest, page), shared: sharedStart(name, own)};
          })
          .filter((candidate) => candidate.alike && candidate.distance <= MAX_DISTANCE)
          // Equally far, the page whose name starts as the address's does (`1-12` → `1-12-0`).
          .sort((a, b) => a.distance - b.distance || b.shared - a.shared || a.doc.path.localeCompare(b.doc.path))
      : [];
  const nearest = candidates
    .filter((candidate) => candidate.distance <= candidates[0]!.distance + NEAR_BEST)
    .slice(0, NEAREST_LIMIT)
    .map(({doc}) => ({version, doc}));
  // No page alike in a section the site has: that section's landing page.
  const section =
    !nearest.length && !elsewhere.length && rest.length > 1 && docNamed(version, rest.slice(0, -1), new Set());
  return {version, nearest: section ? [{version, doc: section}] : nearest, elsewhere};
}
