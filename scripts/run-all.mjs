#!/usr/bin/env node
/**
 * Runs tasks two at a time (the two cores of the machine CI runs on), each
 * as soon as the tasks it needs have passed, every one to its end whatever
 * the others do, then says which failed and which could not run: one
 * unknown word must not hide a type error, nor wait for it.
 *
 *   node scripts/run-all.mjs spell lint:md format:check lint typecheck knip
 *
 * runs npm scripts with no order between them (`npm run check`);
 * scripts/test.mjs runs the whole suite with this runner.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

import {fail, readArgs} from './lib/cli.mjs';

/**
 * @typedef {object} Task
 * @property {string} name
 * @property {string[]} command The program and its arguments (npmTask makes those of an npm script).
 * @property {string[]} [needs] Tasks whose results it reads: it runs once they pass, and not at all if one fails.
 * @property {string[]} [after] Tasks it only waits for (the cores they use), whatever their outcome.
 * @property {boolean} [stream] Print its output as it comes (each line after its name), not only when it fails.
 * @property {Record<string, string>} [env] Environment variables it runs with, besides the suite's.
 */

/**
 * @param {Task} task @param {() => boolean} streaming whether another task may print beside it
 * @returns {Promise<{code: number | null, output: string, seconds: number}>}
 */
function run(task, streaming) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [program, ...args] = task.command;
    const child = spawn(program, args, {env: {...process.env, ...task.env, FORCE_COLOR: '0'}});
    let output = '';
    let partial = '';
    const take = (chunk) => {
      output += chunk;
      if (!task.stream) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(streaming() ? `[${task.name}] ${line}\n` : `${line}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (task.stream && partial) process.stdout.write(`${partial}\n`);
      resolve({code, output, seconds: (Date.now() - started) / 1000});
    });
  });
}

/**
 * Runs `tasks` `parallel` at a time, in the order given whenever several
 * can start; resolves with whether every task passed.
 * @param {Task[]} tasks @param {{parallel?: number}} [options]
 */
export async function runTasks(tasks, {parallel = 2} = {}) {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  for (const task of tasks) {
    for (const other of [...(task.needs ?? []), ...(task.after ?? [])]) {
      if (!byName.has(other)) throw new Error(`${task.name} waits for ${other}, which is no task`);
    }
  }
  /** @type {Map<string, 'passed' | 'failed' | 'skipped'>} */
  const outcome = new Map();
  const waiting = [...tasks];
  let running = 0;
  const suiteStarted = Date.now();

  await new Promise((done) => {
    const next = () => {
      // A task whose needs failed or were skipped cannot run.
      for (let changed = true; changed;) {
        changed = false;
        for (const task of [...waiting]) {
          const broken = (task.needs ?? []).find((need) => ['failed', 'skipped'].includes(outcome.get(need) ?? ''));
          if (broken) {
            waiting.splice(waiting.indexOf(task), 1);
            outcome.set(task.name, 'skipped');
            console.log(`- ${task.name}: not run, ${broken} did not pass`);
            changed = true;
          }
        }
      }
      if (waiting.length === 0 && running === 0) return done(undefined);
      while (running < parallel) {
        const ready = waiting.find((task) =>
          [...(task.needs ?? []), ...(task.after ?? [])].every((other) => outcome.has(other)),
        );
        if (!ready) break;
        waiting.splice(waiting.indexOf(ready), 1);
        running += 1;
        const startedAt = (Date.now() - suiteStarted) / 1000;
        void run(ready, () => running > 1).then((result) => {
          running -= 1;
          const ok = result.code === 0;
          outcome.set(ready.name, ok ? 'passed' : 'failed');
          console.log(
            `${ok ? '✓' : '✗'} ${ready.name} (${result.seconds.toFixed(1)} s, from ${startedAt.toFixed(1)} s)`,
          );
          if (!ok && !ready.stream) console.log(result.output.trim().replace(/^/gm, '  '));
          next();
        });
      }
    };
    next();
  });

  const failed = tasks.filter((task) => outcome.get(task.name) === 'failed').map((task) => task.name);
  const skipped = tasks.filter((task) => outcome.get(task.name) === 'skipped').map((task) => task.name);
  const total = ((Date.now() - suiteStarted) / 1000).toFixed(1);
  if (failed.length) console.error(`Failed: ${failed.join(', ')}.`);
  if (skipped.length) console.error(`Not run: ${skipped.join(', ')}.`);
  if (tasks.length > 1)
    console.log(`${tasks.length - failed.length - skipped.length} of ${tasks.length} passed in ${total} s.`);
  return failed.length === 0 && skipped.length === 0;
}

/** An npm script as a task. @param {string} script @param {Partial<Task>} [rest] @returns {Task} */
export const npmTask = (script, rest = {}) => ({name: script, command: ['npm', 'run', '--silent', script], ...rest});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage = 'node scripts/run-all.mjs <npm script>...';
  const {positionals: scripts} = readArgs(usage, {positionals: Infinity});
  const known = Object.keys(JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts);
  const unknown = scripts.find((script) => !known.includes(script));
  if (!scripts.length || unknown)
    fail(`${unknown ? `No npm script "${unknown}"` : 'Name at least one npm script'}. Usage: ${usage}`);
  const ok = await runTasks(scripts.map((script) => npmTask(script)));
  if (!ok) process.exit(1);
}
