// Replaces the search plugin's SearchBar. Every page carries only this: the navbar's input and its shortcut hint. The
// suggestions and the search client (./Suggestions) load in a chunk of their own at the first focus, hover, touch or
// mod+K, keeping what was typed meanwhile, and the search itself starts at the same moment, from a smaller chunk
// (src/search/start.ts: the quick part's download and the worker); mark.js (./markTerms) loads only on a page opened with terms to mark.
import {useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type {ComboboxAttributes, SearchStatus} from './Suggestions';
import styles from './styles.module.css';

type SuggestionsModule = typeof import('./Suggestions');

/** The terms to mark on a result's page (as HIGHLIGHT_PARAM in src/search/present.ts, which stays out of this chunk). */
const HIGHLIGHT_PARAM = '_highlight';

let suggestionsModule: SuggestionsModule | undefined;
let loadingSuggestions: Promise<SuggestionsModule> | undefined;
/** Loads the suggestions' chunk once; after a failure the next call tries again. */
function loadSuggestions(): Promise<SuggestionsModule> {
  return (loadingSuggestions ??= import('./Suggestions').then(
    (module) => (suggestionsModule = module),
    (error: unknown) => {
      loadingSuggestions = undefined;
      throw error;
    },
  ));
}

function isMacPlatform(): boolean {
  const data = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  return /mac/i.test(data?.platform || navigator.userAgent || navigator.platform || '');
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const [ui, setUi] = useState<SuggestionsModule>();
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [chunkFailed, setChunkFailed] = useState(false);
  const retryIndex = useRef<() => void>(undefined);
  const keyDown = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(undefined);
  const [combobox, setCombobox] = useState<ComboboxAttributes>();

  const wake = useCallback(() => {
    // Beside the suggestions' chunk, a small one that starts the download and the worker (src/search/start.ts).
    import('@site/src/search/start').then(({startSearch}) => startSearch()).catch(() => undefined);
    if (suggestionsModule) {
      setUi(suggestionsModule);
      return;
    }
    loadSuggestions().then(
      (module) => {
        setChunkFailed(false);
        setUi(module);
      },
      () => setChunkFailed(true),
    );
  }, []);

  useEffect(() => {
    setIsMac(isMacPlatform());
    const box = input.current;
    // Typed or focused before the page hydrated: keep the text, and load as a focus would.
    if (box?.value) setQuery(box.value);
    if (box && document.activeElement === box) {
      setFocused(true);
      wake();
    } else if (suggestionsModule) {
      // Loaded on an earlier page: ready at once.
      setUi(suggestionsModule);
    }
  }, [wake]);

  // mod+K (⌘K on macOS, Ctrl+K elsewhere) focuses the box.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
      if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        wake();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMac, wake]);

  // The terms a result was opened with are shown in the box and marked in the page's article; mark.js is fetched only
  // when there is something to mark or to unmark.
  const firstLocation = useRef(true);
  useEffect(() => {
    const terms = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM);
    const first = firstLocation.current;
    firstLocation.current = false;
    // Run after a macro task, once the page's own effects have run (code blocks render their lines in theirs).
    const timer = window.setTimeout(() => {
      if (!first || terms.length > 0) setQuery(terms.join(' '));
      const article = document.querySelector('article');
      if (!article) return;
      if (terms.length === 0 && !article.querySelector('mark[data-markjs]')) return;
      import('./markTerms').then(({markTerms}) => markTerms(article, terms)).catch(() => undefined);
    });
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);

  const clear = useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.delete(HIGHLIGHT_PARAM);
    const search = params.toString();
    if (search !== location.search.replace(/^\?/, '')) {
      history.push(location.pathname + (search ? `?${search}` : '') + location.hash);
    }
    setQuery('');
    input.current?.focus();
  }, [history, location.pathname, location.search, location.hash]);

  const retry = () => {
    if (chunkFailed) {
      setChunkFailed(false);
      wake();
    } else {
      retryIndex.current?.();
    }
    input.current?.focus();
  };

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const failed = chunkFailed || status === 'error';
  return (
    <div
      className={clsx('navbar__search', styles.searchBarContainer, {
        [styles.searchIndexLoading]: query !== '' && !failed && (!ui || status === 'loading'),
        [styles.focused]: focused,
      })}
      // The box stays left-to-right in right-to-left pages, as the plugin's did.
      dir="ltr"
      // Focus anywhere in the bar (the input, the "See all results" link) keeps the suggestions open.
      onFocus={() => {
        setFocused(true);
        wake();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      }}>
      <input
        ref={input}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.searchInput)}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onPointerEnter={wake}
        onTouchStart={wake}
        onKeyDown={(event) => keyDown.current?.(event)}
        {...combobox}
      />
      <div className={styles.searchBarLoadingRing} aria-hidden="true">
        <div />
        <div />
        <div />
        <div />
      </div>
      {ui && (
        <ui.default
          query={query}
          focused={focused}
          keyDown={keyDown}
          onCombobox={setCombobox}
          onStatus={(next, retryLoad) => {
            setStatus(next);
            retryIndex.current = retryLoad;
          }}
        />
      )}
      {failed && (
        <div role="alert" className="search-load-error search-load-error--bar">
          {translate({id: 'theme.SearchBar.loadError', message: 'Search could not be loaded.'})}{' '}
          <button type="button" className="button button--sm button--primary" onClick={retry}>
            {translate({id: 'theme.SearchBar.retry', message: 'Retry'})}
          </button>
        </div>
      )}
      {query !== '' ? (
        <button
          type="button"
          className={styles.searchClearButton}
          aria-label={translate({id: 'theme.SearchBar.clear', message: 'Clear the search'})}
          onClick={clear}>
          ✕
        </button>
      ) : (
        <div className={styles.searchHintContainer} aria-hidden="true">
          <kbd className={styles.searchHint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
    </div>
  );
}
