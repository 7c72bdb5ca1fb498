// The page's side of search (src/search/client.ts) with a stand-in for the workers: the quick worker answers first,
// the full one takes over, searches of a channel never queue up, and a failed download is reported and retried.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {WorkerRequest, WorkerResponse} from '../../src/search/protocol';

type Behaviour = {failLoad?: (full: boolean) => string | undefined; delay?: number; fullLoaded?: Promise<void>};

class FakeWorker extends EventTarget {
  static behaviour: Behaviour = {};
  static instances: FakeWorker[] = [];
  static searches: string[] = [];
  static handedOver: (string | undefined)[] = [];
  full = false;
  terminated = false;
  constructor() {
    super();
    FakeWorker.instances.push(this);
  }
  postMessage(request: WorkerRequest) {
    const reply = (response: WorkerResponse) =>
      setTimeout(() => !this.terminated && this.dispatchEvent(Object.assign(new Event('message'), {data: response})), FakeWorker.behaviour.delay ?? 1);
    if (request.kind === 'load') {
      this.full = request.full;
      if (request.full) FakeWorker.handedOver.push(request.quickText);
      const error = FakeWorker.behaviour.failLoad?.(request.full);
      const loaded = request.full ? FakeWorker.behaviour.fullLoaded : undefined;
      return void (loaded ?? Promise.resolve()).then(() => reply(error ? {id: request.id, ok: false, error} : {id: request.id, ok: true, ...(request.full ? {} : {quickText: '{"v":1}'})}));
    }
    FakeWorker.searches.push(request.input);
    const document = {i: 1, t: `${this.full ? 'full' : 'quick'}:${request.input}`, u: '/docs/x'};
    reply({id: request.id, ok: true, results: [{document, type: 0, page: undefined, metadata: {}, tokens: [], score: 1}]});
  }
  terminate() {
    this.terminated = true;
  }
}

let client: typeof import('../../src/search/client');

beforeEach(async () => {
  vi.resetModules();
  FakeWorker.behaviour = {};
  FakeWorker.instances = [];
  FakeWorker.searches = [];
  FakeWorker.handedOver = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('__SEARCH_CORPUS__', {quick: '/search-quick-x.json', full: '/search-full-x.json'});
  client = await import('../../src/search/client');
});
afterEach(() => vi.unstubAllGlobals());

describe('search client', () => {
  it('answers from the quick index first, then from the full one, which replaces the quick worker', async () => {
    let loadFull!: () => void;
    FakeWorker.behaviour.fullLoaded = new Promise((resolve) => (loadFull = resolve));
    await client.loadSearch();
    const first = await client.searchSite('light', {limit: 8});
    expect(first?.complete).toBe(false);
    expect(first?.results[0].document.t).toBe('quick:light');
    loadFull();
    await client.fullIndexReady();
    const second = await client.searchSite('light', {limit: 8});
    expect(second).toMatchObject({complete: true});
    expect(second?.results[0].document.t).toBe('full:light');
    expect(FakeWorker.instances.map((w) => [w.full, w.terminated])).toEqual([[false, true], [true, false]]);
    // The full worker builds from the quick file the first one downloaded.
    expect(FakeWorker.handedOver).toEqual(['{"v":1}']);
  });

  it('answers only the newest of the searches asked while one runs; the others get null at once', async () => {
    FakeWorker.behaviour.fullLoaded = new Promise(() => undefined);
    await client.loadSearch();
    const asked = ['l', 'li', 'lig', 'ligh', 'light'].map((input) => client.searchSite(input, {limit: 8}));
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a && a.results[0].document.t)).toEqual(['quick:l', null, null, null, 'quick:light']);
    expect(FakeWorker.searches).toEqual(['l', 'light']);
  });

  it('keeps the channels apart: the search page is not dropped for the search bar', async () => {
    await client.loadSearch();
    const [bar, page] = await Promise.all([
      client.searchSite('a', {limit: 8}),
      client.searchSite('b', {limit: 50, channel: 'page'}),
    ]);
    expect(bar?.results[0].document.t).toMatch(/:a$/);
    expect(page?.results[0].document.t).toMatch(/:b$/);
  });

  it('reports a failed download and downloads again on the next call', async () => {
    let failures = 1;
    FakeWorker.behaviour.failLoad = (full) => (!full && failures-- > 0 ? 'search corpus: /search-quick-x.json: HTTP 503' : undefined);
    FakeWorker.behaviour.fullLoaded = new Promise(() => undefined);
    await expect(client.loadSearch()).rejects.toThrow(client.SearchLoadError);
    await expect(client.searchSite('light', {limit: 8})).resolves.toMatchObject({complete: false});
  });

  it('reports a failed full index without losing the quick answers', async () => {
    FakeWorker.behaviour.failLoad = (full) => (full ? 'search corpus: cut download' : undefined);
    await client.loadSearch();
    await expect(client.fullIndexReady()).rejects.toThrow(/cut download/);
    await expect(client.searchSite('light', {limit: 8})).resolves.toMatchObject({complete: false});
  });
});
