/** scripts/build/build-checked.ts fails _dogfooding/link-gate, one of each link and route problem, naming each: a
 * reworded warning fails here instead of the gate going quiet. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {tsxArgs} from '../../scripts/lib/tasks';
import {REPO} from '../support/releases';

const FIXTURE = path.join(REPO, '_dogfooding/link-gate');

let result: ReturnType<typeof spawnSync>;
let outDir: string;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-docs-link-gate-'));
  const args = tsxArgs(path.join(REPO, 'scripts/build/build-checked.ts'), FIXTURE, '--out-dir', outDir);
  result = spawnSync(process.execPath, args, {cwd: REPO, encoding: 'utf8'});
}, 180_000);

afterAll(() => {
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.rmSync(path.join(FIXTURE, '.docusaurus'), {recursive: true, force: true});
});

describe('the checked build, on a site with one of each link and route problem', () => {
  it('builds the site (the problems are warnings under the site policy) and then fails', () => {
    expect(fs.existsSync(path.join(outDir, 'docs/target/index.html'))).toBe(true);
    expect(result.status).toBe(1);
  });

  it('names every problem', () => {
    expect(String(result.stderr)).toContain(
      'The build reported link or route problems: broken links, broken anchors, duplicate routes, redirects over pages.',
    );
  });

  it('reports the broken link and the broken anchor themselves', () => {
    const output = `${String(result.stdout)}${String(result.stderr)}`;
    expect(output).toContain('/docs/no-such-page');
    expect(output).toContain('/docs/target#no-such-heading');
  });
});
