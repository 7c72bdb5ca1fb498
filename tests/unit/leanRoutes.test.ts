import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {BLOG_ROUTES_COMPONENT, nestBlogRoutes, withSharedPostModules} from '../../src/plugins/lean-blog';
import {ROUTE_TABLES} from '../../src/plugins/lean-registry';

type Loader = {
  leanRegistry(source: string): {code: string; entries: number};
  leanChunkNames(json: string, registry: string): {code: string; unknown: number};
  shortChunkNames(registry: string): Map<string, string>;
};
const loader = createRequire(import.meta.url)('../../src/plugins/lean-registry/loader.cjs') as Loader;

describe('lean-blog: list pages share the post module of untruncated posts', () => {
  const truncated = (path: string) => ({content: {__import: true, path, query: {truncated: true}}});
  const listRoute: RouteConfig = {
    path: '/blog',
    component: '@theme/BlogListPage',
    exact: true,
    modules: {sidebar: '~blog/sidebar.json', items: [truncated('@site/blog/short.md'), truncated('@site/blog/long.md')]},
  };

  it('points untruncated posts at the whole post and keeps the excerpt of truncated ones', () => {
    const shared = withSharedPostModules(listRoute, new Set(['@site/blog/short.md']));
    expect(shared.modules).toEqual({
      sidebar: '~blog/sidebar.json',
      items: [{content: '@site/blog/short.md'}, truncated('@site/blog/long.md')],
    });
    // The input is not mutated: Docusaurus may still hold it.
    expect((listRoute.modules!.items as unknown[])[0]).toEqual(truncated('@site/blog/short.md'));
  });

  it('leaves post pages and routes without items alone', () => {
    const post: RouteConfig = {path: '/blog/x', component: '@theme/BlogPostPage', modules: {content: '@site/blog/short.md'}};
    expect(withSharedPostModules(post, new Set(['@site/blog/short.md']))).toBe(post);
  });

  it('reaches item lists in nested routes', () => {
    const root: RouteConfig = {path: '/blog', component: '@theme/Layout', routes: [listRoute]};
    const shared = withSharedPostModules(root, new Set(['@site/blog/long.md']));
    expect((shared.routes![0].modules!.items as unknown[])[1]).toEqual({content: '@site/blog/long.md'});
  });

  it('rests on the blog plugin compiling an unmarked post the same whole or "truncated"', async () => {
    const {truncate} = await import('@docusaurus/plugin-content-blog/lib/blogUtils.js');
    const post = '# Title\n\nA short notice with no marker.\n';
    expect(truncate(post, /<!--\s*truncate\s*-->/)).toBe(post);
  });
});

describe('lean-blog: blog routes nested under one parent', () => {
  const route = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({path, component: '@theme/X', exact: true, ...extra});

  it('moves every route under the base path into one parent, in order, and leaves the others', () => {
    const routes = [route('/blog'), route('/blog/2025/01/02/post'), route('/blog/tags'), route('/blogroll'), route('/elsewhere')];
    const nested = nestBlogRoutes(routes, '/blog');
    expect(nested.map((r) => r.path)).toEqual(['/blogroll', '/elsewhere', '/blog']);
    const parent = nested[2];
    expect(parent).toMatchObject({exact: false, component: BLOG_ROUTES_COMPONENT, modules: {notFound: '@theme/NotFound'}});
    expect(parent.routes!.map((r) => r.path)).toEqual(['/blog', '/blog/2025/01/02/post', '/blog/tags']);
  });

  it('hands nested routes their context as Docusaurus would, under data', () => {
    const post = route('/blog/x', {context: {blogMetadata: '~blog/blogMetadata-default.json'}});
    const [parent] = nestBlogRoutes([post], '/blog');
    expect(parent.routes![0].context).toEqual({data: {blogMetadata: '~blog/blogMetadata-default.json'}});
    expect(parent.routes![0]).not.toHaveProperty('context.plugin');
  });

  it('adds no parent when there is no blog route', () => {
    const routes = [route('/docs')];
    expect(nestBlogRoutes(routes, '/blog')).toEqual(routes);
  });
});

describe('lean-registry: slim client route tables', () => {
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registry = `export default {\n${entry('0058b4c6', '@site/docs/a.md')}\n${entry('ff1c7dbc', '@theme/DocItem')}};\n`;
  const chunkNames = JSON.stringify({
    '/docs/a-3f2': {__comp: 'ff1c7dbc', content: '0058b4c6'},
    '/blog-e88': {items: [{content: '0058b4c6'}]},
  });

  it('applies to the three generated route tables only', () => {
    expect(ROUTE_TABLES.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_TABLES.test('C:\\site\\.docusaurus\\routesChunkNames.json')).toBe(true);
    expect(ROUTE_TABLES.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(ROUTE_TABLES.test('/site/.docusaurus/docusaurus.config.mjs')).toBe(false);
    expect(ROUTE_TABLES.test('/site/src/routes.js')).toBe(false);
  });

  it('gives every chunk a distinct short name that depends only on its own generated name', () => {
    const short = loader.shortChunkNames(registry);
    expect([...short.keys()]).toEqual(['0058b4c6', 'ff1c7dbc']);
    for (const name of short.values()) expect(name).toMatch(/^[0-9a-z]{1,3}$/);
    // Adding a chunk leaves the others' names, and so their file names, as they were.
    const grown = loader.shortChunkNames(registry.replace('};', `\n${entry('7a000000', '@site/docs/b.md')}};`));
    expect(grown.get('0058b4c6')).toBe(short.get('0058b4c6'));
    expect(grown.get('ff1c7dbc')).toBe(short.get('ff1c7dbc'));
  });

  it('resolves clashes between names that fold to the same short name', () => {
    // 36^3 = 46656 apart: both fold to the same slot.
    const clash = `export default {\n${entry('00000001', '@site/a.md')}\n${entry((1 + 46656).toString(16).padStart(8, '0'), '@site/b.md')}};`;
    const short = loader.shortChunkNames(clash);
    expect(new Set(short.values()).size).toBe(2);
  });

  it('keeps only the loader of each registry entry and renames its chunk', () => {
    const {code, entries} = loader.leanRegistry(registry);
    const short = loader.shortChunkNames(registry);
    expect(entries).toBe(2);
    const a = short.get('0058b4c6');
    expect(code).toContain(`"${a}": [() => import(/* webpackChunkName: "${a}" */ "@site/docs/a.md")],`);
    expect(code).not.toContain('0058b4c6');
    expect(code).not.toContain('resolveWeak');
  });

  it('renames the chunks in the route table the same way and keeps the route keys', () => {
    const short = loader.shortChunkNames(registry);
    const {code, unknown} = loader.leanChunkNames(chunkNames, registry);
    expect(unknown).toBe(0);
    expect(JSON.parse(code)).toEqual({
      '/docs/a-3f2': {__comp: short.get('ff1c7dbc'), content: short.get('0058b4c6')},
      '/blog-e88': {items: [{content: short.get('0058b4c6')}]},
    });
  });

  it('reports chunk names the registry does not have instead of guessing', () => {
    const {unknown} = loader.leanChunkNames(JSON.stringify({'/x-1': {content: 'deadbeef'}}), registry);
    expect(unknown).toBe(1);
  });

  it('leaves an unrecognised registry format as it is', () => {
    const other = 'export default {"a": [() => import("x"), "x", 1]};';
    expect(loader.leanRegistry(other)).toEqual({code: other, entries: 0});
  });
});
