// Ejected: the date is formatted, and "min read" pluralised, without Intl (src/utils/formatDate.ts), which spared
// every blog page's hydration the browser's locale-data load; the text is the same.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/utils/formatDate';
import styles from './styles.module.css';

/** "One min read" or "N min read": English has one plural rule, the one the theme's message encodes. */
function readingTimeText(readingTimeFloat: number): string {
  const readingTime = Math.ceil(readingTimeFloat);
  const [one, other] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description:
        'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  ).split('|');
  return readingTime === 1 ? one : (other ?? one);
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date, 'long')}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          {readingTimeText(readingTime)}
        </>
      )}
    </div>
  );
}
