/**
 * Every release's printable manual into a build: `downloads/ain-docs-<version>.pdf`,
 * the release's docs as one document to print or read without a browser. Each
 * is made once, into the archive cache beside the release's archive and
 * offline copy (scripts/releases/archives.ts, manualEntry: the release's archive key,
 * this file and the Chromium that prints it), and reused from then on.
 *
 *   npx tsx scripts/releases/manual.ts [buildDir]
 *
 * The manual is composed from the release's online build, so it shows what
 * the site shows: the pages of its llms.txt (the sidebar's sections and
 * pages, in its order), each page's article as built, with the site's
 * stylesheet. Then:
 *
 * - a cover in the site's colours and typeface (its logo and name, the
 *   release, the day it came out, where the docs are online), with no running
 *   header, then a table of contents with page numbers;
 * - the site's typefaces throughout, Inter and JetBrains Mono, in static cuts
 *   that the PDF embeds as fonts (PRINT_FACES), and its design tokens, with
 *   code on a light panel for paper; the build's stylesheet names its files
 *   by the site's addresses (/assets/…), which a document opened from a file
 *   cannot reach, so the manual links a copy that names the build's files;
 * - each sidebar section a chapter that opens with its own page, each page on
 *   a new sheet; headings one level down (chapter, page, its sections);
 * - links to a page or heading of the release jump inside the document;
 *   links to the rest of the site lead to the public site;
 * - code blocks and table cells wrap instead of being cut at the edge;
 *   diagrams as vectors, as the site draws them;
 * - a running header on every page, the document's title and the chapter's
 *   name (CSS page margin boxes, one named page per chapter), and page numbers;
 * - printed by Chromium's headless shell (shared/chromium.ts), tagged
 *   for screen readers; pdf-lib then adds the outline (the sidebar: chapters
 *   and their pages), dates the document the release's day and numbers its
 *   structure elements in order, so the same inputs give the same bytes.
 *
 * The table of contents gets its page numbers once the pages are laid out:
 * the first print tells where each page starts, the numbers go into the room
 * each entry left for them, and the second print, laid out the same (checked),
 * is the manual. Chromium draws them, so they are the contents' own text, in
 * its typeface, tagged with their entries.
 *
 * Run after scripts/releases/archives.ts (an archived release's pages come from its
 * archive) and before scripts/hosting/host-target.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Browser} from '@playwright/test';
import {load} from 'cheerio';
import {PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef, PDFString} from 'pdf-lib';

import {DOWNLOADS, offlineName} from '../../shared/releases/names';
import {ARCHIVE_CACHE, cachedDownload, downloadDay, manualEntry, mergeDownloads, onlineRelease} from './archives';
import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from '../../shared/chromium';
import {builtSite, readArgs} from '../lib/cli';

/** The file of an address of the site (a page's folder, a stylesheet, an image). */
type FileAt = (pathname: string) => string;
/** What the manual of a release is made of. */
interface Manual {
  site: string;
  version: string;
  day: Date;
  sections: {label: string; pages: {title: string; pathname: string; anchor: string}[]}[];
}

/**
 * The site's typefaces in static cuts, for print: Chromium embeds a variable
 * font (the site's files) in a PDF as Type 3 outlines, nameless and unhinted,
 * and a static one as the font itself, subset. The same families, from their
 * @fontsource packages, in the weights the site's styles use: each a
 * stylesheet of @font-face rules, one a script.
 */
const PRINT_FACES = [
  require.resolve('@fontsource/inter/400.css'),
  require.resolve('@fontsource/inter/400-italic.css'),
  require.resolve('@fontsource/inter/500.css'),
  require.resolve('@fontsource/inter/600.css'),
  require.resolve('@fontsource/inter/700.css'),
  require.resolve('@fontsource/jetbrains-mono/400.css'),
  require.resolve('@fontsource/jetbrains-mono/400-italic.css'),
  require.resolve('@fontsource/jetbrains-mono/700.css'),
];
/** The families PRINT_FACES declares. */
const PRINT_FAMILIES = ['Inter', 'JetBrains Mono'];

/** The @font-face rules of PRINT_FACES, their files named by file: addresses. */
const printFaces = () =>
  PRINT_FACES.map((sheet) =>
    fs
      .readFileSync(sheet, 'utf8')
      .replace(
        /url\(\.\/(files\/[^)]+)\)/g,
        (_, file) => `url(${pathToFileURL(path.join(path.dirname(sheet), file)).href})`,
      ),
  ).join('\n');

