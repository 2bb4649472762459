/**
 * Whether build/ was made cold (no .docusaurus/ when it started) or warm:
 * build-checked.ts records it, so check-reproducible.ts makes one build of
 * the other kind only.
 */
import fs from 'node:fs';
import path from 'node:path';

const RECORD = 'node_modules/.cache/ain-docs/last-build.json';

/** Whether the next build of the site at `repo` is cold. */
export const isCold = (repo: string) => !fs.existsSync(path.join(repo, '.docusaurus'));

export function recordBuild(repo: string, cold: boolean) {
  const file = path.join(repo, RECORD);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const {mtimeMs} = fs.statSync(path.join(repo, 'build/index.html'));
  fs.writeFileSync(file, JSON.stringify({cold, mtimeMs}));
}

/** Whether `buildDir` is the build last recorded and was cold; undefined when unknown. */
export function wasCold(repo: string, buildDir: string): boolean | undefined {
  const file = path.join(repo, RECORD);
  if (!fs.existsSync(file)) return undefined;
  const {cold, mtimeMs} = JSON.parse(fs.readFileSync(file, 'utf8')) as {cold: boolean; mtimeMs: number};
  const index = path.join(buildDir, 'index.html');
  return path.resolve(buildDir) === path.join(repo, 'build') && fs.statSync(index).mtimeMs === mtimeMs
    ? cold
    : undefined;
}
