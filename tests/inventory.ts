/**
 * The page inventory of the specification (section 2), as test expectations.
 * Doc paths are relative to a version's root (`/docs` or `/docs/1.11.2`); a
 * trailing slash marks a section landing page.
 */
import {SECTIONS} from '../src/constants';
import {versionDiffPath} from '../src/utils/versions';
import {LATEST, RELEASES, versionPath} from '../src/releases';

/** Pages of every released version, per section (landing pages excluded). */
export const PAGES_IN_BOTH: Record<(typeof SECTIONS)[number], string[]> = {
  'admin-help': ['ai-message', 'profile-settings', 'rabbitmq-consumer'],
  'ai-form': ['ai-form-long-chat'],
  api: ['aichat', 'aIImage', 'aisystem', 'aivector', 'aivision', 'aivoice'],
  'getting-started': ['ai-in-workflows', 'demo-incidents', 'nexuses'],
  'release-notes': ['1-11-2'],
  'service-tools': [
    'auth',
    'gitlab-connect',
    'sharepoint-connect',
    'vector-collection-definition',
    'vector-database-deployment',
  ],
  technical_docs: [],
  widgets: [
    'ai-translator',
    'ain-attachment',
    'ain-call',
    'ain-voice',
    'audio-transcriber',
    'field-translator',
    'kb-assistant',
    'smart-filling',
  ],
};

/** Pages only 1.12.0 has. */
export const PAGES_ONLY_LATEST: Partial<Record<(typeof SECTIONS)[number], string[]>> = {
  'admin-help': ['prompt-templates', 'vcd-scripted-tag'],
  'ai-form': ['ai-form-vector'],
  api: ['ainpromptbuilder', 'aisync'],
  'release-notes': ['1-12-0'],
};

export type Version = string;

/** URL prefix of a version's docs. */
export function versionRoot(version: Version): string {
  return versionPath(version);
}

/** Every docs URL of a version: section landings (trailing slash) and pages. */
export function docsUrls(version: Version): string[] {
  const root = versionRoot(version);
  const urls: string[] = [];
  for (const section of SECTIONS) {
    urls.push(`${root}/${section}/`);
    const pages = [...PAGES_IN_BOTH[section], ...(version === LATEST ? (PAGES_ONLY_LATEST[section] ?? []) : [])];
    for (const page of pages) {
      urls.push(`${root}/${section}/${page}`);
    }
  }
  return urls;
}

/** URLs of pages that must not exist in a version. */
export function absentUrls(version: Version): string[] {
  if (version === LATEST) {
    return [];
  }
  const root = versionRoot(version);
  return Object.entries(PAGES_ONLY_LATEST).flatMap(([section, pages]) =>
    (pages ?? []).map((page) => `${root}/${section}/${page}`),
  );
}

/** The generated "what changed" pages: one per two consecutive releases. */
export function changesUrls(): string[] {
  const released = RELEASES as readonly string[];
  return released.slice(0, -1).map((to, index) => versionDiffPath(released[index + 1], to));
}

/** Source paths (relative to a version folder, no extension) of the pages only the latest version has. */
export function pagesOnlyLatest(): string[] {
  return Object.entries(PAGES_ONLY_LATEST).flatMap(([section, pages]) =>
    (pages ?? []).map((page) => `${section}/${page}`),
  );
}
