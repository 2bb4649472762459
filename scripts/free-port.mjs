#!/usr/bin/env node
// Prints a free loopback port, for synchronous callers: Playwright reads its
// configuration synchronously, as CommonJS.
import {freePort} from './lib/net.mjs';

process.stdout.write(String(await freePort()));
