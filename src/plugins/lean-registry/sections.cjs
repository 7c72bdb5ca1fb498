// @ts-check
/**
 * Route sections: the client's route tables, cut into pieces that load with the pages that need them.
 *
 * Docusaurus puts every route of the site into main.js, the bundle every page loads first: the route tree
 * (`routes.js`), the chunks each route needs (`routesChunkNames.json`) and a loader per chunk (`registry.js`). For this
 * site those are the routes of every doc and blog page, of which a doc page uses one (README: What every page loads).
 *
 * Here, each long list of leaf routes (the docs under their doc root, the blog pages under /blog) is sorted
 * by path and cut into sections of about `SECTION_SIZE` routes. main.js keeps the rest of the tree, with those lists
 * empty, plus one line per section: its first path and a loader. A section module holds its routes and their entries
 * of the other two tables; when it loads, it adds the entries to the tables and the routes to their list.
 *
 * `loadRoutes(pathname)` loads the section a path falls in: the last one whose first path sorts before it, compared
 * the way the router matches (case-insensitive, trailing slash ignored). Docusaurus calls it (through the core patch)
 * before it renders a path, both at start-up and before each navigation, so the router always finds the route. Every
 * path falls in exactly one section, so a path that has no route gets the not-found page as before.
 */

/** About how many routes a section holds. */
const SECTION_SIZE = 40;
/** A list of leaf routes shorter than this stays in main.js. */
const MIN_LIST = 2 * SECTION_SIZE;

/**
 * @typedef {{path: string, component?: {args: string[]}, exact?: boolean, routes?: Route[], [key: string]: unknown}} Route
 * @typedef {{parent: number, first: string, routes: Route[], keys: string[]}} Section
 * @typedef {{path: string, at: number[]}} Parent
 */

const EXPORT = /^([\s\S]*?)export default (\[[\s\S]*\]);?\s*$/;

/**
 * Reads the route tree from the generated `routes.js`.
 * @param {string} source
 * @returns {Route[] | undefined} undefined if the file is not in the form Docusaurus writes
 */
function parseRoutes(source) {
  const match = source.match(EXPORT);
  if (!match || !/import ComponentCreator from '@docusaurus\/ComponentCreator';/.test(match[1])) return undefined;
  try {
    // The file is the build's own output: an array literal of paths, flags and ComponentCreator(path, hash) calls.
    const routes = new Function('ComponentCreator', `return ${match[2]};`)((/** @type {string[]} */ ...args) => ({args}));
    return Array.isArray(routes) ? routes : undefined;
  } catch {
    return undefined;
  }
}

// `comparable` and `isUnder` run at build time here and, copied as they are into the client runtime below, in the
// browser: both sides must agree on which section a path falls in.

/**
 * The form in which the router compares paths: case-insensitive, without a trailing slash.
 * @param {string} path
 */
