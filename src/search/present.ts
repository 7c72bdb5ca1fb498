// What a reader sees of a search result, in the search bar's suggestions and on the search page alike: the line that
// names it, the text that matched, where it is, its icon and its link. One function for both, so that the two lists
// cannot drift apart in what they say about the same result; plain data, tested without a browser (the components
// only render it). The kinds of documents are ./types.ts's.
import {getStemmedPositions, highlight, highlightStemmed, type Segment} from './highlight';
import {resultTarget} from './stableResults';
import {CODE, DESCRIPTION, HEADING, KEYWORDS, TEXT, TITLE, type DocumentKind, type RankedResult} from './types';

/**
 * How many results the search page lists. The search bar suggests the first 8 of as many, so that its suggestions are
 * the top of the page's list: the engine looks for typos only when the words as typed find fewer pages than asked for.
 */
export const PAGE_RESULTS = 100;

/** The query parameter that carries the terms to mark on a result's page (the plugin's name, so old links work). */
export const HIGHLIGHT_PARAM = '_highlight';

/** A result's link: its page and section, with the query's terms to mark there. */
export function resultUrl(document: {u: string; h?: string}, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(HIGHLIGHT_PARAM, token);
  const search = params.toString();
  return document.u + (search ? `?${search}` : '') + (document.h ?? '');
}

/** The icon a suggestion shows for its kind of document. */
export type ResultIcon = 'page' | 'heading' | 'text';

/** What names or describes a page has the page's icon; a heading its own; text and a description the text's. */
export const KIND_ICONS: Readonly<Record<DocumentKind, ResultIcon>> = {
  [TITLE]: 'page',
  [HEADING]: 'heading',
  [DESCRIPTION]: 'text',
  [KEYWORDS]: 'page',
  [TEXT]: 'text',
  [CODE]: 'page',
};

/**
 * Where a result is shown: `suggestion`, one line in the search bar (the matched text, with its page and section
 * below it); `result`, a result of the search page (a name as link, where it is, and the matched text under it).
 */
export type Layout = 'suggestion' | 'result';

/** Characters of a title or excerpt cut around the match: a suggestion is one short line. */
const EXCERPT_LENGTHS: Readonly<Record<Layout, number>> = {suggestion: 50, result: 100};

export type Presentation = {
  /** The document's kind (./types.ts: TITLE, HEADING, …), as the result has it. */
  kind: number;
  icon: ResultIcon;
  /** The line that stands for the result, its terms marked. */
  title: Segment[];
  /** The matched text of a text or description hit, under the title (search page only; a suggestion's title is it). */
  excerpt?: Segment[];
  /** Where the title line is in the site, outermost first (joined by highlight.ts concatDocumentPath); may be empty. */
  breadcrumb: string[];
  /** The link: page, the terms to mark, section anchor. */
  url: string;
  /** The page and section alone (./stableResults.ts resultTarget). */
  target: string;
};

/** Kinds named by their section or page rather than by what matched in them: text, descriptions, keywords, code names. */
const NAMED_BY_SECTION = new Set<number>([DESCRIPTION, KEYWORDS, TEXT, CODE]);
/** Kinds that stand for their whole page (they have no section of their own). */
const NAMING_THE_PAGE = new Set<number>([DESCRIPTION, KEYWORDS, CODE]);
/** Kinds whose matched text is worth reading as an excerpt. */
const EXCERPTED = new Set<number>([DESCRIPTION, TEXT]);

/** What the reader sees of `result` in `layout`. */
export function present(result: RankedResult, layout: Layout): Presentation {
  const {document, type, page, metadata, tokens} = result;
  const length = EXCERPT_LENGTHS[layout];
  const positions = getStemmedPositions(metadata, 't');
  // Titles and headings are named by what matched in them; the other kinds by their section (or page), whose name
  // they carry whole.
  const name = NAMED_BY_SECTION.has(type)
    ? highlight(document.s ?? document.t, tokens)
    : highlightStemmed(document.t, positions, tokens, length);
  const excerpt = EXCERPTED.has(type) ? highlightStemmed(document.t, positions, tokens, length) : undefined;
  const icon = (KIND_ICONS as Partial<Record<number, ResultIcon>>)[type] ?? 'text';
  const common = {kind: type, icon, url: resultUrl(document, tokens), target: resultTarget(result)};
  if (layout === 'suggestion') {
    // One line, the matched text where there is an excerpt: its page and section are told below it.
    const section = page && document.s && document.s !== page.t ? [document.s] : [];
    const breadcrumb = page ? [...(page.b ?? []), page.t, ...section] : [...(document.b ?? [])];
    return {...common, title: excerpt ?? name, breadcrumb};
  }
  // The name is the heading: the breadcrumb leads to it, up to its page's title unless the name is the page's.
  const parent = type !== TITLE && page ? page : undefined;
  const breadcrumb = [...((parent ?? document).b ?? []), ...(parent && !NAMING_THE_PAGE.has(type) ? [parent.t] : [])];
  return {...common, title: name, excerpt, breadcrumb};
}
