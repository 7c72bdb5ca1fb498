import type {Config} from '@docusaurus/types';

/** The module names the site config gives its plugins and themes with options (docusaurus.config.ts). */
export const LEAN_DOCS = './src/plugins/lean-docs/index.ts';
export const LEAN_BLOG = './src/plugins/lean-blog/index.ts';
export const CLIENT_REDIRECTS = '@docusaurus/plugin-client-redirects';
export const SECURITY_HEADERS = './src/plugins/security-headers/index.ts';
export const LLMS_TXT = './src/plugins/llms-txt/index.ts';
export const SEARCH = './src/plugins/search/index.ts';

/** The options of the `[module, options]` entry of `config.plugins` or `config.themes`, as the config writes them. */
export function optionsOf(config: Config, module: string): Record<string, unknown> {
  const entry = [...(config.plugins ?? []), ...(config.themes ?? [])].find(
    (plugin): plugin is [string, Record<string, unknown>] => Array.isArray(plugin) && plugin[0] === module,
  );
  if (!entry) throw new Error(`docusaurus.config.ts has no plugin entry [${JSON.stringify(module)}, options]`);
  return entry[1];
}
