/**
 * The test suite's production build: the shipped configuration only warns of
 * broken links, anchors and duplicate routes; this runs the same build and
 * fails on any of them. tests/build/link-gate.test.ts checks that these
 * patterns still match Docusaurus's words (a broken Markdown link is reported
 * as the broken link it leaves).
 *
 *   npx tsx scripts/build/build-checked.ts [siteDir] [docusaurus build options]
 *
 * Without arguments, it records whether the build started cold (../lib/last-build.ts).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

import {isCold, recordBuild} from '../lib/last-build';

const repo = path.resolve(__dirname, '../..');
const ownSite = process.argv.length === 2;
const cold = isCold(repo);

const PROBLEMS: Record<string, RegExp> = {
  'broken links': /Docusaurus found broken links!/,
  'broken anchors': /Docusaurus found broken anchors!/,
  'duplicate routes': /Duplicate routes found!/,
  'redirects over pages': /some redirects would override existing paths/,
};

const child = spawn('docusaurus', ['build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {...process.env, FORCE_COLOR: '0', PATH: `node_modules/.bin:${process.env.PATH}`},
});

let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}

child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const found = Object.keys(PROBLEMS).filter((name) => PROBLEMS[name].test(output));
  if (found.length > 0) {
    console.error(`\nThe build reported link or route problems: ${found.join(', ')}. Fix them before merging.`);
    process.exit(1);
  }
  if (ownSite) recordBuild(repo, cold);
});
