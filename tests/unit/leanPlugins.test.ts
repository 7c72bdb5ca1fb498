import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {withoutChunkAssetPlugin} from '../../src/plugins/chunk-filenames';
import type {RouteConfig} from '@docusaurus/types';
import {
  navbarReadsDocList,
  sidebarModuleSource,
  sidebarsOf,
  withoutDocIndex,
  withoutGlobalDocList,
  withSidebarModules,
} from '../../src/plugins/lean-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {navbar} from '../../config/navbar';
import {registerDocsSidebar, registeredSidebars} from '../../src/plugins/lean-docs/sidebars';
import ts from 'typescript';

describe('lean-docs: each doc page gets its own sidebar', () => {
  const core = [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}];
  const misc = [{type: 'link', href: '/docs/m', label: 'M', docId: 'm'}];
  const tree: RouteConfig = {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {version: {version: 'current', docsSidebars: {Core: core, Misc: misc}}},
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            routes: [
              {path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: '/docs/a.md'}, sidebar: 'Core'} as RouteConfig,
              {path: '/docs/m', component: '@theme/DocItem', exact: true, modules: {content: '/docs/m.md'}, sidebar: 'Misc'} as RouteConfig,
              {path: '/docs/alone', component: '@theme/DocItem', exact: true, modules: {content: '/docs/alone.md'}},
            ],
          },
        ],
      },
    ],
  };
  const docRoutes = (route: RouteConfig) => route.routes![0].routes![0].routes!;

  it('finds every sidebar of the version routes', () => {
    expect(sidebarsOf(tree)).toEqual({Core: core, Misc: misc});
  });

  it('takes the sidebars out of the version metadata and gives each doc route its sidebar module', () => {
    const split = withSidebarModules(tree, {Core: '/gen/sidebar-core.js', Misc: '/gen/sidebar-misc.js'});
    const version = (split.routes![0].props as {version: {docsSidebars: object; version: string}}).version;
    expect(version).toEqual({version: 'current', docsSidebars: {}});
    const [a, m, alone] = docRoutes(split);
    expect(a.modules).toEqual({content: '/docs/a.md', sidebarItems: '/gen/sidebar-core.js'});
    expect(m.modules).toEqual({content: '/docs/m.md', sidebarItems: '/gen/sidebar-misc.js'});
    // A doc outside every sidebar gets none.
    expect(alone).toBe(docRoutes(tree)[2]);
    // The input is not mutated.
    expect(docRoutes(tree)[0].modules).toEqual({content: '/docs/a.md'});
  });

  it('keeps a sidebar that has no module in the version metadata', () => {
    const split = withSidebarModules(tree, {Core: '/gen/sidebar-core.js'});
    expect((split.routes![0].props as {version: {docsSidebars: object}}).version.docsSidebars).toEqual({Misc: misc});
    expect(docRoutes(split)[1].modules).toEqual({content: '/docs/m.md'});
  });

  it('writes a module that registers the sidebar and exports its name', () => {
    const source = sidebarModuleSource('Core', core as never);
    const {outputText, diagnostics} = ts.transpileModule(source, {
      reportDiagnostics: true,
      compilerOptions: {module: ts.ModuleKind.CommonJS},
    });
    expect(diagnostics).toEqual([]);
    expect(outputText).toContain('require("@site/src/plugins/lean-docs/sidebars")');
    expect(outputText).toContain('exports.default = "Core"');
    // Run its registration the way the bundle would.
    const call = source.match(/registerDocsSidebar\((.*)\);/)![1];
    const [name, items] = JSON.parse(`[${call}]`);
    registerDocsSidebar(name, items);
    expect(registeredSidebars.Core).toEqual(core);
  });
});

