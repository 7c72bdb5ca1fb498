import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus names each lazy chunk `[name].[contenthash:8].js`, where the name is its 8-hex-digit route key. The
 * bundler runtime, which every page loads first, then carries two maps for the site's ~900 chunks: id → name and
 * id → hash. Naming chunks by id instead drops the first map. Long-term caching is unchanged: the content hash stays.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenames(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      // Only the client's production bundle is fetched by readers; dev and server builds keep Docusaurus's names.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
