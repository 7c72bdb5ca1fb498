import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isClientProduction} from '../clientBundle';

/** The site config Docusaurus generates in the site's `.docusaurus` directory. */
export const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** Drops the build-only fields from the site config in the client's production bundle (see `loader.cjs`). */
export default function leanSiteConfig(): Plugin {
  return {
    name: 'lean-site-config',
    configureWebpack(_config, isServer) {
      if (!isClientProduction(isServer)) return {};
      return {module: {rules: [{test: SITE_CONFIG, use: [{loader: path.join(__dirname, 'loader.cjs')}]}]}};
    },
  };
}
