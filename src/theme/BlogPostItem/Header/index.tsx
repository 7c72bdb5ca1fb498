// Wraps BlogPostItem/Header to put "Copy page" and "View as Markdown" under the header of a listed post's own page.
import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && !metadata.unlisted && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
