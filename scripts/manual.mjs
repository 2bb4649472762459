#!/usr/bin/env node
/**
 * Every release's printable manual into a build: `downloads/ain-docs-<version>.pdf`,
 * the release's docs as one document to print or read without a browser. Each
 * is made once, into the archive cache beside the release's archive and
 * offline copy (scripts/archives.mjs, manualEntry: the release's archive key,
 * this file and the Chromium that prints it), and reused from then on.
 *
 *   node scripts/manual.mjs [buildDir]
 *
 * The manual is composed from the release's online build, so it shows what
 * the site shows: the pages of its llms.txt (the sidebar's sections and
 * pages, in its order), each page's article as built, with the site's
 * stylesheet. Then:
 *
 * - a title page (the release, the day it came out, where the docs are
 *   online) and a table of contents with page numbers;
 * - each sidebar section a chapter that opens with its own page, each page on
 *   a new sheet; headings one level down (chapter, page, its sections);
 * - links to a page or heading of the release jump inside the document;
 *   links to the rest of the site lead to the public site;
 * - code blocks and table cells wrap instead of being cut at the edge;
 *   Mermaid diagrams drawn as vectors by Mermaid itself;
 * - a running header on every page, the document's title and the chapter's
 *   name (CSS page margin boxes, one named page per chapter), and page numbers;
 * - printed by Chromium's headless shell (scripts/lib/chromium.mjs), tagged
 *   for screen readers; pdf-lib then adds the outline (the sidebar: chapters
 *   and their pages), dates the document the release's day and numbers its
 *   structure elements in order, so the same inputs give the same bytes.
 *
 * The table of contents gets its page numbers after the print, once the
 * pages are laid out: pdf-lib writes each in the room left for it.
 *
 * Run after scripts/archives.mjs (an archived release's pages come from its
 * archive) and before scripts/host-target.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {load} from 'cheerio';
import {PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString, rgb, StandardFonts} from 'pdf-lib';

import {DOWNLOADS, offlineName} from '../src/releases/names.mjs';
import {ARCHIVE_CACHE, cachedDownload, downloadDay, manualEntry, mergeDownloads, onlineRelease} from './archives.mjs';
import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from './lib/chromium.mjs';

const require = createRequire(import.meta.url);
const MERMAID = require.resolve('mermaid/dist/mermaid.min.js');

/**
 * The sections of a release's llms.txt: the sidebar's top-level categories,
 * each with its pages (the category's own page first), in sidebar order; and
 * the public site's address, which its links name.
 * @param {string} text
 * @returns {{site: string, sections: {label: string, pages: {title: string, pathname: string}[]}[]}}
 */
function sidebarOf(text) {
  /** @type {{label: string, pages: {title: string, pathname: string}[]}[]} */
  const sections = [];
  let site = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.push({label: heading[1], pages: []});
    const page = /^- \[(.+?)\]\((\S+?)\)/.exec(line);
    if (page && sections.length) {
      const url = new URL(page[2]);
      site = url.origin;
      sections.at(-1)?.pages.push({title: page[1], pathname: url.pathname});
    }
  }
  return {site, sections};
}

/** The anchor of a page in the manual: its address without /docs/[<version>/]. */
const anchorOf = (pathname, version) =>
  `page-${
    pathname
      .replace(new RegExp(`^/docs/(${version.replaceAll('.', '\\.')}/)?`), '')
      .replace(/\/$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-') || 'index'
  }`;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The manual's print stylesheet, over the site's. */
