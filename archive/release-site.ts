/**
 * One release as a site of its own, under /docs/<version>/: the production
 * site with only that release's docs, its own assets and search. Two kinds:
 *
 * - `archive`: an archived release on the main site (./docusaurus.archive.config.ts,
 *   merged into build/ by scripts/archives.mjs). Links to the rest of the
 *   site are plain page loads: another build's routes are not in this one's
 *   router.
 * - `offline`: the release's offline copy (./docusaurus.offline.config.ts,
 *   zipped by scripts/offline.mjs), opened from disk or any static server:
 *   Docusaurus's hash router, every page in one index.html, search in the
 *   page; links to the rest of the site go to the public site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Link, Node} from 'mdast';
import {visit} from 'unist-util-visit';
import type * as Preset from '@docusaurus/preset-classic';

import production from '../docusaurus.config';
import llmsTxtPlugin from '../src/plugins/llms-txt';
import searchLocalCompact from '../src/plugins/search-local-compact';
import versionDiffPlugin from '../src/plugins/version-diff';
import homePagePlugin from '../src/plugins/home-page';
import versionsPagePlugin from '../src/plugins/versions-page';
import {DOCS_ROOT, RELEASES, VERSIONS_PAGE, releaseNotesDoc, releaseNotesPath, versionFolder} from '../src/releases';
import {archiveInputs} from '../src/build-inputs.mjs';

export type ReleaseSiteKind = 'archive' | 'offline';

type Preset = [string, Preset.Options];
type Item = Record<string, unknown>;

/** The release the build is for: AIN_ARCHIVE_VERSION, which must name a release. */
export function releaseToBuild(): string {
  const version = process.env.AIN_ARCHIVE_VERSION ?? '';
  if (!RELEASES.includes(version)) {
    throw new Error(`AIN_ARCHIVE_VERSION must name a released version, not "${version}".`);
  }
  return version;
}

