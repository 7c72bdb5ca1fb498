#!/usr/bin/env node
// Serves build/ on 127.0.0.1 the way a static host does (index.html per folder, 404.html, gzip), plus the
// `_headers` and `_redirects` files of the build, so tests and benchmarks see what a reader of the published site sees.
// A request with the header "X-Skip-Redirects: 1" ignores `_redirects`, to test the client redirect pages alone.
// Usage: node scripts/serve-static.mjs [--dir build] [--port 4173]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const root = path.resolve(arg('--dir', 'build'));
const port = Number(arg('--port', process.env.PORT || 4173));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.webmanifest']);

/** Parses a Netlify-style _headers file: a path pattern line, then indented "Name: value" lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({pattern: line.trim(), headers: {}});
    else if (rules.length) {
      const i = line.indexOf(':');
      if (i > 0) rules.at(-1).headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
const matches = (pattern, urlPath) =>
  new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$').test(urlPath);

/**
 * Parses a Netlify-style _redirects file: "from to [status][!]" per line. `*` at the end of `from` is the
 * splat (`:splat` in `to`); `!` forces the rule even when a file exists at `from`.
 */
export function parseRedirects(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.push({from, to, status: Number.parseInt(status, 10), force: status.endsWith('!')});
  }
  return rules;
}

/** The rule matching `urlPath`, with its target filled in, or undefined. */
export function findRedirect(rules, urlPath) {
  for (const rule of rules) {
    if (rule.from.endsWith('*')) {
      const prefix = rule.from.slice(0, -1);
      if (urlPath.startsWith(prefix)) return {...rule, to: rule.to.replace(':splat', urlPath.slice(prefix.length))};
    } else if (urlPath === rule.from) return rule;
  }
  return undefined;
}

const readIfExists = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const headerRules = parseHeaders(readIfExists(path.join(root, '_headers')));
const redirectRules = parseRedirects(readIfExists(path.join(root, '_redirects')));

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, clean), path.join(root, clean, 'index.html'), path.join(root, clean + '.html')];
  return candidates.find((f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile());
}

/**
 * A file's gzip, made once per version of the file, as a static host or CDN keeps it: compressing the search corpus
 * again for every request cost the server CPU time on each one, which the tests and benchmarks then measured as
 * download time.
 */
const gzipCache = new Map();
function gzipped(file, body) {
  const {mtimeMs, size} = fs.statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}`;
  let compressed = gzipCache.get(key);
  if (!compressed) {
    compressed = zlib.gzipSync(body);
    gzipCache.set(key, compressed);
  }
  return compressed;
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const urlPath = new URL(req.url, 'http://x').pathname;
  const headers = {'Content-Type': TYPES[ext] || 'application/octet-stream', Vary: 'Accept-Encoding'};
  for (const rule of headerRules) if (matches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
  headers['Cache-Control'] = urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  let body = fs.readFileSync(file);
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    body = gzipped(file, body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const urlPath = url.pathname;
    const file = resolveFile(urlPath);
    const redirect = req.headers['x-skip-redirects'] ? undefined : findRedirect(redirectRules, urlPath);
    if (redirect && (redirect.force || !file) && redirect.status >= 300 && redirect.status < 400) {
      // Like Netlify, the query string goes along unless the target has its own.
      const location = redirect.to.includes('?') ? redirect.to : redirect.to + url.search;
      return res.writeHead(redirect.status, {Location: location, 'Content-Length': 0}).end();
    }
    if (file) return send(req, res, file, 200);
    const notFound = path.join(root, '404.html');
    if (fs.existsSync(notFound)) return send(req, res, notFound, 404);
    res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
  } catch (err) {
    res.writeHead(400, {'Content-Type': 'text/plain'}).end('Bad request');
  }
});

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-static: ${root} has no index.html; run "npm run build" first.`);
  process.exit(1);
}
// Node closes an idle keep-alive connection after keepAliveTimeout (+1 s). A client that sends its next request
// on that connection in the same millisecond gets ECONNRESET or "socket hang up"; browsers retry, but Playwright's
// request API and other scripted clients do not. Idle connections are cheap here, so keep them for ten minutes,
// longer than any pause between a test's requests, and close them all when the server stops.
server.keepAliveTimeout = 10 * 60_000;
server.listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
