/**
 * Code that runs in the browser imports nothing that runs on the server only:
 * from every client entry (theme overrides, components, pages, hooks, and the
 * page components that plugins route to), no import chain reaches a module
 * that imports a Node built-in.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/lib/files.mjs';

const REPO = path.resolve(__dirname, '../..');
const SRC = path.join(REPO, 'src');
const SOURCE = /\.(tsx?|mjs|js)$/;
const BUILTINS = new Set(builtinModules);

/** The client entries: everything of these folders, and every React file. */
const entries = listFiles(SRC, SOURCE)
  .filter((file) => /^(theme|components|pages|hooks)\//.test(file) || file.endsWith('.tsx'))
  .map((file) => path.join(SRC, file));

function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2]);
}

/** A site-local import's file, or undefined for a package or alias. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(REPO, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js', '.json'].map((ext) => base + ext)];
  candidates.push(...['index.ts', 'index.tsx', 'index.js'].map((index) => path.join(base, index)));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

const isNodeBuiltin = (specifier: string) => specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]);

/** Each module reachable from `entry` (whose text may be given) that imports
 * a Node built-in, with the chain to it. */
function serverOnlyReached(entry: string, entryText?: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file) || !SOURCE.test(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(REPO, file)];
    const text = file === entry && entryText !== undefined ? entryText : fs.readFileSync(file, 'utf8');
    for (const specifier of importsOf(text)) {
      if (isNodeBuiltin(specifier)) {
        found.push(`${here.join(' → ')} imports ${specifier}`);
        continue;
      }
      const local = resolveLocal(file, specifier);
      if (local) visit(local, here);
    }
  };
  visit(entry, []);
  return found;
}

describe('client code', () => {
  it('has entries to check', () => {
    expect(entries.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining([
        'pages/index.tsx',
        'theme/SearchBar/index.tsx',
        'plugins/version-diff/VersionDiffPage.tsx',
      ]),
    );
  });

  it.each(entries.map((file) => path.relative(SRC, file)))('%s reaches no server-only module', (entry) => {
    expect(serverOnlyReached(path.join(SRC, entry))).toEqual([]);
  });

  it('would catch a page component that imports its plugin, even for types', () => {
    const page = path.join(SRC, 'plugins/version-diff/VersionDiffPage.tsx');
    const reached = serverOnlyReached(page, "import type {VersionDiffData} from './index';\n");
    expect(reached.join('\n')).toMatch(
      /VersionDiffPage\.tsx → src\/plugins\/version-diff\/index\.ts imports node:path/,
    );
  });
});
