// What the reader sees of a search result (src/search/present.ts), in the search bar's suggestions and on the search
// page: the line that names it, the matched text, the breadcrumb, the icon and the link, for every kind of document.
import {describe, expect, it} from 'vitest';
import type {Segment} from '../../src/search/highlight';
import {segmentsText} from '../../src/search/highlight';
import {KIND_ICONS, present, resultUrl, type Layout} from '../../src/search/present';
import {
  CODE,
  DESCRIPTION,
  DOCUMENT_TYPES,
  HEADING,
  KEYWORDS,
  TEXT,
  TITLE,
  type RankedResult,
  type SearchDocument,
} from '../../src/search/types';

/** Segments as a compact string: marked runs in [brackets]. */
const show = (segments: readonly Segment[] | undefined) =>
  segments?.map(({text, marked}) => (marked ? `[${text}]` : text)).join('') ?? 'none';

const URL = '/docs/core/entity/light';
const PAGE: SearchDocument = {i: 10, t: 'Light entity', u: URL, b: ['Core', 'Entities']};

/** lunr's match metadata for matches of field `t` at the given places. */
const at = (...positions: [number, number][]) => ({term: {t: {position: positions}}});

function result(
  document: Omit<SearchDocument, 'i' | 'u'> & {i?: number; u?: string},
  type: number,
  more: Partial<RankedResult> = {},
): RankedResult {
  const page = type === TITLE ? undefined : PAGE;
  return {document: {i: 20, u: URL, ...document}, type, page, metadata: {}, tokens: [], score: 1, ...more};
}

/** The fields of both layouts, the segments as strings. */
function seen(ranked: RankedResult, layout: Layout) {
  const {title, excerpt, ...rest} = present(ranked, layout);
  return {...rest, title: show(title), excerpt: show(excerpt)};
}

