/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), with a
 * leaner index. The site's own search dialog and page (src/theme) answer
 * with shared/search/engine.ts in a worker; from the plugin they take its
 * index and its generated constants, of which the page needs only the index
 * name (`searchBarConstantsFile`: the constants without the lunr set-up, so
 * the page does not load lunr).
 *
 * The plugin's index file is lunr's serialised indexes, most of whose bytes
 * (field vectors, term numbers, every position of every term) its documents
 * and postings determine. The wrapper writes the compact form of
 * shared/search/compact-index.ts instead, from which the browser rebuilds
 * lunr's indexes before loading them. Only the first position of each term
 * per section is kept: the browser uses positions only to cut the result's
 * snippet around the first match and to highlight matches inside it, and
 * ranking never reads them, so results, ranking and snippets stay the same
 * (a second occurrence of a word inside one snippet is not marked). A
 * table's cells are kept apart in its section's text (./table-cells.ts).
 *
 * The plugin is used as it is: this wraps its `postBuild`, which writes the
 * index files, and rewrites them in place.
 *
 * The index is served immutable for a year, so its name must change whenever
 * its bytes may. The plugin names it after its own version and the Markdown
 * files only, not after what else renders into the pages it indexes (MDX
 * components and their data such as the glossary, the site configuration,
 * this compaction, a Docusaurus upgrade). The wrapper names it after all of
 * the site's inputs instead (`indexInputsHash`): the client is pointed at the
 * new name before bundling, and the written files are renamed to it.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
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

/**
 * An 8-hex hash of the index's inputs: the plugin options and the path and
 * contents of every file the build reads (SITE_INPUTS of
 * site/build-inputs.ts: the docs, sidebars and versions, the configuration,
 * every source file, this one included, and the locked dependencies).
 * Identical inputs give the same name (the build is reproducible); a change
 * to any of them gives a new one.
 */
export function indexInputsHash(siteDir: string, options: unknown, inputs: readonly string[] = SITE_INPUTS): string {
  return hashInputs(siteDir, inputs, JSON.stringify(options)).slice(0, 8);
}

/** The plugin's index builder, with its options as it reads them. */
type Build = (documents: LunrPart['documents'][]) => LunrPart[];

/** Compacts every index the plugin wrote and renames it from the plugin's
 * hash to ours, and writes its head files (shared/search/head.ts) beside it. */
async function compactIndexes(
  {outDir, baseUrl}: {outDir: string; baseUrl: string},
  pluginHash: string,
  inputsHash: string,
  build: Build,
): Promise<void> {
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
      if (renamed !== file) {
        await fs.rm(file);
      }
      const headDir = headFolder(renamed);
      await fs.mkdir(headDir, {recursive: true});
      for (const [key, documents] of headDocuments(parts)) {
        const head = build(documents).map((part) => encodeIndex(part));
        await fs.writeFile(path.join(headDir, `${key}.json`), JSON.stringify(head));
      }
    }),
  );
}

/**
 * The plugin's options, and ours:
 * - `indexInputs`: the files its index name hashes (SITE_INPUTS unless given;
 *   an archived release's build gives its own);
 * - `offline`: a release's offline copy (site/config/release-site.ts), which
 *   searches in the page (src/search/searcher.offline.ts) and whose
 *   index scripts/releases/offline.ts adds: the plugin's `postBuild` reads each
 *   page's HTML file, and a hash router's build has none.
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
  // The page's copy: the constants without the lunr set-up.
  fsSync.writeFileSync(
    searchBarConstantsFile(context.generatedFilesDir),
    `${renamed
      .split('\n')
      .filter((line) => line.startsWith('export const '))
      .join('\n')}\n`,
  );
  const replacements = moduleReplacements(offline);

  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    // An offline copy searches in the page (site/plugins/search-local-compact/server.ts).
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.call(plugin, config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...own,
        plugins: [
          ...(own.plugins ?? []),
          new NormalModuleReplacementPlugin(/^\./, (resource: {context: string; request: string}) => {
            const replacement = moduleReplacement(replacements, resource.context, resource.request);
            if (replacement) resource.request = replacement;
          }),
        ],
      };
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
      await compactIndexes({outDir: props.outDir, baseUrl: context.baseUrl}, pluginHash, inputsHash, build);
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
