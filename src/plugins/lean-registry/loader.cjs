// @ts-check
/**
 * Client-side loader for the two route tables Docusaurus generates and every page downloads in its first bundle:
 *
 * - `registry.js`, one entry per route chunk:
 *     "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" *\/ "MODULE"), "MODULE", require.resolveWeak("MODULE")],
 * - `routesChunkNames.json`, which names the chunks each route needs: {"/docs/misc-3f2": {"content": "0058b4c6"}}.
 *
 * Two things in them cost bytes and do nothing in the browser:
 * - The last two items of each entry, the module path and its module id. react-loadable reports the first during
 *   server rendering and reads the second only in `preloadReady()`, which Docusaurus never calls: it preloads each
 *   route's loaders itself before rendering. The module path is the longest part of each entry.
 * - The chunk names: 8 random hex digits, written once in each table and once more in the bundler runtime's
 *   name-to-id map, where gzip cannot shorten them. Here they become three base-36 digits (`shortChunkNames`), in
 *   both tables and in the `webpackChunkName` hint, so the three stay in step.
 *
 * The server bundle is not touched. If the format is ever not recognised, the build fails, naming the generated file
 * to compare with the parsers here (the policy of every rewrite of Docusaurus's output; README, "Upgrading
 * Docusaurus").
 */

const fs = require('node:fs');
const path = require('node:path');
const sections = require('./sections.cjs');

const ENTRY = /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"\n]*")\), \2, require\.resolveWeak\(\2\)\],/gm;

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

/** One registry entry, as the client needs it: the chunk's loader alone. */
const entryCode = (/** @type {string} */ id, /** @type {string} */ modulePath) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ ${modulePath})],`;

/**
 * @param {string} source the generated registry module
 * @param {ReadonlySet<string>} [moved] chunk names that a route section carries instead (see sections.cjs)
 * @returns {{code: string, entries: number}} the slimmed registry, and how many entries it changed
 */
function leanRegistry(source, moved = new Set()) {
  const short = shortChunkNames(source);
  let entries = 0;
  const code = source.replace(ENTRY, (_match, name, modulePath) => {
    entries += 1;
    return moved.has(name) ? '' : entryCode(/** @type {string} */ (short.get(name)), modulePath);
  });
  return {code, entries};
}

/**
 * @param {string} registrySource
 * @returns {Map<string, string>} each registry chunk's module path (a string literal), by generated name
 */
function registryModules(registrySource) {
  return new Map([...registrySource.matchAll(ENTRY)].map((match) => [match[1], match[2]]));
}

/**
 * @param {string} json the generated routesChunkNames.json
 * @param {string} registrySource the registry it belongs to
 * @param {(routeKey: string) => boolean} [keep] which routes to keep (the others are in route sections)
 * @returns {{code: string, table: Record<string, unknown>, unknown: number}} the table with short chunk names, as
 *   JSON and as an object, and how many names had none
 */
function leanChunkNames(json, registrySource, keep = () => true) {
  return renameChunkNames(JSON.parse(json), shortChunkNames(registrySource), keep);
}

/**
 * The route-to-chunk table with short chunk names (see leanChunkNames).
 * @param {Record<string, unknown>} table the generated table, parsed
 * @param {Map<string, string>} short the registry's short chunk names
 * @param {(routeKey: string) => boolean} keep which routes to keep
 */
function renameChunkNames(table, short, keep) {
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
  const renamed = Object.fromEntries(
    Object.entries(table)
      .filter(([route]) => keep(route))
      .map(([route, chunks]) => [route, rename(chunks)]),
  );
  return {code: JSON.stringify(renamed), table: renamed, unknown};
}

/**
 * The route sections of the site whose tables are in `dir`, or undefined if its routes cannot be cut.
 * @param {string} dir the `.docusaurus` directory
 * @param {(file: string) => void} depend records a file the result depends on
 */
function sectionPlan(dir, depend) {
  const read = (/** @type {string} */ file) => {
    depend(path.join(dir, file));
    return fs.readFileSync(path.join(dir, file), 'utf8');
  };
  const sources = /** @type {const} */ ([read('routes.js'), read('registry.js'), read('routesChunkNames.json')]);
  // The loader runs once per table and once per section module, many times a build, on the same three files.
  if (!lastPlan || lastPlan.sources.some((source, index) => source !== sources[index])) {
    lastPlan = {sources, plan: planSections(...sources)};
  }
  return lastPlan.plan;
}

/** @type {{sources: readonly string[], plan: ReturnType<typeof planSections>} | undefined} */
let lastPlan;

/**
 * @param {string} routesSource
 * @param {string} registrySource
 * @param {string} chunkNamesJson
 */
function planSections(routesSource, registrySource, chunkNamesJson) {
  const routes = sections.parseRoutes(routesSource);
  if (!routes) return undefined;
  const split = sections.splitRoutes(routes);
  if (split.sections.length === 0) return undefined;
  const chunkNames = /** @type {Record<string, unknown>} */ (JSON.parse(chunkNamesJson));
  const tables = sections.assignTables(split.sections, chunkNames);
  return {split, tables, chunkNames, registrySource, short: shortChunkNames(registrySource), modules: registryModules(registrySource)};
}

/** @typedef {NonNullable<ReturnType<typeof planSections>>} SectionPlan */

/**
 * main.js's routes module: the tree without the sections' routes, and the code that loads them.
 * @param {string} source the generated routes.js
 * @param {SectionPlan} plan
 */
function mainRoutesModule(source, plan) {
  const header = source.slice(0, source.indexOf('export default'));
  return `${header}const routes = ${sections.routesCode(plan.split.main)};\nexport default routes;\n${sections.sectionRuntime(
    plan.split.parents,
    plan.split.sections,
    './routes.js?section=INDEX',
  )}`;
}

/**
 * A route section's module: it adds its entries to the two tables, then hands its routes to main.js's module.
 * @param {SectionPlan} plan
 * @param {number} index
 */
function sectionModule(plan, index) {
  const entries = [...plan.tables.chunks]
    .filter(([, section]) => section === index)
    .map(([name]) => entryCode(/** @type {string} */ (plan.short.get(name)), /** @type {string} */ (plan.modules.get(name))));
  const {table} = renameChunkNames(plan.chunkNames, plan.short, (key) => plan.tables.keys.get(key) === index);
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

Object.assign(registry, {
${entries.join('\n')}
});
Object.assign(routesChunkNames, ${JSON.stringify(table)});

export default ${sections.routesCode(plan.split.sections[index].routes)};
`;
}

