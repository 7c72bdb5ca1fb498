// The search bar's suggestions, in a chunk of their own (loaded by ./index.tsx at the first focus, hover, touch or
// mod+K): an ARIA 1.2 combobox on the navbar's input (the input stays the shell's, so focus and text carry over) with
// a listbox of the top results of searchSite, a "See all results" link, and the search client itself. Each suggestion
// is a link to its page and section: a plain click or Enter opens it in the site (client-side), and a modified or
// middle click, the context menu or copying the address work as on any link.
import {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fullIndexReady, loadSearch, searchSite, type SearchAnswer} from '@site/src/search/client';
import {quickThenFull} from '@site/src/search/quickThenFull';
import type {RankedResult} from '@site/src/search/types';
import {concatDocumentPath} from '@site/src/search/highlight';
import {PAGE_RESULTS, present, resultUrl, type ResultIcon} from '@site/src/search/present';
import Highlighted from '@site/src/search/Highlighted';
import {keepAbove, resultTarget} from '@site/src/search/stableResults';
import styles from './Suggestions.module.css';

/** How many suggestions the bar shows. */
export const SUGGESTIONS = 8;

export type SearchStatus = 'loading' | 'ready' | 'error';

/** What the combobox sets on the shell's input. */
export type ComboboxAttributes = {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant'?: string;
};

export type SuggestionsProps = {
  query: string;
  /** Whether the focus is in the search bar (its input, or a link of the suggestions). */
  focused: boolean;
  /** Set to the combobox's key handler; the shell's input calls it. */
  keyDown: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | undefined>;
  onCombobox(attributes: ComboboxAttributes): void;
  /** The index's state; `retry` downloads it again after an error. */
  onStatus(status: SearchStatus, retry: () => void): void;
};

/** `settled`: from the full index, or the full index could not load; until then the list is busy (a new one follows). */
type Answer = {query: string; results: RankedResult[]; settled: boolean; serial: number};

/** The first results of what the search page lists for the query. */
async function suggest(query: string): Promise<SearchAnswer | null> {
  const answer = await searchSite(query, {limit: PAGE_RESULTS});
  return answer && {...answer, results: answer.results.slice(0, SUGGESTIONS)};
}

let answers = 0;

