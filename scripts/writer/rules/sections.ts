/** One name per docs section, its landing page's title (Getting started's: the site's Russian label), in its sidebar
 * label and every list entry linking it. A section is a folder with a landing page and a `_category_.json` that says
 * what it holds. */
import fs from 'node:fs';
import path from 'node:path';

import {LABELS} from '../../../shared/constants';
import {categoryRejections, type Rejection} from '../docusaurus';
import type {Problem} from '../problems';
import {jsonLine, lineAt, sourceFolder, type Page} from '../sources';

/** A section folder's `_category_.json`: its sidebar label, the line that gives it, and its description. */
export type Category = {
  file: string;
  line: number;
  label: unknown;
  description?: unknown;
  invalid?: string;
  /** What the build rejects, at the line of each field. */
  rejected?: (Rejection & {line: number})[];
};

/** The `_category_.json` of each section folder of a version, by folder. */
export function readCategories(version: string, repo: string): Map<string, Category> {
  const folder = sourceFolder(version);
  const root = path.join(repo, folder);
  const categories = new Map<string, Category>();
  if (!fs.existsSync(root)) return categories;
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    const file = `${folder}/${entry.name}/_category_.json`;
    if (!entry.isDirectory() || !fs.existsSync(path.join(repo, file))) continue;
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    try {
      const content = JSON.parse(text) as {label?: unknown; description?: unknown};
      const rejected = categoryRejections(content).map((rejection) => ({
        ...rejection,
        line: jsonLine(text, [rejection.field], 'key'),
      }));
      const line = jsonLine(text, ['label'], 'key');
      categories.set(entry.name, {file, line, label: content.label, description: content.description, rejected});
    } catch (error) {
      const message = (error as Error).message;
      const at = /position (\d+)/.exec(message);
      categories.set(entry.name, {
        file,
        line: at ? text.slice(0, Number(at[1])).split('\n').length : 1,
        label: undefined,
        invalid: message.replace(/ in JSON at position \d+.*$/, ''),
      });
    }
  }
  return categories;
}

/** The section whose landing page a relative link from `page` leads to, if it leads to one (no anchor). */
function linkedSection(page: Page, target: string): string | undefined {
  if (/^[a-z]+:|^\/|#/i.test(target)) return undefined;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page.id), target));
  return /^([^/]+)\/index$/.exec(resolved.replace(/\.mdx?$/, '').replace(/\/$/, '/index'))?.[1];
}

export function sectionNameRules(pages: readonly Page[], categories: ReadonlyMap<string, Category>): Problem[] {
  const found: Problem[] = [];
  const names = new Map<string, string>();
  for (const [section, category] of categories) {
    if (category.invalid) {
      found.push({
        file: category.file,
        line: category.line,
        problem: `the file is not valid JSON: ${category.invalid}`,
        fix: 'correct it: each "name": value pair separated by a comma, names and text in double quotes, as the other sections’ _category_.json',
      });
      continue;
    }
    for (const {line, message} of category.rejected ?? []) {
      found.push({
        file: category.file,
        line,
        problem: `the build rejects the file: ${message}`,
        fix: 'correct the field as the message says: a section takes label, description, position, collapsed, collapsible, className, link and customProps',
      });
    }
    if (typeof category.description !== 'string' || !category.description.trim() || /TODO/.test(category.description)) {
      found.push({
        file: category.file,
        line: 1,
        problem: `the section ${section}/ does not say what it holds`,
        fix: 'add "description": one line on what the section holds, which its card on the home page shows',
      });
    }
    const landing = pages.find((page) => page.id === `${section}/index`);
    if (!landing) {
      found.push({
        file: category.file,
        line: 1,
        problem: `the section ${section}/ has no landing page`,
        fix: `add ${section}/index.md, titled with the section's name (npm run new-page -- --section ${section} writes both files)`,
      });
      continue;
    }
    const {title, sidebar_label: landingLabel} = landing.frontMatter ?? {};
    if (typeof title !== 'string') continue;
    if (section === 'getting-started' && title !== LABELS.gettingStarted) {
      found.push({
        file: landing.file,
        line: landing.fieldLines.title ?? 1,
        problem: `the section getting-started/ is titled "${title}"`,
        fix: `title it "${LABELS.gettingStarted}", the site’s Russian label, which the sidebar and navbar show`,
      });
    }
    // The name the section goes by: its landing page's title, or the label the site fixes.
    const label = section === 'getting-started' ? LABELS.gettingStarted : title;
    names.set(section, label);
    if (category.label !== label) {
      found.push({
        file: category.file,
        line: category.line,
        problem: `the sidebar calls the section "${String(category.label)}", its name is "${label}"`,
        fix: `label it "${label}", the name its landing page gives it, which the home page and search show`,
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
      const name = section && names.get(section);
      if (!name || match[1] === name) continue;
      found.push({
        file: page.file,
        line: lineAt(page, page.prose, match.index),
        problem: `the list entry names the section ${section}/ "${match[1]}"`,
        fix: `call it "${name}", the title of its landing page`,
      });
    }
  }
  return found;
}
