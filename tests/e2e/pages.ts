import {readdirSync} from 'node:fs';

/** URL of a blog post file `YYYY-MM-DD-slug.md` (or a folder of that name). */
export function postUrl(file: string): string {
  const [, y, m, d, slug] = file.match(/^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\.mdx?)?$/)!;
  return `/blog/${y}/${m}/${d}/${slug}`;
}

const postFiles = readdirSync('blog')
  .filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f))
  .sort();

/** Every post's URL, newest first, in the blog's order: date descending, then file name ascending within a date. */
export const postUrlsNewestFirst = [...postFiles]
  .sort((a, b) => b.slice(0, 10).localeCompare(a.slice(0, 10)) || a.localeCompare(b))
  .map(postUrl);

/** Years that have posts, newest first. */
export const postYears = [...new Set(postFiles.map((f) => f.slice(0, 4)))].sort().reverse();

/** The oldest and the newest post. */
export const samplePosts = [postUrl(postFiles[0]), postUrl(postFiles.at(-1)!)];

/** One or more pages of every kind the site serves, for checks that must hold everywhere. */
export const pageTypes = {
  home: '/',
  doc: '/docs/core/entity/light',
  'doc index': '/docs/apps',
  'endpoint reference': '/docs/api/supervisor/endpoints',
  'quality-scale checklist': '/docs/core/integration-quality-scale/checklist',
  post: samplePosts[1],
  'blog list': '/blog',
  'blog list, page 2': '/blog/page/2',
  'blog archive': '/blog/archive',
  'tag list': '/blog/tags',
  'tag page': '/blog/tags/deprecation',
  search: '/search?q=config+flow',
} as const;
