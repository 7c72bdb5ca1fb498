// Ejected: "Read more" alone is not a descriptive link text; the post title now follows it, hidden visually.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="sr-only"> about {blogPostTitle}</span>
    </Link>
  );
}
