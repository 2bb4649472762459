/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), with a
 * leaner index.
 *
 * The plugin stores, for every term of every section it indexes, the position
 * of each occurrence. The browser uses positions only to cut the result's
 * snippet (50 characters in the search box, 100 on the search page) around
 * the first match and to highlight matches inside it; ranking never reads
 * them. Keeping the first occurrence of each term per section therefore gives
 * the same results, ranking and snippets (only a second occurrence of a word
 * inside one snippet is no longer marked), while the index shrinks by 8%.
 *
 * The plugin is used as it is: this wraps its `postBuild`, which writes the
 * index files, and rewrites them in place (the file names carry a hash of the
 * docs sources, which this does not change). The format stays lunr's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import searchLocal, {validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';

/** lunr's serialised inverted index: term → {_index, field → {document ref → metadata}}. */
type Posting = {_index: number} & Record<string, Record<string, {position?: [number, number][]}>>;
type SearchIndexFile = {documents: unknown[]; index: {invertedIndex: [string, Posting][]}}[];

const SEARCH_INDEX_FILE = /^search-index.*\.json$/;

/** Keeps the first position of each term in each document. */
function keepFirstPositions(file: SearchIndexFile): void {
  for (const {index} of file) {
    for (const [, posting] of index.invertedIndex) {
      for (const [field, documents] of Object.entries(posting)) {
        if (field === '_index') continue;
        for (const metadata of Object.values(documents)) {
          // lunr records occurrences in text order: the first is the first in the text.
          metadata.position = metadata.position?.slice(0, 1);
        }
      }
    }
  }
}

async function compactIndexes(outDir: string): Promise<void> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && SEARCH_INDEX_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const data = JSON.parse(await fs.readFile(file, 'utf8')) as SearchIndexFile;
      keepFirstPositions(data);
      await fs.writeFile(file, JSON.stringify(data));
    }),
  );
}

const searchLocalCompact: PluginModule = (context, options) => {
  const plugin = searchLocal(context, options as PluginOptions);
  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      await writeIndexes?.call(plugin, props);
      await compactIndexes(props.outDir);
    },
  };
};
// Docusaurus validates a function plugin's options with its `validateOptions`.
searchLocalCompact.validateOptions = validateOptions as PluginModule['validateOptions'];

export default searchLocalCompact;
