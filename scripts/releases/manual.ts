/**
 * Every release's printable manual into a build (`downloads/ain-docs-<version>.pdf`), made once into the archive
 * cache under manualEntry (the release's archive key, this file, the printing Chromium), then reused.
 *
 *   npx tsx scripts/releases/manual.ts [buildDir]
 *
 * Composed from the release's online build, so it shows what the site shows: the pages of its llms.txt in sidebar
 * order with the site's stylesheet (code on a light panel for paper), a cover, contents with page numbers, each
 * sidebar section a chapter named in the running header, links inside the release kept inside the document. Printed
 * tagged by Chromium's headless shell; pdf-lib adds the outline, the release's day and renumbers structure elements,
 * so the same inputs give the same bytes. Run after ./archives.ts and before scripts/hosting/host-target.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Browser} from '@playwright/test';
import {load} from 'cheerio';
import {PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef, PDFString} from 'pdf-lib';

import {DOWNLOADS, offlineName} from '../../shared/releases/names';
import {cachedDownload, downloadDay, manualEntry, mergeDownloads, onlineRelease} from './archives';
import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from '../../shared/chromium';
import {builtSite, readArgs} from '../lib/cli';

/** The file of an address of the site (a page's folder, a stylesheet, an image). */
type FileAt = (pathname: string) => string;
type Section = {label: string; pages: {title: string; pathname: string; anchor: string}[]};
type Manual = {site: string; version: string; day: Date; sections: Section[]};

/**
 * The site's typefaces in static cuts from @fontsource, in the weights its styles use: Chromium embeds a variable
 * font (the site's files) in a PDF as nameless, unhinted Type 3 outlines, and a static one as the font itself.
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
/** The families ./manual.css sets the text and code in. */
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

/** The anchor of a page in the manual: its address without /docs/[<version>/]. */
const anchorOf = (pathname: string, version: string) =>
  `page-${
    pathname
      .replace(new RegExp(`^/docs/(${version.replaceAll('.', '\\.')}/)?`), '')
      .replace(/\/$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-') || 'index'
  }`;

/** The sections of a release's llms.txt (the sidebar's categories and their pages, in order) and the site's origin. */
function sidebarOf(text: string, version: string) {
  const sections: Section[] = [];
  let site = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.push({label: heading[1], pages: []});
    const page = /^- \[(.+?)\]\((\S+?)\)/.exec(line);
    if (page && sections.length) {
      const url = new URL(page[2]);
      site = url.origin;
      sections.at(-1)?.pages.push({title: page[1], pathname: url.pathname, anchor: anchorOf(url.pathname, version)});
    }
  }
  return {site, sections};
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The manual's print stylesheet over the site's: its typefaces and tokens, set for an A4 page. */
const PRINT_CSS = fs.readFileSync(path.join(__dirname, 'manual.css'), 'utf8');

/** The mark of the site's logo (static/img/logo.svg), drawn large and faint across the cover's band. */
const MOTIF = `<svg class="motif" viewBox="0 0 64 64" aria-hidden="true"><g fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="1.6" stroke-linecap="round"><path d="M20 44 32 20l12 24"/><path d="M25 35h14"/></g><g fill="#fff" fill-opacity="0.09"><circle cx="32" cy="20" r="2.6"/><circle cx="20" cy="44" r="2.6"/><circle cx="44" cy="44" r="2.6"/></g></svg>`;

/** A page's article for the manual: ids and links the manual's, headings a level down, images from the build. */
function pageArticle(html: string, site: string, pathname: string, anchors: Map<string, string>, fileAt: FileAt) {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  if (!article.length) throw new Error(`manual: no article in the built page ${pathname}`);
  const anchor = anchors.get(pathname.replace(/\/$/, ''));
  article.find('button, .hash-link, .theme-doc-version-badge').remove();
  // The site turns such a table into cards below 700 px, and A4's column is 673 px: on paper it stays a table.
  article.find('table.table-cards').removeClass('table-cards');
  // Code in a cell may break after / . _ = as after a hyphen, or a long identifier would widen the table past the page.
  article.find(':is(th, td) code').each((_, element) => {
    if ($(element).children().length) return;
    $(element).html(escape($(element).text()).replace(/([/._=])(?=[^/._=])/g, '$1<wbr>'));
  });
  // A diagram keeps its ids, which its style sheet and arrowheads refer to (each page's are its own).
  article
    .find('[id]')
    .not('svg, svg *')
    .attr('id', (_, id) => `${anchor}--${id}`);
  article.find('a[href]').attr('href', (_, href) => {
    if (href.startsWith('#')) return `#${anchor}--${href.slice(1)}`;
    const url = new URL(href, `${site}${pathname}`);
    if (url.origin !== site) return href;
    const target = anchors.get(url.pathname.replace(/\/$/, ''));
    return !target ? url.href : url.hash ? `#${target}--${url.hash.slice(1)}` : `#${target}`;
  });
  article
    .find('img[src^="/"]')
    .attr('src', (_, src) => `file://${fileAt(src)}`)
    .removeAttr('srcset');
  article.find('h1, h2, h3, h4, h5').each((_, element) => {
    element.tagName = `h${Number(element.tagName.slice(1)) + 1}`;
  });
  return article;
}

/** `text` as a CSS string. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3C ').replace(/\n/g, ' ')}"`;

/** The running header and page numbers in the margin boxes: the title left; right, the chapter's name (each chapter
 * a named page) or, before the first, the site's address. */
