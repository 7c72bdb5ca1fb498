import {describe, expect, it} from 'vitest';
import {
  concatDocumentPath,
  getStemmedPositions,
  highlight,
  highlightStemmed,
  looseTokenize,
  segmentsText,
  type Segment,
} from '../../src/search/highlight';

/** Segments as a compact string: marked runs in [brackets]. */
const show = (segments: Segment[]) => segments.map(({text, marked}) => (marked ? `[${text}]` : text)).join('');

describe('highlight', () => {
  it('marks every occurrence of the tokens, whatever their case', () => {
    expect(show(highlight('Config flow: the Config Flow handler', ['config', 'flow']))).toBe(
      '[Config] [flow]: the [Config] [Flow] handler',
    );
  });

  it('marks a match before an earlier-listed token, and prefers the longer token at one place', () => {
    expect(show(highlight('flow of the config', ['config', 'flow']))).toBe('[flow] of the [config]');
    expect(show(highlight('entity entities', ['entities', 'entit']))).toBe('[entit]y [entities]');
  });

  it('leaves text without tokens alone, or marks it whole when told it matched', () => {
    expect(highlight('nothing here', ['flow'])).toEqual([{text: 'nothing here'}]);
    expect(highlight('stemmed', ['stem'])).toEqual([{text: 'stem', marked: true}, {text: 'med'}]);
    expect(highlight('running', ['run'], true)).toEqual([{text: 'run', marked: true}, {text: 'ning'}]);
    expect(highlight('ran', ['run'], true)).toEqual([{text: 'ran', marked: true}]);
    expect(highlight('', ['run'])).toEqual([]);
    expect(highlight('text', ['', 'x'])).toEqual([{text: 'te'}, {text: 'x', marked: true}, {text: 't'}]);
  });

  it('keeps HTML in the text as text: segments are never markup', () => {
    const payload = '<img src=x onerror="alert(1)"> & <script>';
    const segments = highlight(payload, ['img', 'script']);
    expect(segmentsText(segments)).toBe(payload);
    expect(show(segments)).toBe('<[img] src=x onerror="alert(1)"> & <[script]>');
  });
});

describe('highlightStemmed', () => {
  const text = 'The coordinator fetches data once for all entities, and each entity reads what it needs from it.';

  it('cuts a snippet around the first match, with ellipses where text was left out', () => {
    const start = text.indexOf('entities');
    const snippet = highlightStemmed(text, [[start, 8]], ['entit'], 30);
    const plain = segmentsText(snippet);
    expect(plain.startsWith('…')).toBe(true);
    expect(plain.endsWith('…')).toBe(true);
    expect(plain.replace(/…/g, '').length).toBeLessThanOrEqual(30);
    expect(show(snippet)).toContain('[entit]ies');
  });

  it('shows short text whole, with every match marked', () => {
    const content = 'Fetching data for entities';
    expect(
      show(
        highlightStemmed(
          content,
          [
            [0, 8],
            [18, 8],
          ],
          ['fetch', 'entiti'],
          100,
        ),
      ),
    ).toBe('[Fetch]ing data for [entiti]es');
  });

  it('marks a stemmed match whole when no token is in it', () => {
    expect(show(highlightStemmed('He ran away', [[3, 3]], ['run'], 50))).toBe('He [ran] away');
  });

  it('without positions, shows the start of the text; out-of-range and overlapping positions are skipped', () => {
    expect(segmentsText(highlightStemmed(text, [], ['x'], 20))).toMatch(/^The coordinator.*…$/);
    expect(
      show(
        highlightStemmed(
          'abc def',
          [
            [4, 3],
            [5, 1],
            [99, 2],
          ],
          ['def'],
          50,
        ),
      ),
    ).toBe('abc [def]');
    expect(highlightStemmed('', [], ['x'])).toEqual([]);
  });

  it('keeps HTML in the text as text', () => {
    const content = '<b onmouseover="x()">bold</b> entity';
    expect(segmentsText(highlightStemmed(content, [[content.indexOf('entity'), 6]], ['entity'], 100))).toBe(content);
  });
});

describe('getStemmedPositions', () => {
  it('reads lunr match metadata of one field, in text order, longer first at one start', () => {
    const metadata = {
      flow: {
        t: {
          position: [
            [20, 4],
            [3, 4],
          ],
        },
        s: {position: [[0, 4]]},
      },
      config: {t: {position: [[3, 6]]}},
      other: {s: {position: [[1, 1]]}},
    };
    expect(getStemmedPositions(metadata, 't')).toEqual([
      [3, 6],
      [3, 4],
      [20, 4],
    ]);
  });

  it('gives no positions for anything else', () => {
    expect(getStemmedPositions(undefined, 't')).toEqual([]);
    expect(getStemmedPositions({a: {t: {position: 'x'}}, b: null, c: {t: {position: [['1', 2], [1]]}}}, 't')).toEqual([]);
  });
});

describe('helpers', () => {
  it('splits text into words and what lies between', () => {
    expect(looseTokenize('config_flow, the 流程!')).toEqual(['config_flow', ', ', 'the', ' ', '流', '程', '!']);
  });

  it('joins a path with the separator', () => {
    expect(concatDocumentPath(['Core', 'Entities', 'Light'])).toBe('Core › Entities › Light');
    expect(concatDocumentPath([])).toBe('');
  });
});