/**
 * Options: `{sections: true}` in the client's production bundle, where the tables are slimmed and cut into route
 * sections; `{sections: false}` elsewhere, where only routes.js is seen, to give it the same exports.
 * @this {{resourcePath: string, resourceQuery: string, getOptions(): {sections?: boolean}, addDependency(file: string): void}}
 * @param {string} source
 */
function leanRegistryLoader(source) {
  // The build fails rather than ship the route tables unslimmed: Docusaurus's generated files changed shape.
  const fail = (/** @type {string} */ what) => {
    throw new Error(
      `lean-registry: ${what}. Docusaurus's generated .docusaurus/routes.js or registry.js no longer has the shape ` +
        'src/plugins/lean-registry/sections.cjs and loader.cjs read (after a Docusaurus upgrade?): compare a fresh ' +
        '.docusaurus/ with the parsers there and with tests/unit/routeSections.test.ts (README, "Upgrading Docusaurus").',
    );
  };
  const file = path.basename(this.resourcePath);
  const dir = path.dirname(this.resourcePath);
  const split = this.getOptions().sections === true;
  const plan = split ? sectionPlan(dir, (dependency) => this.addDependency(dependency)) : undefined;
  const section = /[?&]section=(\d+)/.exec(this.resourceQuery ?? '');

  if (file === 'routes.js') {
    if (section && plan && Number(section[1]) < plan.split.sections.length) return sectionModule(plan, Number(section[1]));
    if (section) throw new Error(`lean-registry: routes.js${this.resourceQuery} is not a route section of this build.`);
    if (!plan) {
      if (split) fail('the routes could not be cut into sections');
      return source + sections.NO_SECTIONS;
    }
    return mainRoutesModule(source, plan);
  }

  if (file === 'registry.js') {
    const moved = new Set(plan ? plan.tables.chunks.keys() : []);
    const {code, entries} = leanRegistry(source, moved);
    if (entries === 0 && source.includes('resolveWeak')) fail('the registry format was not recognised');
    return code;
  }
  let registrySource = plan?.registrySource;
  if (registrySource === undefined) {
    const registryPath = path.join(dir, 'registry.js');
    this.addDependency(registryPath);
    registrySource = fs.readFileSync(registryPath, 'utf8');
  }
  const {code, unknown} = leanChunkNames(source, registrySource, (key) => !plan?.tables.keys.has(key));
  // An unrecognised registry yields no short names, so every chunk name counts as unknown here.
  if (unknown > 0) fail(`${unknown} chunk names in routesChunkNames.json are not in the registry`);
  return code;
}

module.exports = leanRegistryLoader;
module.exports.leanRegistry = leanRegistry;
module.exports.leanChunkNames = leanChunkNames;
module.exports.shortChunkNames = shortChunkNames;
module.exports.sectionPlan = sectionPlan;
module.exports.mainRoutesModule = mainRoutesModule;
module.exports.sectionModule = sectionModule;
