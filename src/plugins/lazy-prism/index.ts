import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module, which puts Prism into the main bundle of
 * every page (README: What every page loads). This plugin swaps that module for an empty one; the wrapped
 * `src/theme/CodeBlock/Content/String` loads Prism, and registers the languages, only when a page renders code.
 */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'empty.ts'))],
      };
    },
  };
}
