/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), used as it is, with a leaner index. The site's
 * search dialog and page (src/theme) search with shared/search/engine.ts in a worker, taking from the plugin its
 * index and its constants (the page only the index name, `searchBarConstantsFile`, so it does not load lunr).
 *
 * Most bytes of lunr's serialised indexes follow from its documents and postings: this rewrites the plugin's
 * index files after its `postBuild` in the compact form of shared/search/compact-index.ts, from which the browser
 * rebuilds them. Only each term's first position per section is kept: positions only cut a result's snippet and
 * mark matches in it, and ranking never reads them. A table's cells are kept apart (./table-cells.ts).
 *
 * The index is served immutable for a year, so its name must change whenever its bytes may. The plugin names it
 * after its version and the Markdown files only, not what else renders into the pages (components, their data,
 * the configuration, this compaction, an upgrade): the wrapper names it after all of the site's inputs.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {AllContent, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {
  generatedConstantsFile,
  INDEX_URL_HASH,
  SEARCH_INDEX_FILE,
  searchBarConstantsFile,
} from '../../../shared/search/index-files';
import {encodeIndex, type LunrIndexJson, type LunrPart} from '../../../shared/search/compact-index';
import {headDocuments, headFolder} from '../../../shared/search/head';
import {DocType, type SearchDocument} from '../../../shared/search/engine';
import {separateCells} from './table-cells';
import {
  buildIndex,
  moduleReplacement,
  moduleReplacements,
  processPluginOptions,
  searchLocal,
  validateOptions,
} from './server';
import {hashInputs, SITE_INPUTS} from '../../build-inputs';

/** An 8-hex hash of the plugin options and of every file the build reads (site/build-inputs.ts): the same
 * inputs give the same name, a change to any of them a new one. */
export function indexInputsHash(siteDir: string, options: unknown, inputs: readonly string[] = SITE_INPUTS): string {
  return hashInputs(siteDir, inputs, JSON.stringify(options)).slice(0, 8);
}

type Build = (documents: LunrPart['documents'][]) => LunrPart[];

/** Compacts every index the plugin wrote, renames it from the plugin's hash to ours, and writes its head files
 * (shared/search/head.ts) beside it. */
async function compactIndexes(outDir: string, baseUrl: string, pluginHash: string, inputsHash: string, build: Build) {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && SEARCH_INDEX_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const parts = JSON.parse(await fs.readFile(file, 'utf8')) as LunrPart<SearchDocument>[];
      separateCells(parts[DocType.Content]?.documents ?? [], outDir, baseUrl);
      const renamed = file.replace(`-${pluginHash}.json`, `-${inputsHash}.json`);
      await fs.writeFile(renamed, JSON.stringify(parts.map((part) => encodeIndex(part))));
      if (renamed !== file) await fs.rm(file);
      const headDir = headFolder(renamed);
      await fs.mkdir(headDir, {recursive: true});
      for (const [key, documents] of headDocuments(parts)) {
        const head = build(documents).map((part) => encodeIndex(part));
        await fs.writeFile(path.join(headDir, `${key}.json`), JSON.stringify(head));
      }
    }),
  );
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Every version's section landing pages in its sidebars' order: the order search lists sections in (the index
 * keeps pages in address order, where Начало работы is not first). */
function sidebarSections(allContent: AllContent): string[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  return (docs?.loadedVersions ?? []).flatMap((version) => {
    const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    // A section is a category with a landing page, or that page alone when it is the section's only page.
    const landing = (item: SidebarItem) =>
      item.type === 'doc' ? item.id : item.type === 'category' && item.link?.type === 'doc' ? item.link.id : '';
    return Object.values(version.sidebars).flatMap((items) =>
      items.flatMap((item) => permalinks.get(landing(item)) ?? []),
    );
  });
}

/**
 * The plugin's options, and ours: `indexInputs`, the files its index name hashes (an archived release's build
 * gives its own); `offline`, a release's offline copy, which searches in the page (src/search/searcher.offline.ts)
 * and whose index scripts/releases/offline.ts adds, as a hash router's build has no page HTML to read.
 */
type Options = PluginOptions & {indexInputs?: readonly string[]; offline?: boolean};

const searchLocalCompact: PluginModule = (context, options) => {
  const {indexInputs = SITE_INPUTS, offline = false, ...pluginOptions} = options as Options;
  const plugin = searchLocal(context, pluginOptions as PluginOptions);
  // The plugin has just written the client's index URL, with its own hash.
  const constantsFile = generatedConstantsFile(context.generatedFilesDir);
  const constants = fsSync.readFileSync(constantsFile, 'utf8');
  const pluginHash = INDEX_URL_HASH.exec(constants)?.[1];
  if (!pluginHash) {
    throw new Error(
      `search-local-compact: no hashed index file name in ${constantsFile}; is \`hashed: 'filename'\` set?`,
    );
  }
  const inputsHash = indexInputsHash(context.siteDir, pluginOptions, indexInputs);
  const renamed = constants.replace(`-${pluginHash}.json`, `-${inputsHash}.json`);
  fsSync.writeFileSync(constantsFile, renamed);
  const exported = renamed.split('\n').filter((line) => line.startsWith('export const '));
  fsSync.writeFileSync(searchBarConstantsFile(context.generatedFilesDir), `${exported.join('\n')}\n`);
  const replacements = moduleReplacements(offline);

  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.call(plugin, config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replace = new NormalModuleReplacementPlugin(/^\./, (resource: {context: string; request: string}) => {
        const replacement = moduleReplacement(replacements, resource.context, resource.request);
        if (replacement) resource.request = replacement;
      });
      return {...own, plugins: [...(own.plugins ?? []), replace]};
    },
    async allContentLoaded({allContent, actions}) {
      // Imported as `@generated/@easyops-cn/docusaurus-search-local/default/sections.json` (src/search/indexes.ts).
      await actions.createData('sections.json', JSON.stringify(sidebarSections(allContent)));
    },
    async postBuild(props) {
      if (offline) return;
      await writeIndexes?.call(plugin, props);
      const config = processPluginOptions(pluginOptions, context);
      const build: Build = (documents) =>
        buildIndex(documents, config).map(({documents: docs, index}) => ({
          documents: docs as LunrPart['documents'],
          // As the plugin writes it: lunr's serialised form.
          index: JSON.parse(JSON.stringify(index)) as LunrIndexJson,
        }));
      await compactIndexes(props.outDir, context.baseUrl, pluginHash, inputsHash, build);
    },
  };
};
// Docusaurus validates a function plugin's options with its `validateOptions`.
searchLocalCompact.validateOptions = (({options, validate}: {options: Options; validate: never}) => {
  const {indexInputs, offline, ...pluginOptions} = options;
  const validated = (validateOptions as (args: unknown) => object)({options: pluginOptions, validate});
  return {...validated, ...(indexInputs ? {indexInputs} : {}), ...(offline ? {offline} : {})};
}) as PluginModule['validateOptions'];

export default searchLocalCompact;
