// The search modules (src/search) depend one way: shared types and constants in ./types.ts, no import circle. An
// import circle makes a module's exports undefined while the circle loads (which one depends on who imported first),
// and type-only imports count too: they are how circles start.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const DIR = join(__dirname, '../../src/search');

/** The relative imports of each module (static, type-only, re-exports and dynamic), by file name. */
export function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const names = Object.keys(files);
  const resolve = (from: string, spec: string): string | undefined => {
    const base = spec.replace(/^\.\//, '');
    return names.find((name) => name === base || name.replace(/\.tsx?$/, '') === base);
  };
  for (const [name, source] of Object.entries(files)) {
    const deps: string[] = [];
    const pattern = /(?:\bimport\b[^'"`;]*?\bfrom\s*|\bexport\b[^'"`;]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.\/[^'"]+)['"]/g;
    for (const [, spec] of source.matchAll(pattern)) {
      const target = resolve(name, spec);
      if (target && !deps.includes(target)) deps.push(target);
    }
    graph.set(name, deps);
  }
  return graph;
}

/** An import circle of the graph (its modules, the first again at the end), or undefined. */
export function findCircle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return [...stack.slice(stack.indexOf(name)), name];
    state.set(name, 'open');
    stack.push(name);
    for (const dep of graph.get(name) ?? []) {
      const circle = visit(dep);
      if (circle) return circle;
    }
    stack.pop();
    state.set(name, 'done');
    return undefined;
  };
  for (const name of graph.keys()) {
    const circle = visit(name);
    if (circle) return circle;
  }
  return undefined;
}

const sources = () =>
  Object.fromEntries(
    readdirSync(DIR)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => [name, readFileSync(join(DIR, name), 'utf8')]),
  );

describe('search modules', () => {
  it('finds a circle, type-only imports and re-exports included, and none in a one-way graph', () => {
    const circle = importGraph({
      'a.ts': "import {b} from './b';",
      'b.ts': "import type {C} from './c';\nexport const b = 1;",
      'c.ts': "export {a} from './a';",
    });
    expect(findCircle(circle)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(
      findCircle(
        importGraph({'a.ts': "import {b} from './b';\nimport x from 'lunr';", 'b.ts': "import type {T} from './types';", 'types.ts': ''}),
      ),
    ).toBeUndefined();
  });

  it('src/search has no import circle', () => {
    const graph = importGraph(sources());
    expect(graph.get('rankResults.ts')).toContain('fastQuery.ts');
    expect(findCircle(graph)).toBeUndefined();
  });

  it('the shared types and constants import no other search module', () => {
    expect(importGraph(sources()).get('types.ts')).toEqual([]);
  });

  it('the worker is created with its name written out, which its chunk is named after and keeps its packages by', async () => {
    const {SEARCH_WORKER_NAME} = await import('../../src/search/types');
    // The bundler reads a literal only: with an imported constant the chunk had no name, and lunr left it again.
    expect(sources()['download.ts']).toContain(`new Worker(new URL('./worker.ts', import.meta.url), {name: '${SEARCH_WORKER_NAME}'})`);
    const {vendorsCacheGroup} = await import('../../src/plugins/search');
    const chunk = (name: string | undefined, initial: boolean) => ({name, canBeInitial: () => initial});
    expect(vendorsCacheGroup.chunks(chunk(SEARCH_WORKER_NAME, false))).toBe(false);
    // As the default ('async'): any other lazily loaded chunk splits, the first-load ones do not.
    expect(vendorsCacheGroup.chunks(chunk(undefined, false))).toBe(true);
    expect(vendorsCacheGroup.chunks(chunk('72q', false))).toBe(true);
    expect(vendorsCacheGroup.chunks(chunk('main', true))).toBe(false);
    expect(vendorsCacheGroup.test.test('/x/node_modules/lunr/lunr.js')).toBe(true);
  });
});