const PRINT_CSS = `
@page { size: A4; margin: 20mm 16mm 18mm; }
html { font-size: 10pt; background: #fff; }
body { background: #fff; }
a { text-decoration: none; }
.manual-page { break-before: page; }
.manual-page > .theme-doc-markdown { max-width: none; }
h1, h2, h3, h4, h5, h6 { break-after: avoid; }
pre { white-space: pre-wrap !important; overflow-wrap: anywhere; }
pre, .theme-code-block { max-height: none !important; overflow: visible !important; break-inside: auto; }
.theme-code-block { border: 0.6pt solid #d0d7de; border-radius: 4px; }
pre { font-size: 8.5pt; }
pre code { display: block; }
/* A wrapped line of code continues indented under its start. */
.token-line { display: block; padding-left: 4ch; text-indent: -4ch; }
table { display: table !important; width: 100%; overflow: visible !important; font-size: 8.5pt; break-inside: auto; }
th, td { overflow-wrap: break-word; }
th code, td code { white-space: normal !important; overflow-wrap: break-word; }
tr { break-inside: avoid; }
figure, img, svg { max-width: 100%; break-inside: avoid; }
/* A box (a warning, an expected result) stays on one sheet with its title. */
.theme-admonition { break-inside: avoid; }
.manual-mermaid { white-space: pre; background: none !important; text-align: center; }
/* Mermaid's hover tooltip, which it adds after the last chapter: on a page of its own, it would end the manual blank. */
.mermaidTooltip { display: none !important; }
.manual-title { height: 235mm; display: flex; flex-direction: column; justify-content: center; }
.manual-title .product { font-size: 30pt; font-weight: 700; margin: 0; }
.manual-title .kind { font-size: 18pt; margin: 0 0 12mm; }
.manual-toc h1 { font-size: 18pt; }
.manual-toc ol { list-style: none; margin: 0; padding: 0; }
.manual-toc ol ol { padding-left: 6mm; }
.manual-toc a { display: flex; gap: 4mm; color: inherit; padding: 0.6mm 0; }
.manual-toc a .title { flex: 1; }
.manual-toc a .number { min-width: 12mm; text-align: right; font-variant-numeric: tabular-nums; }
.manual-toc > ol > li > a { font-weight: 700; margin-top: 2.5mm; }
`;

/**
 * One page's article, ready for the manual: its ids and links made the
 * manual's, headings one level down, Mermaid sources as diagrams to draw,
 * images from the build, the page's own buttons and anchors' icons gone.
 */
function pageArticle(html, {site, pathname, anchors, fileAt}) {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) throw new Error(`manual: no article in the built page ${pathname}`);
  const anchor = anchors.get(pathname.replace(/\/$/, ''));
  article.find('button, .hash-link, .theme-doc-version-badge').remove();
  article.find('[id]').each((_, element) => {
    $(element).attr('id', `${anchor}--${$(element).attr('id')}`);
  });
  article.find('a[href]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    if (href.startsWith('#')) {
      $(element).attr('href', `#${anchor}--${href.slice(1)}`);
      return;
    }
    const url = new URL(href, `${site}${pathname}`);
    if (url.origin !== site) return;
    const target = anchors.get(url.pathname.replace(/\/$/, ''));
    if (target) $(element).attr('href', url.hash ? `#${target}--${url.hash.slice(1)}` : `#${target}`);
    else $(element).attr('href', url.href);
  });
  article.find('[data-mermaid]').each((_, element) => {
    $(element).replaceWith($('<pre class="manual-mermaid"></pre>').text($(element).attr('data-mermaid') ?? ''));
  });
  article.find('img[src^="/"]').each((_, element) => {
    $(element)
      .attr('src', `file://${fileAt($(element).attr('src') ?? '')}`)
      .removeAttr('srcset');
  });
  for (const level of [5, 4, 3, 2, 1]) {
    article.find(`h${level}`).each((_, element) => {
      element.tagName = `h${level + 1}`;
    });
  }
  return {$, article};
}

/** `text` as a CSS string. @param {string} text */
const cssString = (text) => `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3C ').replace(/\n/g, ' ')}"`;

/**
 * The running header and the page numbers, in the page's margin boxes: the
 * document's title on the left, on the right the chapter's name (each
 * chapter its own named page) or, before the first, the site's address.
 */
