/**
 * Table cells kept apart in the index's section texts. The plugin joins a table's cells with spaces as it joins
 * words, so a snippet cut from a table read as one run of words ("nexus String support-chat Chat Nexus that
 * translates"). Each space between two cells becomes a tab: as long as the space, so every position in the index
 * holds, and whitespace to lunr, so the terms stay. The search dialog and /search show it as a separator
 * (src/search/Marked.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import type {SearchDocument} from '../../../shared/search/engine';

/** A docs page's built HTML: its permalink includes the base URL, at which the build is served (as llms-txt reads it). */
function pageHtml(outDir: string, baseUrl: string, url: string): string {
  const file = path.join(outDir, url.slice(baseUrl.length - 1), 'index.html');
  if (!fs.existsSync(file)) throw new Error(`search-local-compact: no built page ${file} for the indexed ${url}`);
  return fs.readFileSync(file, 'utf8');
}

/** A page's tables, each its cells' texts as the plugin writes them: the whole table, then each row alone, which
 * still matches where one cell's text differs from the plugin's. */
function tableCells(html: string): string[][] {
  if (!html.includes('<table')) return [];
  const $ = load(html);
  const text = (cell: Parameters<typeof $>[0]) => $(cell).text().replace(/\s+/g, ' ').trim();
  return $('article table')
    .get()
    .flatMap((table) => {
      const rows = $(table)
        .find('tr')
        .get()
        .map((row) => $(row).children('th, td').get().map(text).filter(Boolean));
      return [rows.flat(), ...rows];
    })
    .filter((cells) => cells.length > 1);
}

/** Puts a tab between the cells of each table in the section texts of `documents`, their pages read from the build. */
export function separateCells(documents: SearchDocument[], outDir: string, baseUrl: string): void {
  const tables = new Map<string, string[][]>();
  for (const doc of documents) {
    if (!tables.has(doc.u)) tables.set(doc.u, tableCells(pageHtml(outDir, baseUrl, doc.u)));
    for (const cells of tables.get(doc.u)!) doc.t = doc.t.replaceAll(cells.join(' '), cells.join('\t'));
  }
}