function pageBoxes({site, version, sections}: Manual) {
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

/** The site's stylesheet with each site address it names (/assets/…) made the build's file, which a file can reach. */
const localStylesheet = (css: string, fileAt: FileAt) =>
  css.replace(
    /url\((["']?)(\/[^/"')][^"')]*)\1\)/g,
    (_, quote: string, pathname: string) => `url(${quote}${pathToFileURL(fileAt(pathname)).href}${quote})`,
  );

const tocEntry = (anchor: string, title: string) =>
  `<a href="#${anchor}"><span class="title">${escape(title)}</span><span class="number"></span></a>`;

/** The manual as one HTML document: its cover, its contents (each entry with room for its page number), chapters. */
function composeManual(manual: Manual, pages: Map<string, ReturnType<typeof pageArticle>>, css: string, logo: string) {
  const {site, version, day, sections} = manual;
  const toc = sections
    .map(({label, pages: [first, ...rest]}) => {
      const items = rest.map((page) => `<li>${tocEntry(page.anchor, page.title)}</li>`).join('');
      return `<li>${tocEntry(first.anchor, label)}<ol>${items}</ol></li>`;
    })
    .join('');
  const body = sections
    .map((section, chapter) => {
      const chapterPages = section.pages.map((page, index) => {
        const article = pages.get(page.anchor)!;
        const header = article.find('header').first();
        // The chapter opens with its section's own page, under the section's name.
        if (index === 0) header.replaceWith(`<h1 id="${page.anchor}">${escape(section.label)}</h1>`);
        else header.find('h2').first().attr('id', page.anchor);
        return `<section class="manual-page">${article.toString()}</section>`;
      });
      return `<div class="manual-chapter-${chapter}">${chapterPages.join('')}</div>`;
    })
    .join('');
  // The release's own address, which leads to its docs whether it is the latest release or an older one.
  const online = `${site}/docs/${version}/`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>AIN ${version} documentation</title>
<link rel="stylesheet" href="${pathToFileURL(css).href}">
<style>${printFaces()}${PRINT_CSS}${pageBoxes(manual)}</style>
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
 * Chromium's PDF of the manual at `htmlFile`, and the page each named destination starts on. Printed twice: the
 * first print tells where each page starts, each contents entry gets its number in the room it left (wider than any
 * number), and the second print is the manual, checked to start every destination on the same page.
 */
async function print(browser: Browser, htmlFile: string, version: string) {
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
 * The structure elements' IDs (`/ID`, cells' `/Headers`, the ID tree's names and limits) numbered 1, 2, 3… in the
 * order of Chromium's: those come from a counter that every node of the load advances, which can differ between two
 * prints of the same pages. Renumbered in order, the ID tree stays sorted and the same pages give the same bytes.
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

/** The outline (each chapter and its pages, leading to their destinations), the metadata, dated the release's day. */
async function finish(pdf: PDFDocument, {version, day, sections}: Manual) {
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
    sections.map(({label, pages: [first, ...rest]}) => ({title: label, anchor: first.anchor, children: rest})),
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
  const {site, sections} = sidebarOf(fs.readFileSync(path.join(home, 'llms.txt'), 'utf8'), version);
  const anchors = new Map(
    sections.flatMap(({pages}) => pages.map((page) => [page.pathname.replace(/\/$/, ''), page.anchor])),
  );
  // The site's stylesheet and logo, as its pages link them.
  const entryPage = load(pageHtml(sections[0].pages[0].pathname));
  const css = entryPage('link[rel="stylesheet"]').attr('href');
  if (!css) throw new Error(`manual ${version}: its pages link no stylesheet`);
  const logo = entryPage('.navbar__logo img').attr('src');
  if (!logo) throw new Error(`manual ${version}: its pages show no logo`);
  const manual = {site, version, day: downloadDay(version), sections};
  const pages = new Map(
    sections.flatMap(({pages}) =>
      pages.map(({anchor, pathname}) => [anchor, pageArticle(pageHtml(pathname), site, pathname, anchors, fileAt)]),
    ),
  );
  const stylesheet = path.join(workDir, 'site.css');
  fs.writeFileSync(stylesheet, localStylesheet(fs.readFileSync(fileAt(css), 'utf8'), fileAt));
  const htmlFile = path.join(workDir, 'manual.html');
  fs.writeFileSync(htmlFile, composeManual(manual, pages, stylesheet, fileAt(logo)));
  const browser = await chromium.launch({executablePath: CHROME_SHELL_PATH, args: CHROMIUM_ARGS});
  const {pdf, starts} = await print(browser, htmlFile, version).finally(() => browser.close());
  const missing = [...anchors.values()].filter((anchor) => !starts.has(anchor));
  if (missing.length) throw new Error(`manual ${version}: no destination for ${missing.join(', ')}`);
  renumberStructureIds(pdf);
  return finish(pdf, manual);
}

/** A release's manual in the cache, made unless already there; its path. */
export const manualFor = (version: string, buildDir: string) =>
  cachedDownload(manualEntry(version), `${offlineName(version)}.pdf`, (work) => makeManual(version, buildDir, work));

export const mergeManuals = (buildDir: string) => mergeDownloads(buildDir, (version) => manualFor(version, buildDir));

if (process.argv[1] === __filename) {
  const buildDir = builtSite(
    readArgs('npx tsx scripts/releases/manual.ts [<build-dir>]', {positionals: 1}).positionals[0],
  );
  void mergeManuals(buildDir).then((merged) =>
    console.log(`Manuals of ${merged.join(', ')} in ${path.join(buildDir, DOWNLOADS)}.`),
  );
}
