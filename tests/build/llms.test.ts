/** Docs for AI assistants (site/plugins/llms-txt/), per released version. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {LABELS, LLMS_FILES, SITE} from '../site';
import {markdownTwinPath} from '../../shared/markdown-twin';
import {LATEST, RELEASES, sectionsOf, versionRoot} from '../support/releases';
import {BUILD_DIR, readPage, sitemapEntries} from './helpers';

const sitemapUrls = sitemapEntries().map((entry) => entry.loc);

/** The sitemap's pages of one version: under its root, not under another version's. */
function sitemapPagesOf(version: string): string[] {
  const own = `${SITE.url}${versionRoot(version)}/`;
  const others = RELEASES.filter((other) => other !== version && other !== LATEST).map(
    (other) => `${SITE.url}${versionRoot(other)}/`,
  );
  return sitemapUrls.filter((url) => url.startsWith(own) && !others.some((prefix) => url.startsWith(prefix)));
}

const filesDir = (version: string) => (version === LATEST ? BUILD_DIR : path.join(BUILD_DIR, versionRoot(version)));
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Text outside fenced and inline code, where no markup may remain. */
const prose = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');

/** JSX components, HTML elements, MDX import/export lines and HTML comments. */
function markup(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...text.matchAll(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/g),
    ...text.matchAll(/^(import|export)\s.+$/gm),
    ...text.matchAll(/<!--[\s\S]*?-->/g),
  ].map((match) => match[0]);
}

const listedUrls = (llms: string) => [...llms.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)\s]+)\): \S/gm)].map((m) => m[1]);

describe.each(RELEASES.map((version) => [version]))('version %s', (version) => {
  const llms = read(path.join(filesDir(version), LLMS_FILES.index));
  const full = read(path.join(filesDir(version), LLMS_FILES.full));
  const pages = sitemapPagesOf(version);
  const pathOf = (url: string) => new URL(url).pathname;
  const titleOf = (url: string) => readPage(pathOf(url))('article h1').first().text().trim();

  it(`${LLMS_FILES.index} lists exactly the sitemap's pages of this version, each once`, () => {
    const listed = listedUrls(llms);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...pages].sort());
  });

  it(`${LLMS_FILES.index} has the llmstxt.org shape: title, summary, one section per sidebar category`, () => {
    expect(llms).toMatch(new RegExp(`^# AIN documentation ${version.replace(/\./g, '\\.')}\n\n> \\S`));
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toHaveLength(sectionsOf(version).length);
    expect(sections[0]).toBe(LABELS.gettingStarted);
    expect(llms).toContain(`${SITE.url}${version === LATEST ? '' : versionRoot(version)}/${LLMS_FILES.full}`);
  });

  it(`${LLMS_FILES.index} gives each page its title and the description of its meta tag`, () => {
    for (const url of pages) {
      const description = readPage(pathOf(url))('meta[name="description"]').attr('content');
      expect(llms, url).toContain(`- [${titleOf(url)}](${url}): ${description}\n`);
    }
  });

  it(`${LLMS_FILES.full} holds every page's title and address, and no JSX, HTML or MDX syntax`, () => {
    for (const url of pages) {
      expect(full, url).toContain(`\n# ${titleOf(url)}\n`);
      expect(full, url).toContain(`\nSource: ${url}\n`);
    }
    expect(markup(full)).toEqual([]);
  });

  it('every page has a Markdown twin: its title, its text, its address, no markup', () => {
    for (const url of pages) {
      const twin = read(path.join(BUILD_DIR, markdownTwinPath(pathOf(url))));
      const $ = readPage(pathOf(url));
      expect(twin.startsWith(`# ${titleOf(url)}\n`), url).toBe(true);
      expect(twin.trimEnd().endsWith(`Source: ${url}`), url).toBe(true);
      expect(markup(twin), url).toEqual([]);
      // Every section heading of the page is in its twin.
      for (const heading of $('article .markdown h2').toArray()) {
        const text = $(heading).text().replaceAll('\u200b', '').trim();
        expect(twin, url).toContain(`\n## ${text}\n`);
      }
      expect(full, url).toContain(twin);
    }
  });
});

describe('Markdown twins keep what the page renders in the browser only', () => {
  // Pages of 1.12.0, which keeps them, wherever it is served.
  const twinOf = (page: string) => path.join(BUILD_DIR, versionRoot('1.12.0'), `${page}.md`);

  it('a Mermaid diagram comes back as a mermaid code block with its source', () => {
    const source = read(path.resolve(__dirname, '../../versioned_docs/version-1.12.0/technical_docs/index.md'));
    const diagrams = [...source.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1].trim());
    expect(diagrams.length).toBeGreaterThan(0);
    const twin = read(twinOf('technical_docs/index'));
    for (const diagram of diagrams) expect(twin).toContain(`\`\`\`mermaid\n${diagram}\n\`\`\``);
  });

  it('admonitions come back as a quote led by their kind and title, then their text', () => {
    const source = read(path.resolve(__dirname, '../../versioned_docs/version-1.12.0/admin-help/rabbitmq-consumer.md'));
    const boxes = [...source.matchAll(/^ *:::(danger|result)(?:\[(.+)\])?\n *(.+)\n/gm)];
    expect(new Set(boxes.map((box) => box[1]))).toEqual(new Set(['danger', 'result']));
    const twin = read(twinOf('admin-help/rabbitmq-consumer'));
    for (const [, type, title, text] of boxes) {
      const label = type === 'result' ? 'Expected result:' : `Danger: ${title}`;
      expect(twin).toContain(`> **${label}**\n>\n> ${text.slice(0, 20)}`);
    }
  });

  it('code blocks keep their language and their lines', () => {
    const twin = read(twinOf('api/aichat'));
    // Indentation included: the twin is what a reader copies.
    expect(twin).toMatch(/```js\ntry \{\n {2}const chat = new AIChat\('support-chat'\);\n {2}gs\.info\(/);
    expect(twin).toMatch(/```json\n\{\n {2}"text": /);
  });

  it('links are absolute, so a copied page still leads back to the site', () => {
    const twin = read(twinOf('api/aichat'));
    const links = [...twin.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
  });
});
