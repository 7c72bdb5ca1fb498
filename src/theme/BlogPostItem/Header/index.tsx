// Wraps BlogPostItem/Header to show a post's announced changes (kind, releases, who is affected) as labels, and to put
// "Copy page" and "View as Markdown" under the header of a listed post's own page.
import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import ChangeLabels from '@site/src/components/ChangeLabels';
import {readChanges} from '@site/src/plugins/release-changes/changes';
import styles from './styles.module.css';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {changes} = readChanges(metadata.frontMatter as Record<string, unknown>);
  return (
    <>
      <Header />
      {changes.length > 0 && (
        <ul className={styles.changes} aria-label="What this post announces">
          {changes.map((change, index) => (
            <li key={index}>
              <ChangeLabels change={change} />
            </li>
          ))}
        </ul>
      )}
      {isBlogPostPage && !metadata.unlisted && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