function pageBoxes({site, version, sections}) {
  const box = 'font-family: sans-serif; font-size: 7.5pt; color: #555;';
  return [
    `@page {
  @top-left { content: ${cssString(`AIN ${version} documentation`)}; ${box} }
  @top-right { content: ${cssString(new URL(site).host)}; ${box} }
  @bottom-center { content: counter(page) " / " counter(pages); ${box} }
}`,
    ...sections.map(
      (section, index) => `.manual-chapter-${index} { page: chapter-${index}; }
@page chapter-${index} { @top-right { content: ${cssString(section.label)}; } }`,
    ),
  ].join('\n');
}

/**
 * The manual as one HTML document; its table of contents leaves room at the
 * end of each entry for the page number (numberContents).
 */
function composeManual({site, version, day, sections, pages, stylesheet}) {
  const toc = sections
    .map((section) => {
      const entry = (anchor, title) =>
        `<a href="#${anchor}"><span class="title">${escape(title)}</span><span class="number"></span></a>`;
      const [first, ...rest] = section.pages;
      return `<li>${entry(first.anchor, section.label)}<ol>${rest
        .map((page) => `<li>${entry(page.anchor, page.title)}</li>`)
        .join('')}</ol></li>`;
    })
    .join('');
  const body = sections
    .map(
      (section, chapter) =>
        `<div class="manual-chapter-${chapter}">${section.pages
          .map((page, index) => {
            const {article} = pages.get(page.anchor);
            const header = article.find('header').first();
            if (index === 0) {
              // The chapter opens with its section's own page, under the section's name.
              header.replaceWith(`<h1 id="${page.anchor}">${escape(section.label)}</h1>`);
            } else {
              header.find('h2').first().attr('id', page.anchor);
            }
            return `<section class="manual-page">${article.toString()}</section>`;
          })
          .join('')}</div>`,
    )
    .join('');
  const released = day.toISOString().slice(0, 10);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>AIN ${version} documentation</title>
<link rel="stylesheet" href="file://${stylesheet}">
<style>${PRINT_CSS}${pageBoxes({site, version, sections})}</style>
<script src="file://${MERMAID}"></script>
</head><body>
<div class="manual-title">
<p class="product">AIN ${version}</p>
<p class="kind">Documentation</p>
<p>Released ${released}. Every page of the AIN ${version} documentation, in the order of its sidebar.</p>
<p>Online: <a href="${site}/docs/${version}/getting-started/">${site}/docs/${version}/getting-started/</a></p>
</div>
<nav class="manual-toc manual-page" aria-label="Contents"><h1>Contents</h1><ol>${toc}</ol></nav>
${body}
</body></html>`;
}

/** Each named destination of a PDF and the 1-based page it is on. */
function destinationPages(pdf) {
  const pageOf = new Map(pdf.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const dests = pdf.catalog.lookup(PDFName.of('Dests'), PDFDict);
  /** @type {Map<string, number>} */
  const result = new Map();
  for (const [name, value] of dests.entries()) {
    const target = pdf.context.lookup(value);
    const ref = target.get(0);
    result.set(name.decodeText(), pageOf.get(ref.toString()));
  }
  return result;
}

/** Chromium's PDF of `html` (a file beside the build's assets). */
async function print(browser, htmlFile, {version}) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`file://${htmlFile}`);
  await page.evaluate(async () => {
    const mermaid = /** @type {any} */ (window).mermaid;
    mermaid.initialize({startOnLoad: false, theme: 'neutral', securityLevel: 'strict'});
    await mermaid.run({querySelector: '.manual-mermaid'});
  });
  if (errors.length) throw new Error(`manual ${version}: ${errors.join('; ')}`);
  // The header and the page numbers are the stylesheet's margin boxes (pageBoxes), not Chromium's templates.
  const pdf = await page.pdf({preferCSSPageSize: true, printBackground: true, tagged: true});
  await page.close();
  return pdf;
}

/** A structure element's ID as Chromium's tagged print names it: its accessibility node's number. */
const NODE_ID = /^node(\d+)$/;

