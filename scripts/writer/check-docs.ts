/** The writer check (npm run check:docs): the house rules (./rules), spelling, Markdown style and the formatting of the
 * data writers edit, run side by side, each to the end. With files named, the tools look at those only; the house rules
 * still read every page, since they compare pages and releases. With `--draft` (run by `npm run release` before it
 * cuts), every check looks at the draft alone. Exit status 1 when anything is wrong, 2 on a file the check does not read.
 */
import fs from 'node:fs';
import path from 'node:path';

import {formatProblem, sortProblems, type Problem} from './problems';
import {run} from '../lib/tasks';

const repo = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);
const DOCS = ['docs/**/*.{md,mdx}', 'versioned_docs/**/*.{md,mdx}'];
const DATA = ['docs/**/*.json', 'versioned_docs/**/*.json', 'shared/data/**/*.json'];
const WRITER_FILE = /^(?:(?:docs|versioned_docs)\/.+\.(?:mdx?|json)|shared\/data\/.+\.json)$/;

/** npm runs scripts at the top: names are from where the writer ran it. */
const namedFrom = (process.env.npm_lifecycle_event === 'check:docs' && process.env.INIT_CWD) || process.cwd();
const draftOnly = process.argv[2] === '--draft' && process.argv.length === 3;
const relative = (file: string) => path.relative(repo, path.resolve(repo, file)).split(path.sep).join('/');
/** The files named, as paths in the repository (none: every file). */
const named = (draftOnly ? [] : process.argv.slice(2)).map((arg) => {
  const full = path.resolve(namedFrom, arg);
  const file = relative(full);
  if (!WRITER_FILE.test(file) || !fs.existsSync(full)) {
    console.error(
      `${arg}: not a page or section file under docs/ or versioned_docs/, nor data under shared/data/, that exists. ` +
        'Name those files, none to check every one, or --draft alone for the draft.',
    );
    process.exit(2);
  }
  return file;
});
const scope = (globs: string[], kind: RegExp) =>
  named.length
    ? named.filter((file) => kind.test(file))
    : draftOnly
      ? globs.filter((glob) => glob.startsWith('docs/'))
      : globs;
const MARKDOWN = /\.mdx?$/;
const DATA_FILE = /\.json$/;
type Result = {problems: Problem[]; other: string[]; skipped?: boolean};

/** A tool's problems in `files`, read from its output; its whole output when it fails without any. */
async function tool(name: string, args: string[], files: string[], read: (output: string) => Problem[]) {
  if (files.length === 0) return {problems: [], other: [], skipped: true};
  const result = await run({name, command: [bin(name), ...args, ...files], cwd: repo});
  const problems = read(result.output);
  return {problems, other: result.code !== 0 && problems.length === 0 ? [result.output.trim()] : []};
}

/** The house rules, run as tests/content/docs.test.ts runs them: each rule's problems, or the error that stopped it. */
async function houseRules(): Promise<Result> {
  // Loaded once the arguments are known good, so a wrong one is refused at once.
  const {readContext, RULES} = await import('./rules');
  const problems: Problem[] = [];
  const other: string[] = [];
  const context = readContext();
  for (const rule of RULES) {
    try {
      // The draft alone: its pages' problems, found against every release as always.
      problems.push(...(await rule.check(context)).filter((problem) => !draftOnly || problem.file.startsWith('docs/')));
    } catch (error) {
      other.push(`${rule.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {problems: sortProblems(problems), other};
}

const spelling = () =>
  tool(
    'cspell',
    ['--no-progress', '--no-summary', '--cache', '--cache-location', 'node_modules/.cache/cspell-docs'],
    scope(DOCS, MARKDOWN),
    (output) =>
      [...output.matchAll(/^(.+?):(\d+):\d+ - Unknown word \((.+?)\)/gm)].map((match) => ({
        file: relative(match[1]!),
        line: Number(match[2]),
        problem: `unknown word "${match[3]}"`,
        fix: 'correct the spelling; a correct name the dictionaries lack goes into project-words.txt, in its section',
      })),
  );

// The docs only (--no-globs): the configuration's own globs add every Markdown file of the repository.
const markdownStyle = () =>
  tool('markdownlint-cli2', ['--no-globs'], scope(DOCS, MARKDOWN), (output) =>
    [...output.matchAll(/^(\S+?):(\d+)(?::\d+)? (?:error )?(MD\d+)\/([\w/-]+) (.+)$/gm)].map((match) => ({
      file: relative(match[1]!),
      line: Number(match[2]),
      problem: `${match[5]} (${match[3]})`,
      fix: `see https://github.com/DavidAnson/markdownlint/blob/main/doc/${match[3]!.toLowerCase()}.md, or let npx markdownlint-cli2 --fix ${relative(match[1]!)} mend it`,
    })),
  );

const formatting = () =>
  tool('prettier', ['--check', '--no-color', '--no-error-on-unmatched-pattern'], scope(DATA, DATA_FILE), (output) => [
    ...[...output.matchAll(/^\[warn\] (?!Code style)(.+)$/gm)].map((match) => ({
      file: relative(match[1]!),
      line: 1,
      problem: 'not formatted as the project formats it',
      fix: `run npx prettier --write ${relative(match[1]!)}`,
    })),
    // A file Prettier cannot read: no formatting mends it.
    ...[...output.matchAll(/^\[error\] ([^:\s]+): SyntaxError: (.+?) \((\d+):\d+\)$/gm)].map((match) => ({
      file: relative(match[1]!),
      line: Number(match[3]),
      problem: `not valid ${match[1]!.endsWith('.json') ? 'JSON' : 'TypeScript'}: ${match[2]}`,
      fix: 'correct it by hand (a missing comma, quote or bracket), then run npm run check:docs again',
    })),
  ]);

async function main() {
  const started = Date.now();
  // The tools start first, in processes of their own, so the house rules run here meanwhile.
  const tools = {spelling: spelling(), 'Markdown style': markdownStyle(), formatting: formatting()};
  const checks: Record<string, Promise<Result>> = {'house rules': houseRules(), ...tools};
  let failed = false;
  for (const [name, pending] of Object.entries(checks)) {
    const {problems, other, skipped} = await pending;
    if (skipped) {
      console.log(`- ${name}: no file of its kind named`);
      continue;
    }
    const count = problems.length + other.length;
    failed ||= count > 0;
    console.log(`${count ? '✗' : '✓'} ${name}: ${count ? `${count} problem${count === 1 ? '' : 's'}` : 'fine'}`);
    const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    for (const problem of sorted) console.log(`  ${formatProblem(problem)}`);
    for (const text of other) console.log(`  ${text.replaceAll('\n', '\n  ')}`);
  }
  console.log(
    `${failed ? 'Fix the problems above, then run npm run check:docs again' : 'Every writer check passes'} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  process.exit(failed ? 1 : 0);
}

void main();