export function releaseSite(version: string, kind: ReleaseSiteKind): Config {
  const base = `${DOCS_ROOT}/${version}/`;
  const offline = kind === 'offline';

  /** A page of the main site: a full page load there, outside this build's baseUrl. */
  const siteUrl = (to: string): string => (offline ? `${production.url}${to}` : `pathname://${to}`);
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

  /** The route of this release's page `id` (`service-tools/auth`, `getting-started`) in this build, if it has the page. */
  function releaseRoute(id: string): string | undefined {
    const file = (ending: string) =>
      fs.existsSync(path.join(__dirname, '..', versionFolder(version), `${id}${ending}`));
    if (['.md', '.mdx'].some(file)) return `${base}${id}`;
    if (['/index.md', '/index.mdx'].some(file)) return `${base}${id}/`;
    return undefined;
  }

  /**
   * A footer item. In a copy, a link to a page of the docs (`/docs/…`, the
   * latest release's) leads to that page of this release in the copy, the
   * latest release's notes to this release's, and the main site's files
   * for AI assistants, which a copy lacks, go: the copy's own links stay in
   * it. Everything else is the main site's, as in an archive.
   */
  function footerLink(item: Item): Item[] {
    const to = typeof item.to === 'string' ? item.to : undefined;
    if (offline && to?.startsWith('pathname://')) return [];
    if (offline && to?.startsWith(`${DOCS_ROOT}/`)) {
      const id = to === releaseNotesPath() ? releaseNotesDoc(version) : to.slice(`${DOCS_ROOT}/`.length);
      const route = releaseRoute(id.replace(/\/$/, ''));
      if (route) return [{...item, to: route}];
    }
    // The latest release's notes move with every release: their index stays.
    return [siteLink(to === releaseNotesPath() ? {...item, to: `${DOCS_ROOT}/release-notes/`} : item)];
  }

  /**
   * Markdown links to the rest of the site (`/changes/…`, `/docs/…`,
   * `pathname:///downloads/…`): as siteLink does for the navbar.
   */
  function siteLinksInMarkdown() {
    return (tree: Node) => {
      visit(tree, 'link', (node: Link) => {
        // A page, or a file such as a download (`pathname://`), of the main site.
        const to = node.url.replace(/^pathname:\/\//, '');
        if (to.startsWith('/') && !to.startsWith(base)) {
          node.url = siteUrl(to);
          if (!offline) {
            node.data = {
              ...node.data,
              hProperties: {...node.data?.hProperties, 'data-site-link': 'true', target: '_self'},
            };
          }
        }
      });
    };
  }

  function preset([name, options]: Preset): Preset {
    return [
      name,
      {
        ...options,
        docs: {
          ...options.docs,
          routeBasePath: '/',
          includeCurrentVersion: false,
          onlyIncludeVersions: [version],
          remarkPlugins: [...(options.docs ? (options.docs.remarkPlugins ?? []) : []), siteLinksInMarkdown],
          lastVersion: version,
          versions: {[version]: {label: version, path: '', banner: 'none', badge: true}},
        },
        pages: false,
        // An offline copy has no address to list.
        sitemap: offline
          ? false
          : {
              ...options.sitemap,
              // Routes here carry the base URL.
              ignorePatterns: [
                ...(options.sitemap ? (options.sitemap.ignorePatterns ?? []) : []),
                `${base}search`,
                `${base}**/tags/**`,
              ],
            },
      },
    ];
  }

  const themeConfig = production.themeConfig as Preset.ThemeConfig & {
    navbar: {items: Item[]};
    footer: {links: {items: Item[]}[]};
  };

  /** The entry page at the version root (and, offline, at the copy's own root: index.html without a route). */
  const entry: PluginConfig = offline
    ? () => ({
        name: 'ain-offline-entry',
        contentLoaded({actions}) {
          for (const path of ['/', base]) {
            actions.addRoute({path, exact: true, component: '@site/src/components/OfflineEntry/index.tsx'});
          }
        },
      })
    : ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/', to: '/getting-started/'}]}];

  return {
    ...production,
    baseUrl: base,
    // The site's files without the changes page's stylesheet: that page is the main build's.
    staticDirectories: ['static'],
    // Which kind of site of the release this is: read by src/theme/DocVersionBanner (archived),
    // src/theme/DocVersionBadge and src/components/OfflineEntry (offline).
    customFields: offline ? {offlineRelease: version} : {archivedRelease: version},
    ...(offline ? {future: {...production.future, experimental_router: 'hash'}} : {}),
    presets: (production.presets as Preset[]).map(preset),
    plugins: (production.plugins as PluginConfig[])
      .filter(
        (plugin) =>
          // Pages of the main build, which links every release from them.
          plugin !== versionDiffPlugin &&
          plugin !== versionsPagePlugin &&
          plugin !== homePagePlugin &&
          // Markdown twins and llms files are files beside each page's HTML: a hash router has one HTML file.
          !(offline && plugin === llmsTxtPlugin),
      )
      .map((plugin) => (Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-client-redirects' ? entry : plugin)),
    themes: (production.themes as PluginConfig[]).map((theme) =>
      Array.isArray(theme) && theme[0] === searchLocalCompact
        ? [
            theme[0],
            {
              ...(theme[1] as object),
              docsRouteBasePath: '/',
              indexInputs: archiveInputs(version),
              ...(offline ? {offline} : {}),
            },
          ]
        : theme,
    ),
    themeConfig: {
      ...themeConfig,
      announcementBar: undefined,
      navbar: {
        ...themeConfig.navbar,
        // An archive's brand leads to the site's home, as a URL (the theme adds
        // baseUrl to a relative one); a copy's to its own entry page.
        logo: offline
          ? themeConfig.navbar.logo
          : {...themeConfig.navbar.logo, href: `${production.url}/`, target: '_self'},
        items: themeConfig.navbar.items.map((item) =>
          item.type === 'docsVersionDropdown'
            ? // Newer releases than this one are not in this build: the menu
              // leads to the latest docs and to the list of every release on
              // the main site, whichever releases come after this one.
              {
                ...item,
                dropdownItemsAfter: [
                  {label: 'Latest version', ...siteLinkItem(`${DOCS_ROOT}/`)},
                  {label: 'All versions', ...siteLinkItem(VERSIONS_PAGE)},
                ],
              }
            : siteLink(item),
        ),
      },
      footer: {
        ...themeConfig.footer,
        links: themeConfig.footer.links.map((column) => ({
          ...column,
          items: column.items.flatMap(footerLink),
        })),
        copyright: offline
          ? `Documentation for AIN ${version}, offline copy.`
          : `Documentation for AIN ${version}, archived.`,
      },
    },
  } satisfies Config;
}
