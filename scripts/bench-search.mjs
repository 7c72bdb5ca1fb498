#!/usr/bin/env node
// Search benchmark: serves the production build, drives the real search bar in Chromium and reports
// relevance (hit@1/3/8, MRR) for tests/search/queries.json, keystroke-to-suggestions latency, first-focus-to-
// usable-index time and the index bytes each area's first search downloads. Writes bench/search.json and
// bench/search.md. Usage: npm run build && npm run bench:search
import {chromium} from '@playwright/test';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {startServer, chromiumArgs, chromiumPath, median, percentile} from './lib/server.mjs';

const {queries} = JSON.parse(readFileSync('tests/search/queries.json', 'utf8'));
const server = await startServer({port: Number(process.env.BENCH_PORT || 4610)});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
const INPUT = '.navbar input[aria-label="Search"]';
const OPTIONS = '.navbar [role="listbox"] [role="option"]';
const normalise = (url) => {
  const u = new URL(url);
  return u.pathname;
};

/**
 * Sets the search box value the way typing does and resolves with the milliseconds until the suggestion list
 * shows the new results (options or "No results"), or null when the box was cleared or nothing rendered.
 */
async function setQueryAndWait(page, value) {
  const ms = await page.evaluate(
    ({value, INPUT}) =>
      new Promise((resolve) => {
        const input = document.querySelector(INPUT);
        const root = input.closest('.navbar__search');
        const start = performance.now();
        const rendered = (node) =>
          node.nodeType === 1 &&
          (node.matches('[role="option"]') || node.querySelector('[role="option"]') || /No results/.test(node.textContent ?? ''));
        const observer = new MutationObserver((mutations) => {
          if (mutations.some((m) => [...m.addedNodes].some(rendered))) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(root, {childList: true, subtree: true});
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, value ? 3000 : 150);
      }),
    {value, INPUT},
  );
  await page.waitForTimeout(30);
  return ms;
}

// 1. Index bytes and time to a usable index, per area, each in a fresh browser context (empty cache).
const areaPages = [...new Set(queries.map((q) => q.from))];
const indexes = [];
for (const from of areaPages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloads = [];
  page.on('response', async (res) => {
    if (!res.url().includes('search-index')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    downloads.push({file: new URL(res.url()).pathname, gzip: Number(res.headers()['content-length'] || body.length), raw: body.length});
  });
  await page.goto(server.url + from, {waitUntil: 'networkidle'});
  await page.waitForSelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])');
  const t0 = Date.now();
  await page.focus(INPUT);
  await page.keyboard.type('integration');
  await page.waitForSelector(OPTIONS, {timeout: 30_000});
  const usableMs = Date.now() - t0;
  await page.waitForTimeout(200);
  indexes.push({from, files: downloads.map((d) => d.file), raw: downloads.reduce((s, d) => s + d.raw, 0), gzip: downloads.reduce((s, d) => s + d.gzip, 0), usableMs});
  await context.close();
}

// 2. Relevance and latency, from the page each query is typed on.
const context = await browser.newContext();
const page = await context.newPage();
const results = [];
const latencies = [];
let current = null;
async function openFrom(from) {
  await page.goto(server.url + from);
  await page.waitForSelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])');
  await page.focus(INPUT);
  current = from;
  await setQueryAndWait(page, 'integration');
  await page.waitForSelector(OPTIONS, {timeout: 30_000});
}
for (const {q, from, expect} of queries) {
  if (current !== from) await openFrom(from);
  await setQueryAndWait(page, '');
  await setQueryAndWait(page, q.slice(0, -1));
  const ms = await setQueryAndWait(page, q);
  if (ms !== null) latencies.push(ms);
  const count = await page.locator(OPTIONS).count();
  let rank = null;
  const seen = [];
  for (let i = 0; i < count && rank === null; i++) {
    if (current !== from) {
      await openFrom(from);
      await setQueryAndWait(page, q);
    }
    await page.locator(OPTIONS).nth(i).click();
    await page.waitForURL((url) => url.searchParams.has('_highlight') || normalise(url.href) !== from, {timeout: 5000}).catch(() => {});
    const landed = normalise(page.url());
    seen.push(landed);
    current = null;
    if (expect.includes(landed)) rank = i + 1;
  }
  results.push({q, from, expect, rank, seen});
}
await browser.close();
server.stop();

const n = results.length;
const hit = (k) => results.filter((r) => r.rank !== null && r.rank <= k).length / n;
const summary = {
  date: new Date().toISOString(),
  queries: n,
  hitAt1: hit(1),
  hitAt3: hit(3),
  hitAt8: hit(8),
  mrr: results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
  keystrokeToSuggestionsMs: {median: median(latencies), p95: percentile(latencies, 95)},
  firstFocusToUsableIndexMs: {median: median(indexes.map((i) => i.usableMs)), max: Math.max(...indexes.map((i) => i.usableMs))},
  indexes,
  misses: results.filter((r) => r.rank === null || r.rank > 3),
};
mkdirSync('bench', {recursive: true});
writeFileSync('bench/search.json', JSON.stringify({...summary, results}, null, 2) + '\n');
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const md = [
  `# Search benchmark (${summary.date})`,
  '',
  '| metric | value | target |',
  '| --- | --- | --- |',
  `| queries | ${n} | ≥ 60 |`,
  `| hit@1 | ${pct(summary.hitAt1)} | |`,
  `| hit@3 | ${pct(summary.hitAt3)} | ≥ 90% |`,
  `| hit@8 | ${pct(summary.hitAt8)} | ≥ 97% |`,
  `| MRR | ${summary.mrr.toFixed(3)} | |`,
  `| keystroke → suggestions, median / p95 | ${summary.keystrokeToSuggestionsMs.median.toFixed(1)} / ${summary.keystrokeToSuggestionsMs.p95.toFixed(1)} ms | p95 ≤ 50 ms |`,
  `| first focus → usable index, median / max | ${summary.firstFocusToUsableIndexMs.median} / ${summary.firstFocusToUsableIndexMs.max} ms | |`,
  `| largest first-search download (gzip) | ${kb(Math.max(...indexes.map((i) => i.gzip)))} | ≤ 600 KB |`,
  '',
  '| typed on | index file | raw | gzip | focus → usable |',
  '| --- | --- | --- | --- | --- |',
  ...indexes.map((i) => `| ${i.from} | ${i.files.join(', ')} | ${kb(i.raw)} | ${kb(i.gzip)} | ${i.usableMs} ms |`),
  '',
  '## Queries not answered in the top 3',
  '',
  ...(summary.misses.length ? summary.misses.map((m) => `- \`${m.q}\` on ${m.from}: rank ${m.rank ?? 'none'}; opened ${m.seen.join(', ') || 'nothing'}`) : ['None.']),
  '',
].join('\n');
writeFileSync('bench/search.md', md);
console.log(md);