function comparable(path) {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/**
 * Whether a comparable path is a list's base path or below it.
 * @param {string} path
 * @param {string} base
 */
function isUnder(path, base) {
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}

/**
 * The lists of routes that are cut into sections: long, all leaves that match exactly, no patterns.
 * @param {Route[]} routes
 * @returns {Parent[]}
 */
function findParents(routes) {
  /** @type {Parent[]} */
  const parents = [];
  /** @param {Route[]} list @param {number[]} at */
  const walk = (list, at) =>
    list.forEach((route, index) => {
      if (!route.routes) return;
      const here = [...at, index];
      const children = route.routes;
      const base = comparable(route.path);
      const cuttable =
        children.length >= MIN_LIST &&
        children.every(
          (child) => !child.routes && child.exact === true && !/[:*()?+]/.test(child.path) && isUnder(comparable(child.path), base),
        );
      if (cuttable) parents.push({path: base, at: here});
      else walk(children, here);
    });
  walk(routes, []);
  return parents;
}

/** @param {Route} route */
const routeKey = (route) => (route.component ? `${route.component.args[0]}-${route.component.args[1]}` : '');

/**
 * @param {Route[]} routes
 * @param {number[]} at
 * @returns {Route}
 */
function routeAt(routes, at) {
  let list = routes;
  /** @type {Route | undefined} */
  let route;
  for (const index of at) {
    route = list[index];
    list = route.routes ?? [];
  }
  return /** @type {Route} */ (route);
}

/**
 * Cuts the route tree into main.js's part and the sections. The tree passed in is not changed.
 * @param {Route[]} routes
 * @returns {{main: Route[], parents: Parent[], sections: Section[]}}
 */
function splitRoutes(routes) {
  const main = /** @type {Route[]} */ (structuredClone(routes));
  const parents = findParents(main);
  /** @type {Section[]} */
  const sections = [];
  parents.forEach((parent, parentIndex) => {
    const route = routeAt(main, parent.at);
    const children = [...(route.routes ?? [])].sort((a, b) => {
      const x = comparable(a.path);
      const y = comparable(b.path);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    route.routes = [];
    const count = Math.ceil(children.length / SECTION_SIZE);
    const size = Math.ceil(children.length / count);
    for (let start = 0; start < children.length; start += size) {
      const part = children.slice(start, start + size);
      sections.push({parent: parentIndex, first: comparable(part[0].path), routes: part, keys: part.map(routeKey)});
    }
  });
  return {main, parents, sections};
}

/**
 * Which route keys and chunk names move into each section. A chunk moves only if every route that uses it is in
 * that section; chunks shared with main.js or with another section stay in main.js.
 * @param {Section[]} sections
 * @param {Record<string, unknown>} chunkNames the generated routesChunkNames table
 * @returns {{keys: Map<string, number>, chunks: Map<string, number>}} section index by route key and by chunk name
 */
function assignTables(sections, chunkNames) {
  /** @type {Map<string, number>} */
  const keys = new Map();
  sections.forEach((section, index) => section.keys.forEach((key) => keys.set(key, index)));
  /** @type {Map<string, Set<number | 'main'>>} */
  const users = new Map();
  /** @param {unknown} value @param {number | 'main'} user */
  const visit = (value, user) => {
    if (typeof value === 'string') {
      const set = users.get(value) ?? new Set();
      set.add(user);
      users.set(value, set);
    } else if (value && typeof value === 'object') Object.values(value).forEach((child) => visit(child, user));
  };
  for (const [key, value] of Object.entries(chunkNames)) visit(value, keys.get(key) ?? 'main');
  /** @type {Map<string, number>} */
  const chunks = new Map();
  for (const [name, set] of users) {
    const [only] = set;
    if (set.size === 1 && typeof only === 'number') chunks.set(name, only);
  }
  return {keys, chunks};
}

/**
 * Writes routes as the array literal Docusaurus writes, so ComponentCreator runs as it would.
 * @param {Route[]} routes
 * @returns {string}
 */
function routesCode(routes) {
  const route = (/** @type {Route} */ r) =>
    `{${Object.entries(r)
      .map(([key, value]) => {
        if (key === 'component') {
          const {args} = /** @type {{args: string[]}} */ (value);
          return `component: ComponentCreator(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
        }
        if (key === 'routes') return `routes: ${routesCode(/** @type {Route[]} */ (value))}`;
        return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
      })
      .join(', ')}}`;
  return `[\n${routes.map(route).join(',\n')}\n]`;
}

/** The chunk name of section `index`. Registry chunks have base-36 names, so `_` keeps these apart. */
const sectionChunkName = (/** @type {number} */ index) => `_${index}`;

/**
 * The client runtime appended to main.js's routes module. It is copied as it is, so it is written in the syntax
 * every supported browser runs, with no TypeScript.
 * @param {Parent[]} parents
 * @param {Section[]} sections
 * @param {string} request how a section module is imported, with `INDEX` for its number
 */
function sectionRuntime(parents, sections, request) {
  const lists = parents.map(
    (parent) => `routes${parent.at.map((index, depth) => (depth ? `.routes[${index}]` : `[${index}]`)).join('')}.routes`,
  );
  const table = sections.map(
    (section, index) =>
      `  [${section.parent}, ${JSON.stringify(section.first)}, () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(index))} */ ${JSON.stringify(request.replace('INDEX', String(index)))})]`,
  );
  return `
