import path from 'node:path';

/**
 * A file a plugin wrote with `createData`, as the route's module path
 * `@generated/…` (the alias Docusaurus's own plugins use) instead of its
 * absolute path, which the bundle would carry: the build machine's checkout
 * path in every reader's route table, longer with each route and different
 * on every machine.
 */
export function generatedModule(generatedFilesDir: string, file: string): string {
  return `@generated/${path.relative(generatedFilesDir, file).split(path.sep).join('/')}`;
}
