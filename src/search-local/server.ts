/**
 * The search plugin's entry point and option validator, which
 * src/plugins/search-local-compact wraps (the package's main export, reached
 * by its file so the named validator comes with it). Node only, loaded by
 * Docusaurus; ./index-files.mjs holds the file names, ./client.ts the browser
 * side.
 */
export {default as searchLocal, validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
