/**
 * A throw-away copy of the site's sources, for the tests and benchmarks that
 * change them. node_modules is linked package by package, without its .cache,
 * so the copy has caches of its own. No import.meta: Playwright specs import this.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {ALL_INPUTS} from '../../site/build-inputs';

function isGitTop(repo: string) {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], {cwd: repo, encoding: 'utf8'});
  return top.status === 0 && path.resolve(top.stdout.trim()) === fs.realpathSync(repo);
}

/**
 * Copies the site at `repo` into `dir` (emptied first) or a new temporary
 * directory; returns its path. With `history`, the copy also shares the
 * repository's Git history, so its pages' last-changed days, and so its
 * releases' archive keys, are the repository's.
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
    if (entry !== '.cache') fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  return site;
}

/** Removes a copy made under the system's temporary directory. */
export function removeTempSite(dir: string | undefined) {
  if (dir?.startsWith(os.tmpdir())) fs.rmSync(dir, {recursive: true, force: true});
}
