// Replaces the search plugin's search page (/search?q=…&ctx=…): every result of a query, optionally within one area
// (src/search/contexts.ts, a URL prefix given to searchSite), a meta description, and a retry when the index cannot be
// downloaded. The results of the quick part of the index show first; the complete ones replace them when the text is
// in (the list is aria-busy until then), keeping the results down to the one under the reader's pointer or focus in
// place. Result pages for a query are not indexed; /search itself may be.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {fullIndexReady, searchSite} from '@site/src/search/client';
import {quickThenFull} from '@site/src/search/quickThenFull';
import {startOnSearchPage} from '@site/src/search/start';
import {searchContexts} from '@site/src/search/contexts';
import type {RankedResult} from '@site/src/search/types';
import {concatDocumentPath} from '@site/src/search/highlight';
import {PAGE_RESULTS, present} from '@site/src/search/present';
import Highlighted from '@site/src/search/Highlighted';
import {keepAbove, resultTarget} from '@site/src/search/stableResults';
import styles from './styles.module.css';

// Opened from the server, the page starts the search as its code loads, while it hydrates.
startOnSearchPage();

const DESCRIPTION = 'Search the Home Assistant developer documentation and blog, offline.';

/** `complete`: from the full text too (or the text could not load); until then the list is busy. */
type Listed = {query: string; context: string; results: RankedResult[]; complete: boolean};

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <Head>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const {selectMessage} = usePluralForm();
  // The server renders the page without a query: it is read from the URL in the browser.
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const urlQuery = params.get('q') ?? '';
  const askedContext = params.get('ctx') ?? '';
  const context = searchContexts.some(({path}) => path === askedContext) ? askedContext : '';

  const [query, setQuery] = useState(urlQuery);
  const [listed, setListed] = useState<Listed>();
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const listedNow = useRef<Listed>(undefined);
  listedNow.current = listed;
  // The result under the reader's pointer and the one with the focus (indexes of the list shown).
  const pointed = useRef<number>(undefined);
  const focused = useRef<number>(undefined);

  // The URL changed from outside (the search bar's "See all results", back and forward): search what it says.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const replaceParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(location.search);
    change(next);
    history.replace({search: next.toString()});
  };

  useEffect(() => {
    if (!query.trim()) {
      setListed(undefined);
      return;
    }
    const search = () => searchSite(query, {limit: PAGE_RESULTS, within: context ? `${baseUrl}${context}` : undefined, channel: 'page'});
    // What the quick part finds first, then the complete answer.
    return quickThenFull(
      search,
      {
        first: ({results, complete}) => {
          setLoadError(false);
          setListed({query, context, results, complete});
        },
        complete: (full) => {
          const before = listedNow.current;
          const held = focused.current ?? pointed.current;
          const sameList = before?.query === query && before.context === context;
          setListed({
            query,
            context,
            results: sameList ? keepAbove(before.results, full.results, held, resultTarget) : full.results,
            complete: true,
          });
        },
        // The text could not load: the quick results stay, and are all there is.
        settle: () => setListed((shown) => shown && {...shown, complete: true}),
        loadFailed: () => setLoadError(true),
        unanswered: () => setListed({query, context, results: [], complete: true}),
      },
      fullIndexReady,
    );
  }, [query, context, baseUrl, attempt]);

  const title = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
  const current = query.trim() && listed?.query === query && listed.context === context ? listed : undefined;
  const results = current?.results;
  const searching = Boolean(query.trim()) && !results && !loadError;

  return (
    <>
      <Head>
        {/* Results for a query stay out of search engines (https://github.com/facebook/docusaurus/pull/3233). */}
        {query ? <meta name="robots" content="noindex, follow" /> : null}
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <div className="row">
          <div className={clsx('col', 'col--9', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              value={query}
              onChange={(event) => {
                const value = event.target.value;
                setQuery(value);
                replaceParams((next) => (value ? next.set('q', value) : next.delete('q')));
              }}
              autoComplete="off"
              // The page exists to search: the box has the focus, as the plugin's had.
              autoFocus
            />
          </div>
          <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchContextColumn)}>
            <select
              name="search-context"
              id="context-selector"
              aria-label={translate({id: 'theme.SearchPage.searchContext.label', message: 'Search in'})}
              className={styles.searchContextInput}
              value={context}
              onChange={(event) => {
                const value = event.target.value;
                replaceParams((next) => (value ? next.set('ctx', value) : next.delete('ctx')));
              }}>
              <option value="">{translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'Everywhere'})}</option>
              {searchContexts.map(({label, path}) => (
                <option key={path} value={path}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>

        {loadError ? (
          <div role="alert" className="search-load-error">
            {translate({
              id: 'theme.SearchPage.loadError',
              message: 'The search index could not be downloaded. Check your connection and try again.',
            })}{' '}
            <button
              type="button"
              className="button button--sm button--primary"
              onClick={() => {
                setLoadError(false);
                setAttempt((n) => n + 1);
              }}>
              {translate({id: 'theme.SearchPage.retry', message: 'Retry'})}
            </button>
          </div>
        ) : searching ? (
          <p role="status" className={styles.searching}>
            {translate({id: 'theme.SearchPage.searching', message: 'Searching…'})}
          </p>
        ) : null}

        {results &&
          (results.length > 0 ? (
            <p>
              {selectMessage(
                results.length,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 document found|{count} documents found',
                    description: 'Pluralized label for "{count} documents found"',
                  },
                  {count: results.length},
                ),
              )}
            </p>
          ) : (
            <p>
              {translate({
                id: 'theme.SearchPage.noResultsText',
                message: 'No results',
                description: 'Search page: shown when a query has no hits',
              })}
            </p>
          ))}

        <section
          // Quick results: the complete ones follow (tests and the benchmark wait for them).
          aria-busy={current ? !current.complete : undefined}
          onPointerOver={(event) => (pointed.current = resultIndex(event.target))}
          onPointerLeave={() => (pointed.current = undefined)}
          onFocus={(event) => (focused.current = resultIndex(event.target))}
          onBlur={() => (focused.current = undefined)}>
          {results?.map((result, index) => (
            <SearchResult key={`${result.document.i}-${result.type}`} result={result} index={index} />
          ))}
        </section>
      </main>
    </>
  );
}

/** The index of the result an element is in, or undefined. */
function resultIndex(target: EventTarget): number | undefined {
  const article = target instanceof Element ? target.closest('article[data-index]') : null;
  return article ? Number(article.getAttribute('data-index')) : undefined;
}

/** One result: its page or section as a link, where it is, and for a text match the excerpt. */
function SearchResult({result, index}: {result: RankedResult; index: number}): ReactNode {
  const {title, breadcrumb, excerpt, url} = present(result, 'result');
  return (
    <article className={styles.searchResultItem} data-index={index}>
      <Heading as="h2">
        <Link to={url}>
          <Highlighted segments={title} />
        </Link>
      </Heading>
      {breadcrumb.length > 0 && <p className={styles.searchResultItemPath}>{concatDocumentPath(breadcrumb)}</p>}
      {excerpt && (
        <p className={styles.searchResultItemSummary}>
          <Highlighted segments={excerpt} />
        </p>
      )}
    </article>
  );
}
