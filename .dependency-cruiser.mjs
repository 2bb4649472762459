/**
 * The rooms of the code and what each may import (`npm run check` runs
 * `depcruise`; maintaining/architecture.md draws the tree):
 *
 * - src/ runs in the browser: it never reaches, by any chain of imports,
 *   type-only ones included, a module that imports a Node built-in. So do
 *   the client modules plugins hand to Docusaurus (site/plugins/<name>/*.js).
 * - site/ runs at build time (the configuration and the plugins), scripts/
 *   on the command line; shared/ holds what more than one room uses.
 * - Nothing the site is made of imports the command-line tools, shared/
 *   imports no other room, and the browser takes from the build only types.
 */
import {builtinModules} from 'node:module';

const BROWSER = ['^src/', '^site/plugins/[^/]+/[^/]+[.]js$'].join('|');

const NODE_BUILTINS = `^(node:)?(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'browser-reaches-node',
      comment:
        'Browser code reaches a module that imports a Node built-in: move the Node part to the plugin (site/plugins/<name>/index.ts) and hand the browser only data (route props, global data, generated files).',
      severity: 'error',
      from: {path: BROWSER},
      to: {path: NODE_BUILTINS, reachable: true},
    },
    {
      name: 'site-imports-scripts',
      comment:
        'The site imports the command-line tools: move what both need into shared/ (or site/, if it needs Node) and import it from scripts/ instead.',
      severity: 'error',
      from: {path: '^(src|site|shared)/'},
      to: {path: '^scripts/'},
    },
    {
      name: 'shared-imports-a-room',
      comment: 'shared/ is what the rooms share: move the module it needs into shared/ too, or this one out of it.',
      severity: 'error',
      from: {path: '^shared/'},
      to: {path: '^(src|site|scripts)/', dependencyTypesNot: ['type-only']},
    },
    {
      name: 'browser-imports-build',
      comment:
        'Browser code imports build-time code: hand the browser data (route props, global data) and put the types both use in shared/types/.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^site/', dependencyTypesNot: ['type-only']},
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "An import the checker cannot follow: a missing file, or an alias it does not know (the rules above would then miss what lies behind it). Docusaurus's own aliases are resolved at build time; packages of types only are erased.",
      severity: 'error',
      from: {path: '^(src|site|shared)/'},
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
