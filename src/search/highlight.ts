// Search snippets: the query's terms marked in a result's title or text (port of the search plugin's `highlight`,
// `highlightStemmed`, `getStemmedPositions` and `concatDocumentPath`). They return text segments, not HTML: the
// components render each segment as text (a `<mark>` around the matched ones), so nothing from the index or the query
// is ever parsed as markup.

/** A run of a snippet's text; `marked` runs matched the query. */
export type Segment = {text: string; marked?: true};
/** A match of lunr's match data: start offset and length in the field's text. */
export type Position = [start: number, length: number];

/**
 * `content` with each occurrence of a token marked (tokens in lower case, longest first, as the search returns
 * them). With `forceMatched`, text without any token is marked whole:
 * the caller knows it matched (a stemmed form, for example).
 */
export function highlight(content: string, tokens: readonly string[], forceMatched = false): Segment[] {
  const segments: Segment[] = [];
  const lower = content.toLowerCase();
  let cursor = 0;
  while (cursor < content.length) {
    // The earliest match of any token; at one place, the token listed first (the longest).
    let found: [index: number, length: number] | undefined;
    for (const token of tokens) {
      if (!token) continue;
      const index = lower.indexOf(token, cursor);
      if (index >= 0 && (!found || index < found[0])) found = [index, token.length];
    }
    if (!found) break;
    const [index, length] = found;
    if (index > cursor) segments.push({text: content.slice(cursor, index)});
    segments.push({text: content.slice(index, index + length), marked: true});
    cursor = index + length;
  }
  if (segments.length === 0) return content ? [forceMatched ? {text: content, marked: true} : {text: content}] : [];
  if (cursor < content.length) segments.push({text: content.slice(cursor)});
  return merge(segments);
}

/** Words and what lies between them (CJK ideographs count as words of their own). */
export function looseTokenize(content: string): string[] {
  return content.match(/\w+|\p{Unified_Ideograph}|[^\w\p{Unified_Ideograph}]+/gu) ?? [];
}

type Chunk = {segments: Segment[]; length: number};

function plainChunks(text: string): Chunk[] {
  return looseTokenize(text).map((word) => ({segments: [{text: word}], length: word.length}));
}

/**
 * A snippet of at most about `maxLength` characters around the first match: `positions` are where lunr matched the
 * (stemmed) terms in `content`; words are added on both sides, alternately, while they fit, and "…" marks cut text.
 * Without positions, the text from its start.
 */
export function highlightStemmed(content: string, positions: readonly Position[], tokens: readonly string[], maxLength = 50): Segment[] {
  const chunks: Chunk[] = [];
  let cursor = 0;
  let first = -1;
  for (const [start, length] of positions) {
    if (start < cursor || start >= content.length) continue;
    if (start > cursor) chunks.push(...plainChunks(content.slice(cursor, start)));
    if (first === -1) first = chunks.length;
    cursor = Math.min(start + length, content.length);
    chunks.push({segments: highlight(content.slice(start, cursor), tokens, true), length: cursor - start});
  }
  if (cursor < content.length) chunks.push(...plainChunks(content.slice(cursor)));
  if (chunks.length === 0) return [];
  if (first === -1) first = 0;

  const leading = chunks.slice(0, first);
  const trailing = chunks.slice(first + 1);
  const shown: Chunk[] = [chunks[first]];
  let length = chunks[first].length;
  let left = 0;
  let right = 0;
  let cutLeft = false;
  let cutRight = false;
  while (length < maxLength) {
    if ((left <= right || trailing.length === 0) && leading.length > 0) {
      const chunk = leading.pop()!;
      if (length + chunk.length > maxLength) {
        cutLeft = true;
        break;
      }
      shown.unshift(chunk);
      left += chunk.length;
      length += chunk.length;
    } else if (trailing.length > 0) {
      const chunk = trailing.shift()!;
      if (length + chunk.length > maxLength) {
        cutRight = true;
        break;
      }
      shown.push(chunk);
      right += chunk.length;
      length += chunk.length;
    } else {
      break;
    }
  }
  const segments = shown.flatMap((chunk) => chunk.segments);
  if (cutLeft || leading.length > 0) segments.unshift({text: '…'});
  if (cutRight || trailing.length > 0) segments.push({text: '…'});
  return merge(segments);
}

/**
 * Where the query matched `field` of a result, from lunr's match metadata (`term -> field -> {position}`), in text
 * order (at one start, the longer match first). Anything else than that shape gives no positions.
 */
export function getStemmedPositions(metadata: unknown, field: string): Position[] {
  const positions: Position[] = [];
  if (!isRecord(metadata)) return positions;
  for (const match of Object.values(metadata)) {
    const fieldMatch = isRecord(match) ? match[field] : undefined;
    const list = isRecord(fieldMatch) ? fieldMatch.position : undefined;
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (Array.isArray(item) && typeof item[0] === 'number' && typeof item[1] === 'number') positions.push([item[0], item[1]]);
    }
  }
  return positions.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** A result's place in the site: breadcrumb, page title, section. */
export function concatDocumentPath(pathItems: readonly string[]): string {
  return pathItems.join(' › ');
}

/** The plain text of segments. */
export function segmentsText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Joins neighbouring runs of the same kind. */
function merge(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && Boolean(last.marked) === Boolean(segment.marked)) last.text += segment.text;
    else merged.push({...segment});
  }
  return merged;
}
