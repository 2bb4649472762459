/** A file name check:docs cannot read stops it first; that it checks the named files, the release scenario proves. */
import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {tsxArgs} from '../../scripts/lib/tasks';
import {REPO} from '../support/releases';

const checkDocs = (...names: string[]) =>
  spawnSync(process.execPath, tsxArgs('scripts/writer/check-docs.ts', ...names), {cwd: REPO, encoding: 'utf8'});

describe('npm run check:docs -- <files>', () => {
  it.each([
    ['a file outside the docs and their data', 'README.md'],
    ['a page that does not exist', 'docs/api/no-such-page.md'],
    ['a file of another kind under the docs', 'docs/api'],
    ['code beside the data', 'shared/data/facts.ts'],
  ])('stops at %s, naming it and what it takes', (_, name) => {
    const result = checkDocs('docs/api/aichat.md', name);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${name}: not a page or section file under docs/ or versioned_docs/`);
    expect(result.stderr).toContain('Name those files, none to check every one, or --draft alone for the draft.');
    expect(result.stdout).toBe('');
  });
});
