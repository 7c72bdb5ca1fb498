import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentPostsData} from '@site/src/plugins/recent-blog-posts';

const dateFormat = new Intl.DateTimeFormat('en', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

/** The newest blog posts, from the data the recent-blog-posts plugin collected at build time. */
export default function RecentPosts(): React.ReactElement {
  const {posts} = usePluginData('recent-blog-posts') as RecentPostsData;
  if (posts.length === 0) {
    return <p>No posts yet.</p>;
  }
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.permalink}>
          <Link to={post.permalink}>{post.title}</Link> <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
        </li>
      ))}
    </ul>
  );
}
