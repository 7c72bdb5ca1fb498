// Ejected (the original is three static paragraphs): a lost reader needs a search box and the main areas.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {docAreas, miscArea} from '@site/config/navbar';

export default function NotFoundContent({className}: Props): React.ReactElement {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find a page at this address. It may have moved, or the link that brought you here may be wrong.</p>
          {/* A plain GET form: it reaches the search page even before JavaScript has loaded. */}
          <form action="/search" method="get" role="search" className="margin-bottom--lg">
            <label htmlFor="not-found-search" className="margin-right--sm">
              Search the docs
            </label>
            <input id="not-found-search" name="q" type="search" className="margin-right--sm" />
            <button type="submit" className="button button--primary button--sm">
              Search
            </button>
          </form>
          <Heading as="h2">Main areas</Heading>
          <ul>
            {[...docAreas, miscArea].map((area) => (
              <li key={area.to}>
                <Link to={area.to}>{area.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/blog">Developer blog</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
