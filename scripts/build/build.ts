/**
 * `npm run build`: the site as deployed, into build/, in named steps, each
 * reading what the steps before it wrote, each able to run alone on build/:
 *
 *   npm run build                    every step
 *   npm run build -- manuals host    only these, in the pipeline's order
 */
import {fail, readArgs} from '../lib/cli';
import {runTasks, scriptCommand as node, type Task} from '../lib/tasks';

const BUILD_STEPS: Task[] = [
  // Docusaurus: the active releases (the draft is only under npm start).
  {name: 'site', command: ['node_modules/.bin/docusaurus', 'build']},
  // Each archived release's own build, merged in.
  {name: 'archives', command: node('scripts/releases/archives.ts', 'build')},
  // Each release's offline copy and printed manual, in downloads/.
  {name: 'offline', command: node('scripts/releases/offline.ts', 'build')},
  {name: 'manuals', command: node('scripts/releases/manual.ts', 'build')},
  // The security policy and headers for HOST_TARGET (nginx unless named).
  {name: 'host', command: node('scripts/hosting/host-target.ts', 'build')},
];

const names = BUILD_STEPS.map((step) => step.name);
const usage = `npm run build [-- <step>...], steps: ${names.join(', ')}`;
const {positionals: chosen} = readArgs(usage, {positionals: names.length});
const unknown = chosen.find((name) => !names.includes(name));
if (unknown) fail(`No build step "${unknown}". Usage: ${usage}`);

const steps = BUILD_STEPS.filter((step) => chosen.length === 0 || chosen.includes(step.name));
// Each step runs only once the one before it has passed.
void runTasks(
  steps.map((step, i) => ({...step, stream: true, needs: i > 0 ? [steps[i - 1].name] : []})),
  {parallel: 1},
).then((ok) => {
  if (!ok) process.exit(1);
});
