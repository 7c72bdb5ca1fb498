// The search corpus: what the browser downloads to search the site. The search plugin parses the built pages into
// documents (a page's title, headings, description, keywords and text sections); src/plugins/search adds the names
// each page's code samples use, and writes the documents here in two compact files instead of the plugin's
// serialized lunr indexes, which were several times the size of the text they index (README: Search). The worker
// (./worker.ts) builds the indexes from them: the quick part first (everything but the full text), then the text.
import {DESCRIPTION, FULL_TYPES, HEADING, KEYWORDS, QUICK_TYPES, TEXT, TITLE, CODE, type SearchDocument} from './types';

// The document types and code names are shared (./types.ts); re-exported for the modules and tests that read the corpus.
export {
  CODE,
  CODE_NAME,
  CORPUS_META,
  DESCRIPTION,
  DOCUMENT_TYPES,
  FULL_TYPES,
  HEADING,
  isCodeName,
  KEYWORDS,
  QUICK_TYPES,
  TEXT,
  TITLE,
} from './types';

/** Bump when the format changes: the files, whose names are their content's hash, then change name too. */
export const CORPUS_VERSION = 1;

/** A page: its title document (id, title, URL, breadcrumb). */
export type PageRow = [id: number, title: string, url: string, breadcrumb?: string[]];
/**
 * A document of a page, by the page's position in `pages`. `hash` is the section's anchor (`h`), absent when the
 * document has none; `sectionTitle` (`s`) is given only when it is not the page's title.
 */
export type DocumentRow = [id: number, text: string, page: number, hash?: string | 0, sectionTitle?: string];

export type QuickCorpus = {v: number; pages: PageRow[]; docs: Partial<Record<number, DocumentRow[]>>};
export type FullCorpus = {v: number; docs: Partial<Record<number, DocumentRow[]>>};

/** Which fields each type's documents carry in the plugin's output (`u` and `p` always, besides `i` and `t`). */
const HAS_SECTION_TITLE: Record<number, boolean> = {[HEADING]: false, [DESCRIPTION]: true, [KEYWORDS]: true, [TEXT]: true, [CODE]: true};

export class CorpusError extends Error {}

/**
 * Encodes the plugin's documents, one array per type (TITLE first), as the two corpus files. Throws a CorpusError
 * when a document does not fit the format (a document whose page is unknown or whose URL is not its page's): the
 * plugin's output changed shape, and the worker would rebuild something else than the plugin wrote.
 */
export function encodeCorpus(documentsByType: SearchDocument[][]): {quick: QuickCorpus; full: FullCorpus} {
  const titles = documentsByType[TITLE] ?? [];
  const pages: PageRow[] = titles.map((doc) => (doc.b ? [doc.i, doc.t, doc.u, doc.b] : [doc.i, doc.t, doc.u]));
  const slotOf = new Map(titles.map((doc, slot) => [doc.i, slot]));
  const encode = (type: number): DocumentRow[] =>
    (documentsByType[type] ?? []).map((doc) => {
      const slot = doc.p === undefined ? undefined : slotOf.get(doc.p);
      if (slot === undefined) throw new CorpusError(`search corpus: document ${doc.i} (type ${type}) names no known page (p=${doc.p})`);
      const page = titles[slot];
      if (doc.u !== page.u) throw new CorpusError(`search corpus: document ${doc.i} (type ${type}) has URL ${doc.u}, its page ${page.u}`);
      const row: DocumentRow = [doc.i, doc.t, slot];
      const sectionTitle = HAS_SECTION_TITLE[type] && doc.s !== page.t ? doc.s : undefined;
      if (doc.h !== undefined || sectionTitle !== undefined) row.push(doc.h === undefined ? 0 : doc.h);
      if (sectionTitle !== undefined) row.push(sectionTitle);
      return row;
    });
  const docs = (types: readonly number[]) => Object.fromEntries(types.map((type) => [type, encode(type)]));
  return {quick: {v: CORPUS_VERSION, pages, docs: docs(QUICK_TYPES)}, full: {v: CORPUS_VERSION, docs: docs(FULL_TYPES)}};
}

/** The page title documents of a quick corpus. */
export function decodePages(quick: QuickCorpus): SearchDocument[] {
  return quick.pages.map(([i, t, u, b]) => (b ? {i, t, u, b} : {i, t, u}));
}

/** The documents of one type, as the plugin wrote them, from rows and the pages' title documents. */
export function decodeDocuments(type: number, rows: DocumentRow[], pages: SearchDocument[]): SearchDocument[] {
  return rows.map(([i, t, slot, hash, sectionTitle]) => {
    const page = pages[slot];
    if (!page) throw new CorpusError(`search corpus: document ${i} names page ${slot}, which the corpus lacks`);
    const doc: SearchDocument = {i, t, u: page.u, p: page.i};
    if (HAS_SECTION_TITLE[type]) doc.s = sectionTitle ?? page.t;
    if (hash !== undefined && hash !== 0) doc.h = hash;
    return doc;
  });
}

/** Whether `value` is a corpus file of this format version with the given parts; anything else is a broken download. */
export function isCorpus(value: unknown, part: 'quick' | 'full'): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const corpus = value as Partial<QuickCorpus>;
  if (corpus.v !== CORPUS_VERSION || typeof corpus.docs !== 'object' || corpus.docs === null) return false;
  return part === 'full' || Array.isArray(corpus.pages);
}
