// Prints a free loopback port, for synchronous callers: Playwright reads its
// configuration synchronously, as CommonJS.
import {readArgs} from '../lib/cli';
import {freePort} from '../lib/net';

readArgs('npx tsx scripts/test/free-port.ts');

void freePort().then((port) => process.stdout.write(String(port)));
