// The plugins' options as `docusaurus build` loads them: Docusaurus's own loadContext, loadPluginConfigs and
// initPluginsConfigs (@docusaurus/core/lib/server/) on this site's config. They resolve each `[module, options]`
// entry, call the module's validateOptions, and call the plugin with what it returned. A plugin given options by a
// module without validateOptions, or options its validateOptions refuses, fails here as it would fail the build.
import {resolve} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {InitializedPlugin, LoadContext} from '@docusaurus/types';
import {loadContext} from '@docusaurus/core/lib/server/site.js';
import {loadPluginConfigs, type NormalizedPluginConfig} from '@docusaurus/core/lib/server/plugins/configs.js';
import {initPluginsConfigs} from '@docusaurus/core/lib/server/plugins/init.js';
import config from '../../docusaurus.config';
import {redirects} from '../../config/redirects';
import {CLIENT_REDIRECTS, LEAN_BLOG, LEAN_DOCS, LLMS_TXT, optionsOf, SEARCH, SECURITY_HEADERS} from './pluginEntries';

let context: LoadContext;
let pluginConfigs: NormalizedPluginConfig[];
let plugins: InitializedPlugin[];

beforeAll(async () => {
  context = await loadContext({siteDir: resolve(__dirname, '..', '..')});
  pluginConfigs = await loadPluginConfigs(context);
  plugins = (await initPluginsConfigs(context, pluginConfigs)).flatMap(({plugin}) => (plugin ? [plugin] : []));
}, 60_000);

const pluginNamed = (name: string) => plugins.find((plugin) => plugin.name === name)!;
const configOf = (module: string) => pluginConfigs.find((pluginConfig) => pluginConfig.pluginModule?.path === module)!;

/** Docusaurus loading the plugin of `module` with `options` instead of the site's. */
const initWith = (module: string, options: Record<string, unknown>) => initPluginsConfigs(context, [{...configOf(module), options}]);

describe('plugin options, validated by Docusaurus', () => {
  it('gives options only to plugins named by module, whose modules all export validateOptions', () => {
    const entries = [...(config.plugins ?? []), ...(config.themes ?? [])];
    // A function given options (`[plugin, options]`) would have them checked only by a validateOptions on the function.
    expect(entries.filter((entry) => Array.isArray(entry) && typeof entry[0] !== 'string')).toEqual([]);
    const withOptions = pluginConfigs.filter((pluginConfig) => Object.keys(pluginConfig.options ?? {}).length > 0);
    expect(withOptions.map((pluginConfig) => pluginConfig.pluginModule?.path)).toEqual(
      expect.arrayContaining([LEAN_DOCS, LEAN_BLOG, CLIENT_REDIRECTS, SECURITY_HEADERS, LLMS_TXT, SEARCH]),
    );
    for (const {pluginModule} of withOptions) {
      // Where init.js's getOptionValidationFunction looks.
      const validateOptions = pluginModule?.module.default?.validateOptions ?? pluginModule?.module.validateOptions;
      expect(validateOptions, pluginModule?.path ?? 'a plugin without a module').toBeTypeOf('function');
    }
  });

  it("calls each plugin with its options completed by its module's validateOptions", () => {
    const docs = pluginNamed('docusaurus-plugin-content-docs').options;
    expect(docs).toMatchObject({id: 'default', routeBasePath: '/docs', path: 'docs', sidebarCollapsible: true});
    const blog = pluginNamed('docusaurus-plugin-content-blog').options;
    expect(blog).toMatchObject({routeBasePath: '/blog', postsPerPage: 10, feedOptions: {type: ['rss', 'atom', 'json']}});
    const clientRedirects = pluginNamed('docusaurus-plugin-client-redirects').options;
    expect(clientRedirects).toMatchObject({id: 'default', fromExtensions: [], toExtensions: [], redirects});
    expect(pluginNamed('security-headers').options).toEqual({
      id: 'default',
      analytics: false,
      redirectTargets: redirects.map(({to}) => to),
    });
    expect(pluginNamed('llms-txt').options).toEqual({id: 'default', ...optionsOf(config, LLMS_TXT)});
    const search = pluginNamed('@easyops-cn/docusaurus-search-local').options;
    expect(search).toMatchObject({id: 'default', hashed: 'filename', language: ['en'], removeDefaultStemmer: false});
  });

  it('refuses a bad redirect before the build starts', async () => {
    const bad = {redirects: [{from: 'docs/no-leading-slash', to: '/docs'}]};
    await expect(initWith(CLIENT_REDIRECTS, bad)).rejects.toThrow(/docs\/no-leading-slash.*is not a valid pathname/);
  });

  it('refuses bad options of the docs, blog and search plugins', async () => {
    await expect(initWith(LEAN_DOCS, {...optionsOf(config, LEAN_DOCS), sidebarCollapsible: 'yes'})).rejects.toThrow(
      /"sidebarCollapsible" must be a boolean/,
    );
    await expect(initWith(LEAN_BLOG, {...optionsOf(config, LEAN_BLOG), blogSidebarCount: 'some'})).rejects.toThrow(/blogSidebarCount/);
    await expect(initWith(SEARCH, {...optionsOf(config, SEARCH), searchResultLimits: 'all'})).rejects.toThrow(
      /"searchResultLimits" must be a number/,
    );
  });

  it('refuses bad options of security-headers and llms-txt, naming the plugin', async () => {
    await expect(initWith(SECURITY_HEADERS, {analytics: true})).rejects.toThrow(
      'security-headers: the "redirectTargets" option is required',
    );
    await expect(initWith(SECURITY_HEADERS, {analytics: 'yes', redirectTargets: []})).rejects.toThrow(
      'security-headers: the "analytics" option must be true or false.',
    );
    await expect(initWith(SECURITY_HEADERS, {redirectTargets: [42]})).rejects.toThrow(
      'security-headers: "redirectTargets[0]" must be a redirect target',
    );
    await expect(initWith(LLMS_TXT, {areaTitles: {}})).rejects.toThrow(
      'llms-txt: the "description" option (what the site is for) is required.',
    );
  });
});
