import {describe, expect, it} from 'vitest';
import recentBlogPostsPlugin, {pickRecentPosts} from '../../src/plugins/recent-blog-posts';

const post = (title: string, date: string, extra: object = {}) => ({
  metadata: {title, permalink: `/blog/${title}`, date, ...extra},
});

describe('recent blog posts', () => {
  it('takes the first N listed posts and leaves unlisted and draft posts out', () => {
    const posts = [
      post('new', '2025-10-24T00:00:00Z'),
      post('hidden', '2025-10-20T00:00:00Z', {unlisted: true}),
      post('draft', '2025-10-19T00:00:00Z', {frontMatter: {draft: true}}),
      post('older', '2025-09-01T00:00:00Z'),
      post('oldest', '2024-01-01T00:00:00Z'),
    ];
    expect(pickRecentPosts(posts, 2)).toEqual([
      {title: 'new', permalink: '/blog/new', date: '2025-10-24'},
      {title: 'older', permalink: '/blog/older', date: '2025-09-01'},
    ]);
  });

  it('publishes five posts as global data', async () => {
    const plugin = recentBlogPostsPlugin({} as never, {});
    let data: unknown;
    const blogPosts = Array.from({length: 7}, (_, i) => post(`p${i}`, `2025-01-0${i + 1}T00:00:00Z`));
    await plugin.allContentLoaded!({
      allContent: {'docusaurus-plugin-content-blog': {default: {blogPosts}}},
      actions: {setGlobalData: (d: unknown) => (data = d), addRoute: () => {}, createData: async () => ''},
    } as never);
    expect((data as {posts: unknown[]}).posts).toHaveLength(5);
  });

  it('fails with a clear message when the blog plugin is missing', async () => {
    const plugin = recentBlogPostsPlugin({} as never, undefined);
    await expect(plugin.allContentLoaded!({allContent: {}, actions: {setGlobalData: () => {}}} as never)).rejects.toThrow(
      /blog plugin is not loaded/,
    );
  });
});
