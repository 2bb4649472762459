/**
 * The boundaries of the code (`npm run check` runs `depcruise`; see
 * maintaining/README.md, "Where the code lives"):
 *
 * - Code that runs in the browser (theme components, components, pages,
 *   hooks, every React file, the search worker and the client modules plugins
 *   hand to Docusaurus) never reaches, by any chain of imports, type-only ones
 *   included, a module that imports a Node built-in.
 * - src/ never imports scripts/: the site's code does not depend on the
 *   build and test tooling; what both need lives in src/ (src/build-inputs.mjs).
 */
import {builtinModules} from 'node:module';

const BROWSER = [
  '^src/(theme|components|pages|hooks)/',
  '^src/.+[.]tsx$',
  '^src/search-local/(worker|searchByWorker|searcher|searcher[.]offline|indexes)[.]ts$',
  '^src/plugins/[^/]+/[^/]+[.]js$',
].join('|');

const NODE_BUILTINS = `^(node:)?(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'browser-reaches-node',
      comment:
        'Browser code reaches a module that imports a Node built-in: move the Node part to the plugin (src/plugins/<name>/index.ts) and hand the browser only data (route props, global data, generated files).',
      severity: 'error',
      from: {path: BROWSER},
      to: {path: NODE_BUILTINS, reachable: true},
    },
    {
      name: 'src-imports-scripts',
      comment:
        'The site imports the tooling: move what both need into src/ (for example src/build-inputs.mjs) and import it from scripts/ instead.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^scripts/'},
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "An import the checker cannot follow: a missing file, or an alias it does not know (the rules above would then miss what lies behind it). Docusaurus's own aliases are resolved at build time; packages of types only are erased.",
      severity: 'error',
      from: {path: '^src/'},
      to: {
        couldNotResolve: true,
        preCompilationOnly: false,
        pathNot: '^(@theme|@theme-original|@theme-init|@generated|@docusaurus|@ain-ssr)/',
      },
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    tsPreCompilationDeps: 'specify',
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json']},
  },
};
