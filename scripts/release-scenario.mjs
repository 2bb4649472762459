#!/usr/bin/env node
/**
 * The release scenario of the test suite (npm run test:build): in a copy of
 * the site, a writer adds a page to the draft and cuts 1.13.0 with
 * `npm run release` (its notes written from the template), which archives
 * 1.11.2, then writes the notes of 1.14.0 and cuts it, which archives 1.12.0;
 * the copy is built with
 * `npm run build` (main build, archives merged, nginx policy).
 *
 * tests/build/releases.test.ts checks every effect in the copy and its build;
 * the `releases` Playwright project crawls the build under nginx. The copy
 * is build-releases/ (SCENARIO.site), remade on every run; its build is
 * build-releases/build.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {createTempSite} from './lib/temp-site.mjs';
import {SCENARIO} from './release-scenario.data.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(repo, SCENARIO.site);

createTempSite(repo, 'releases', site);
const run = (args) => execFileSync('npm', ['run', '--silent', ...args], {cwd: site, encoding: 'utf8'});

fs.writeFileSync(path.join(site, 'docs', `${SCENARIO.newPage.id}.md`), SCENARIO.newPage.source);
const cuts = [];
cuts.push(
  run([
    'release',
    '--',
    SCENARIO.first.version,
    '--date',
    SCENARIO.first.date,
    '--announcement',
    SCENARIO.first.announcement,
  ]),
);
fs.writeFileSync(path.join(site, 'docs/release-notes', `${SCENARIO.second.notes}.md`), SCENARIO.second.source);
cuts.push(run(['release', '--', SCENARIO.second.version, '--date', SCENARIO.second.date]));
fs.writeFileSync(path.join(site, 'cuts.json'), `${JSON.stringify(cuts, null, 2)}\n`);

run(['build']);
console.log(
  `Release scenario: cut ${SCENARIO.first.version} and ${SCENARIO.second.version}, built into ${SCENARIO.site}/build.`,
);