/**
 * The structure elements' IDs (`/ID`, the table cells' `/Headers`, the ID
 * tree's names and limits) numbered 1, 2, 3… in the order of Chromium's own
 * numbers. Chromium numbers each element after its accessibility node, from
 * a counter that every other node made during the load advances too, and
 * how many those are can differ between two prints of the same pages: two
 * prints of 1.11.2 differed in those numbers and nothing else. Renumbered in
 * their order, the ID tree stays sorted and the same pages give the same bytes.
 * @param {PDFDocument} pdf
 */
function renumberStructureIds(pdf) {
  /** @type {{holder: PDFDict | PDFArray, key: PDFName | number, id: number}[]} */
  const uses = [];
  /** @param {unknown} object */
  const visit = (object) => {
    const entries =
      object instanceof PDFDict ? [...object.entries()] : object instanceof PDFArray ? object.asArray().entries() : [];
    for (const [key, value] of entries) {
      const id = value instanceof PDFString ? NODE_ID.exec(value.asString())?.[1] : undefined;
      if (id !== undefined) uses.push({holder: /** @type {PDFDict | PDFArray} */ (object), key, id: Number(id)});
      // Nested dictionaries and arrays; another object is a reference, visited on its own.
      else if (value instanceof PDFDict || value instanceof PDFArray) visit(value);
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  const rank = new Map([...new Set(uses.map(({id}) => id))].sort((a, b) => a - b).map((id, index) => [id, index + 1]));
  for (const {holder, key, id} of uses) {
    const renamed = PDFString.of(`node${String(rank.get(id)).padStart(8, '0')}`);
    if (holder instanceof PDFDict) holder.set(/** @type {PDFName} */ (key), renamed);
    else holder.set(/** @type {number} */ (key), renamed);
  }
}

/**
 * The outline (the sidebar: each chapter and its pages, each leading to its
 * named destination), the document's metadata and its dates: the release's day.
 */
async function finish(pdf, {version, day, sections}) {
  pdf.setTitle(`AIN ${version} documentation`, {showInWindowTitleBar: true});
  pdf.setAuthor('AIN');
  pdf.setSubject(`Every page of the AIN ${version} documentation, in the order of its sidebar`);
  pdf.setCreator('AIN documentation (scripts/manual.mjs)');
  pdf.setProducer('Chromium and pdf-lib');
  pdf.setLanguage('en');
  pdf.setCreationDate(day);
  pdf.setModificationDate(day);
  const {context} = pdf;
  const outlines = context.nextRef();
  /** Outline items under `parent` for `entries`; returns their refs. */
  const items = (parent, entries) => {
    const refs = entries.map(() => context.nextRef());
    entries.forEach((entry, index) => {
      const item = context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: parent,
        Dest: PDFName.of(entry.anchor),
      });
      if (index > 0) item.set(PDFName.of('Prev'), refs[index - 1]);
      if (index < refs.length - 1) item.set(PDFName.of('Next'), refs[index + 1]);
      const children = entry.children ? items(refs[index], entry.children) : [];
      if (children.length) {
        item.set(PDFName.of('First'), children[0]);
        item.set(PDFName.of('Last'), children.at(-1));
        item.set(PDFName.of('Count'), PDFNumber.of(-children.length));
      }
      context.assign(refs[index], item);
    });
    return refs;
  };
  const chapters = items(
    outlines,
    sections.map((section) => ({
      title: section.label,
      anchor: section.pages[0].anchor,
      children: section.pages.slice(1).map((page) => ({title: page.title, anchor: page.anchor})),
    })),
  );
  context.assign(
    outlines,
    context.obj({Type: 'Outlines', First: chapters[0], Last: chapters.at(-1), Count: PDFNumber.of(chapters.length)}),
  );
  pdf.catalog.set(PDFName.of('Outlines'), outlines);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  return Buffer.from(await pdf.save({useObjectStreams: true}));
}

/**
 * Each entry's page number in the table of contents, written where the
 * print left room for it: at the right end of the entry's link, in the
 * entry's weight. The numbers are known only once the pages are laid out, and
 * writing them into the laid-out page moves nothing.
 */
