// Ejected: the year headings were h3 directly under the h1; they are h2 here so the outline has no gap.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

interface YearProps {
  year: string;
  posts: ArchiveBlogPost[];
}

function Year({year, posts}: YearProps): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Groups posts by year, newest year first, keeping the blog's newest-first order inside each year. */
export function groupPostsByYear(posts: readonly ArchiveBlogPost[]): YearProps[] {
  const byYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = new Date(post.metadata.date).toISOString().slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  return [...byYear].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate({id: 'theme.blog.archive.description', message: 'Archive'});
  const years = groupPostsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map((props) => (
                  <div key={props.year} className="col col--4 margin-vert--lg">
                    <Year {...props} />
                  </div>
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
