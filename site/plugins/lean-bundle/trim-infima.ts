/**
 * Infima, the classic theme's CSS framework, ships every utility and component it has (a 12-column grid, 60
 * spacing classes, avatars, pill tabs) in the one stylesheet every page loads. A production build keeps an Infima
 * rule only while some source could put its classes on a page: the Docusaurus packages' code, the search
 * plugin's, the site's own, and the docs of every release. Rules with no class always stay; a class a writer uses
 * brings its rule back on the next build.
 *
 * Its some 300 custom properties go the same way: one stays while a kept Infima rule reads it, or any source or
 * stylesheet outside Infima names it. A declaration on the root element also goes where the site's own stylesheet
 * declares the property on `:root`: outside any cascade layer, the site's value wins over every layered one.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type Declaration, type Plugin as PostCssPlugin, type Root, type Rule} from 'postcss';

import {listFiles} from '../../build-inputs';

const INFIMA_FILE = /[\\/]node_modules[\\/]infima[\\/]/;

/** Files of these kinds can name a class, or, stylesheets, a custom property. */
const SOURCE_FILE = /\.(js|mjs|cjs|ts|tsx|md|mdx|json|css)$/;

/** A class name in a selector; a custom property read by `var()`. */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR = /var\(\s*(--[\w-]+)/g;

/** The source files and stylesheets under `dir`, outside any node_modules folder, by absolute path. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? listFiles(dir, SOURCE_FILE)
        .filter((file) => !file.split('/').includes('node_modules'))
        .map((file) => path.join(dir, file))
    : [];

/** Every word (a run of letters, digits, `_` and `-`) in the source files under `dirs`, and every custom property
 * (`--name`) their stylesheets name. */
export function wordsUnder(dirs: string[]): Set<string> {
  const words = new Set<string>();
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      const css = file.endsWith('.css');
      for (const word of fs.readFileSync(file, 'utf8').match(/[\w-]+/g) ?? []) {
        if (!css || word.startsWith('--')) words.add(word);
      }
    }
  }
  return words;
}

/** The folders whose files can put a class on a page of the site at `siteDir`. */
export function classSources(siteDir: string): string[] {
  const modules = path.join(siteDir, 'node_modules');
  const docusaurus = path.join(modules, '@docusaurus');
  return [
    ...fs.readdirSync(docusaurus).map((name) => path.join(docusaurus, name, 'lib')),
    path.join(modules, '@easyops-cn/docusaurus-search-local/dist/client'),
    ...['src', 'site', 'shared', 'docs', 'versioned_docs', 'i18n'].map((dir) => path.join(siteDir, dir)),
  ];
}

/** Whether a selector can match: every class it names is a word of the sources. */
const canMatch = (selector: string, words: Set<string>) =>
  [...selector.matchAll(CLASS)].every(([, name]) => words.has(name));

const ROOT_ONLY = /^(:root|html|html\[data-theme=(dark|light)\]|\[data-theme=(dark|light)\])$/;

/** The custom properties a stylesheet declares on `:root`, outside any condition. */
export function rootProperties(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).each((node) => {
    if (node.type === 'rule' && node.selector === ':root') {
      node.each((decl) => {
        if (decl.type === 'decl' && decl.prop.startsWith('--')) names.add(decl.prop);
      });
    }
  });
  return names;
}

/** Drops the custom properties of `root` that nothing reads, or that `overridden` names (see the top of this file). */
function trimProperties(root: Root, words: Set<string>, overridden: Set<string>): void {
  const declared = new Map<string, Declaration[]>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    const onRoot = decl.parent?.type === 'rule' && (decl.parent as Rule).selectors.every((s) => ROOT_ONLY.test(s));
    if (overridden.has(decl.prop) && onRoot) decl.remove();
    else if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]);
    else for (const [, name] of decl.value.matchAll(VAR)) read.add(name!);
  });
  const kept = new Set<string>();
  const keep = (name: string) => {
    if (kept.has(name)) return;
    kept.add(name);
    for (const decl of declared.get(name) ?? []) for (const [, other] of decl.value.matchAll(VAR)) keep(other!);
  };
  for (const name of declared.keys()) if (read.has(name) || words.has(name)) keep(name);
  for (const [name, decls] of declared) if (!kept.has(name)) for (const decl of decls) decl.remove();
}

/** The PostCSS plugin that drops the selectors of Infima's that name a class missing from `words`, then the
 * custom properties nothing reads or `overridden` names, and the rules and media queries left empty. */
export function trimInfima(words: Set<string>, overridden = new Set<string>()): PostCssPlugin {
  return {
    postcssPlugin: 'ain-trim-infima',
    Once(root) {
      if (!INFIMA_FILE.test(root.source?.input.file ?? '')) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as {name: string}).name)) return;
        const selectors = rule.selectors.filter((selector) => canMatch(selector, words));
        if (selectors.length === 0) {
          rule.remove();
          return;
        }
        rule.selectors = selectors;
      });
      trimProperties(root, words, overridden);
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}

/** A fingerprint of the Infima classes and custom properties the sources use, and of those the site's stylesheet
 * overrides: the bundler cache rebuilds the trimmed stylesheet when a source starts or stops using one. */
export function infimaFingerprint(words: Set<string>, infimaCss: string, overridden = new Set<string>()): string {
  const names = [...infimaCss.matchAll(CLASS)].map(([, name]) => name!);
  const properties = [...infimaCss.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!);
  const used = new Set([...names, ...properties].filter((name) => words.has(name)));
  return createHash('sha256')
    .update([...used].sort().join(' '))
    .update(`|${[...overridden].sort().join(' ')}`)
    .digest('hex')
    .slice(0, 12);
}