export default function Suggestions({query, focused, keyDown, onCombobox, onStatus}: SuggestionsProps): ReactNode {
  const id = useId();
  const listboxId = `${id}listbox`;
  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  // What is shown, and whether the reader has moved the cursor (keys or pointer) in it: a complete answer that replaces
  // a quick one then keeps the suggestions down to the cursor in place (src/search/stableResults.ts).
  const shown = useRef<Answer>(undefined);
  const activeNow = useRef(0);
  const moved = useRef(false);
  shown.current = answer;
  activeNow.current = active;
  // The last query answered from the full index: focusing the bar again needs no new search.
  const answeredFully = useRef<string>(undefined);
  const reportStatus = useRef(onStatus);
  useLayoutEffect(() => {
    reportStatus.current = onStatus;
  });

  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadSearch().then(
      () => live && setStatus('ready'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    reportStatus.current(status, () => setAttempt((n) => n + 1));
  }, [status]);

  useEffect(() => {
    if (focused) setDismissed(false);
  }, [focused]);

  useEffect(() => {
    if (!focused || status !== 'ready') return;
    if (!query.trim()) {
      setAnswer(undefined);
      answeredFully.current = undefined;
      return;
    }
    if (answeredFully.current === query) return;
    const show = ({results, complete}: {results: RankedResult[]; complete: boolean}, replacing = false) => {
      const before = shown.current;
      const held =
        replacing && moved.current && before?.query === query ? Math.min(activeNow.current, before.results.length - 1) : undefined;
      setAnswer({
        query,
        results: held === undefined || !before ? results : keepAbove(before.results, results, held, resultTarget),
        settled: complete,
        serial: ++answers,
      });
      if (held === undefined) {
        setActive(0);
        moved.current = false;
      }
      // A reader who closed the list keeps it closed when the complete answer comes.
      if (!replacing) setDismissed(false);
      answeredFully.current = complete ? query : undefined;
    };
    // Answered from the quick index: once the full one is in, the full answer replaces it. If the full index fails to
    // load, the quick answers stay.
    return quickThenFull(
      () => suggest(query),
      {
        first: (quick) => show(quick),
        complete: (full) => show(full, true),
        settle: () => setAnswer((shown) => shown && {...shown, settled: true}),
        loadFailed: () => setStatus('error'),
        unanswered: () => show({results: [], complete: true}),
      },
      fullIndexReady,
    );
  }, [query, focused, status]);

  const results = answer?.results ?? [];
  const open = focused && status !== 'error' && answer !== undefined && query.trim() !== '' && !dismissed;
  const activeId = open && results.length > 0 ? `${id}option-${Math.min(active, results.length - 1)}` : undefined;
  // The search page as the plugin linked it (`search/`, the directory its page is written to).
  const searchPageUrl = `${baseUrl}search/?${new URLSearchParams({q: query})}`;

  useLayoutEffect(() => {
    onCombobox({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': activeId,
    });
  }, [onCombobox, open, listboxId, activeId]);

  const leave = () => {
    const focusedElement = document.activeElement;
    if (focusedElement instanceof HTMLElement) focusedElement.blur();
  };

  const choose = (result: RankedResult) => {
    leave();
    history.push(resultUrl(result.document, result.tokens));
  };

  useLayoutEffect(() => {
    keyDown.current = (event) => {
      if (event.nativeEvent.isComposing) return;
      const count = open ? results.length : 0;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          if (!open) setDismissed(false);
          else if (count > 0) {
            moved.current = true;
            setActive((index) => (Math.min(index, count - 1) + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
          }
          break;
        case 'Enter':
          if (count > 0) {
            event.preventDefault();
            choose(results[Math.min(active, count - 1)]);
          } else if (query.trim()) {
            // Nothing to choose (yet): all results, on the search page.
            event.preventDefault();
            leave();
            history.push(searchPageUrl);
          }
          break;
        case 'Escape':
          if (open) {
            event.preventDefault();
            setDismissed(true);
          }
          break;
      }
    };
  });

  const noResults = translate({id: 'theme.SearchBar.noResultsText', message: 'No results'});
  return (
    <>
      {/* Pressing on the suggestions keeps the focus in the input, so they stay open until one is chosen. */}
      <div className={styles.dropdownMenu} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div
          role="listbox"
          id={listboxId}
          aria-label={translate({id: 'theme.SearchBar.suggestions', message: 'Suggestions'})}
          // Answered from the quick index: the full answer follows (tests and the benchmark wait for it).
          aria-busy={answer ? !answer.settled : undefined}>
          {/* Keyed by answer: each answer renders new options, so watchers of the list (the benchmark) see it arrive. */}
          {results.map((result, index) => (
            <Suggestion
              key={`${answer?.serial}-${index}`}
              id={`${id}option-${index}`}
              result={result}
              active={`${id}option-${index}` === activeId}
              onChoose={() => choose(result)}
              onHover={() => {
                moved.current = true;
                setActive(index);
              }}
            />
          ))}
          {answer && results.length === 0 && (
            // Shown in the list, said by the status below: a listbox may hold nothing but options.
            <div key={answer.serial} aria-hidden="true" className={styles.noResults}>
              <NoResultsIcon />
              {noResults}
            </div>
          )}
        </div>
        {results.length > 0 && (
          <div className={styles.hitFooter}>
            <Link to={searchPageUrl} onClick={leave}>
              {translate({id: 'theme.SearchBar.seeAll', message: 'See all results'})}
            </Link>
          </div>
        )}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {open && results.length === 0 ? noResults : ''}
      </div>
    </>
  );
}

type SuggestionProps = {id: string; result: RankedResult; active: boolean; onChoose(): void; onHover(): void};

/** One suggestion: its excerpt with the terms marked, and where it is (breadcrumb, page, section). */
function Suggestion({id, result, active, onChoose, onHover}: SuggestionProps): ReactNode {
  const {title, breadcrumb, icon, url, target} = present(result, 'suggestion');
  const Icon = ICONS[icon];
  return (
    // The cursor is the combobox's (aria-activedescendant): the links are not in the tab order. A plain anchor: the
    // list navigates itself (Enter, a plain click), and Ctrl-, Cmd- and middle-click open the href as on any link.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      role="option"
      id={id}
      href={url}
      tabIndex={-1}
      aria-selected={active}
      className={clsx(styles.suggestion, active && styles.cursor)}
      onClick={(event) => {
        // A modified or middle click, or one a handler already took, is the browser's (a new tab or window, a download).
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onChoose();
      }}
      onMouseMove={active ? undefined : onHover}>
      <span className={styles.hitIcon}>
        <Icon />
      </span>
      <span className={styles.hitWrapper} data-url={target}>
        <span className={styles.hitTitle}>
          <Highlighted segments={title} />
        </span>
        <span className={styles.hitPath}>{concatDocumentPath(breadcrumb)}</span>
      </span>
      <span className={styles.hitAction}>
        <EnterIcon />
      </span>
    </a>
  );
}

// The plugin's icons (its search bar's look), decorative.
const iconProps = {width: 20, height: 20, viewBox: '0 0 20 20', 'aria-hidden': true} as const;
const strokeProps = {stroke: 'currentColor', fill: 'none', fillRule: 'evenodd', strokeLinejoin: 'round'} as const;

function PageIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <path d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4" {...strokeProps} />
    </svg>
  );
}

function HeadingIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z" {...strokeProps} strokeLinecap="round" />
    </svg>
  );
}

function TextIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" {...strokeProps} />
    </svg>
  );
}

/** The icon of each kind of result (src/search/present.ts KIND_ICONS). */
const ICONS: Record<ResultIcon, () => ReactNode> = {page: PageIcon, heading: HeadingIcon, text: TextIcon};

function EnterIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <g {...strokeProps} strokeLinecap="round">
        <path d="M18 3v4c0 2-2 4-4 4H2" />
        <path d="M8 17l-6-6 6-6" />
      </g>
    </svg>
  );
}

function NoResultsIcon(): ReactNode {
  return (
    <svg className={styles.noResultsIcon} width={40} height={40} viewBox="0 0 20 20" aria-hidden {...strokeProps} strokeLinecap="round">
      <path d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2" />
    </svg>
  );
}