describe('present: every kind of document', () => {
  it('gives every kind of ./types.ts an icon, and nothing else', () => {
    expect(Object.keys(KIND_ICONS).map(Number).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it('a page title hit: named by its title, the breadcrumb above the page, the page icon, no section', () => {
    const title = result({...PAGE}, TITLE, {metadata: at([0, 5]), tokens: ['light']});
    const expected = {kind: TITLE, icon: 'page', breadcrumb: ['Core', 'Entities'], url: `${URL}?_highlight=light`, target: URL};
    expect(seen(title, 'suggestion')).toEqual({...expected, title: '[Light] entity', excerpt: 'none'});
    expect(seen(title, 'result')).toEqual({...expected, title: '[Light] entity', excerpt: 'none'});
  });

  it('a heading hit: named by the heading, under its page, linked to its section', () => {
    const heading = result({t: 'Brightness', h: '#brightness', p: 10}, HEADING, {metadata: at([0, 10]), tokens: ['brightness']});
    const expected = {
      kind: HEADING,
      icon: 'heading',
      title: '[Brightness]',
      excerpt: 'none',
      breadcrumb: ['Core', 'Entities', 'Light entity'],
      url: `${URL}?_highlight=brightness#brightness`,
      target: `${URL}#brightness`,
    };
    expect(seen(heading, 'suggestion')).toEqual(expected);
    expect(seen(heading, 'result')).toEqual(expected);
  });

  it('a text hit in a section: a suggestion shows the text under page and section; a page result names the section', () => {
    const text = result({t: 'The brightness of the light, from 0 to 255.', s: 'Brightness', h: '#brightness', p: 10}, TEXT, {
      metadata: at([4, 10]),
      tokens: ['brightness'],
    });
    expect(seen(text, 'suggestion')).toEqual({
      kind: TEXT,
      icon: 'text',
      title: 'The [brightness] of the light, from 0 to 255.',
      excerpt: 'none',
      breadcrumb: ['Core', 'Entities', 'Light entity', 'Brightness'],
      url: `${URL}?_highlight=brightness#brightness`,
      target: `${URL}#brightness`,
    });
    expect(seen(text, 'result')).toMatchObject({
      title: '[Brightness]',
      excerpt: 'The [brightness] of the light, from 0 to 255.',
      breadcrumb: ['Core', 'Entities', 'Light entity'],
      url: `${URL}?_highlight=brightness#brightness`,
    });
  });

  it('a text hit before the first heading: its section is the page, which a suggestion does not name twice', () => {
    const intro = result({t: 'A light has a brightness.', s: 'Light entity', p: 10}, TEXT, {
      metadata: at([14, 10]),
      tokens: ['brightness'],
    });
    expect(seen(intro, 'suggestion')).toMatchObject({
      breadcrumb: ['Core', 'Entities', 'Light entity'],
      url: `${URL}?_highlight=brightness`,
    });
    expect(seen(intro, 'result')).toMatchObject({title: 'Light entity', breadcrumb: ['Core', 'Entities', 'Light entity']});
  });

  it('a description hit: the text icon; on the search page named by its page, under the page breadcrumb', () => {
    const description = result({t: 'How to control lights.', s: 'Light entity', p: 10}, DESCRIPTION, {
      metadata: at([15, 6]),
      tokens: ['light'],
    });
    expect(seen(description, 'suggestion')).toMatchObject({
      kind: DESCRIPTION,
      icon: 'text',
      title: 'How to control [light]s.',
      excerpt: 'none',
      breadcrumb: ['Core', 'Entities', 'Light entity'],
    });
    expect(seen(description, 'result')).toMatchObject({
      title: '[Light] entity',
      excerpt: 'How to control [light]s.',
      breadcrumb: ['Core', 'Entities'],
    });
  });

  it.each([
    ['keywords', KEYWORDS, 'light, brightness, colour'],
    ['code names', CODE, 'LightEntity brightness_pct'],
  ])('a %s hit stands for its page: named by the page, the page icon, no excerpt', (_, type, t) => {
    const hit = result({t, s: 'Light entity', p: 10}, type, {metadata: at([0, 5]), tokens: ['light']});
    expect(seen(hit, 'suggestion')).toEqual({
      kind: type,
      icon: 'page',
      title: '[Light] entity',
      excerpt: 'none',
      breadcrumb: ['Core', 'Entities', 'Light entity'],
      url: `${URL}?_highlight=light`,
      target: URL,
    });
    expect(seen(hit, 'result')).toMatchObject({title: '[Light] entity', excerpt: 'none', breadcrumb: ['Core', 'Entities']});
  });
});

describe('present: breadcrumbs', () => {
  const top: SearchDocument = {i: 30, t: 'Architecture', u: '/docs/architecture_index'};

  it('a page without a breadcrumb: its title alone above its sections, nothing above itself', () => {
    const heading = result({t: 'Overview', u: top.u, h: '#overview', p: 30}, HEADING, {page: top});
    expect(present(heading, 'suggestion').breadcrumb).toEqual(['Architecture']);
    expect(present(heading, 'result').breadcrumb).toEqual(['Architecture']);
    const title = result({...top}, TITLE);
    expect(present(title, 'suggestion').breadcrumb).toEqual([]);
    expect(present(title, 'result').breadcrumb).toEqual([]);
    const description = result({t: 'How it fits', u: top.u, s: 'Architecture', p: 30}, DESCRIPTION, {page: top});
    expect(present(description, 'result').breadcrumb).toEqual([]);
  });

  it('a section whose page is not in the index: no breadcrumb, the link still to the section', () => {
    const orphan = result({t: 'Brightness', h: '#brightness', p: 99}, HEADING, {page: false, tokens: ['brightness']});
    expect(present(orphan, 'suggestion')).toMatchObject({breadcrumb: [], url: `${URL}?_highlight=brightness#brightness`});
    expect(present(orphan, 'result').breadcrumb).toEqual([]);
  });

  it('returns a breadcrumb of its own, not the document’s array', () => {
    const title = result({...PAGE}, TITLE);
    const breadcrumb = present(title, 'suggestion').breadcrumb;
    breadcrumb.push('changed');
    expect(PAGE.b).toEqual(['Core', 'Entities']);
  });
});

describe('present: excerpts', () => {
  const long =
    'Entities that expose a brightness let the user dim them; the brightness is a number from 0 to 255, and a light that ' +
    'cannot dim reports only on and off, which is what most switches do as well.';
  const start = long.indexOf('number');
  const hit = result({t: long, s: 'Brightness', h: '#brightness', p: 10}, TEXT, {metadata: at([start, 6]), tokens: ['number']});

  it('cuts around the first match: about 50 characters in a suggestion, 100 on the search page, "…" where cut', () => {
    for (const [layout, length] of [
      ['suggestion', 50],
      ['result', 100],
    ] as const) {
      const presented = present(hit, layout);
      const excerpt = layout === 'suggestion' ? presented.title : presented.excerpt!;
      const text = segmentsText(excerpt);
      expect(text.startsWith('…') && text.endsWith('…')).toBe(true);
      expect(text.replace(/…/g, '').length).toBeLessThanOrEqual(length);
      expect(text.replace(/…/g, '').length).toBeGreaterThan(length - 15);
      expect(excerpt.filter((segment) => segment.marked).map((segment) => segment.text)).toEqual(['number']);
    }
  });

  it('marks a stemmed match whole, and every token in a name', () => {
    const stemmed = result({t: 'He ran away', s: 'Running', p: 10}, TEXT, {metadata: at([3, 3]), tokens: ['run']});
    expect(show(present(stemmed, 'suggestion').title)).toBe('He [ran] away');
    expect(show(present(stemmed, 'result').title)).toBe('[Run]ning');
  });

  it('without match positions, shows the text from its start, unmarked: only where lunr matched is marked', () => {
    const unplaced = result({t: long, s: 'Brightness', p: 10}, TEXT, {metadata: 'not lunr metadata', tokens: ['entities']});
    expect(show(present(unplaced, 'suggestion').title)).toMatch(/^Entities that expose [^[\]]*…$/);
  });

  it('keeps markup in the text as text', () => {
    const payload = '<img src=x onerror="alert(1)"> light';
    const text = result({t: payload, s: '<b>Section</b>', p: 10}, TEXT, {metadata: at([31, 5]), tokens: ['light']});
    expect(segmentsText(present(text, 'result').excerpt!)).toBe(payload);
    expect(segmentsText(present(text, 'result').title)).toBe('<b>Section</b>');
  });
});

describe('present: odd input', () => {
  it('empty text: nothing to show, nothing thrown', () => {
    expect(present(result({t: '', h: '#x', p: 10}, HEADING), 'suggestion').title).toEqual([]);
    const text = present(result({t: '', s: '', p: 10}, TEXT), 'result');
    expect(text.title).toEqual([]);
    expect(text.excerpt).toEqual([]);
  });

  it('a title document with no page and no breadcrumb', () => {
    const bare = result({t: 'Bare', u: '/bare'}, TITLE, {tokens: ['bare'], metadata: at([0, 4])});
    expect(seen(bare, 'suggestion')).toEqual({
      kind: TITLE,
      icon: 'page',
      title: '[Bare]',
      excerpt: 'none',
      breadcrumb: [],
      url: '/bare?_highlight=bare',
      target: '/bare',
    });
  });

  it('a kind the search does not know: shown as text, named by what matched, no excerpt', () => {
    const unknown = present(result({t: 'Something', p: 10}, 9), 'result');
    expect(unknown).toMatchObject({kind: 9, icon: 'text', breadcrumb: ['Core', 'Entities', 'Light entity']});
    expect(unknown.excerpt).toBeUndefined();
    expect(segmentsText(unknown.title)).toBe('Something');
  });

  it('a text document without a section title is named by its text', () => {
    expect(show(present(result({t: 'Loose text', p: 10}, TEXT, {tokens: ['loose']}), 'result').title)).toBe('[Loose] text');
  });
});

describe('resultUrl', () => {
  it('builds a result link with the terms to mark, before the section', () => {
    expect(resultUrl({u: '/docs/core/entity/light', h: '#brightness'}, ['brightness', 'light'])).toBe(
      '/docs/core/entity/light?_highlight=brightness&_highlight=light#brightness',
    );
    expect(resultUrl({u: '/docs/x'}, [])).toBe('/docs/x');
    expect(resultUrl({u: '/docs/x'}, ['<a&b>'])).toBe('/docs/x?_highlight=%3Ca%26b%3E');
  });
});
