import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isClientProduction} from '../clientBundle';

/** The only client-side package that requires tslib: @docusaurus/utils-common, compiled to CommonJS. Its modules resolve `tslib` to the helpers. */
export const TSLIB_ISSUER = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;
export const HELPERS = path.join(__dirname, 'helpers.mjs');

/**
 * @docusaurus/utils-common calls one tslib helper, `__importDefault`, but a CommonJS `require("tslib")` cannot be
 * tree-shaken, so all of tslib landed in main.js, which every page loads first (README: What every page loads). For
 * that one package, in the client's production bundle, `tslib` resolves to a module with just the helpers it calls.
 */
export default function tslibHelpers(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      if (!isClientProduction(isServer)) return {};
      return {module: {rules: [{test: TSLIB_ISSUER, resolve: {alias: {tslib$: HELPERS}}}]}};
    },
  };
}
