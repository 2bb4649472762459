/**
 * The writer check's one reach into Docusaurus's internals, so it rejects what the build would, in the build's words:
 * the schemas @docusaurus/plugin-content-docs checks a page's front matter and a section's `_category_.json`
 * against, and the modules a page's `import` may name through @docusaurus/core's aliases.
 * tests/content/docusaurus.test.ts holds the contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {validateCategoryMetadataFile} from '@docusaurus/plugin-content-docs/lib/sidebars/validation.js';

import {REPO} from './sources';

/** A field the build rejects, and its message (`"sidebar_label" must be a string`). */
export type Rejection = {field: string; message: string};

type Details = {details?: {path: (string | number)[]; message: string}[]};
const rejections = (error: Details | undefined): Rejection[] =>
  (error?.details ?? []).map(({path, message}) => ({field: String(path[0]), message}));

/** What the build rejects in a page's front matter (fields of its own it leaves alone, as the build does). */
export function frontMatterRejections(frontMatter: Record<string, unknown>): Rejection[] {
  const {error} = DocFrontMatterSchema.validate(frontMatter, {convert: true, allowUnknown: true, abortEarly: false});
  return rejections(error);
}

/** What the build rejects in a section's `_category_.json`, already parsed. */
export function categoryRejections(content: unknown): Rejection[] {
  try {
    validateCategoryMetadataFile(content);
    return [];
  } catch (error) {
    return rejections(error as Details);
  }
}

const CORE = path.dirname(require.resolve('@docusaurus/core/package.json', {paths: [REPO]}));
/** What `@docusaurus/<Name>` names: Docusaurus's client API (@docusaurus/Link), one alias a file of this folder. */
const CLIENT_API = path.join(CORE, 'lib/client/exports');
/** Where `@theme/` finds a component after the site's src/theme: each installed theme's, then the core's fallbacks. */
const THEMES = [
  ...fs
    .readdirSync(path.join(REPO, 'node_modules/@docusaurus'))
    .filter((name) => name.startsWith('theme-'))
    .map((name) => path.join(REPO, 'node_modules/@docusaurus', name, 'lib/theme')),
  path.join(CORE, 'lib/client/theme-fallback'),
];
const ENDINGS = ['', '.tsx', '.ts', '.js', '/index.tsx', '/index.ts', '/index.js'];

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** Whether the build finds what a page (`file`, in the repository) imports: a package, a file by its relative path
 * or `@site/`, a theme component by `@theme/` (`@theme-original/` skips the site's own), or the client API. */
export function resolvesImport(source: string, file: string): boolean {
  const [scope, ...rest] = source.split('/');
  const name = rest.join('/');
  if (
    scope === '@docusaurus' &&
    ['.js', '.ts', '.tsx'].some((ending) => isFile(path.join(CLIENT_API, name + ending)))
  ) {
    return true;
  }
  const roots: Record<string, string[]> = {
    '@site': [REPO],
    '@theme': [path.join(REPO, 'src/theme'), ...THEMES],
    '@theme-original': THEMES,
    '@theme-init': THEMES,
  };
  const bases = source.startsWith('.')
    ? [path.resolve(path.dirname(path.join(REPO, file)), source)]
    : roots[scope!]?.map((root) => path.join(root, name));
  if (bases) return bases.some((base) => ENDINGS.some((ending) => isFile(base + ending)));
  try {
    return Boolean(require.resolve(source, {paths: [REPO]}));
  } catch {
    return false;
  }
}
