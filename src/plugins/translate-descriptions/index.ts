import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isClientProduction} from '../clientBundle';

/**
 * Leaves the translators' descriptions of translate() and <Translate> (./strip.cjs) out of the client's production
 * bundle: the theme's and the site's modules go through ./loader.cjs before they are compiled. The server bundle
 * and the development build keep them (nothing there is downloaded); `npm run write-translations` reads the sources.
 */
export default function translateDescriptions(): Plugin {
  return {
    name: 'translate-descriptions',
    configureWebpack(_config, isServer) {
      if (!isClientProduction(isServer)) return {};
      return {
        module: {
          rules: [
            {
              test: /\.(?:[cm]?js|jsx|tsx?)$/,
              include: [path.resolve(__dirname, '../../..', 'src'), /[\\/]node_modules[\\/]@(?:docusaurus|easyops-cn)[\\/]/],
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
