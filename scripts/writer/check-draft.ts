/** The draft as readers would get it (npm run check:draft): the site's `draft` variant is built into build-draft/,
 * served by nginx with the site's security policy, and every draft page opened in Chromium. A console error (a policy
 * violation among them), a script error or a file that does not load fails it: exit status 1 (2 on a wrong argument). */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';

import {DOCS_ROOT, DRAFT} from '../../shared/releases';
import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from '../../shared/chromium';
import {listFiles} from '../../site/build-inputs';
import {readArgs} from '../lib/cli';
import {serveWithNginx} from '../lib/net';
import {run} from '../lib/tasks';
import {formatProblem, sortProblems, type Problem} from './problems';

const repo = path.resolve(__dirname, '../..');
const OUT = 'build-draft';

/** The draft's pages in the build: their addresses, and the source files they come from. */
function draftPages(): {url: string; file: string}[] {
  const root = path.join(repo, OUT, DOCS_ROOT.slice(1), DRAFT.path);
  return listFiles(root, /^index\.html$/)
    .map((index) => {
      const id = path.posix.dirname(index).replace(/^\.$/, '');
      const candidates = id
        ? [`${id}.md`, `${id}.mdx`, `${id}/index.md`, `${id}/index.mdx`]
        : ['index.md', 'index.mdx'];
      const file = candidates.map((name) => `docs/${name}`).find((name) => fs.existsSync(path.join(repo, name)));
      return {url: `${DOCS_ROOT}/${DRAFT.path}/${id ? `${id}/` : ''}`, file: file ?? `docs/${id}`};
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** What goes wrong while `url` loads and settles. */
async function pageProblems(page: Page, base: string, url: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') problems.push(`the browser reports: ${message.text().split('\n')[0]}`);
  };
  const onError = (error: Error) => problems.push(`a script fails: ${error.message.split('\n')[0]}`);
  const onResponse = (response: {status(): number; url(): string}) => {
    if (response.status() >= 400 && response.url().startsWith(base)) {
      problems.push(`${new URL(response.url()).pathname} answers ${response.status()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    await page.goto(`${base}${url}`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  return [...new Set(problems)];
}

async function main() {
  readArgs('npm run check:draft');
  const started = Date.now();
  console.log(`Building the site with the draft into ${OUT}/ …`);
  const build = await run({
    name: 'build',
    command: [path.join(repo, 'node_modules/.bin/docusaurus'), 'build', '--out-dir', OUT],
    cwd: repo,
    env: {AIN_SITE_VARIANT: 'draft'},
  });
  if (build.code !== 0) {
    console.log(build.output.trim());
    console.error(
      'check:draft: the draft does not build (above); npm run check:docs names what the build cannot read.',
    );
    process.exit(1);
  }
  const server = await serveWithNginx(repo, OUT);
  const browser = await chromium.launch({executablePath: CHROME_SHELL_PATH, args: CHROMIUM_ARGS});
  const found: Problem[] = [];
  try {
    const page = await browser.newPage();
    const pages = draftPages();
    for (const {url, file} of pages) {
      for (const problem of await pageProblems(page, server.url, url)) {
        found.push({
          file,
          line: 1,
          problem: `${url}: ${problem}`,
          fix: 'open the page with npm start to see it; what the security policy refuses (inline styles or scripts, other sites) is in maintaining/hosting.md',
        });
      }
    }
    console.log(
      `${found.length ? '✗' : '✓'} ${pages.length} draft pages under the security policy: ${found.length ? `${found.length} problem${found.length === 1 ? '' : 's'}` : 'fine'}`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
  for (const problem of sortProblems(found)) console.log(`  ${formatProblem(problem)}`);
  console.log(
    `${found.length ? 'Fix the problems above, then run npm run check:draft again' : 'The draft reads as it will once released'} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  process.exit(found.length ? 1 : 0);
}

void main();
