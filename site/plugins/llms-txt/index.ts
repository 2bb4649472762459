/**
 * Docs for AI assistants, written after each production build: a Markdown twin of every docs page
 * (`/docs/api/aichat.md`, shared/markdown-twin.ts), converted from the built page; and per version `llms.txt`
 * (llmstxt.org: the pages by sidebar section, each with title, URL and description) and `llms-full.txt` (every
 * page's text in sidebar order), the latest version's at the site root, older ones' under their path
 * (`/docs/1.11.2/llms.txt`). Pages come from the docs plugin's loaded versions, so a release needs no change here.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';

import {LLMS_FILES} from '../../../shared/constants';
import {markdownTwinPath} from '../../../shared/markdown-twin';
import {docPageToMarkdown} from './html-to-markdown';

type Page = Pick<DocMetadata, 'id' | 'title' | 'description' | 'permalink'>;
type Section = {label: string; pages: Page[]};
type Version = {label: string; path: string; isLast: boolean; sections: Section[]};

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** The docs of one version in sidebar order, grouped by top-level category. */
function sectionsOf(sidebar: SidebarItem[], docs: Map<string, Page>): Section[] {
  const sections: Section[] = [];
  const collect = (items: SidebarItem[], into: Page[]) => {
    for (const item of items) {
      const id =
        item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
      const page = id ? docs.get(id) : undefined;
      if (page && !into.includes(page)) into.push(page);
      if (item.items) collect(item.items, into);
    }
  };
  for (const item of sidebar) {
    const pages: Page[] = [];
    collect([item], pages);
    if (pages.length > 0) sections.push({label: item.label ?? pages[0].title, pages});
  }
  return sections;
}

/** `llms.txt` of one version (https://llmstxt.org/). */
function llmsIndex(version: Version, site: {tagline: string; url: string; baseUrl: string}, others: Version[]): string {
  const url = (pathname: string) => new URL(pathname, site.url).href;
  // The last version's files are at the build's root: the site's, or an archived release's under its base URL.
  const dirOf = (of: Version) => (of.isLast ? site.baseUrl : `${of.path}/`);
  const versionDir = dirOf(version);
  const lines = [
    `# AIN documentation ${version.label}`,
    '',
    `> ${site.tagline} This is the documentation of AIN ${version.label}, for administrators, integrators and developers.`,
    '',
    `Every page below is also available as Markdown: add \`.md\` to its URL (\`index.md\` after a trailing slash). The full text of this version in one file: ${url(`${versionDir}${LLMS_FILES.full}`)}.`,
  ];
  if (others.length > 0) {
    lines.push(
      '',
      `Other versions: ${others.map((other) => `${other.label} (${url(`${dirOf(other)}${LLMS_FILES.index}`)})`).join(', ')}.`,
    );
  }
  for (const section of version.sections) {
    lines.push('', `## ${section.label}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${url(page.permalink)}): ${page.description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  let versions: Version[] = [];
  return {
    name: 'ain-llms-txt',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      versions = (docsContent?.loadedVersions ?? []).map((loaded) => {
        const docs = new Map<string, Page>(loaded.docs.map((doc) => [doc.id, doc]));
        const sidebar = Object.values(loaded.sidebars)[0] as SidebarItem[] | undefined;
        return {
          label: loaded.label,
          path: loaded.path,
          isLast: loaded.isLast,
          sections: sectionsOf(sidebar ?? [], docs),
        };
      });
    },
    async postBuild({outDir}) {
      // Permalinks include the base URL; the build directory is served at it.
      const built = (permalink: string) => path.join(outDir, permalink.slice(siteConfig.baseUrl.length - 1));
      for (const version of versions) {
        const full: string[] = [];
        for (const page of version.sections.flatMap((section) => section.pages)) {
          const pageUrl = new URL(page.permalink, siteConfig.url).href;
          const html = await fs.readFile(path.join(built(page.permalink), 'index.html'), 'utf8');
          const markdown = docPageToMarkdown(html, {pageUrl});
          if (markdown === undefined) throw new Error(`llms-txt: no docs article in the built page ${page.permalink}`);
          const twin = `${markdown}\nSource: ${pageUrl}\n`;
          await fs.writeFile(built(markdownTwinPath(page.permalink)), twin);
          full.push(twin);
        }
        const dir = version.isLast ? outDir : built(version.path);
        const others = versions.filter((other) => other !== version);
        await fs.writeFile(path.join(dir, LLMS_FILES.index), llmsIndex(version, siteConfig, others));
        const header = `# AIN documentation ${version.label}: full text\n\n> Every page of the AIN ${version.label} documentation as Markdown, in the order of the sidebar. Pages are separated by a horizontal rule and end with their URL.\n`;
        await fs.writeFile(path.join(dir, LLMS_FILES.full), [header, ...full].join('\n---\n\n'));
      }
    },
  };
}
