import type {LoadContext, Plugin} from '@docusaurus/types';

/** What the home page needs to know about a post: kept small, it ships in the global data of every page. */
export interface RecentPost {
  title: string;
  permalink: string;
  date: string;
}

export interface RecentPostsData {
  posts: RecentPost[];
}

interface BlogPostLike {
  metadata: {title: string; permalink: string; date: string | Date; unlisted?: boolean; frontMatter?: {draft?: boolean}};
}

/** Picks the newest listed posts, newest first (the blog plugin already sorts its posts that way). */
export function pickRecentPosts(blogPosts: readonly BlogPostLike[], count: number): RecentPost[] {
  return blogPosts
    .filter((post) => !post.metadata.unlisted && !post.metadata.frontMatter?.draft)
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString().slice(0, 10),
    }));
}

export interface RecentPostsOptions {
  count?: number;
}

/** Exposes the newest blog posts as global data, read at build time from the blog plugin's loaded content. */
export default function recentBlogPostsPlugin(_context: LoadContext, options: unknown): Plugin {
  const count = (options as RecentPostsOptions | undefined)?.count ?? 5;
  return {
    name: 'recent-blog-posts',
    async allContentLoaded({allContent, actions}) {
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: BlogPostLike[]} | undefined;
      if (!blogContent) {
        throw new Error('recent-blog-posts: the blog plugin is not loaded, so the home page has no posts to show.');
      }
      const data: RecentPostsData = {posts: pickRecentPosts(blogContent.blogPosts, count)};
      actions.setGlobalData(data);
    },
  };
}
