/**
 * What kind of build made build/: cold (no .docusaurus/ when it started) or
 * warm. scripts/build/build-checked.ts records it; scripts/build/check-reproducible.ts
 * reads it to make one build of the other kind only, so one `npm test` proves
 * a clean build and a warm rebuild give the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';

const RECORD = 'node_modules/.cache/ain-docs/last-build.json';

/** Whether the site at `repo` has no generated files yet (its next build is cold). */
export const isCold = (repo: string) => !fs.existsSync(path.join(repo, '.docusaurus'));

/** Records the build just made in `repo`/build. */
export function recordBuild(repo: string, cold: boolean) {
  const file = path.join(repo, RECORD);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const {mtimeMs} = fs.statSync(path.join(repo, 'build/index.html'));
  fs.writeFileSync(file, JSON.stringify({cold, mtimeMs}));
}

/**
 * Whether `buildDir` is the build last recorded and was cold; undefined when
 * unknown (no record, or another build has been made since).
 */
export function wasCold(repo: string, buildDir: string): boolean | undefined {
  const file = path.join(repo, RECORD);
  if (!fs.existsSync(file)) return undefined;
  const {cold, mtimeMs} = JSON.parse(fs.readFileSync(file, 'utf8')) as {cold: boolean; mtimeMs: number};
  const index = path.join(buildDir, 'index.html');
  return path.resolve(buildDir) === path.join(repo, 'build') && fs.statSync(index).mtimeMs === mtimeMs
    ? cold
    : undefined;
}
