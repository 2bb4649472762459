/**
 * Production build for the test suite.
 *
 * The site configuration follows the product's link policy (broken
 * links, anchors and duplicate routes only warn). The tests hold the content
 * to a stricter standard: this script runs the same build and fails when the
 * build reports any of those problems, so the shipped config and the tested
 * build stay identical.
 *
 * The gate reads Docusaurus's own warnings, so it is only as good as these
 * patterns: tests/build/link-gate.test.ts builds a fixture site with one of
 * each problem and fails if any pattern no longer matches Docusaurus's words.
 * (Broken Markdown links need no pattern: the policy ignores them, and the
 * link they leave behind is reported as a broken link.)
 *
 *   npx tsx scripts/build/build-checked.ts [siteDir] [docusaurus build options]
 *
 * Without arguments (the site into build/), it records whether the build
 * started cold (scripts/lib/last-build.ts), so that
 * scripts/build/check-reproducible.ts needs one build of the other kind only.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

import {isCold, recordBuild} from '../lib/last-build';

const repo = path.resolve(__dirname, '../..');
const ownSite = process.argv.length === 2;
const cold = isCold(repo);

/** Each problem, by name, and the words Docusaurus reports it with. */
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
  if (code !== 0) {
    process.exit(code ?? 1);
  }
  const found = Object.keys(PROBLEMS).filter((name) => PROBLEMS[name].test(output));
  if (found.length > 0) {
    console.error(`\nThe build reported link or route problems: ${found.join(', ')}. Fix them before merging.`);
    process.exit(1);
  }
  if (ownSite) recordBuild(repo, cold);
});
