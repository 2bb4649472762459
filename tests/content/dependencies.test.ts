/**
 * Every package the code imports is declared in package.json, so an install
 * from the lockfile alone never depends on what another package happens to
 * pull in.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {expect, it} from 'vitest';

import {listFiles} from '../../scripts/lib/files.mjs';

const REPO = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** Module aliases Docusaurus resolves itself, not packages. */
const ALIASES =
  /^(@site|@theme|@theme-original|@theme-init|@generated|@docusaurus\/(Link|Translate|Head|BrowserOnly|useDocusaurusContext|useBaseUrl|isInternalUrl|useIsBrowser|ExecutionEnvironment|router|Interpolate|Noop|ErrorBoundary|constants|useRouteContext|useGlobalData|renderRoutes|ComponentCreator|Redirect|plugin-content-docs\/client))(\/|$)|^@ain-ssr\//;

const SOURCES = ['src', 'scripts', 'tests', 'bench', '_dogfooding'].flatMap((dir) =>
  listFiles(path.join(REPO, dir), /\.(tsx?|mjs|mts|js)$/).map((file) => path.join(dir, file)),
);
const ROOT_FILES = fs.readdirSync(REPO).filter((file) => /\.(ts|mts|mjs)$/.test(file));

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

it('declares every package the code imports', () => {
  const undeclared = new Set<string>();
  for (const file of [...SOURCES, ...ROOT_FILES]) {
    if (file.includes('__screenshots__')) continue;
    const text = fs.readFileSync(path.join(REPO, file), 'utf8');
    const specifiers = [
      ...text.matchAll(
        /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3]);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      if (ALIASES.test(specifier)) continue;
      const name = packageName(specifier);
      // A package of types only (`import type … from 'hast'`) comes from @types.
      const types = `@types/${name.replace(/^@(.*)\/(.*)$/, '$1__$2')}`;
      if (!declared.has(name) && !declared.has(types)) undeclared.add(`${name} (${file})`);
    }
  }
  expect([...undeclared]).toEqual([]);
});
