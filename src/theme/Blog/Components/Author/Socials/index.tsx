// Ejected Blog/Components/Author/Socials: named text links instead of the theme's twelve social icons, which every
// blog page downloaded although the teams in blog/authors.yml list no social accounts (README: What every page loads).
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';

export default function BlogAuthorSocials({author}: Props): ReactNode {
  const entries = Object.entries(author.socials ?? {});
  if (entries.length === 0) return null;
  return (
    <div className="avatar__subtitle">
      {entries.map(([platform, url], index) => (
        <span key={platform}>
          {index > 0 && ' · '}
          <Link href={url}>{platform}</Link>
        </span>
      ))}
    </div>
  );
}
