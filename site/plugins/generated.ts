import path from 'node:path';

/** A file a plugin wrote with `createData`, as the module path `@generated/…` (as Docusaurus's own plugins do): its
 * absolute path would put the machine's checkout path in every reader's route table. */
export function generatedModule(generatedFilesDir: string, file: string): string {
  return `@generated/${path.relative(generatedFilesDir, file).split(path.sep).join('/')}`;
}
