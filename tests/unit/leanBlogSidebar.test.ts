// The blog sidebar split by year (src/plugins/lean-blog): every blog route gets a module with the years and the newest
// year's posts; the other years are modules of their own, lazy in the browser and all there on the server.
import {describe, expect, it} from 'vitest';
import ts from 'typescript';
import type {RouteConfig} from '@docusaurus/types';
import {sidebarYears, sidebarYearsModule, withLeanArchive, withLeanSidebar, type SidebarItem} from '../../src/plugins/lean-blog';

const post = (permalink: string, date: string): SidebarItem => ({title: permalink, permalink, unlisted: false, date});

describe('lean blog sidebar', () => {
  it('groups the posts by year, newest year first, keeping their order', () => {
    const items = [
      post('/blog/2026/02/01/b', '2026-02-01T00:00:00.000Z'),
      post('/blog/2026/01/05/a', '2026-01-05T00:00:00.000Z'),
      post('/blog/2024/06/12/c', '2024-06-12T00:00:00.000Z'),
      post('/blog/2018/05/22/d', '2018-05-22T00:00:00.000Z'),
    ];
    expect(sidebarYears(items).map(([year, posts]) => [year, posts.map((p) => p.permalink)])).toEqual([
      ['2026', ['/blog/2026/02/01/b', '/blog/2026/01/05/a']],
      ['2024', ['/blog/2024/06/12/c']],
      ['2018', ['/blog/2018/05/22/d']],
    ]);
    expect(sidebarYears([])).toEqual([]);
  });

  it('points the sidebar module of every nested blog route at the lean one, and leaves other modules alone', () => {
    const route: RouteConfig = {
      path: '/blog',
      component: 'Parent',
      routes: [
        {path: '/blog/x', component: 'Post', modules: {sidebar: 'all-posts.json', content: 'x.md'}},
        {path: '/blog/tags', component: 'Tags', modules: {tags: 'tags.json'}},
      ],
    };
    const lean = withLeanSidebar(route, 'lean.json');
    expect(lean.routes?.[0].modules).toEqual({sidebar: 'lean.json', content: 'x.md'});
    expect(lean.routes?.[1].modules).toEqual({tags: 'tags.json'});
  });

  it('writes year loaders that are lazy imports in the browser and static imports on the server', () => {
    const files = {'2026': '/gen/blog-sidebar-2026.json', '2025': '/gen/blog-sidebar-2025.json'};
    const client = sidebarYearsModule(files, false);
    const server = sidebarYearsModule(files, true);
    expect(client).toContain('"2025": () => import("/gen/blog-sidebar-2025.json")');
    expect(client).not.toMatch(/^import /m);
    expect(server).toMatch(/^import year\d from "\/gen\/blog-sidebar-2025.json";$/m);
    expect(server).not.toContain('import(');
    for (const source of [client, server]) {
      const {diagnostics} = ts.transpileModule(source, {reportDiagnostics: true, compilerOptions: {module: ts.ModuleKind.ESNext}});
      expect(diagnostics).toEqual([]);
      expect(source).toMatch(/export const loadedYear = /);
      expect(source).toMatch(/export const loadYear = /);
    }
  });

  it('gives the archive page the title, link and date of each post, not the whole post', () => {
    const full = {
      id: 'x',
      content: '# A long Markdown source',
      metadata: {
        permalink: '/blog/2026/01/05/a',
        date: '2026-01-05T00:00:00.000Z',
        title: 'A',
        description: 'd',
        tags: [],
        frontMatter: {},
      },
    };
    const route: RouteConfig = {
      path: '/blog',
      component: 'Parent',
      routes: [{path: '/blog/archive', component: 'Archive', props: {archive: {blogPosts: [full]}}}],
    };
    const archive = withLeanArchive(route).routes?.[0].props?.archive as {blogPosts: unknown[]};
    expect(archive.blogPosts).toEqual([{metadata: {permalink: '/blog/2026/01/05/a', date: '2026-01-05T00:00:00.000Z', title: 'A'}}]);
    const other: RouteConfig = {path: '/blog/x', component: 'Post', props: {other: 1}};
    expect(withLeanArchive(other)).toEqual(other);
  });
});
