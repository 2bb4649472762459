/**
 * A throw-away copy of the site's sources, for the tests and benchmarks that
 * change them (cutting releases, adding versions, editing a page under the
 * dev server), so the working tree is never touched. node_modules is linked
 * package by package, without its .cache, so the copy has its own bundler
 * and archive caches. No import.meta here: Playwright specs import this.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {ALL_INPUTS} from '../../src/build-inputs.mjs';

/**
 * Copies the site at `repo` into `dir` (emptied first), or into a new
 * directory under the system's temporary one; returns the copy's path.
 * @param {string} repo @param {string} prefix @param {string} [dir]
 */
export function createTempSite(repo, prefix, dir) {
  if (dir) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
  }
  const site = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), `ain-docs-${prefix}-`));
  for (const source of ALL_INPUTS) {
    fs.cpSync(path.join(repo, source), path.join(site, source), {recursive: true});
  }
  const modules = path.join(site, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '.cache') {
      fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
    }
  }
  return site;
}

/** Removes a copy made under the system's temporary directory. @param {string | undefined} dir */
export function removeTempSite(dir) {
  if (dir?.startsWith(os.tmpdir())) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
