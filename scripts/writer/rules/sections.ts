/**
 * One name per docs section, the one the site gives it (SECTION_NAMES in
 * shared/data/sections.ts, which the home page’s cards and the footer show): the
 * title of its landing page, its sidebar label (`_category_.json`, and the
 * landing page's `sidebar_label` if it has one; getting started's is the
 * site's Russian label), and the text of a list entry that links
 * the section, as "Next steps" and "See also" lists do.
 */
import fs from 'node:fs';
import path from 'node:path';

import {LABELS} from '../../../shared/constants';
import {SECTION_NAMES} from '../../../shared/data/sections';
import type {Problem} from '../problems';
import {lineAt, sourceFolder, type Page} from '../sources';

/** A section folder's `_category_.json`: its sidebar label and the line that gives it. */
export type Category = {file: string; line: number; label: unknown};

const named = (section: string): section is keyof typeof SECTION_NAMES => Object.hasOwn(SECTION_NAMES, section);

/** What the sidebar calls a section: its name, or for getting started the site's Russian label. */
const sidebarLabel = (section: keyof typeof SECTION_NAMES): string =>
  section === 'getting-started' ? LABELS.gettingStarted : SECTION_NAMES[section];

const WHERE = 'SECTION_NAMES in shared/data/sections.ts';

/** The `_category_.json` of each section folder of a version, by folder. */
export function readCategories(version: string, repo: string): Map<string, Category> {
  const folder = sourceFolder(version);
  const root = path.join(repo, folder);
  const categories = new Map<string, Category>();
  if (!fs.existsSync(root)) return categories;
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    const file = path.join(root, entry.name, '_category_.json');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const line = text.split('\n').findIndex((row) => /"label"\s*:/.test(row)) + 1 || 1;
    const label = (JSON.parse(text) as {label?: unknown}).label;
    categories.set(entry.name, {file: `${folder}/${entry.name}/_category_.json`, line, label});
  }
  return categories;
}

/** The section whose landing page a relative link from `page` leads to, if it leads to one (no anchor). */
function linkedSection(page: Page, target: string): string | undefined {
  if (/^[a-z]+:|^\/|#/i.test(target)) return undefined;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page.id), target));
  const id = resolved.replace(/\.mdx?$/, '').replace(/\/$/, '/index');
  const match = /^([^/]+)\/index$/.exec(id);
  return match?.[1];
}

export function sectionNameRules(pages: readonly Page[], categories: ReadonlyMap<string, Category>): Problem[] {
  const found: Problem[] = [];
  for (const [section, category] of categories) {
    if (!named(section)) {
      found.push({
        file: category.file,
        line: 1,
        problem: `the section "${section}" has no name of its own on the site`,
        fix: `give it one in ${WHERE}, which the home page’s cards and the footer follow`,
      });
      continue;
    }
    const label = sidebarLabel(section);
    if (category.label !== label) {
      found.push({
        file: category.file,
        line: category.line,
        problem: `the sidebar calls the section "${String(category.label)}", the site "${label}"`,
        fix: `label it "${label}", ${section === 'getting-started' ? 'the site’s Russian label' : `the name its landing page and the home page give it (${WHERE})`}`,
      });
    }
    const landing = pages.find((page) => page.id === `${section}/index`);
    if (!landing) continue;
    const {title, sidebar_label: landingLabel} = landing.frontMatter ?? {};
    if (title !== SECTION_NAMES[section]) {
      found.push({
        file: landing.file,
        line: landing.fieldLines.title ?? 1,
        problem: `the landing page’s title "${String(title)}" is not the section’s name "${SECTION_NAMES[section]}"`,
        fix: `title it "${SECTION_NAMES[section]}", as the sidebar and the home page name it (${WHERE})`,
      });
    }
    if (landingLabel !== undefined && landingLabel !== label) {
      found.push({
        file: landing.file,
        line: landing.fieldLines.sidebar_label ?? 1,
        problem: `sidebar_label "${String(landingLabel)}" is not the section’s label "${label}"`,
        fix: 'remove it: the sidebar shows the section by its name',
      });
    }
  }
  for (const page of pages) {
    // A list entry that starts with a link to a section's landing page.
    for (const match of page.prose.matchAll(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[([^\]]+)\]\(([^)\s]+)\)/gm)) {
      const section = linkedSection(page, match[2]!);
      if (!section || !named(section) || match[1] === SECTION_NAMES[section]) continue;
      found.push({
        file: page.file,
        line: lineAt(page, page.prose, match.index),
        problem: `the list entry names the section ${section}/ "${match[1]}"`,
        fix: `call it "${SECTION_NAMES[section]}", the name the sidebar and the home page give it`,
      });
    }
  }
  return found;
}
