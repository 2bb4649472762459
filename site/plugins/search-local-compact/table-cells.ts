/**
 * Tables kept apart in the index's section texts. The plugin joins a table's cells with spaces as it joins words, so a
 * snippet cut from a table read as one run of words ("nexus String support-chat Chat Nexus that translates"). The
 * space between two cells becomes a tab, and the space between two rows, or between a table and the text around it,
 * a line break: each as long as the space, so every position in the index holds, and whitespace to lunr, so the terms
 * stay. The search dialog and /search show a snippet from one line, prose or a table row, its cells apart
 * (src/search/results.ts).
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

/** A page's tables, each as its rows' cells: the whole table, then each row alone, which still matches where one
 * cell's text differs from the plugin's. */
function tableRows(html: string): string[][][] {
  if (!html.includes('<table')) return [];
  const $ = load(html);
  const text = (cell: Parameters<typeof $>[0]) => $(cell).text().replace(/\s+/g, ' ').trim();
  return $('article table')
    .get()
    .flatMap((table) => {
      const rows = $(table)
        .find('tr')
        .get()
        .map((row) => $(row).children('th, td').get().map(text).filter(Boolean))
        .filter((cells) => cells.length);
      return [rows, ...rows.map((row) => [row])];
    })
    .filter((rows) => rows.flat().length > 1);
}

/** `text` with each run of `rows` as the plugin joined it set apart: cells by tabs, rows and the table by line breaks. */
function setApart(text: string, rows: string[][]): string {
  const joined = rows.flat().join(' ');
  const apart = rows.map((cells) => cells.join('\t')).join('\n');
  for (let at = text.indexOf(joined); at >= 0; at = text.indexOf(joined, at + apart.length)) {
    text = text.slice(0, at).replace(/ $/, '\n') + apart + text.slice(at + joined.length).replace(/^ /, '\n');
  }
  return text;
}

/** Sets the tables apart in the section texts of `documents`, their pages read from the build. */
export function separateCells(documents: SearchDocument[], outDir: string, baseUrl: string): void {
  const tables = new Map<string, string[][][]>();
  for (const doc of documents) {
    if (!tables.has(doc.u)) tables.set(doc.u, tableRows(pageHtml(outDir, baseUrl, doc.u)));
    for (const rows of tables.get(doc.u)!) doc.t = setApart(doc.t, rows);
  }
}
