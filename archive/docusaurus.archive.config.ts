/**
 * One archived version as a self-contained site under /docs/<version>/: the
 * production site with only that version's docs, its own assets, search
 * index, sitemap and llms files, and links to the rest of the site as plain
 * page loads (another build's routes are not in this one's router).
 * scripts/archives.mjs builds it once per inputs and merges it into build/.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Link, Node} from 'mdast';
import {visit} from 'unist-util-visit';
import type * as Preset from '@docusaurus/preset-classic';

import production from '../docusaurus.config';
import searchLocalCompact from '../src/plugins/search-local-compact';
import versionDiffPlugin from '../src/plugins/version-diff';
import versionsPagePlugin from '../src/plugins/versions-page';
import {DOCS_ROOT, RELEASES, VERSIONS_PAGE, releaseNotesPath} from '../src/releases';
import {archiveInputs} from '../src/build-inputs.mjs';

const version = process.env.AIN_ARCHIVE_VERSION ?? '';
if (!RELEASES.includes(version)) {
  throw new Error(`AIN_ARCHIVE_VERSION must name a released version, not "${version}".`);
}
const base = `${DOCS_ROOT}/${version}/`;

type Preset = [string, Preset.Options];
type Item = Record<string, unknown>;

/** A link to a page of the main build: a full page load, outside baseUrl. */
function siteLink(item: Item): Item {
  if (typeof item.to !== 'string' || item.to.startsWith('pathname://')) return item;
  const {to, ...rest} = item;
  return {...rest, to: `pathname://${to}`, autoAddBaseUrl: false, target: '_self'};
}

/**
 * Markdown links to the rest of the site (`/changes/…`, `/docs/…`): plain page
 * loads without this build's base URL, as siteLink does for the navbar.
 */
function siteLinksInMarkdown() {
  return (tree: Node) => {
    visit(tree, 'link', (node: Link) => {
      if (node.url.startsWith('/') && !node.url.startsWith(base)) {
        node.url = `pathname://${node.url}`;
        node.data = {...node.data, hProperties: {...node.data?.hProperties, 'data-site-link': 'true', target: '_self'}};
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
      sitemap: {
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

export default {
  ...production,
  baseUrl: base,
  // Read by src/theme/DocVersionBanner, which says the release is archived.
  customFields: {archivedRelease: version},
  presets: (production.presets as Preset[]).map(preset),
  plugins: (production.plugins as PluginConfig[])
    // Pages of the main build, which links every release from them.
    .filter((plugin) => plugin !== versionDiffPlugin && plugin !== versionsPagePlugin)
    .map((plugin) =>
      Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-client-redirects'
        ? [plugin[0], {redirects: [{from: '/', to: '/getting-started/'}]}]
        : plugin,
    ),
  themes: (production.themes as PluginConfig[]).map((theme) =>
    Array.isArray(theme) && theme[0] === searchLocalCompact
      ? [theme[0], {...(theme[1] as object), docsRouteBasePath: '/', indexInputs: archiveInputs(version)}]
      : theme,
  ),
  themeConfig: {
    ...themeConfig,
    announcementBar: undefined,
    navbar: {
      ...themeConfig.navbar,
      // The theme adds baseUrl to a relative logo link: the site's home as a URL.
      logo: {...themeConfig.navbar.logo, href: `${production.url}/`, target: '_self'},
      items: themeConfig.navbar.items.map((item) =>
        item.type === 'docsVersionDropdown'
          ? // Newer releases than this one are not in this build: the menu
            // leads to the latest docs and to the list of every release on
            // the main site, whichever releases come after this one.
            {
              ...item,
              dropdownItemsAfter: [
                {label: 'Latest version', to: `pathname://${DOCS_ROOT}/`, autoAddBaseUrl: false, target: '_self'},
                {label: 'All versions', to: `pathname://${VERSIONS_PAGE}`, autoAddBaseUrl: false, target: '_self'},
              ],
            }
          : siteLink(item),
      ),
    },
    footer: {
      ...themeConfig.footer,
      links: themeConfig.footer.links.map((column) => ({
        ...column,
        // The latest release's notes move with every release: their index stays.
        items: column.items
          .map((item) => (item.to === releaseNotesPath() ? {...item, to: `${DOCS_ROOT}/release-notes/`} : item))
          .map(siteLink),
      })),
      copyright: `Documentation for AIN ${version}, archived.`,
    },
  },
} satisfies Config;