describe('lean-docs: version metadata without the per-doc index', () => {
  const versionRoute: RouteConfig = {
    path: '/docs',
    component: '@theme/DocVersionRoot',
    props: {
      version: {
        version: 'current',
        docsSidebars: {Core: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
        docs: {a: {id: 'a', title: 'A', description: 'A long description.', sidebar: 'Core'}},
      },
    },
    routes: [{path: '/docs/a', component: '@theme/DocItem'}],
  };

  it('empties the per-doc index and keeps everything else, the sidebars included', () => {
    const slim = withoutDocIndex(versionRoute);
    const version = (slim.props as {version: {docs: object; docsSidebars: object}}).version;
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual((versionRoute.props as {version: {docsSidebars: object}}).version.docsSidebars);
    expect(slim.routes).toEqual(versionRoute.routes);
    // The input is not mutated: Docusaurus may still hold it.
    expect((versionRoute.props as {version: {docs: {a: object}}}).version.docs.a).toHaveProperty('description');
  });

  it('finds the version route nested under the plugin root route', () => {
    const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', routes: [versionRoute], exact: false};
    const slim = withoutDocIndex(root);
    const version = (slim.routes![0].props as {version: {docs: object}}).version;
    expect(version.docs).toEqual({});
  });

  it('leaves other routes alone', () => {
    const route: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}};
    expect(withoutDocIndex(route)).toBe(route);
  });

  it('is safe because no page shows doc cards, the only reader of the index', () => {
    const sidebars = readFileSync('sidebars.ts', 'utf8');
    expect(sidebars).not.toMatch(/generated-index/);
    const files = ['docs', 'blog', 'src/pages', 'src/components', 'src/theme'].flatMap((dir) =>
      readdirSync(dir, {recursive: true}).map((f) => join(dir, String(f))),
    );
    const cardUsers = files.filter((f) => statSync(f).isFile() && /DocCard|useDocById/.test(readFileSync(f, 'utf8')));
    expect(cardUsers).toEqual([]);
  });
});

describe('lean-docs: global data without the doc list', () => {
  const data: GlobalPluginData = {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'a',
        docs: [{id: 'a', path: '/docs/a', sidebar: 'Core'}],
        draftIds: [],
        sidebars: {Core: {link: {path: '/docs/a', label: 'A'}}},
      },
    ],
  };

  it("empties each version's docs and sidebar links and keeps its name, path and main doc", () => {
    const [version] = withoutGlobalDocList(data).versions;
    expect(version.docs).toEqual([]);
    expect(version.sidebars).toEqual({});
    expect(version).toMatchObject({name: 'current', path: '/docs', mainDocId: 'a', isLast: true});
    expect(withoutGlobalDocList(data).path).toBe('/docs');
    // The input is not mutated.
    expect(data.versions[0].docs).toHaveLength(1);
  });

  it('keeps the list when a navbar item reads it, also inside a dropdown', () => {
    expect(navbarReadsDocList([{label: 'Blog', to: '/blog'}, {type: 'search'}])).toBe(false);
    expect(navbarReadsDocList([{type: 'doc', docId: 'a'}])).toBe(true);
    expect(navbarReadsDocList([{type: 'dropdown', items: [{type: 'docSidebar', sidebarId: 'Core'}]}])).toBe(true);
    expect(navbarReadsDocList([{type: 'docsVersionDropdown'}])).toBe(true);
    expect(navbarReadsDocList(undefined)).toBe(false);
  });

  it('applies to this site: its navbar has no doc items, and no page of ours reads the doc list', () => {
    expect(navbarReadsDocList(navbar.items)).toBe(false);
    const files = ['src/pages', 'src/components', 'src/theme'].flatMap((dir) =>
      readdirSync(dir, {recursive: true}).map((f) => join(dir, String(f))),
    );
    const readers = files.filter(
      (f) =>
        statSync(f).isFile() &&
        /useActiveDocContext|useLayoutDoc|useDocsVersionCandidates|useDocVersionSuggestions/.test(readFileSync(f, 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});

describe('chunk-filenames', () => {
  class ChunkAssetPlugin {}
  class OtherPlugin {}

  it('removes ChunkAssetPlugin from the client plugins', () => {
    const other = new OtherPlugin();
    expect(withoutChunkAssetPlugin([other, new ChunkAssetPlugin()])).toEqual([other]);
  });

  it('fails the build when there is no ChunkAssetPlugin to remove, or more than one', () => {
    expect(() => withoutChunkAssetPlugin([new OtherPlugin()])).toThrow(/expected one ChunkAssetPlugin .* found 0 .* compare/);
    expect(() => withoutChunkAssetPlugin([new ChunkAssetPlugin(), new ChunkAssetPlugin()])).toThrow(/found 2/);
  });

  it("removes the plugin Docusaurus's client configuration really adds", async () => {
    // The installed class, as lib/webpack/client.js instantiates it for the client build.
    const {default: RealChunkAssetPlugin} = await import('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js' as string);
    expect(readFileSync('node_modules/@docusaurus/core/lib/webpack/client.js', 'utf8')).toContain('new ChunkAssetPlugin_1.default()');
    const other = new OtherPlugin();
    expect(withoutChunkAssetPlugin([new RealChunkAssetPlugin(), other])).toEqual([other]);
  });
});
