/**
 * Runs tasks two at a time (the two cores of the machine CI runs on), each
 * as soon as the tasks it needs have passed, every one to its end whatever
 * the others do, then says which failed and which could not run: one
 * unknown word must not hide a type error, nor wait for it.
 *
 *   npx tsx scripts/test/run-all.ts spell lint:md format:check lint typecheck knip
 *
 * runs npm scripts with no order between them (`npm run check`);
 * scripts/test/test.ts runs the whole suite with the same runner (../lib/tasks.ts).
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
