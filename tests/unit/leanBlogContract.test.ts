// The lean-blog rewrites (src/plugins/lean-blog) on the routes the installed blog plugin really makes: its
// buildAllRoutes (lib/routes.js) with its default options, on three posts. If an upgrade of Docusaurus changes the
// shapes the rewrites read (the truncated post imports of list pages, the sidebar module, the archive's posts), this
// test fails here, and the build fails on the real blog (checkRewrites), instead of the pages quietly growing.
import {createRequire} from 'node:module';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {checkRewrites, noRewrites, withLeanArchive, withLeanSidebar, withSharedPostModules} from '../../src/plugins/lean-blog';

const require = createRequire(import.meta.url);
const {buildAllRoutes} = require('@docusaurus/plugin-content-blog/lib/routes.js') as {
  buildAllRoutes: (param: object) => Promise<RouteConfig[]>;
};
const {DEFAULT_OPTIONS} = require('@docusaurus/plugin-content-blog/lib/options.js') as {DEFAULT_OPTIONS: Record<string, unknown>};

function post(slug: string, date: string, hasTruncateMarker: boolean) {
  return {
    id: slug,
    content: '',
    metadata: {
      permalink: `/blog/${slug}`,
      editUrl: undefined,
      source: `@site/blog/${date}-${slug}.md`,
      title: slug,
      description: slug,
      date: new Date(date),
      tags: [],
      title_meta: slug,
      readingTime: 1,
      hasTruncateMarker,
      authors: [],
      frontMatter: {},
      unlisted: false,
    },
  };
}

async function realRoutes(): Promise<RouteConfig[]> {
  const blogPosts = [post('newest', '2026-08-19', false), post('middle', '2026-08-01', true), post('oldest', '2018-05-22', false)];
  return buildAllRoutes({
    baseUrl: '/',
    content: {
      blogTitle: 'Blog',
      blogDescription: 'Posts',
      blogSidebarTitle: 'All posts',
      blogPosts,
      blogTags: {},
      blogTagsListPath: '/blog/tags',
      authorsMap: {},
    },
    actions: {createData: async (name: string) => `@generated/blog/${name}`},
    options: {...DEFAULT_OPTIONS, blogSidebarCount: 'ALL', postsPerPage: 2, blogArchiveComponent: '@theme/BlogArchivePage'},
    aliasedSource: (path: string) => path,
  });
}

describe("lean-blog on the installed blog plugin's routes", () => {
  it('shares the post modules of untruncated posts on list pages, replaces every sidebar and slims the archive', async () => {
    const routes = await realRoutes();
    const untruncated = new Set(['@site/blog/2026-08-19-newest.md', '@site/blog/2018-05-22-oldest.md']);
    const counts = noRewrites();
    const rewritten = routes.map((route) =>
      withLeanArchive(withLeanSidebar(withSharedPostModules(route, untruncated, counts), 'lean.json', counts), counts),
    );
    // Two list pages of two and one post; the middle post keeps its truncated copy.
    expect(counts.sharedPostModules).toBe(2);
    expect(counts.leanSidebars).toBe(routes.filter((route) => route.modules?.sidebar).length);
    expect(counts.leanSidebars).toBeGreaterThanOrEqual(5);
    expect(counts.leanArchives).toBe(1);
    expect(() => checkRewrites(counts, {sharedPostModules: true, leanSidebars: true, leanArchives: true})).not.toThrow();

    const firstPage = rewritten.find((route) => route.path === '/blog')!;
    expect((firstPage.modules!.items as {content: unknown}[]).map((item) => item.content)).toEqual([
      '@site/blog/2026-08-19-newest.md',
      {__import: true, path: '@site/blog/2026-08-01-middle.md', query: {truncated: true}},
    ]);
    const archive = rewritten.find((route) => route.path === '/blog/archive')!;
    const archivePosts = (archive.props as {archive: {blogPosts: object[]}}).archive.blogPosts;
    expect(archivePosts[0]).toEqual({metadata: {permalink: '/blog/newest', date: new Date('2026-08-19'), title: 'newest'}});
    for (const route of rewritten) if (route.modules?.sidebar) expect(route.modules.sidebar).toBe('lean.json');
  });

  it("fails, naming the blog plugin's file, when a rewrite with work to do matches nothing", () => {
    const counts = {...noRewrites(), leanSidebars: 4};
    expect(() => checkRewrites(counts, {sharedPostModules: true, leanSidebars: true, leanArchives: false})).toThrow(
      /sharedPostModules matched no route.*plugin-content-blog\/lib\/routes\.js/,
    );
    // Nothing to rewrite (every post truncated, no archive): no failure.
    expect(() => checkRewrites(counts, {sharedPostModules: false, leanSidebars: true, leanArchives: false})).not.toThrow();
  });
});
