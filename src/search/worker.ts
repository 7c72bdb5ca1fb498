// A search worker: downloads the corpus, builds its indexes in slices (so a search asked meanwhile is answered between
// two slices) and answers searches. The page runs two (./client.ts): one that loads the quick part only and answers
// at once, and one that also builds the full text's index and takes over when it is done.
import {CorpusError, isCorpus, type FullCorpus, type QuickCorpus} from './corpus';
import {SearchEngine} from './engine';
import type {LoadRequest, WorkerRequest, WorkerResponse} from './protocol';

const engine = new SearchEngine();
let loading: Promise<string> | undefined;

const yieldNow = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The text of a corpus file; throws a CorpusError for a file elsewhere or an HTTP error. */
async function download(url: string): Promise<string> {
  // Only the site's own files: the URL comes from the page, which takes it from the build.
  if (new URL(url, self.location.href).origin !== self.location.origin) throw new CorpusError(`search corpus: ${url} is not on this site`);
  const response = await fetch(url);
  if (!response.ok) throw new CorpusError(`search corpus: ${url}: HTTP ${response.status}`);
  return response.text();
}

function parse(text: string, url: string, part: 'quick' | 'full'): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CorpusError(`search corpus: ${url} is not complete JSON (a cut download?)`);
  }
  if (!isCorpus(data, part)) throw new CorpusError(`search corpus: ${url} is not a search corpus of this site's format`);
  return data;
}

/** Loads the corpus; resolves with the quick file's text, for the page to hand to the second worker. */
async function load(request: LoadRequest): Promise<string> {
  const {urls} = request;
  // Both at once: the full part is the larger, and the quick part's indexes are built meanwhile.
  const quickText = request.quickText !== undefined ? Promise.resolve(request.quickText) : download(urls.quick);
  const fullText = request.full ? download(urls.full) : undefined;
  fullText?.catch(() => undefined);
  const text = await quickText;
  await engine.loadQuick(parse(text, urls.quick, 'quick') as QuickCorpus, yieldNow);
  if (fullText) await engine.loadFull(parse(await fullText, urls.full, 'full') as FullCorpus, yieldNow);
  return text;
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const reply = (response: WorkerResponse) => self.postMessage(response);
  if (request.kind === 'load') {
    if (!loading) {
      loading = load(request);
      // A failed load is forgotten, so that the page's retry downloads again.
      loading.catch(() => (loading = undefined));
    }
    loading.then(
      // The quick file's text goes back only to a page that has to pass it on (the first worker's load).
      (quickText) => reply({id: request.id, ok: true, ...(request.full ? {} : {quickText})}),
      (error: unknown) => reply({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
    );
    return;
  }
  try {
    reply({id: request.id, ok: true, results: engine.search(request.input, request.limit, request.within)});
  } catch (error) {
    reply({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)});
  }
});
