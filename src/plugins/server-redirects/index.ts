import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prefixRedirects, redirects} from '../../../config/redirects';

/** Page paths that get `.html` and `/index` aliases: not the home page, the 404 page or parametrised routes. */
function aliasablePaths(routePaths: readonly string[]): string[] {
  return [...new Set(routePaths)].filter((p) => p !== '/' && !/[.*:]/.test(p) && !p.endsWith('/')).sort();
}

/**
 * The Netlify-style `_redirects` file: the old-URL rules with their chains resolved, the `/docs/en/` prefixes
 * and `.html` / `/index` aliases of every old URL and every page, as forced 301s (`301!`), so they win over the
 * client redirect pages written to the same paths.
 */
export function serverRedirectsFile(routePaths: readonly string[]): string {
  const pages = new Set(routePaths);
  const sources = new Set<string>();
  const lines: string[] = [];
  const add = (from: string, to: string) => {
    if (from === to || pages.has(from) || sources.has(from)) return;
    sources.add(from);
    lines.push(`${from}  ${to}  301!`);
  };
  for (const prefix of prefixRedirects) add(`${prefix.from}*`, `${prefix.to}:splat`);
  const targets = new Map<string, string>();
  for (const rule of redirects) targets.set(rule.from, rule.to);
  for (const page of aliasablePaths(routePaths)) if (!targets.has(page)) targets.set(page, page);
  for (const [from, to] of targets) add(from, to);
  for (const [from, to] of targets) {
    if (from.endsWith('.html')) continue;
    add(`${from}.html`, to);
    add(`${from}/index`, to);
  }
  return ['# Generated at build time from config/redirects.ts by src/plugins/server-redirects.', ...lines, ''].join('\n');
}

/** Writes `_redirects` into the build output, for hosts that redirect on the server (Netlify, Cloudflare Pages). */
export default function serverRedirectsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'server-redirects',
    async postBuild({outDir, routesPaths}) {
      await writeFile(path.join(outDir, '_redirects'), serverRedirectsFile(routesPaths));
    },
  };
}
