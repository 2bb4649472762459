/** Wall time and memory of commands, for the benchmarks. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(rootPid: number) {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      // Gone.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command; resolves with its wall time and the peak memory of its process tree. */
export function timed(
  command: string,
  args: string[],
  {cwd, env = process.env}: {cwd: string; env?: NodeJS.ProcessEnv},
): Promise<{ms: number; peak: number}> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid as number))), 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const ms = performance.now() - start;
      if (code === 0) resolve({ms, peak});
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr.slice(-3000)}`));
    });
  });
}
