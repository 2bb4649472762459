/** `npm run new-page -- --section`: a new section is content the writer check reads, and the rest follows from. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';

import {tsxArgs} from '../../scripts/lib/tasks';
import {sectionNameRules, readCategories} from '../../scripts/writer/rules/sections';
import {readPages} from '../../scripts/writer/sources';
import {createTempSite, removeTempSite} from '../support/temp-site';

const site = createTempSite('new-section');
afterAll(() => removeTempSite(site));

const newPage = (...args: string[]) =>
  spawnSync(process.execPath, tsxArgs('scripts/writer/new-page.ts', ...args), {cwd: site, encoding: 'utf8'});

it('writes the folder, its _category_.json after the last section, and a landing page titled with its name', () => {
  const result = newPage('--section', 'faq', 'Frequently asked questions');
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('Wrote docs/faq/_category_.json and docs/faq/index.md.');
  const categoryOf = (folder: string) => path.join(site, 'docs', folder, '_category_.json');
  const read = (folder: string) => JSON.parse(fs.readFileSync(categoryOf(folder), 'utf8'));
  const sections = fs.readdirSync(path.join(site, 'docs')).filter((folder) => fs.existsSync(categoryOf(folder)));
  const last = Math.max(...sections.filter((folder) => folder !== 'faq').map((folder) => read(folder).position));
  expect(read('faq')).toMatchObject({label: 'Frequently asked questions', position: last + 1});
  expect(fs.readFileSync(path.join(site, 'docs/faq/index.md'), 'utf8')).toMatch(
    /^---\ntitle: Frequently asked questions\n/,
  );

  // The writer check knows it as a section, and asks only for what the writer must still write.
  const problems = sectionNameRules(readPages('current', site), readCategories('current', site));
  expect(problems.map((problem) => `${problem.file}: ${problem.problem}`)).toEqual([
    'docs/faq/_category_.json: the section faq/ does not say what it holds',
  ]);
  // A page of it can be added at once.
  expect(newPage('faq/reset-a-nexus', 'Reset a Nexus').status).toBe(0);
});

it('refuses a folder that exists, a name that is not a folder name, and a missing name, changing nothing', () => {
  for (const [args, message] of [
    [['--section', 'widgets', 'More widgets'], 'docs/widgets exists already.'],
    [['--section', 'Big FAQ', 'FAQ'], '"Big FAQ" is not a section folder name'],
    [['--section', 'glossary'], 'give the section name as the second argument, in quotes.'],
  ] as const) {
    const result = newPage(...args);
    expect(result.status, args.join(' ')).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
  }
  expect(fs.existsSync(path.join(site, 'docs/glossary'))).toBe(false);
});
