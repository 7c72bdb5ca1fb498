// @ts-check
/**
 * Client-side loader for `.docusaurus/docusaurus.config.mjs`, the site config that main.js, and so every page,
 * carries for `useDocusaurusContext().siteConfig`. Docusaurus writes the whole config there, including fields that
 * only the build reads: the HTML page template, the plugin and preset options, the lists of scripts, stylesheets and
 * head tags it puts into each page, and the broken-link settings. No client code reads them, so the client bundle gets
 * the config without them (README: What every page loads). The server bundle keeps the full config.
 *
 * If the file is not the `export default {JSON}` Docusaurus writes today, the build fails, naming the file to compare
 * (the policy of every rewrite of Docusaurus's output; README, "Upgrading Docusaurus").
 */

/** Fields of the site config that only the build uses. */
const SERVER_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const EXPORT = /^([\s\S]*?)export default (\{[\s\S]*\});?\s*$/;

/**
 * @param {string} source
 * @returns {string | undefined} the module without the server-only fields, or undefined if the format is unknown
 */
function leanSiteConfig(source) {
  const match = source.match(EXPORT);
  if (!match) return undefined;
  let config;
  try {
    config = JSON.parse(match[2]);
  } catch {
    return undefined;
  }
  if (!config || typeof config !== 'object' || typeof config.baseUrl !== 'string') return undefined;
  for (const key of SERVER_ONLY) delete config[key];
  return `${match[1]}export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
function leanSiteConfigLoader(source) {
  const code = leanSiteConfig(source);
  if (code !== undefined) return code;
  throw new Error(
    'lean-site-config: .docusaurus/docusaurus.config.mjs is not the `export default {JSON}` with a baseUrl that ' +
      'src/plugins/lean-site-config/loader.cjs reads (after a Docusaurus upgrade?): compare a fresh .docusaurus/ with ' +
      'it and with tests/unit/leanSiteConfig.test.ts (README, "Upgrading Docusaurus").',
  );
}

module.exports = leanSiteConfigLoader;
module.exports.leanSiteConfig = leanSiteConfig;
module.exports.SERVER_ONLY = SERVER_ONLY;
