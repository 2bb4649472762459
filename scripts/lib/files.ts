/** File listings shared by the build scripts, the tests and the benchmark. */
import fs from 'node:fs';
import path from 'node:path';

import {listFiles} from '../../site/build-inputs';

export {listFiles};

/** Relative path → contents, for every file under `dir`. */
export function readTree(dir: string) {
  return new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}
