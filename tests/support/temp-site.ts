/**
 * A throw-away copy of the site's sources for tests that change them (cutting
 * a version, editing a page under the dev server), so the working tree is
 * never touched. node_modules is linked package by package, without its
 * .cache, so bundler caches are not shared with the real tree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../..');

const SOURCES = [
  'archive',
  'scripts',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'src',
  'static',
  'i18n',
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export function createTempSite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ain-docs-${prefix}-`));
  for (const source of SOURCES) {
    fs.cpSync(path.join(REPO, source), path.join(dir, source), {recursive: true});
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(REPO, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(REPO, 'node_modules', entry), path.join(modules, entry));
    }
  }
  return dir;
}

export function removeTempSite(dir: string | undefined): void {
  if (dir?.startsWith(os.tmpdir())) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
