// @ts-check
/**
 * Client-side loader for the two route tables Docusaurus generates and every page downloads in its first bundle:
 *
 * - `registry.js`, one entry per route chunk:
 *     "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" *\/ "MODULE"), "MODULE", require.resolveWeak("MODULE")],
 * - `routesChunkNames.json`, which names the chunks each route needs: {"/docs/misc-3f2": {"content": "0058b4c6"}}.
 *
 * Two things in them cost bytes and do nothing in the browser:
 * - The middle "MODULE" string. It is for server rendering, where react-loadable reports the modules a page used;
 *   the browser never reads it. It is the longest part of each entry.
 * - The chunk names: 8 random hex digits, written once in each table and once more in the bundler runtime's
 *   name-to-id map, where gzip cannot shorten them. Here they become three base-36 digits (`shortChunkNames`), in
 *   both tables and in the `webpackChunkName` hint, so the three stay in step.
 *
 * The server bundle is not touched. If the format is ever not recognised, the tables are left as they are, with a
 * warning: the site still works, only heavier.
 */

const fs = require('node:fs');
const path = require('node:path');

const ENTRY =
  /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"\n]*")\), \2, require\.resolveWeak\(\2\)\],/gm;

const SLOTS = 36 ** 3;

/**
 * The short name of each registry chunk, by its generated name. The generated names are hashes of the module path;
 * a short name is that hash folded into three base-36 digits, the next free one on a clash. It depends on the
 * module alone, so a chunk keeps its name, and so its file name, when pages are added or removed.
 * @param {string} registrySource
 * @returns {Map<string, string>}
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(ENTRY)].map((match) => match[1]).sort();
  const taken = new Set();
  return new Map(
    names.map((name) => {
      let slot = Number.parseInt(name.slice(0, 8), 16);
      slot = Number.isNaN(slot) ? 0 : slot % SLOTS;
      while (taken.has(slot)) slot = (slot + 1) % SLOTS;
      taken.add(slot);
      return [name, slot.toString(36)];
    }),
  );
}

/**
 * @param {string} source the generated registry module
 * @returns {{code: string, entries: number}} the slimmed registry, and how many entries it changed
 */
function leanRegistry(source) {
  const short = shortChunkNames(source);
  let entries = 0;
  const code = source.replace(ENTRY, (_match, name, modulePath) => {
    entries += 1;
    const id = short.get(name);
    return `  "${id}": [() => import(/* webpackChunkName: "${id}" */ ${modulePath}), "", require.resolveWeak(${modulePath})],`;
  });
  return {code, entries};
}

/**
 * @param {string} json the generated routesChunkNames.json
 * @param {string} registrySource the registry it belongs to
 * @returns {{code: string, unknown: number}} the table with short chunk names, and how many names had none
 */
function leanChunkNames(json, registrySource) {
  const short = shortChunkNames(registrySource);
  let unknown = 0;
  /** @param {unknown} value @returns {unknown} */
  const rename = (value) => {
    if (typeof value === 'string') {
      const id = short.get(value);
      if (id === undefined) unknown += 1;
      return id ?? value;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rename(child)]));
    }
    return value;
  };
  // Route keys ("/docs/misc-3f2") stay: they are looked up by path and route hash.
  const table = /** @type {Record<string, unknown>} */ (JSON.parse(json));
  const renamed = Object.fromEntries(Object.entries(table).map(([route, chunks]) => [route, rename(chunks)]));
  return {code: JSON.stringify(renamed), unknown};
}

/**
 * @this {{resourcePath: string, addDependency(file: string): void, emitWarning(error: Error): void}}
 * @param {string} source
 */
function leanRegistryLoader(source) {
  const warn = (/** @type {string} */ what) =>
    this.emitWarning(new Error(`lean-registry: ${what}; the route tables stay as Docusaurus wrote them.`));
  if (path.basename(this.resourcePath) === 'registry.js') {
    const {code, entries} = leanRegistry(source);
    if (entries === 0 && source.includes('resolveWeak')) {
      warn('the registry format was not recognised');
      return source;
    }
    return code;
  }
  const registryPath = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryPath);
  const registrySource = fs.readFileSync(registryPath, 'utf8');
  const {code, unknown} = leanChunkNames(source, registrySource);
  // An unrecognised registry yields no short names, so every chunk name counts as unknown here.
  if (unknown > 0) {
    warn(`${unknown} chunk names in routesChunkNames.json are not in the registry`);
    return source;
  }
  return code;
}

module.exports = leanRegistryLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.leanChunkNames = leanChunkNames;
module.exports.shortChunkNames = shortChunkNames;
