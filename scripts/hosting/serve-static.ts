/**
 * A static file server standing in for the other host targets' hosts, for their tests:
 *
 *   HOST_TARGET=github-pages  like GitHub Pages: no header of the site's
 *                             choosing; `/x` serves x.html, a directory
 *                             redirects to its slash form, unknown paths get
 *                             404.html with status 404.
 *   HOST_TARGET=headers-file  the same, plus what Netlify and Cloudflare
 *                             Pages do with build/_headers (`*` matching
 *                             anything) and build/_redirects (exact paths),
 *                             and their default Cache-Control; neither file is served.
 *
 * Environment: PORT (8080), HOST (127.0.0.1), BUILD_DIR (build), HOST_TARGET.
 * Only GET and HEAD; files outside BUILD_DIR are never read.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fail, readArgs} from '../lib/cli';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** What Netlify and Cloudflare Pages send when `_headers` names no Cache-Control. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

readArgs('[HOST_TARGET=github-pages|headers-file] [BUILD_DIR=build] [PORT=8080] npm run serve:static');
const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const target = process.env.HOST_TARGET ?? 'github-pages';
if (!fs.existsSync(path.join(root, 'index.html'))) {
  fail(`No built site in ${root}: run \`npm run build\` (or \`npm run build:hosts\` for the test copies) first.`);
}
if (!['github-pages', 'headers-file'].includes(target)) {
  fail(`HOST_TARGET must be github-pages or headers-file, not ${target}.`);
}

/** The lines of `_headers` or `_redirects`, which only the headers-file hosts read. */
function hostFile(name: string) {
  const file = path.join(root, name);
  return target === 'headers-file' && fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
}

/** `_headers`: [pattern as a RegExp, [name, value][]] in file order. */
function readHeaderRules() {
  const rules: [RegExp, [string, string][]][] = [];
  for (const line of hostFile('_headers')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push([new RegExp(`^${pattern.join('.*')}$`), []]);
    } else {
      const index = line.indexOf(':');
      rules.at(-1)?.[1].push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** `_redirects`: exact source path → [target, status]. */
function readRedirects() {
  const redirects = new Map<string, [string, number]>();
  for (const line of hostFile('_redirects')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    if (from && !from.startsWith('#') && to) redirects.set(from, [to, Number(status)]);
  }
  return redirects;
}

const headerRules = readHeaderRules();
const redirects = readRedirects();

/** The headers `_headers` gives a path; a name set by two rules is joined, as Cloudflare does. */
function headersFor(urlPath: string) {
  const headers: Record<string, string> = {};
  for (const [pattern, entries] of headerRules) {
    if (!pattern.test(urlPath)) continue;
    for (const [name, value] of entries) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  if (target === 'headers-file' && !Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control')) {
    headers['Cache-Control'] = HOST_DEFAULT_CACHE;
  }
  return headers;
}

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The file a path names, a redirect to its slash form, or nothing. */
function resolve(urlPath: string): {file?: string; redirect?: string} {
  const file = path.join(root, urlPath);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return {};
  if (path.basename(file).startsWith('_') && path.dirname(file) === root) return {};
  if (urlPath.endsWith('/')) return isFile(path.join(file, 'index.html')) ? {file: path.join(file, 'index.html')} : {};
  if (isFile(file)) return {file};
  if (isFile(`${file}.html`)) return {file: `${file}.html`};
  if (isFile(path.join(file, 'index.html'))) return {redirect: `${urlPath}/`};
  return {};
}

const server = http.createServer((request, response) => {
  const send = (status: number, headers: http.OutgoingHttpHeaders, body: string | Buffer) => {
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, {Allow: 'GET, HEAD'}, '');
  let url: URL;
  let urlPath: string;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    return send(400, {}, '');
  }
  if (urlPath.includes('\0')) return send(400, {}, '');
  const redirect = redirects.get(urlPath);
  if (redirect) return send(redirect[1], {...headersFor(urlPath), Location: redirect[0]}, '');
  const found = resolve(urlPath);
  if (found.redirect) return send(301, {...headersFor(urlPath), Location: encodeURI(found.redirect) + url.search}, '');
  const [status, file] = found.file ? [200, found.file] : [404, path.join(root, '404.html')];
  send(
    status,
    {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headersFor(urlPath)},
    fs.readFileSync(file),
  );
});

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => console.log(`${target} host serving ${root} at http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
