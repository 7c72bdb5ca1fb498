import type {Plugin} from '@docusaurus/types';
import {isClientProduction} from '../clientBundle';

/**
 * Docusaurus names each lazy chunk `[name].[contenthash:8].js`. The bundler runtime, which every page loads first,
 * then carries a map from every chunk of the site to its hash, which random hex makes incompressible. Naming a chunk
 * by its id and the build's hash needs no map: the runtime builds every file name from the id and one hash.
 *
 * The cost falls on long-term caching: a deploy renames every chunk, not just the changed ones. Little is lost, since
 * the files every page needs change on any content change anyway: main.js carries the route tables and the runtime
 * carried the hash map. What a returning reader re-downloads after a deploy is the shared theme chunks of the page,
 * once; what every reader of every page saves is the map (README: What every page loads).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/**
 * Docusaurus's ChunkAssetPlugin adds `__webpack_require__.gca` to the runtime: a map from every chunk name to its id,
 * which only its link prefetching used. The core patch prefetches without it (it asks each route's loaders which
 * chunks they would load), so the client's production bundle drops the plugin.
 */
export const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

type Config = {plugins?: unknown[]};

/**
 * The client's plugins without ChunkAssetPlugin, found by its class name. The build fails when there is none to
 * remove: Docusaurus renamed or dropped it, and the prefetching that replaces it (the core patch) should be looked at.
 */
export function withoutChunkAssetPlugin(plugins: readonly unknown[]): unknown[] {
  const kept = plugins.filter((plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name !== CHUNK_ASSET_PLUGIN);
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      `chunk-filenames: expected one ${CHUNK_ASSET_PLUGIN} among the client's bundler plugins, found ` +
        `${plugins.length - kept.length} (after a Docusaurus upgrade?): compare @docusaurus/core's ` +
        'lib/webpack/client.js with src/plugins/chunk-filenames and the core patch (README, "Upgrading Docusaurus").',
    );
  }
  return kept;
}

export default function chunkFilenames(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config: Config, isServer) {
      // Only the client's production bundle is fetched by readers; dev and server builds keep Docusaurus's names.
      if (!isClientProduction(isServer)) return {};
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
