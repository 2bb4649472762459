/**
 * A throw-away copy of the site's sources, for the tests and benchmarks that
 * change them (cutting releases, adding versions, editing a page under the
 * dev server), so the working tree is never touched. node_modules is linked
 * package by package, without its .cache, so the copy has its own bundler
 * and archive caches. No import.meta here: Playwright specs import this.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {ALL_INPUTS} from '../../site/build-inputs';

/** Whether `repo` is the top of a Git checkout. */
function isGitTop(repo: string) {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], {cwd: repo, encoding: 'utf8'});
  return top.status === 0 && path.resolve(top.stdout.trim()) === fs.realpathSync(repo);
}

/**
 * Copies the site at `repo` into `dir` (emptied first), or into a new
 * directory under the system's temporary one; returns the copy's path.
 * With `history`, the copy is also a Git checkout that shares the
 * repository's history (`git clone --shared --no-checkout`, then the files as
 * they are in the working tree): its pages show the days they last changed
 * as the repository's do, so a release's archive key is the repository's.
 */
export function createTempSite(
  repo: string,
  prefix: string,
  dir?: string,
  {history = false}: {history?: boolean} = {},
) {
  if (dir) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
  }
  const site = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), `ain-docs-${prefix}-`));
  if (history && isGitTop(repo)) {
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', repo, site]);
  }
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

/** Removes a copy made under the system's temporary directory. */
export function removeTempSite(dir: string | undefined) {
  if (dir?.startsWith(os.tmpdir())) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
