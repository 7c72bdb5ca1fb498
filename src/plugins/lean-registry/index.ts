import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The route tables Docusaurus generates in the site's `.docusaurus` directory. */
export const ROUTE_TABLES = /[\\/]\.docusaurus[\\/](registry\.js|routesChunkNames\.json)$/;

/** Slims the route tables in the client's production bundle (see `loader.cjs`). */
export default function leanRegistry(): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      // The server bundle keeps Docusaurus's tables: server rendering reports the module paths.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {module: {rules: [{test: ROUTE_TABLES, use: [{loader: path.join(__dirname, 'loader.cjs')}]}]}};
    },
  };
}
