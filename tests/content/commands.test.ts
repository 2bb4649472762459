/** Every command meets an option it does not take with one line and exit code 2, before doing anything. */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {tsxArgs} from '../../scripts/lib/tasks';
import {REPO} from '../support/releases';

const scripts = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).scripts as Record<string, string>;
const commands = [...new Set(Object.values(scripts).flatMap((line) => line.match(/(?<=tsx )scripts\/\S+\.ts/g) ?? []))];

it('finds the commands', () => {
  expect(commands).toEqual(expect.arrayContaining(['scripts/releases/release.ts', 'scripts/writer/check-docs.ts']));
  expect(commands.length).toBeGreaterThan(10);
  // tsx runs every command, so any of them may import a TypeScript module.
  expect(Object.values(scripts).filter((line) => /\bnode\s+scripts\//.test(line))).toEqual([]);
});

/** How `command` ends with `args` and `env`: its exit code and what it printed. */
function run(command: string, args = ['--no-such-option'], env: Record<string, string> = {}) {
  return new Promise<{status: number | null; stdout: string; stderr: string}>((resolve) => {
    // A hang guard for a command that would go on to work: loading a command's modules with both cores busy is slow.
    const child = execFile(
      process.execPath,
      tsxArgs(command, ...args),
      {cwd: REPO, timeout: 100_000, env: {...process.env, ...env}},
      (_error, stdout, stderr) => resolve({status: child.exitCode, stdout, stderr}),
    );
  });
}

it.concurrent.each(commands)('%s refuses an unknown option in one line', async (command) => {
  const result = await run(command);
  expect(result.status, result.stdout + result.stderr).toBe(2);
  expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('--no-such-option')]);
});

it('npm run bench refuses a part it does not have, and a part to reuse that no earlier run measured', async () => {
  const bench = (env: Record<string, string>) => run('bench/run.ts', [], env);
  const unknown = await bench({BENCH_SKIP: 'page'});
  expect([unknown.status, unknown.stderr.trim()]).toEqual([
    2,
    expect.stringMatching(/^BENCH_SKIP names "page", .*pages/),
  ]);
  const results = path.join(REPO, 'bench/results.json');
  if (fs.existsSync(results)) return; // A run on this machine left parts to reuse.
  const reuse = await bench({BENCH_SKIP: 'pages', BENCH_REUSE: '1'});
  expect([reuse.status, reuse.stderr.trim()]).toEqual([
    2,
    expect.stringMatching(/^BENCH_REUSE=1: .*no pages to reuse/),
  ]);
});