// Route sections (src/plugins/lean-registry/sections.cjs): [list, first path, loader].
const sectionLists = [${lists.join(', ')}];
const sectionBases = ${JSON.stringify(parents.map((parent) => parent.path))};
const sections = [
${table.join(',\n')}
];
const sectionLoads = new Map();
const sectionsDone = new Set();

${comparable}

${isUnder}

function sectionOf(pathname) {
  const path = comparable(pathname);
  const list = sectionBases.findIndex((base) => isUnder(path, base));
  if (list < 0) return -1;
  let found = -1;
  sections.forEach((section, index) => {
    if (section[0] === list && (found < 0 || section[1] <= path)) found = index;
  });
  return found;
}

function sectionsOf(pathname) {
  const found = new Set([sectionOf(pathname)]);
  try {
    found.add(sectionOf(decodeURI(pathname)));
  } catch (error) {
    // A malformed escape: the path as it is was enough.
  }
  found.delete(-1);
  return Array.from(found);
}

function loadSection(index) {
  let load = sectionLoads.get(index);
  if (!load) {
    const section = sections[index];
    load = section[2]().then((module) => {
      sectionLists[section[0]].push(...module.default);
      sectionsDone.add(index);
    });
    // A failed load (a network error, a file replaced by a new deploy) is tried again next time.
    load.catch(() => sectionLoads.delete(index));
    sectionLoads.set(index, load);
  }
  return load;
}

// Docusaurus's client (through the core patch) finds these on the routes array itself, so it needs no import that
// a site without this plugin would lack.
Object.defineProperties(routes, {
  loadRoutes: {value: loadRoutes},
  loadingRouteSections: {value: loadingRouteSections},
  pendingRouteSection: {value: pendingRouteSection},
  routeSectionsLoaded: {value: routeSectionsLoaded},
});

/** Loads the route section a path falls in, if any, so the router can match it. */
export function loadRoutes(pathname) {
  return Promise.all(sectionsOf(pathname).map(loadSection)).then(() => undefined);
}

/** Loads every route section: for code that looks through all routes. */
export function loadAllRoutes() {
  return Promise.all(sections.map((_, index) => loadSection(index))).then(() => undefined);
}

/** How many route sections have been added to the tables: it changes whenever they grow. */
function routeSectionsLoaded() {
  return sectionsDone.size;
}

/** Settles when the route sections a path needs that are still loading are in; undefined if none is loading. */
function loadingRouteSections(pathname) {
  const loading = sectionsOf(pathname).filter((index) => sectionLoads.has(index) && !sectionsDone.has(index));
  return loading.length ? Promise.all(loading.map((index) => sectionLoads.get(index))).then(() => undefined) : undefined;
}

/** The loader of a route section a path needs that has not started loading yet, for prefetching its file. */
function pendingRouteSection(pathname) {
  const missing = sectionsOf(pathname).find((index) => !sectionLoads.has(index));
  return missing === undefined ? undefined : sections[missing][2];
}
`;
}

/** The exports of a routes module that has no sections: the server's, and the development server's. */
const NO_SECTIONS = `
// Route sections (src/plugins/lean-registry/sections.cjs): this bundle has every route already.
export function loadRoutes() {
  return Promise.resolve();
}
export function loadAllRoutes() {
  return Promise.resolve();
}
`;

module.exports = {
  SECTION_SIZE,
  MIN_LIST,
  parseRoutes,
  comparable,
  findParents,
  splitRoutes,
  assignTables,
  routesCode,
  sectionChunkName,
  sectionRuntime,
  NO_SECTIONS,
};
