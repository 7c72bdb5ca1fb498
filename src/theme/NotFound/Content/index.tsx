// Ejected (the original is three static paragraphs): a lost reader needs a search box and the main areas, and an old URL leads on.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes, {loadAllRoutes} from '@generated/routes';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {docAreas, miscArea} from '@site/config/navbar';
import {isExternalUrl, isKnownRoute, oldUrlTarget} from '@site/config/redirects';

/**
 * Whether the browser has every route. The client loads its routes in sections, as pages need them
 * (src/plugins/lean-registry/sections.cjs); an old URL may lead to a page in any of them.
 */
function useAllRoutes(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    loadAllRoutes().then(
      () => current && setLoaded(true),
      // Offline, or a file gone after a deploy: the page stays a plain not-found page.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** Where an old-style URL (`/docs/en/...`, `.html`, `/index`, a redirect rule) leads; only after hydration. */
function useOldUrlTarget(): string | undefined {
  const {pathname} = useLocation();
  // The first client render must match the server-rendered 404 page, which knows no browser URL.
  const isBrowser = useIsBrowser();
  const allRoutes = useAllRoutes();
  return isBrowser && allRoutes ? oldUrlTarget(pathname, (path) => isKnownRoute(routes, path)) : undefined;
}

export default function NotFoundContent({className}: Props): React.ReactElement {
  const target = useOldUrlTarget();
  const {search, hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    if (!target) return;
    if (isExternalUrl(target)) window.location.replace(target);
    else history.replace(target + search + hash);
  }, [target, search, hash, history]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          {target ? (
            <p role="status">
              This page has moved to <Link to={target}>{target}</Link>.
            </p>
          ) : (
            <>
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
            </>
          )}
        </div>
      </div>
    </main>
  );
}
