/**
 * What makes one release a site of its own under /docs/<version>/, for the `archive` and `offline` variants of
 * ./site.ts:
 * - `archive`: an archived release merged into build/ (scripts/releases/archives.ts); links to the rest of the
 *   site are plain page loads, as another build's routes are not in this one's router;
 * - `offline`: the release's offline copy (scripts/releases/offline.ts), opened from disk or any static server:
 *   a hash router, every page in one index.html, search in the page; links to the rest of the site go to the
 *   public site, and the copy's own links stay in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {Link, Node} from 'mdast';
import {visit} from 'unist-util-visit';

import {
  DOCS_ROOT,
  RELEASES,
  VERSIONS_PAGE,
  releaseNotesDoc,
  releaseNotesPath,
  versionFolder,
} from '../../shared/releases';

type Item = Record<string, unknown>;
const SITE_DIR = path.resolve(__dirname, '../..');

/** The release the build is for: AIN_ARCHIVE_VERSION, which must name a release. */
export function releaseToBuild(): string {
  const version = process.env.AIN_ARCHIVE_VERSION ?? '';
  if (!RELEASES.includes(version)) {
    throw new Error(`AIN_ARCHIVE_VERSION must name a released version, not "${version}".`);
  }
  return version;
}

/** The parts of the site configuration that make `version` a site of its own. */
export function releaseSite(version: string, offline: boolean, mainUrl: string) {
  const base = `${DOCS_ROOT}/${version}/`;

  /** A page of the main site: a full page load there, outside this build's baseUrl. */
  const siteUrl = (to: string): string => (offline ? `${mainUrl}${to}` : `pathname://${to}`);
  const siteLinkItem = (to: string): Item =>
    offline ? {href: siteUrl(to)} : {to: siteUrl(to), autoAddBaseUrl: false, target: '_self'};

  /** A navbar or footer item that links a page of the main site. */
  function siteLink(item: Item): Item {
    if (typeof item.to !== 'string') return item;
    const {to, target, ...rest} = item;
    // A static file of the main site (llms.txt): the archive, served there, reaches it as it is.
    if (to.startsWith('pathname://')) {
      return offline ? {...rest, ...siteLinkItem(to.slice('pathname://'.length))} : item;
    }
    return {...rest, ...(target === undefined ? {} : {target}), ...siteLinkItem(to)};
  }

  /** The route of this release's page `id` (`service-tools/auth`, `getting-started`) in this build, if it has it. */
  function releaseRoute(id: string): string | undefined {
    const file = (ending: string) => fs.existsSync(path.join(SITE_DIR, versionFolder(version), `${id}${ending}`));
    if (['.md', '.mdx'].some(file)) return `${base}${id}`;
    if (['/index.md', '/index.mdx'].some(file)) return `${base}${id}/`;
    return undefined;
  }

  return {
    base,
    // Read by src/theme/DocVersionBanner (archived), src/theme/DocVersionBadge and src/components/OfflineEntry.
    customFields: offline ? {offlineRelease: version} : {archivedRelease: version},

    /** A footer item. In a copy, a docs link (the latest release's) leads to this release's page in the copy,
     * and the main site's files for AI assistants, which a copy lacks, go; the rest is the main site's. */
    footerLink(item: Item): Item[] {
      const to = typeof item.to === 'string' ? item.to : undefined;
      if (offline && to?.startsWith('pathname://')) return [];
      if (offline && to?.startsWith(`${DOCS_ROOT}/`)) {
        const id = to === releaseNotesPath() ? releaseNotesDoc(version) : to.slice(`${DOCS_ROOT}/`.length);
        const route = releaseRoute(id.replace(/\/$/, ''));
        if (route) return [{...item, to: route}];
      }
      // The latest release's notes move with every release: their index stays.
      return [siteLink(to === releaseNotesPath() ? {...item, to: `${DOCS_ROOT}/release-notes/`} : item)];
    },

    /** Newer releases are not in this build: an archive's version menu leads to the main site's latest docs and
     * list of releases. A copy's menu holds its one release, so the navbar leads nowhere an offline reader
     * cannot go. */
    versionMenuAfter: offline
      ? []
      : [
          {label: 'Latest version', ...siteLinkItem(`${DOCS_ROOT}/`)},
          {label: 'All versions', ...siteLinkItem(VERSIONS_PAGE)},
        ],

    /** Markdown links to the rest of the site (`/changes/…`, `/docs/…`, `pathname:///downloads/…`), as siteLink
     * does; in a copy marked `data-online-link`, which src/theme/MDXComponents shows. */
    siteLinksInMarkdown() {
      return (tree: Node) => {
        visit(tree, 'link', (node: Link) => {
          const to = node.url.replace(/^pathname:\/\//, '');
          if (to.startsWith('/') && !to.startsWith(base)) {
            node.url = siteUrl(to);
            const mark = offline ? {'data-online-link': 'true'} : {'data-site-link': 'true', target: '_self'};
            node.data = {...node.data, hProperties: {...node.data?.hProperties, ...mark}};
          }
        });
      };
    },

    /** The entry page at the version root (and, offline, at the copy's own root: index.html without a route). */
    entry: (offline
      ? () => ({
          name: 'ain-offline-entry',
          contentLoaded({actions}: {actions: {addRoute: (route: object) => void}}) {
            for (const route of ['/', base]) {
              actions.addRoute({path: route, exact: true, component: '@site/src/components/OfflineEntry/index.tsx'});
            }
          },
        })
      : ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/', to: '/getting-started/'}]}]) as PluginConfig,
  };
}
