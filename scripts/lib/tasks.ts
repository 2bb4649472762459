/**
 * Tasks, each a command in its own process: the project's one way to run a
 * command and collect its output (`npm run check`, `npm test`, `npm run build`,
 * the writer check).
 */
import {spawn} from 'node:child_process';

export interface Task {
  name: string;
  /** The program and its arguments (npmTask makes those of an npm script). */
  command: string[];
  /** Tasks whose results it reads: it runs once they pass, and not at all if one fails. */
  needs?: string[];
  /** Tasks it only waits for (the cores they use), whatever their outcome. */
  after?: string[];
  /** Print its output as it comes (each line after its name), not only when it fails. */
  stream?: boolean;
  /** Environment variables it runs with, besides the suite's. */
  env?: Record<string, string>;
}

/** Runs a task's command: resolves with its exit code, output and seconds. `streaming`: whether
 * another task may print beside it. */
export function run(
  task: Task & {cwd?: string},
  streaming: () => boolean = () => false,
): Promise<{code: number | null; output: string; seconds: number}> {
  return new Promise((resolve) => {
    const started = Date.now();
    const [program, ...args] = task.command;
    const child = spawn(program, args, {cwd: task.cwd, env: {...process.env, ...task.env, FORCE_COLOR: '0'}});
    let output = '';
    let partial = '';
    const take = (chunk: Buffer) => {
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

/** How much of a failed task's output the summary repeats: a few failures of a test runner, with its tally. */
const FAILURE_LINES = 60;

/** Runs `tasks` `parallel` at a time, in the order given when several can start; resolves with whether all passed. */
export async function runTasks(tasks: Task[], {parallel = 2}: {parallel?: number} = {}) {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  for (const task of tasks) {
    for (const other of [...(task.needs ?? []), ...(task.after ?? [])]) {
      if (!byName.has(other)) throw new Error(`${task.name} waits for ${other}, which is no task`);
    }
  }
  const outcome = new Map<string, 'passed' | 'failed' | 'skipped'>();
  const outputs = new Map<string, string>();
  const waiting = [...tasks];
  let running = 0;
  const suiteStarted = Date.now();

  await new Promise<void>((done) => {
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
      if (waiting.length === 0 && running === 0) return done();
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
          outputs.set(ready.name, result.output);
          console.log(
            `${ok ? '✓' : '✗'} ${ready.name} (${result.seconds.toFixed(1)} s, from ${startedAt.toFixed(1)} s)`,
          );
          next();
        });
      }
    };
    next();
  });

  const named = (state: string) => tasks.filter((task) => outcome.get(task.name) === state).map((task) => task.name);
  const [failed, skipped] = [named('failed'), named('skipped')];
  const total = ((Date.now() - suiteStarted) / 1000).toFixed(1);
  // A failed task's output goes at the end, where a log's reader looks first: whole, or, for a task that printed
  // it as it came, its last lines again.
  for (const name of failed) {
    const lines = (outputs.get(name) ?? '').trimEnd().split('\n');
    const shown = byName.get(name)?.stream ? lines.slice(-FAILURE_LINES) : lines;
    console.error(`\n${name}'s output${shown.length < lines.length ? ', its end' : ''}:`);
    console.error(shown.join('\n').replace(/^/gm, '  '));
  }
  if (failed.length) console.error(`Failed: ${failed.join(', ')}.`);
  if (skipped.length) console.error(`Not run: ${skipped.join(', ')}.`);
  if (tasks.length > 1)
    console.log(`${tasks.length - failed.length - skipped.length} of ${tasks.length} passed in ${total} s.`);
  return failed.length === 0 && skipped.length === 0;
}

/** Node's arguments to run a command of scripts/ (TypeScript or not) through tsx, on this Node. */
export const tsxArgs = (script: string, ...args: string[]): string[] => ['--import', 'tsx', script, ...args];

/** A command of scripts/ as a task's command: this Node, through tsx. */
export const scriptCommand = (script: string, ...args: string[]): string[] => [
  process.execPath,
  ...tsxArgs(script, ...args),
];

/** An npm script as a task. */
export const npmTask = (script: string, rest: Partial<Task> = {}): Task => ({
  name: script,
  command: ['npm', 'run', '--silent', script],
  ...rest,
});
