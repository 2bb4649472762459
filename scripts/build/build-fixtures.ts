/**
 * The fixture site (`npm run build:fixtures`, into build-fixtures/): the
 * `fixtures` variant of site/config/site.ts (with the test-only pages), built
 * in a copy of the site whose releases are the frozen ones of
 * _dogfooding/visual-content/. The screenshot baselines are pictures of it, so
 * writing pages and cutting releases never changes them.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {precompress} from './precompress';
import {createTempSite, removeTempSite} from '../lib/temp-site';
import {readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
const FROZEN = path.join(repo, '_dogfooding/visual-content');
const OUT = path.join(
  repo,
  readArgs('npm run build:fixtures [-- <out-dir>]', {positionals: 1}).positionals[0] ?? 'build-fixtures',
);

const site = createTempSite(repo, 'fixtures');
void (async () => {
  for (const entry of ['versions.json', 'versioned_docs', 'versioned_sidebars']) {
    fs.rmSync(path.join(site, entry), {recursive: true, force: true});
    fs.cpSync(path.join(FROZEN, entry), path.join(site, entry), {recursive: true});
  }
  fs.rmSync(OUT, {recursive: true, force: true});
  execFileSync(path.join(repo, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', OUT], {
    cwd: site,
    stdio: 'inherit',
    env: {...process.env, AIN_SITE_VARIANT: 'fixtures'},
  });
  await precompress(OUT);
})().finally(() => removeTempSite(site));
