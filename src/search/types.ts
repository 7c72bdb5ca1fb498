// What the search modules share: the documents and queries they pass each other, the kinds of documents, and the
// lunr query constants. Every other module of src/search imports from here and this module from none of them, so the
// modules depend one way (tests/unit/searchModules.test.ts fails on an import circle).

/** A document of the search corpus (./corpus.ts): a page title (type TITLE), heading, description, keywords, text or
 * the names the page's code samples use (CODE, added by src/plugins/search). `p` is the id of the page's title document. */
export type SearchDocument = {i: number; t: string; u: string; p?: number; s?: string; h?: string; b?: string[]};
/** A term of a lunr query, as lunr's Query#term takes its options. */
export type QueryTerm = {value: string; presence?: number; wildcard?: number; editDistance?: number};
export type SmartQuery = {term: QueryTerm[]; tokens: string[]};
/** An API name of a query (./query.ts apiName): the words it joins, and the code names it holds when it is none. */
export type ApiName = {words: string[]; codeNames: string[]};
export type Match = {ref: string; score: number; matchData: {metadata: unknown}};
type QueryBuilder = {term(value: string, options: Omit<QueryTerm, 'value'>): unknown};
/** An index of one kind of documents: a lunr index, or in tests a stand-in that only answers queries. */
export type WrappedIndex = {type: number; documents: SearchDocument[]; index: {query(build: (q: QueryBuilder) => void): Match[]}};
export type RankedResult = {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: unknown;
  tokens: string[];
  score: number;
};

// The kinds of documents, by the search plugin's numbering (its document types).
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const TEXT = 4;
export const CODE = 5;
export const DOCUMENT_TYPES = [TITLE, HEADING, DESCRIPTION, KEYWORDS, TEXT, CODE] as const;
/** A kind of document: one of DOCUMENT_TYPES. */
export type DocumentKind = (typeof DOCUMENT_TYPES)[number];
/** The types the quick file holds: everything but the text, which is nine tenths of the corpus. */
export const QUICK_TYPES = [HEADING, DESCRIPTION, KEYWORDS, CODE] as const;
export const FULL_TYPES = [TEXT] as const;
/** Whether a kind's index holds the words of compound names besides the names: all but the code names (see ./engine.ts). */
export const indexesCompoundWords = (type: number): boolean => type !== CODE;

/** A word of code that may be a name: four or more letters, digits and underscores, not starting with a digit. */
export const CODE_NAME = /[A-Za-z_][A-Za-z0-9_]{3,}/g;
/**
 * Whether a CODE_NAME match is an identifier a developer would search for, as the code names documents (type CODE)
 * list them: snake_case, camelCase, or CamelCase with an inner capital.
 */
export const isCodeName = (name: string): boolean =>
  /[a-z0-9]_[a-z0-9]/i.test(name) || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z0-9]+[A-Z]/.test(name);

// The lunr.Query.presence and lunr.Query.wildcard values the search uses, for every module that builds or reads queries.
export const PRESENCE_REQUIRED = 2;
export const WILDCARD_NONE = 0;
export const WILDCARD_LEADING = 1;
export const WILDCARD_TRAILING = 2;

/** The search worker's name, which is also its chunk's (src/plugins/search keeps the worker's packages in it). */
export const SEARCH_WORKER_NAME = 'search';

/** The name of the meta tag by which every built page gives the corpus files' URLs (`quick full`, src/plugins/search). */
export const CORPUS_META = 'search-corpus';
