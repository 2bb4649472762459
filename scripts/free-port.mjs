#!/usr/bin/env node
// Prints a free loopback port, for synchronous callers: Playwright reads its
// configuration synchronously, as CommonJS.
import {readArgs} from './lib/cli.ts';
import {freePort} from './lib/net.ts';

readArgs('npx tsx scripts/free-port.mjs');

process.stdout.write(String(await freePort()));
