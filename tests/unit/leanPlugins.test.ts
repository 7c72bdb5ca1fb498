import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocIndex} from '../../src/plugins/lean-docs';
import {withServerOptions} from '../../src/plugins/serverOptions';
import pluginClientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';

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
    const files = ['docs', 'blog', 'src/pages', 'src/components', 'src/theme'].flatMap((dir) => readdirSync(dir, {recursive: true}).map((f) => join(dir, String(f))));
    const cardUsers = files.filter((f) => statSync(f).isFile() && /DocCard|useDocById/.test(readFileSync(f, 'utf8')));
    expect(cardUsers).toEqual([]);
  });
});

describe('withServerOptions', () => {
  it('validates the options as Docusaurus would, defaults included', () => {
    const configured = withServerOptions(pluginClientRedirects, {redirects: [{from: '/old', to: '/new'}]}, validateOptions);
    expect(configured.options).toMatchObject({id: 'default', redirects: [{from: '/old', to: '/new'}], fromExtensions: []});
  });

  it('rejects invalid options when the config loads, not later', () => {
    expect(() => withServerOptions(pluginClientRedirects, {redirects: [{from: 'no-leading-slash', to: '/new'}]}, validateOptions)).toThrow();
  });

  it('keeps the options out of the serialised config', () => {
    const configured = withServerOptions(pluginClientRedirects, {redirects: [{from: '/old', to: '/new'}]}, validateOptions);
    expect(JSON.stringify([configured])).toBe('[null]');
  });
});
