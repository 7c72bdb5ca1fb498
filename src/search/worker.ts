// The search worker: builds the indexes of the corpus the page hands it (./client.ts downloads the files), the quick
// part first, and answers searches: from the quick part at once, and with the full text once its index is in. The
// text's index is built in slices of a few milliseconds, so a search asked meanwhile waits for one slice at most.
import {CorpusError, isCorpus, type FullCorpus, type QuickCorpus} from './corpus';
import {SearchEngine} from './engine';
import type {LoadRequest, WorkerRequest, WorkerResponse} from './protocol';

const engine = new SearchEngine();
let quickLoaded: Promise<void> | undefined;

// A yield through a message channel: setTimeout(0) would wait at least 4 ms once nested, which the hundreds of slices
// of a build add up to.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

function parse(request: LoadRequest): unknown {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(request.bytes));
  } catch {
    throw new CorpusError(`search corpus: ${request.url} is not complete JSON (a cut download?)`);
  }
  if (!isCorpus(data, request.part)) throw new CorpusError(`search corpus: ${request.url} is not a search corpus of this site's format`);
  return data;
}

function load(request: LoadRequest): Promise<void> {
  if (request.part === 'quick') {
    quickLoaded ??= (async () => engine.loadQuick(parse(request) as QuickCorpus, yieldNow))();
    // A failed load is forgotten, so that the page's retry loads again.
    quickLoaded.catch(() => (quickLoaded = undefined));
    return quickLoaded;
  }
  if (!quickLoaded) return Promise.reject(new CorpusError('search corpus: the text came before the quick part'));
  return quickLoaded.then(() => engine.loadFull(parse(request) as FullCorpus, yieldNow));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const reply = (response: WorkerResponse) => self.postMessage(response);
  if (request.kind === 'load') {
    load(request).then(
      () => reply({id: request.id, ok: true}),
      (error: unknown) => reply({id: request.id, ok: false, error: message(error)}),
    );
    return;
  }
  try {
    reply({id: request.id, ok: true, results: engine.search(request.input, request.limit, request.within), complete: engine.complete});
  } catch (error) {
    reply({id: request.id, ok: false, error: message(error)});
  }
});
