// Ejected (the original is three static paragraphs): a lost reader needs a search box and the main areas, and an old URL leads on.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import routes, {loadAllRoutes} from '@generated/routes';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {docAreas, miscArea} from '@site/config/navbar';

interface OldUrlTarget {
  to: string;
  external: boolean;
}

/**
 * Where an old-style URL (`/docs/en/...`, `.html`, `/index`, a redirect rule) leads; found after hydration. The rules
 * (config/redirects.ts) load only here, in a chunk of their own: every doc page has this component for unknown paths
 * under /docs. The client loads its routes in sections, as pages need them (src/plugins/lean-registry/sections.cjs),
 * and an old URL may lead to a page in any of them, so all are loaded first.
 */
function useOldUrlTarget(): OldUrlTarget | undefined {
  const {pathname} = useLocation();
  const [target, setTarget] = useState<OldUrlTarget>();
  useEffect(() => {
    let current = true;
    setTarget(undefined);
    Promise.all([import('@site/config/redirects'), loadAllRoutes()]).then(
      ([{isExternalUrl, isKnownRoute, oldUrlTarget}]) => {
        const to = oldUrlTarget(pathname, (path) => isKnownRoute(routes, path));
        if (current && to) setTarget({to, external: isExternalUrl(to)});
      },
      // Offline, or a file gone after a deploy: the page stays a plain not-found page.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return target;
}

export default function NotFoundContent({className}: Props): React.ReactElement {
  const oldUrl = useOldUrlTarget();
  const target = oldUrl?.to;
  const {search, hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    if (!oldUrl) return;
    if (oldUrl.external) window.location.replace(oldUrl.to);
    else history.replace(oldUrl.to + search + hash);
  }, [oldUrl, search, hash, history]);

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