/**
 * The sections of a release's llms.txt: the sidebar's top-level categories,
 * each with its pages (the category's own page first), in sidebar order; and
 * the public site's address, which its links name.
 */
function sidebarOf(text: string) {
  const sections: {label: string; pages: {title: string; pathname: string}[]}[] = [];
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
const anchorOf = (pathname: string, version: string) =>
  `page-${
    pathname
      .replace(new RegExp(`^/docs/(${version.replaceAll('.', '\\.')}/)?`), '')
      .replace(/\/$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-') || 'index'
  }`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The manual's print stylesheet, over the site's: the site's typefaces and
 * tokens, set for an A4 page.
 */
const PRINT_CSS = `
@page { size: A4; margin: 20mm 16mm 18mm; }
/* The site's typefaces (printFaces), its text at 10 pt, set closer than on a screen. */
:root {
  --ain-font-text: ${PRINT_FAMILIES[0]}, sans-serif;
  --ain-font-code: '${PRINT_FAMILIES[1]}', monospace;
  --ifm-line-height-base: 1.55;
}
html { font-size: 10pt; background: #fff; }
body { background: #fff; }
.manual-page { break-before: page; }
.manual-page > .theme-doc-markdown { max-width: none; }
h1, h2, h3, h4, h5, h6 { break-after: avoid; }
/* The type scale one level down, as the headings are: a chapter's name, a page's title, its sections. */
.manual-page h1 { font-size: 24pt; }
.manual-page header h2 { font-size: 17pt; }
.manual-page .markdown > h3 { font-size: 12.5pt; }
.manual-page .markdown > h4 { font-size: 10.5pt; }
/* A chapter opens under its name and a rule in the site's blue. */
.manual-page > .theme-doc-markdown > h1:first-child { padding-bottom: 3mm; border-bottom: 1.5pt solid var(--ain-primary); }
pre { white-space: pre-wrap !important; overflow-wrap: anywhere; }
pre, .theme-code-block { max-height: none !important; overflow: visible !important; break-inside: auto; }
/* Unclipped, a block still holds its lines (which the theme floats) and so its panel. */
pre { display: flow-root; }
pre { font-size: 8.5pt; }
pre code { display: block; }
/* A wrapped line of code continues indented under its start. */
.token-line { display: block; padding-left: 4ch; text-indent: -4ch; }
/*
 * Code on paper is a light tinted panel with dark text, not the site's dark
 * editor panel: a page of code prints without a slab of ink, and the panel
 * still sets code apart from the text. The tokens make the panel light; the
 * highlighter's colours come as inline styles of its dark theme, meant for a
 * dark ground (its plain text, function and punctuation colours are under
 * 1.6:1 on white), so each kind of token takes a colour of the design's light
 * palette instead, each at least 4.5:1 on the panel.
 */
:root {
  --ain-code-bg: var(--ain-bg-subtle);
  --ain-code-border: var(--ain-border-strong);
  --ain-code-header-bg: var(--ain-border);
  --ain-code-header-fg: var(--ain-text-muted);
  --docusaurus-highlighted-code-line-bg: rgb(29 94 196 / 8%);
}
.manual-page .theme-code-block pre { background: var(--ain-code-bg) !important; }
.manual-page [data-language]::before { border-bottom-color: var(--ain-border-strong); }
.theme-code-block :is(pre, .token-line, .token) { color: var(--ain-text) !important; }
.theme-code-block .token:is(.comment, .prolog) { color: var(--ain-text-muted) !important; font-style: italic; }
.theme-code-block .token:is(.keyword, .builtin, .changed, .boolean, .interpolation-punctuation) { color: var(--ain-primary) !important; }
.theme-code-block .token:is(.string, .char, .attr-value, .template-punctuation, .regex, .url, .deleted) { color: var(--ain-accent) !important; }
.theme-code-block .token:is(.number, .constant, .inserted) { color: #a34700 !important; }
.theme-code-block .token:is(.function, .class-name, .tag, .selector) { color: #7b3aa8 !important; }
.theme-code-block .token:is(.punctuation, .operator) { color: #4a515c !important; }
/* Tables wrap within the column, without the edge shadows that tell a screen table scrolls. */
.manual-page table { display: table !important; overflow: visible !important; font-size: 8.5pt; break-inside: auto; background: none !important; }
.manual-page .table-scroll { overflow: visible !important; }
/*
 * A table wider than the column would make Chromium shrink every page to fit
 * it: its headers and code wrap (code at the breaks pageArticle allows).
 */
.manual-page :is(th, td) { white-space: normal !important; overflow-wrap: break-word; }
/* Paper does not scroll: inline code wraps at its spaces and break points (<wbr>), and an identifier stays whole. */
.manual-page :not(pre) > code.code-wrap { white-space: normal !important; }
.manual-page code wbr { display: inline !important; }
tr { break-inside: avoid; }
figure, img, svg { max-width: 100%; break-inside: avoid; }
/* A box (a warning, an expected result) stays on one sheet with its title. */
.theme-admonition { break-inside: avoid; }
/* Diagrams as the site draws them (its .diagram rules), at their natural size up to the column's width, in the print cut of the typeface. */
.manual-page .diagram { overflow: visible; background: none; text-align: center; break-inside: avoid; }
.manual-page .diagram svg { max-width: 100% !important; height: auto; }
.manual-page .diagram svg, .manual-page .diagram svg * { font-family: var(--ain-font-text) !important; }
/* The cover: a page of its own, with no margins and no running header (pageBoxes). */
@page cover { margin: 0; }
.manual-cover { page: cover; display: flex; flex-direction: column; height: 297mm; overflow: hidden; }
.manual-cover p { margin: 0; }
.manual-cover .band { position: relative; display: flex; flex-direction: column; height: 182mm; padding: 24mm 22mm 20mm; overflow: hidden; color: #fff; background: var(--ain-primary); }
.manual-cover .motif { position: absolute; top: 6mm; right: -46mm; width: 190mm; height: 190mm; }
.manual-cover .brand { position: relative; display: flex; align-items: center; gap: 4mm; font-size: 22pt; font-weight: 700; letter-spacing: -0.01em; }
.manual-cover .brand img { width: 14mm; height: 14mm; border-radius: 3mm; box-shadow: 0 0 0 0.4mm rgb(255 255 255 / 45%); }
.manual-cover .kind { position: relative; margin-top: auto; font-size: 30pt; font-weight: 500; letter-spacing: -0.015em; }
.manual-cover .release { position: relative; margin-top: 2mm; font-size: 88pt; font-weight: 700; line-height: 1; letter-spacing: -0.035em; }
.manual-cover .release span { display: block; margin-bottom: 3mm; font-size: 10pt; font-weight: 600; letter-spacing: 0.14em; text-transform: uppercase; color: rgb(255 255 255 / 80%); }
.manual-cover .facts { padding: 16mm 22mm 0; }
.manual-cover .day { font-size: 16pt; font-weight: 600; letter-spacing: -0.01em; }
.manual-cover .online { margin-top: 2.5mm; font-size: 10.5pt; color: var(--ain-text-muted); }
.manual-cover .online a { color: var(--ain-primary); text-decoration: none; }
.manual-cover .about { margin: auto 22mm 18mm; padding-top: 4mm; border-top: 0.6pt solid var(--ain-border); font-size: 9pt; color: var(--ain-text-muted); }
.manual-toc h1 { margin-bottom: 6mm; font-size: 22pt; }
.manual-toc ol { list-style: none; margin: 0; padding: 0; }
.manual-toc ol ol { padding-left: 6mm; }
.manual-toc { line-height: 1.45; }
.manual-toc a { display: flex; align-items: baseline; color: inherit; padding: 0.5mm 0; text-decoration: none; }
/* A dotted leader from each title to its page number. */
.manual-toc a::after { content: ''; order: 1; flex: 1; margin: 0 2mm; border-bottom: 0.6pt dotted var(--ain-border-strong); }
.manual-toc a .number { order: 2; min-width: 9mm; text-align: right; font-variant-numeric: tabular-nums; }
.manual-toc > ol > li > a { font-weight: 600; margin-top: 3mm; }
`;

/** The mark of the site's logo (static/img/logo.svg), drawn large and faint across the cover's band. */
const MOTIF = `<svg class="motif" viewBox="0 0 64 64" aria-hidden="true"><g fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="1.6" stroke-linecap="round"><path d="M20 44 32 20l12 24"/><path d="M25 35h14"/></g><g fill="#fff" fill-opacity="0.09"><circle cx="32" cy="20" r="2.6"/><circle cx="20" cy="44" r="2.6"/><circle cx="44" cy="44" r="2.6"/></g></svg>`;

/** Where a page's article is from, and the anchors and files of the release it links. */
type ArticleContext = {site: string; pathname: string; anchors: Map<string, string>; fileAt: FileAt};

/**
 * One page's article, ready for the manual: its ids and links made the
 * manual's, headings one level down, diagrams as the site drew them,
 * images from the build, the page's own buttons and anchors' icons gone.
 */
function pageArticle(html: string, {site, pathname, anchors, fileAt}: ArticleContext) {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) throw new Error(`manual: no article in the built page ${pathname}`);
  const anchor = anchors.get(pathname.replace(/\/$/, ''));
  article.find('button, .hash-link, .theme-doc-version-badge').remove();
  // The site turns such a table into cards below 700 px, a phone's width, and
  // A4's column is 673 px: on paper it stays a table.
  article.find('table.table-cards').removeClass('table-cards');
  // Code in a table cell may break after a slash, dot, underscore or equals
  // sign, as it does after a hyphen: an address or identifier as long as a
  // column would otherwise widen the table past the page.
  article.find(':is(th, td) code').each((_, element) => {
    if ($(element).children().length) return;
    $(element).html(escape($(element).text()).replace(/([/._=])(?=[^/._=])/g, '$1<wbr>'));
  });
  // A diagram keeps its ids, which its style sheet and arrowheads refer to (each page's are its own).
  article
    .find('[id]')
    .not('svg, svg *')
    .each((_, element) => {
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

/** `text` as a CSS string. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3C ').replace(/\n/g, ' ')}"`;

/**
 * The running header and the page numbers, in the page's margin boxes: the
 * document's title on the left, on the right the chapter's name (each
 * chapter its own named page) or, before the first, the site's address.
 */
function pageBoxes({site, version, sections}: Pick<Manual, 'site' | 'version' | 'sections'>) {
  const box = 'font: 7.5pt var(--ain-font-text); color: var(--ain-text-muted);';
  return [
    `@page {
  @top-left { content: ${cssString(`AIN ${version} documentation`)}; ${box} }
  @top-right { content: ${cssString(new URL(site).host)}; ${box} }
  @bottom-center { content: counter(page) " / " counter(pages); ${box} font-variant-numeric: tabular-nums; }
}
@page cover { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }`,
    ...sections.map(
      (section, index) => `.manual-chapter-${index} { page: chapter-${index}; }
@page chapter-${index} { @top-right { content: ${cssString(section.label)}; } }`,
    ),
  ].join('\n');
}

/**
 * The site's stylesheet for a document opened from a file: each address of
 * the site it names (the typefaces under /assets/fonts/, images) made the
 * build's file, which it otherwise cannot reach.
 */
const localStylesheet = (css: string, fileAt: FileAt) =>
  css.replace(
    /url\((["']?)(\/[^/"')][^"')]*)\1\)/g,
    (_, quote: string, pathname: string) => `url(${quote}${pathToFileURL(fileAt(pathname)).href}${quote})`,
  );

/** A manual's pages as pageArticle made them, its stylesheet and its logo, each a file. */
type Composed = Manual & {pages: Map<string, ReturnType<typeof pageArticle>>; stylesheet: string; logo: string};

/**
 * The manual as one HTML document: its cover, its table of contents (each
 * entry with room at its end for the page number, which print fills in) and
 * its chapters.
 */
function composeManual({site, version, day, sections, pages, stylesheet, logo}: Composed) {
  const toc = sections
    .map((section) => {
      const entry = (anchor: string, title: string) =>
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
            const {article} = pages.get(page.anchor)!;
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
  // The release's own address, which leads to its docs whether it is the latest release or an older one.
  const online = `${site}/docs/${version}/`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>AIN ${version} documentation</title>
<link rel="stylesheet" href="${pathToFileURL(stylesheet).href}">
<style>${printFaces()}${PRINT_CSS}${pageBoxes({site, version, sections})}</style>
</head><body>
<header class="manual-cover">
<div class="band">${MOTIF}
<p class="brand"><img src="${pathToFileURL(logo).href}" alt="">AIN</p>
<p class="kind">Documentation</p>
<p class="release"><span>Release</span> ${version}</p>
</div>
<div class="facts">
<p class="day">Released <time>${day.toISOString().slice(0, 10)}</time></p>
<p class="online">Online at <a href="${online}">${online.replace(/^https:\/\//, '')}</a></p>
</div>
<p class="about">Every page of the AIN ${version} documentation, in the order of its sidebar.</p>
</header>
<nav class="manual-toc manual-page" aria-label="Contents"><h1>Contents</h1><ol>${toc}</ol></nav>
${body}
</body></html>`;
}

/** Each named destination of a PDF and the 1-based page it is on. */
function destinationPages(pdf: PDFDocument) {
  const pageOf = new Map(pdf.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const dests = pdf.catalog.lookup(PDFName.of('Dests'), PDFDict);
  const result = new Map<string, number>();
  for (const [name, value] of dests.entries()) {
    const ref = pdf.context.lookup(value, PDFArray).get(0);
    result.set(name.decodeText(), pageOf.get(ref.toString())!);
  }
  return result;
}

/**
 * Chromium's PDF of the manual at `htmlFile`, read by pdf-lib, and the page
 * each named destination starts on. Printed twice: the first print lays the
 * pages out and tells where each starts; each contents entry then gets its
 * page number in the room it left for it (its number's box is wider than
 * any number), and the second print is the manual, checked to start every
 * destination on the same page.
 */
async function print(browser: Browser, htmlFile: string, {version}: {version: string}) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(pathToFileURL(htmlFile).href);
  await page.evaluate(async (families) => {
    // Every face of the typefaces before anything is measured or printed, not only those the first layout asked for.
    const loads: Promise<FontFace>[] = [];
    document.fonts.forEach((font) => void (families.includes(font.family) && loads.push(font.load())));
    await Promise.all(loads);
    await document.fonts.ready;
  }, PRINT_FAMILIES);
  if (errors.length) throw new Error(`manual ${version}: ${errors.join('; ')}`);
  // The header and the page numbers are the stylesheet's margin boxes (pageBoxes), not Chromium's templates.
  const printed = async (tagged: boolean) =>
    PDFDocument.load(await page.pdf({preferCSSPageSize: true, printBackground: true, tagged}), {
      updateMetadata: false,
    });
  // The first print only tells where pages start, so it skips tagging, the larger part of a print's work.
  const starts = destinationPages(await printed(false));
  await page.evaluate((numbers) => {
    for (const entry of Array.from(document.querySelectorAll('.manual-toc a'))) {
      const number = entry.querySelector('.number');
      if (number) number.textContent = String(numbers[entry.getAttribute('href')?.slice(1) ?? ''] ?? '');
    }
  }, Object.fromEntries(starts));
  const pdf = await printed(true);
  await page.close();
  const moved = [...destinationPages(pdf)].filter(([name, number]) => starts.get(name) !== number);
  if (moved.length) {
    throw new Error(`manual ${version}: numbering the contents moved ${moved.map(([name]) => name).join(', ')}`);
  }
  return {pdf, starts};
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
 */
function renumberStructureIds(pdf: PDFDocument) {
  const uses: {holder: PDFDict | PDFArray; key: PDFName | number; id: number}[] = [];
  const visit = (object: unknown) => {
    const entries: Iterable<[PDFName | number, unknown]> =
      object instanceof PDFDict ? [...object.entries()] : object instanceof PDFArray ? object.asArray().entries() : [];
    for (const [key, value] of entries) {
      const id = value instanceof PDFString ? NODE_ID.exec(value.asString())?.[1] : undefined;
      if (id !== undefined) uses.push({holder: object as PDFDict | PDFArray, key, id: Number(id)});
      // Nested dictionaries and arrays; another object is a reference, visited on its own.
      else if (value instanceof PDFDict || value instanceof PDFArray) visit(value);
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  const rank = new Map([...new Set(uses.map(({id}) => id))].sort((a, b) => a - b).map((id, index) => [id, index + 1]));
  for (const {holder, key, id} of uses) {
    const renamed = PDFString.of(`node${String(rank.get(id)).padStart(8, '0')}`);
    if (holder instanceof PDFDict) holder.set(key as PDFName, renamed);
    else holder.set(key as number, renamed);
  }
}

/**
 * The outline (the sidebar: each chapter and its pages, each leading to its
 * named destination), the document's metadata and its dates: the release's day.
 */
async function finish(pdf: PDFDocument, {version, day, sections}: Pick<Manual, 'version' | 'day' | 'sections'>) {
  pdf.setTitle(`AIN ${version} documentation`, {showInWindowTitleBar: true});
  pdf.setAuthor('AIN');
  pdf.setSubject(`Every page of the AIN ${version} documentation, in the order of its sidebar`);
  pdf.setCreator('AIN documentation (scripts/releases/manual.ts)');
  pdf.setProducer('Chromium and pdf-lib');
  pdf.setLanguage('en');
  pdf.setCreationDate(day);
  pdf.setModificationDate(day);
  const {context} = pdf;
  const outlines = context.nextRef();
  type Entry = {title: string; anchor: string; children?: Entry[]};
  /** Outline items under `parent` for `entries`; returns their refs. */
  const items = (parent: PDFRef, entries: Entry[]): PDFRef[] => {
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
        item.set(PDFName.of('Last'), children[children.length - 1]);
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

/** The manual of `version`, from its online build. */
export async function makeManual(version: string, buildDir: string, workDir: string) {
  const {home, fileAt} = await onlineRelease(version, buildDir);
  const pageHtml = (pathname: string) => fs.readFileSync(path.join(fileAt(pathname), 'index.html'), 'utf8');
  const {site, sections: listed} = sidebarOf(fs.readFileSync(path.join(home, 'llms.txt'), 'utf8'));
  const anchors = new Map(
    listed.flatMap((section) =>
      section.pages.map((page) => [page.pathname.replace(/\/$/, ''), anchorOf(page.pathname, version)]),
    ),
  );
  const sections = listed.map((section) => ({
    label: section.label,
    pages: section.pages.map((page) => ({...page, anchor: anchors.get(page.pathname.replace(/\/$/, ''))!})),
  }));
  // The site's stylesheet and logo, as its pages link them.
  const entryPage = load(pageHtml(sections[0].pages[0].pathname));
  const css = entryPage('link[rel="stylesheet"]').attr('href');
  if (!css) throw new Error(`manual ${version}: its pages link no stylesheet`);
  const logo = entryPage('.navbar__logo img').attr('src');
  if (!logo) throw new Error(`manual ${version}: its pages show no logo`);
  const day = downloadDay(version);
  const pages = new Map<string, ReturnType<typeof pageArticle>>();
  for (const section of sections) {
    for (const page of section.pages) {
      pages.set(page.anchor, pageArticle(pageHtml(page.pathname), {site, pathname: page.pathname, anchors, fileAt}));
    }
  }
  const stylesheet = path.join(workDir, 'site.css');
  fs.writeFileSync(stylesheet, localStylesheet(fs.readFileSync(fileAt(css), 'utf8'), fileAt));
  const htmlFile = path.join(workDir, 'manual.html');
  fs.writeFileSync(htmlFile, composeManual({site, version, day, sections, pages, stylesheet, logo: fileAt(logo)}));
  const browser = await chromium.launch({executablePath: CHROME_SHELL_PATH, args: CHROMIUM_ARGS});
  let printed;
  try {
    printed = await print(browser, htmlFile, {version});
  } finally {
    await browser.close();
  }
  const {pdf, starts} = printed;
  const missing = [...anchors.values()].filter((anchor) => !starts.has(anchor));
  if (missing.length) throw new Error(`manual ${version}: no destination for ${missing.join(', ')}`);
  renumberStructureIds(pdf);
  return finish(pdf, {version, day, sections});
}

/** A release's manual in the cache, made unless already there; its path. */
export const manualFor = (version: string, buildDir: string) =>
  cachedDownload(path.join(ARCHIVE_CACHE, manualEntry(version)), `${offlineName(version)}.pdf`, (work) =>
    makeManual(version, buildDir, work),
  );

export const mergeManuals = (buildDir: string) => mergeDownloads(buildDir, (version) => manualFor(version, buildDir));

if (process.argv[1] === __filename) {
  const buildDir = builtSite(
    readArgs('npx tsx scripts/releases/manual.ts [<build-dir>]', {positionals: 1}).positionals[0],
  );
  void mergeManuals(buildDir).then((merged) =>
    console.log(`Manuals of ${merged.join(', ')} in ${path.join(buildDir, DOWNLOADS)}.`),
  );
}
