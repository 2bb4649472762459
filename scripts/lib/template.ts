import fs from 'node:fs';

/** A template file's text with each {{key}} filled in from `values`; a key without a value stops with the file's name. */
export function fillTemplate(file: string, values: Record<string, string | number>): string {
  return fs.readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`${file} names {{${key}}}, which is not filled in.`);
    return String(values[key]);
  });
}
