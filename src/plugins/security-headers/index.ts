import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {createToUrl} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import {securityHeaders} from '../../../config/securityHeaders';

export interface SecurityHeadersOptions {
  /** Whether the pages load Google Analytics, which the CSP must then allow. */
  analytics?: boolean;
  /** Targets of the client redirect pages, whose inline script differs per target. */
  redirectTargets: readonly string[];
}

// `redirectTargets` has no default: without the targets the CSP would block the redirect pages' scripts, so a config
// that forgets them must not build.
const OptionsSchema = Joi.object<Required<SecurityHeadersOptions>>({
  analytics: Joi.boolean().default(false),
  redirectTargets: Joi.array().items(Joi.string()).required(),
}).messages({
  'any.required': 'security-headers: the {#label} option is required (the `to` of every client redirect).',
  'boolean.base': 'security-headers: the {#label} option must be true or false.',
  'array.base': 'security-headers: the {#label} option must be a list of redirect targets.',
  'string.base': 'security-headers: {#label} must be a redirect target (a path or URL).',
  'object.unknown': 'security-headers: there is no option {#label}.',
});

/** Checks the options when Docusaurus loads the plugin, and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SecurityHeadersOptions | undefined, Required<SecurityHeadersOptions>>): Required<SecurityHeadersOptions> {
  return validate(OptionsSchema, options);
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP hashes (`'sha256-...'`) of the inline scripts a browser would run in this HTML; JSON-LD is data, not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** A Netlify-style `_headers` file applying `headers` to every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Generated at build time by src/plugins/security-headers.', '/*', ...lines, ''].join('\n');
}

/** The HTML file a route path was rendered to (`/a/b` -> `a/b/index.html`, `/404.html` -> `404.html`). */
function htmlFileOf(outDir: string, routePath: string): string {
  return routePath.endsWith('.html') ? path.join(outDir, routePath) : path.join(outDir, routePath, 'index.html');
}

/**
 * Writes `_headers` (CSP, framing, sniffing, referrer and permissions policies) into the build output.
 * The CSP lists the hash of every inline script of the rendered pages and of the client redirect pages, which
 * @docusaurus/plugin-client-redirects writes in parallel; their content comes from its own template.
 */
export default function securityHeadersPlugin(context: LoadContext, options: Required<SecurityHeadersOptions>): Plugin {
  const {analytics, redirectTargets} = options;
  return {
    name: 'security-headers',
    async postBuild({outDir, routesPaths}) {
      const hashes = new Set<string>();
      const files = [...new Set(routesPaths)].map((routePath) => htmlFileOf(outDir, routePath)).filter((f) => existsSync(f));
      for (const file of files) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      for (const target of new Set(redirectTargets)) {
        const page = createRedirectPageContent({toUrl: createToUrl(context.baseUrl, target)});
        for (const hash of inlineScriptHashes(page)) hashes.add(hash);
      }
      const headers = securityHeaders({scriptHashes: [...hashes].sort(), analytics});
      await writeFile(path.join(outDir, '_headers'), headersFile(headers));
    },
  };
}
