// The page's side of search (src/search/client.ts) with stand-ins for the worker and the network: the quick part is
// downloaded and answers first, the text follows in the same worker and completes the answers, each file is
// downloaded once, searches of a channel never queue up, and a failed download is reported and retried.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {WorkerRequest, WorkerResponse} from '../../src/search/protocol';

type Behaviour = {
  failLoad?: (part: 'quick' | 'full') => string | undefined;
  fullLoaded?: Promise<void>;
  fail?: (url: string) => number | undefined;
};

class FakeWorker extends EventTarget {
  static behaviour: Behaviour = {};
  static instances: FakeWorker[] = [];
  static searches: string[] = [];
  static loads: string[] = [];
  complete = false;
  terminated = false;
  constructor() {
    super();
    FakeWorker.instances.push(this);
  }
  postMessage(request: WorkerRequest, transfer?: Transferable[]) {
    const reply = (response: WorkerResponse) =>
      setTimeout(() => !this.terminated && this.dispatchEvent(Object.assign(new Event('message'), {data: response})), 1);
    if (request.kind === 'load') {
      expect(transfer).toEqual([request.bytes]);
      FakeWorker.loads.push(`${request.part}:${new TextDecoder().decode(request.bytes)}`);
      const error = FakeWorker.behaviour.failLoad?.(request.part);
      const loaded = request.part === 'full' ? FakeWorker.behaviour.fullLoaded : undefined;
      return void (loaded ?? Promise.resolve()).then(() => {
        if (!error && request.part === 'full') this.complete = true;
        reply(error ? {id: request.id, ok: false, error} : {id: request.id, ok: true});
      });
    }
    FakeWorker.searches.push(request.input);
    const document = {i: 1, t: `${this.complete ? 'full' : 'quick'}:${request.input}`, u: '/docs/x'};
    reply({
      id: request.id,
      ok: true,
      complete: this.complete,
      results: [{document, type: 0, page: undefined, metadata: {}, tokens: [], score: 1}],
    });
  }
  terminate() {
    this.terminated = true;
  }
}

let client: typeof import('../../src/search/client');

/** The page's meta tag naming the corpus files (src/plugins/search fills it in). */
function corpusMeta(content: string | undefined) {
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      selector === 'meta[name="search-corpus"]' && content !== undefined
        ? {getAttribute: (name: string) => (name === 'content' ? content : null)}
        : null,
  });
}
let downloads: string[];

beforeEach(async () => {
  vi.resetModules();
  FakeWorker.behaviour = {};
  FakeWorker.instances = [];
  FakeWorker.searches = [];
  FakeWorker.loads = [];
  downloads = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('location', new URL('https://developers.example/docs/x'));
  vi.stubGlobal('fetch', async (url: string) => {
    downloads.push(url);
    const status = FakeWorker.behaviour.fail?.(url) ?? 200;
    return new Response(status === 200 ? `{"file":"${url}"}` : 'no', {status});
  });
  corpusMeta('/search-quick-x.json /search-full-x.json');
  client = await import('../../src/search/client');
});
afterEach(() => vi.unstubAllGlobals());

