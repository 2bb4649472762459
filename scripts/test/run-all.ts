/**
 * Runs npm scripts two at a time (CI's two cores), each to its end whatever
 * the others do, then says which failed: one unknown word must not hide a
 * type error, nor wait for it.
 *
 *   npx tsx scripts/test/run-all.ts spell lint:md format:check lint typecheck knip
 */
import fs from 'node:fs';
import path from 'node:path';

import {fail, readArgs} from '../lib/cli';
import {npmTask, runTasks} from '../lib/tasks';

const usage = 'npx tsx scripts/test/run-all.ts <npm script>...';
const {positionals: scripts} = readArgs(usage, {positionals: Infinity});
const known = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {scripts: Record<string, string>})
    .scripts,
);
const unknown = scripts.find((script) => !known.includes(script));
if (!scripts.length || unknown) {
  fail(`${unknown ? `No npm script "${unknown}"` : 'Name at least one npm script'}. Usage: ${usage}`);
}
void runTasks(scripts.map((script) => npmTask(script))).then((ok) => {
  if (!ok) process.exit(1);
});
