/** A command's arguments, read strictly: a mistake ends it with one line on stderr and exit code 2, never a stack trace. */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';

/** Ends the command: `message` as one line on stderr, exit code 2. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** This command's options and at most `positionals` positional arguments; `usage` says how to call it. */
export function readArgs<O extends ParseArgsConfig['options'] = undefined>(
  usage: string,
  {options, positionals: most = 0}: {options?: O; positionals?: number} = {},
) {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2),
      options: options as O,
      allowPositionals: true,
      strict: true,
    });
    const extra = parsed.positionals[most];
    if (extra !== undefined) fail(`Unexpected argument "${extra}". Usage: ${usage}`);
    return parsed;
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      fail(`${error.message.split('. ')[0].replace(/\.$/, '')}. Usage: ${usage}`);
    }
    throw error;
  }
}

/** `dir` (else `fallback`) resolved, if it holds a built site. */
export function builtSite(dir: string | undefined, fallback = 'build') {
  const root = path.resolve(dir ?? fallback);
  if (!fs.existsSync(path.join(root, 'index.html'))) fail(`No built site in ${root}: run \`npm run build\` first.`);
  return root;
}
