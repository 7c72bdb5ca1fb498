// Parses the built pages for the search corpus, off the main thread: the search plugin's own
// scanDocuments, in batches (see scanPages in ./index.ts). Plain CommonJS: worker threads do not go through the
// TypeScript loader Docusaurus gives the site's plugins.
const {parentPort, workerData} = require('node:worker_threads');

const {scanModule, paths, config, batch} = workerData;
const {scanDocuments} = require(scanModule);

(async () => {
  const documentsByType = [];
  for (let start = 0; start < paths.length; start += batch) {
    const parsed = await scanDocuments(paths.slice(start, start + batch), config);
    if (!Array.isArray(parsed)) throw new Error('scanDocuments gave no array of document types');
    parsed.forEach((documents, type) => (documentsByType[type] ??= []).push(...documents));
  }
  parentPort.postMessage(documentsByType);
})().catch((error) => {
  // An error thrown here reaches the main thread as the worker's 'error' event.
  setImmediate(() => {
    throw error;
  });
});
