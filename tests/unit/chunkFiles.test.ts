// The part of the core patch that reads the bundler's runtime (patches/@docusaurus+core+3.10.2.patch adds
// lib/client/chunkFiles.js): the files a route's chunk loaders fetch, and nothing when the runtime is not of the shape
// it knows, so that a change of Rspack's or Webpack's runtime costs the prefetch head start, not a 404 or a crash.
import {describe, expect, it} from 'vitest';
// @ts-expect-error: a plain ES module of the patched package, without types.
import {chunkFilesOf, readRuntime} from '../../node_modules/@docusaurus/core/lib/client/chunkFiles.js';

type Runtime = {e: (id: string) => Promise<void>; u: (id: string) => string; p: string; f: {j: unknown}};

/** A runtime like Webpack's and Rspack's, whose JSONP loader is written around `test`. */
function runtime(test: string): Runtime {
  const loaded: string[] = [];
  const e = (id: string) => {
    loaded.push(id);
    return Promise.resolve();
  };
  // The loader's source is what is read, as the bundlers write it (minified).
  const j = new Function(
    't',
    'r',
    `var n=o.o(a,t)?a[t]:void 0;if(0!==n)if(n)r.push(n[2]);else if(${test}){var c=new Promise(function(){});r.push(c)}else a[t]=0`,
  );
  return {e, u: (id) => `assets/js/${id}.js`, p: '/', f: {j}};
}

const loader = (rt: Runtime, ids: string[]) => () => Promise.all(ids.map((id) => rt.e(id)));

describe('chunk files of a loader', () => {
  it('lists the files of the chunks a loader asks for, without loading them', () => {
    const rt = runtime('true');
    const e = rt.e;
    expect(chunkFilesOf(loader(rt, ['17', '42']), readRuntime(rt))).toEqual(['/assets/js/17.js', '/assets/js/42.js']);
    expect(rt.e).toBe(e);
  });

  it('leaves out the chunks without a JavaScript file, in both ways the runtime names them', () => {
    for (const test of ['/^(24014|69783)$/.test(t)', '"24014"!=t']) {
      const rt = runtime(test.startsWith('"') ? test : `!${test}`);
      const read = readRuntime(rt);
      expect(read, test).toBeDefined();
      expect(chunkFilesOf(loader(rt, ['24014', '17']), read), test).toEqual(['/assets/js/17.js']);
    }
  });

  it('prefetches nothing when the runtime is not of the shape it knows, instead of guessing', () => {
    const unknownLoader = runtime('shouldLoad(t)');
    expect(readRuntime(unknownLoader)).toBeUndefined();
    expect(chunkFilesOf(loader(unknownLoader, ['17']), readRuntime(unknownLoader))).toEqual([]);
    for (const broken of [undefined, {}, {e: () => undefined, u: () => '', p: 1}, {...runtime('true'), f: undefined}]) {
      expect(readRuntime(broken)).toBeUndefined();
    }
  });

  it('survives a loader that throws, and restores the runtime', () => {
    const rt = runtime('true');
    const e = rt.e;
    const read = readRuntime(rt);
    expect(
      chunkFilesOf(() => {
        rt.e('3');
        throw new Error('boom');
      }, read),
    ).toEqual(['/assets/js/3.js']);
    expect(rt.e).toBe(e);
  });
});
