/**
 * Serves build/ with nginx and exactly the configuration in deploy/nginx/, in
 * the foreground: `PORT=8080 npm run serve:nginx`.
 *
 * Environment: PORT (8080), HOST (127.0.0.1), BUILD_DIR (build), NGINX_BIN
 * (/usr/sbin/nginx, else nginx from PATH), NGINX_MIME_TYPES (/etc/nginx/mime.types).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {writeIncludes} from './nginx-includes';
import {builtSite, readArgs} from '../lib/cli';

const repo = path.resolve(__dirname, '../..');
readArgs('[PORT=8080] [BUILD_DIR=build] npm run serve:nginx');
const root = builtSite(process.env.BUILD_DIR, path.join(repo, 'build'));

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-docs-nginx-'));
writeIncludes(root, path.join(prefix, 'generated'));

/** Started as root (as in CI), the workers run as nobody, who may not enter a private checkout:
 * they serve a world-readable copy of the build. */
function unprivilegedRoot() {
  fs.chmodSync(prefix, 0o755);
  const snapshot = path.join(prefix, 'root');
  fs.cpSync(root, snapshot, {recursive: true});
  for (const entry of fs.readdirSync(snapshot, {recursive: true, withFileTypes: true})) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  const group = spawnSync('id', ['-gn', 'nobody'], {encoding: 'utf8'}).stdout.trim() || 'nogroup';
  return {root: snapshot, user: `user nobody ${group};`};
}
const asRoot = process.getuid?.() === 0;
const served = asRoot ? unprivilegedRoot() : {root, user: ''};

const values: Record<string, string> = {
  PREFIX: prefix,
  HOST: process.env.HOST ?? '127.0.0.1',
  PORT: process.env.PORT ?? '8080',
  ROOT: served.root,
  MIME_TYPES: process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
  SITE_CONF: path.join(repo, 'deploy/nginx/site.conf'),
  USER_DIRECTIVE: served.user,
};
const template = fs.readFileSync(path.join(repo, 'deploy/nginx/nginx.conf'), 'utf8');
const conf = template.replace(/@([A-Z_]+)@/g, (token, name) => {
  if (!(name in values)) throw new Error(`Unknown token ${token} in deploy/nginx/nginx.conf`);
  return values[name];
});
const confFile = path.join(prefix, 'nginx.conf');
fs.writeFileSync(confFile, conf);

const nginx = spawn(
  process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'),
  ['-e', 'stderr', '-p', prefix, '-c', confFile, '-g', 'daemon off;'],
  {stdio: 'inherit'},
);
const copy = asRoot ? ` (a copy taken now: restart to serve a new build)` : '';
console.log(`nginx serving ${root}${copy} at http://${values.HOST}:${values.PORT}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => {
  fs.rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? (signal ? 0 : 1));
});
