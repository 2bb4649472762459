#!/usr/bin/env node
/**
 * Production build for the test suite.
 *
 * The site configuration follows the specification's link policy (broken
 * links, anchors and duplicate routes only warn). The tests hold the content
 * to a stricter standard: this script runs the same build and fails when the
 * build reports any of those problems, so the shipped config and the tested
 * build stay identical.
 */
import {spawn} from 'node:child_process';

const PROBLEMS = [
  /found broken links/i,
  /found broken anchors/i,
  /duplicate routes found/i,
  /would override existing paths/i,
  /markdown link.*couldn't be resolved/i,
];

const child = spawn('docusaurus', ['build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {...process.env, FORCE_COLOR: '0', PATH: `node_modules/.bin:${process.env.PATH}`},
});

let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}

child.on('close', (code) => {
  if (code !== 0) {
    process.exit(code ?? 1);
  }
  const found = PROBLEMS.filter((pattern) => pattern.test(output));
  if (found.length > 0) {
    console.error(
      `\nThe build reported link or route problems (${found.map(String).join(', ')}); fix them before merging.`,
    );
    process.exit(1);
  }
});
