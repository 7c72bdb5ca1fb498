import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isClientProduction} from '../clientBundle';

/** The route tables Docusaurus generates in the site's `.docusaurus` directory. */
export const ROUTE_TABLES = /[\\/]\.docusaurus[\\/](routes\.js|registry\.js|routesChunkNames\.json)$/;
export const ROUTES = /[\\/]\.docusaurus[\\/]routes\.js$/;

const LOADER = path.join(__dirname, 'loader.cjs');

/**
 * Slims the route tables in the client's production bundle and cuts them into route sections (see `loader.cjs` and
 * `sections.cjs`). Elsewhere the routes module only gains the same exports, which then do nothing.
 */
export default function leanRegistry(): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      // The server bundle keeps Docusaurus's tables: server rendering reports the module paths.
      const rule = isClientProduction(isServer)
        ? {test: ROUTE_TABLES, use: [{loader: LOADER, options: {sections: true}}]}
        : {test: ROUTES, use: [{loader: LOADER, options: {sections: false}}]};
      return {module: {rules: [rule]}};
    },
  };
}
