import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import lazyPrism, {PRISM_CLIENT_MODULE} from '../../src/plugins/lazy-prism';

const require = createRequire(import.meta.url);

describe('lazy-prism plugin', () => {
  it('matches the classic theme client module that would put Prism in the main bundle', async () => {
    const theme = require.resolve('@docusaurus/theme-classic');
    const {default: themeClassic} = await import('@docusaurus/theme-classic');
    const plugin = themeClassic(
      {
        siteDir: process.cwd(),
        i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
        siteConfig: {themeConfig: {prism: {additionalLanguages: []}, colorMode: {}}},
      } as never,
      {customCss: []} as never,
    );
    const modules = plugin.getClientModules!() as string[];
    const prismModule = modules.find((m) => m.includes('prism-include-languages'));
    expect(prismModule, 'the theme still registers Prism languages from a client module').toBeDefined();
    // The theme lists it relative to its lib folder; the bundler sees the absolute path.
    const request = path.resolve(path.dirname(theme), prismModule!);
    expect(request).toMatch(PRISM_CLIENT_MODULE);
    expect(require.resolve(request)).toMatch(PRISM_CLIENT_MODULE);
  });

  it('swaps that module for an empty one in both bundles', () => {
    class Replacement {
      constructor(
        public pattern: RegExp,
        public target: string,
      ) {}
    }
    const plugin = lazyPrism();
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack!(
        {} as never,
        isServer,
        {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never,
        {} as never,
      ) as unknown as {plugins: Replacement[]};
      const [replacement] = config.plugins;
      expect(replacement.pattern).toBe(PRISM_CLIENT_MODULE);
      expect(replacement.target).toMatch(/lazy-prism[\\/]empty\.ts$/);
    }
  });
});
