import {describe, expect, it} from 'vitest';
import {keepAbove} from '../../src/search/stableResults';

const same = (x: string) => x.replace(/'$/, '');

describe('keepAbove: a complete answer replaces the quick one without moving what the reader points at', () => {
  it('replaces the list when the reader is not in it', () => {
    expect(keepAbove(['a', 'b', 'c'], ['c', 'x', 'a', 'y'], undefined, same)).toEqual(['c', 'x', 'a', 'y']);
    expect(keepAbove(['a'], ['b'], 5, same)).toEqual(['b']);
  });

  it('keeps the results down to the one held, then the rest of the new answer in its order, at the new length', () => {
    expect(keepAbove(['a', 'b', 'c', 'd'], ["c'", 'x', "a'", 'y', 'z'], 1, same)).toEqual(['a', 'b', "c'", 'x', 'y']);
    // The held one is kept even when the new answer lacks it; the list does not grow past the new answer.
    expect(keepAbove(['a', 'b', 'c'], ['x', 'y', 'z'], 2, same)).toEqual(['a', 'b', 'c']);
    expect(keepAbove(['a', 'b', 'c'], ['x'], 2, same)).toEqual(['a', 'b', 'c']);
    expect(keepAbove(['a', 'b'], ['a', 'x', 'y', 'z'], 0, same)).toEqual(['a', 'x', 'y', 'z']);
  });
});
