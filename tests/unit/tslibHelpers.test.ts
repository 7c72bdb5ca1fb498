import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import * as tslib from 'tslib';
import {describe, expect, it} from 'vitest';
import * as helpers from '../../src/plugins/tslib-helpers/helpers.mjs';
import tslibHelpers, {HELPERS, TSLIB_ISSUER} from '../../src/plugins/tslib-helpers';

const require = createRequire(import.meta.url);
const utilsCommon = dirname(require.resolve('@docusaurus/utils-common'));

describe('tslib helpers for @docusaurus/utils-common', () => {
  it('has every tslib helper the installed utils-common calls', () => {
    const called = new Set<string>();
    for (const file of readdirSync(utilsCommon).filter((name) => name.endsWith('.js'))) {
      for (const [, name] of readFileSync(join(utilsCommon, file), 'utf8').matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)) called.add(name);
    }
    expect(called.size).toBeGreaterThan(0);
    for (const name of called) expect(Object.keys(helpers), name).toContain(name);
  });

  it('behaves like tslib', () => {
    const esm = {__esModule: true, default: 1};
    const cjs = {a: 1};
    expect(helpers.__importDefault(esm)).toEqual(tslib.__importDefault(esm));
    expect(helpers.__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
    expect(helpers.__importDefault(cjs).default).toBe(cjs);
  });

  it('applies to utils-common modules only, in the client production bundle only', () => {
    expect(TSLIB_ISSUER.test(join(utilsCommon, 'index.js'))).toBe(true);
    expect(TSLIB_ISSUER.test(require.resolve('@docusaurus/core/lib/client/exports/Link.js'))).toBe(false);
    const plugin = tslibHelpers();
    const configure = (isServer: boolean) => plugin.configureWebpack!({} as never, isServer, {} as never, {} as never);
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(configure(false)).toEqual({module: {rules: [{test: TSLIB_ISSUER, resolve: {alias: {tslib$: HELPERS}}}]}});
      expect(configure(true)).toEqual({});
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