describe('search client', () => {
  it('answers from the quick part first, then completely once the text is in, in one worker', async () => {
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
    expect(FakeWorker.instances).toHaveLength(1);
    // Each file downloaded once, the quick one first, and handed to the worker as bytes.
    expect(downloads).toEqual(['/search-quick-x.json', '/search-full-x.json']);
    expect(FakeWorker.loads).toEqual(['quick:{"file":"/search-quick-x.json"}', 'full:{"file":"/search-full-x.json"}']);
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
    const [bar, page] = await Promise.all([client.searchSite('a', {limit: 8}), client.searchSite('b', {limit: 50, channel: 'page'})]);
    expect(bar?.results[0].document.t).toMatch(/:a$/);
    expect(page?.results[0].document.t).toMatch(/:b$/);
  });

  it('reports a failed download and downloads again on the next call', async () => {
    let failures = 1;
    FakeWorker.behaviour.fail = (url) => (url.includes('quick') && failures-- > 0 ? 503 : undefined);
    FakeWorker.behaviour.fullLoaded = new Promise(() => undefined);
    await expect(client.loadSearch()).rejects.toThrow(/search-quick-x.json: HTTP 503/);
    await expect(client.searchSite('light', {limit: 8})).resolves.toMatchObject({complete: false});
    expect(downloads.filter((url) => url.includes('quick'))).toHaveLength(2);
  });

  it('reports a failed build of the quick part, and starts a new worker on the next call', async () => {
    let failures = 1;
    FakeWorker.behaviour.failLoad = (part) => (part === 'quick' && failures-- > 0 ? 'search corpus: not JSON' : undefined);
    await expect(client.loadSearch()).rejects.toThrow(client.SearchLoadError);
    await client.loadSearch();
    expect(FakeWorker.instances.map((w) => w.terminated)).toEqual([true, false]);
  });

  it('reports a failed text without losing the quick answers, and downloads the text again on the next call', async () => {
    let failures = 1;
    FakeWorker.behaviour.fail = (url) => (url.includes('full') && failures-- > 0 ? 500 : undefined);
    await client.loadSearch();
    await expect(client.fullIndexReady()).rejects.toThrow(/HTTP 500/);
    await expect(client.searchSite('light', {limit: 8})).resolves.toMatchObject({complete: false});
    await client.fullIndexReady();
    await expect(client.searchSite('light', {limit: 8})).resolves.toMatchObject({complete: true});
  });

  it('downloads nothing from another site', async () => {
    corpusMeta('https://elsewhere.example/q.json /search-full-x.json');
    await expect(client.loadSearch()).rejects.toThrow(/not on this site/);
    expect(downloads).toEqual([]);
  });

  it('reports a page that names no corpus files (a page not built, the placeholder left)', async () => {
    for (const content of [undefined, 'search-corpus-files-not-written']) {
      corpusMeta(content);
      await expect(client.loadSearch()).rejects.toThrow(/names no corpus files/);
    }
    expect(downloads).toEqual([]);
  });
});

describe('starting the search (src/search/start.ts)', () => {
  it('uses the download the search bar started, and starts it only once per page', async () => {
    const {startSearch} = await import('../../src/search/start');
    startSearch();
    startSearch();
    expect(downloads).toEqual(['/search-quick-x.json']);
    await client.loadSearch();
    // The worker was started beside the download, once.
    expect(FakeWorker.instances).toHaveLength(1);
    // Hovering the bar again later downloads nothing.
    startSearch();
    await client.fullIndexReady();
    expect(downloads).toEqual(['/search-quick-x.json', '/search-full-x.json']);
    expect(FakeWorker.instances).toHaveLength(1);
  });

  it('starts on the search page as the server sent it (the page that preloads the quick file), and nowhere else', async () => {
    (await import('../../src/search/start')).startOnSearchPage();
    expect(downloads).toEqual([]);
    vi.resetModules();
    vi.stubGlobal('CSS', {escape: (value: string) => value});
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'meta[name="search-corpus"]'
          ? {getAttribute: () => '/search-quick-x.json /search-full-x.json'}
          : selector === 'link[rel="preload"][href="/search-quick-x.json"]'
            ? {}
            : null,
    });
    (await import('../../src/search/start')).startOnSearchPage();
    expect(downloads).toEqual(['/search-quick-x.json']);
    const started = await import('../../src/search/client');
    await started.fullIndexReady();
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.loads.map((load) => load.split(':')[0])).toEqual(['quick', 'full']);
  });

  it('does nothing on a page that names no corpus (the bar or the page reports it when they ask)', async () => {
    corpusMeta(undefined);
    const {startSearch} = await import('../../src/search/start');
    startSearch();
    expect(downloads).toEqual([]);
    expect(FakeWorker.instances).toHaveLength(0);
  });
});
