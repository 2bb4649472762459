#!/usr/bin/env node
/**
 * Runs each npm script named on the command line, two at a time, every one
 * to its end whatever the others do, then says which failed: one unknown
 * word must not hide a type error, nor wait for it.
 *
 *   node scripts/run-all.mjs spell lint:md format:check lint typecheck knip
 */
import {spawn} from 'node:child_process';

const scripts = process.argv.slice(2);
const PARALLEL = 2;

/** @param {string} script @returns {Promise<{script: string, code: number | null, output: string, seconds: number}>} */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({script, code, output, seconds: (Date.now() - started) / 1000}));
  });
}

const queue = [...scripts];
const results = [];
await Promise.all(
  Array.from({length: PARALLEL}, async () => {
    while (queue.length) {
      const result = await run(/** @type {string} */ (queue.shift()));
      const ok = result.code === 0;
      console.log(`${ok ? '✓' : '✗'} npm run ${result.script} (${result.seconds.toFixed(1)} s)`);
      if (!ok) console.log(result.output.trim().replace(/^/gm, '  '));
      results.push(result);
    }
  }),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exit(1);
}
