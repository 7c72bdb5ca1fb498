// The search engine the worker runs, without the worker: builds lunr indexes from the corpus (./corpus.ts) and answers
// queries with ./rankResults.ts. Kept apart from the worker's messaging so it runs in tests and in Node.
import type lunr from 'lunr';
import {decodeDocuments, decodePages, type FullCorpus, type QuickCorpus} from './corpus';
import {rankResults} from './rankResults';
import {buildLunrIndex} from './indexBuilder';

export {tokenizeWithWords} from './indexBuilder';
import {apiNamesOf, smartQueries, tokenize} from './query';
import {
  FULL_TYPES,
  indexesCompoundWords,
  QUICK_TYPES,
  TITLE,
  type ApiName,
  type RankedResult,
  type SearchDocument,
  type SmartQuery,
  type WrappedIndex,
} from './types';

/**
 * A lunr index of `documents` on their text, as the search plugin builds it (stemmed, stop words out, positions), with
 * the words of compound names besides the names unless `withCompoundWords` is false: the code names documents are
 * lists of API names, searched by name (split, "assistant" would find every page whose code uses HomeAssistant).
 * Built by ./indexBuilder.ts, which gives lunr.Builder's index several times faster.
 */
export function buildIndex(documents: SearchDocument[], yieldNow?: () => Promise<void>, withCompoundWords = true): Promise<lunr.Index> {
  return buildLunrIndex(documents, {yieldNow, withCompoundWords});
}

export class SearchEngine {
  private pages: SearchDocument[] = [];
  private indexes: WrappedIndex[] = [];
  private hasText = false;

  /** Builds the indexes of the quick corpus: titles, headings, descriptions, keywords and code names. */
  async loadQuick(quick: QuickCorpus, yieldNow?: () => Promise<void>): Promise<void> {
    this.pages = decodePages(quick);
    const indexes: WrappedIndex[] = [
      {type: TITLE, documents: this.pages, index: await buildIndex(this.pages, yieldNow, indexesCompoundWords(TITLE))},
    ];
    for (const type of QUICK_TYPES) {
      const documents = decodeDocuments(type, quick.docs[type] ?? [], this.pages);
      indexes.push({type, documents, index: await buildIndex(documents, yieldNow, indexesCompoundWords(type))});
    }
    this.indexes = indexes;
  }

  /** Adds the full text's index (after loadQuick, whose pages the text's documents name). */
  async loadFull(full: FullCorpus, yieldNow?: () => Promise<void>): Promise<void> {
    if (this.hasText) return;
    const added: WrappedIndex[] = [];
    for (const type of FULL_TYPES) {
      const documents = decodeDocuments(type, full.docs[type] ?? [], this.pages);
      added.push({type, documents, index: await buildIndex(documents, yieldNow, indexesCompoundWords(type))});
    }
    this.indexes = [...this.indexes, ...added].sort((a, b) => a.type - b.type);
    this.hasText = true;
  }

  get complete(): boolean {
    return this.hasText;
  }

  /** The best `limit` pages for `input`; only those whose URL starts with `within`, when given. */
  search(input: string, limit: number, within?: string): RankedResult[] {
    const tokens = tokenize(input);
    if (tokens.length === 0 || this.indexes.length === 0) return [];
    const queries = smartQueries(tokens);
    return this.rank(queries, tokens, apiNamesOf(input), within).slice(0, limit);
  }

  private rank(queries: SmartQuery[], tokens: string[], apiNames: Map<string, ApiName>, within: string | undefined): RankedResult[] {
    if (queries.length === 0) return [];
    const results = rankResults(this.indexes, queries, tokens, Number.MAX_SAFE_INTEGER, apiNames);
    if (!within) return results;
    const prefix = within.endsWith('/') ? within : `${within}/`;
    return results.filter((result) => result.document.u === within || result.document.u.startsWith(prefix));
  }
}