async function numberContents(pdf, pages, chapters) {
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const size = 10;
  const first = Math.min(...chapters.map((anchor) => pages.get(anchor) ?? Infinity));
  for (const page of pdf.getPages().slice(0, first - 1)) {
    const annotations = page.node.Annots();
    for (let index = 0; index < (annotations?.size() ?? 0); index++) {
      const link = pdf.context.lookup(annotations?.get(index), PDFDict);
      const dest = link.get(PDFName.of('Dest'));
      if (!(dest instanceof PDFName)) continue;
      const number = pages.get(dest.decodeText());
      if (number === undefined) continue;
      const [, y1, x2, y2] = link
        .lookup(PDFName.of('Rect'), PDFArray)
        .asArray()
        .map((n) => /** @type {PDFNumber} */ (n).asNumber());
      const font = chapters.includes(dest.decodeText()) ? bold : regular;
      const text = String(number);
      page.drawText(text, {
        x: x2 - font.widthOfTextAtSize(text, size),
        y: y1 + (y2 - y1 - font.heightAtSize(size, {descender: false})) / 2 + 2,
        size,
        font,
        color: rgb(0.11, 0.12, 0.13),
      });
    }
  }
}

/** The manual of `version`, from its online build. */
export async function makeManual(version, buildDir, workDir) {
  const {home, fileAt} = await onlineRelease(version, buildDir);
  const pageHtml = (pathname) => fs.readFileSync(path.join(fileAt(pathname), 'index.html'), 'utf8');
  const {site, sections: listed} = sidebarOf(fs.readFileSync(path.join(home, 'llms.txt'), 'utf8'));
  const anchors = new Map(
    listed.flatMap((section) =>
      section.pages.map((page) => [page.pathname.replace(/\/$/, ''), anchorOf(page.pathname, version)]),
    ),
  );
  const sections = listed.map((section) => ({
    label: section.label,
    pages: section.pages.map((page) => ({...page, anchor: anchors.get(page.pathname.replace(/\/$/, ''))})),
  }));
  // The site's stylesheet, as its pages link it.
  const css = load(pageHtml(sections[0].pages[0].pathname))('link[rel="stylesheet"]').attr('href');
  if (!css) throw new Error(`manual ${version}: its pages link no stylesheet`);
  const day = downloadDay(version);
  const pages = new Map();
  for (const section of sections) {
    for (const page of section.pages) {
      pages.set(page.anchor, pageArticle(pageHtml(page.pathname), {site, pathname: page.pathname, anchors, fileAt}));
    }
  }
  const htmlFile = path.join(workDir, 'manual.html');
  fs.writeFileSync(htmlFile, composeManual({site, version, day, sections, pages, stylesheet: fileAt(css)}));
  const browser = await chromium.launch({executablePath: CHROME_SHELL_PATH, args: CHROMIUM_ARGS});
  let printed;
  try {
    printed = await print(browser, htmlFile, {version});
  } finally {
    await browser.close();
  }
  const pdf = await PDFDocument.load(printed, {updateMetadata: false});
  const starts = destinationPages(pdf);
  const missing = [...anchors.values()].filter((anchor) => !starts.has(anchor));
  if (missing.length) throw new Error(`manual ${version}: no destination for ${missing.join(', ')}`);
  await numberContents(
    pdf,
    starts,
    sections.map((section) => section.pages[0].anchor),
  );
  renumberStructureIds(pdf);
  return finish(pdf, {version, day, sections});
}

/** A release's manual in the cache, made unless already there; its path. */
export const manualFor = (version, buildDir) =>
  cachedDownload(path.join(ARCHIVE_CACHE, manualEntry(version)), `${offlineName(version)}.pdf`, (work) =>
    makeManual(version, buildDir, work),
  );

/** Every release's manual into `buildDir`'s downloads. */
export const mergeManuals = (buildDir) => mergeDownloads(buildDir, (version) => manualFor(version, buildDir));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const merged = await mergeManuals(buildDir);
  console.log(`Manuals of ${merged.join(', ')} in ${path.join(buildDir, DOWNLOADS)}.`);
}
