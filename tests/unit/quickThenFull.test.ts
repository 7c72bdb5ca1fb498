// The quick-then-full sequence the search bar and the search page share (src/search/quickThenFull.ts): the quick
// answer, then the complete one once the text is indexed; the quick one settles when the text cannot load; a failed
// download is told apart from a query without answer; nothing is reported once stopped.
import {describe, expect, it} from 'vitest';
import type {SearchAnswer} from '../../src/search/client';
import {SearchLoadError} from '../../src/search/download';
import {quickThenFull, type AnswerSteps} from '../../src/search/quickThenFull';

const answer = (name: string, complete: boolean): SearchAnswer => ({
  results: [{document: {i: 1, t: name, u: '/docs/x'}, type: 0, page: undefined, metadata: {}, tokens: [], score: 1}],
  complete,
});
const name = (given: SearchAnswer) => `${given.results[0]?.document.t ?? 'none'}${given.complete ? '' : ' (quick)'}`;

/** Steps that record what they were told, in order. */
function recorder(): {log: string[]; steps: AnswerSteps} {
  const log: string[] = [];
  return {
    log,
    steps: {
      first: (given) => log.push(`first ${name(given)}`),
      complete: (given) => log.push(`complete ${name(given)}`),
      settle: () => log.push('settle'),
      loadFailed: () => log.push('loadFailed'),
      unanswered: () => log.push('unanswered'),
    },
  };
}

/** A promise and its resolve and reject. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return {promise, resolve, reject};
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('quickThenFull', () => {
  it('shows the quick answer, waits for the text, then the complete answer, asking the search twice', async () => {
    const {log, steps} = recorder();
    const full = deferred();
    const answers = [answer('quick', false), answer('full', true)];
    let asked = 0;
    quickThenFull(
      async () => answers[asked++],
      steps,
      () => full.promise,
    );
    await settled();
    expect(log).toEqual(['first quick (quick)']);
    expect(asked).toBe(1);
    full.resolve();
    await settled();
    expect(log).toEqual(['first quick (quick)', 'complete full']);
    expect(asked).toBe(2);
  });

  it('stops at a complete first answer: the text was indexed already', async () => {
    const {log, steps} = recorder();
    let waited = false;
    quickThenFull(
      async () => answer('full', true),
      steps,
      async () => void (waited = true),
    );
    await settled();
    expect(log).toEqual(['first full']);
    expect(waited).toBe(false);
  });

  it('settles the quick answer when the text cannot load', async () => {
    const {log, steps} = recorder();
    quickThenFull(
      async () => answer('quick', false),
      steps,
      () => Promise.reject(new SearchLoadError('no text')),
    );
    await settled();
    expect(log).toEqual(['first quick (quick)', 'settle']);
  });

  it('tells a failed download (a retry) from a query the search cannot take (no results)', async () => {
    const failed = recorder();
    quickThenFull(
      () => Promise.reject(new SearchLoadError('offline')),
      failed.steps,
      async () => undefined,
    );
    const unanswered = recorder();
    quickThenFull(
      () => Promise.reject(new TypeError('bad query')),
      unanswered.steps,
      async () => undefined,
    );
    await settled();
    expect(failed.log).toEqual(['loadFailed']);
    expect(unanswered.log).toEqual(['unanswered']);
  });

  it('ends when a search is overtaken (null) and reports nothing once stopped', async () => {
    const overtaken = recorder();
    quickThenFull(
      async () => null,
      overtaken.steps,
      async () => undefined,
    );
    const stopped = recorder();
    const full = deferred();
    let asked = 0;
    const stop = quickThenFull(
      async () => (asked++, answer('quick', false)),
      stopped.steps,
      () => full.promise,
    );
    await settled();
    stop();
    full.resolve();
    await settled();
    expect(overtaken.log).toEqual([]);
    expect(stopped.log).toEqual(['first quick (quick)']);
    expect(asked).toBe(1);

    // Stopped before the first answer, or before a failure: nothing at all.
    const early = recorder();
    quickThenFull(
      async () => answer('quick', false),
      early.steps,
      async () => undefined,
    )();
    const earlyFailure = recorder();
    quickThenFull(
      () => Promise.reject(new SearchLoadError('offline')),
      earlyFailure.steps,
      async () => undefined,
    )();
    const earlySettle = recorder();
    const text = deferred();
    const stopSettle = quickThenFull(
      async () => answer('quick', false),
      earlySettle.steps,
      () => text.promise,
    );
    await settled();
    stopSettle();
    text.reject(new SearchLoadError('no text'));
    await settled();
    expect(early.log).toEqual([]);
    expect(earlyFailure.log).toEqual([]);
    expect(earlySettle.log).toEqual(['first quick (quick)']);
  });
});
