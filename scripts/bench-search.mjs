#!/usr/bin/env node
// Search benchmark: serves the production build and drives the real search bar in Chromium.
// 1. Relevance: every query of tests/search/queries.json typed from three start pages (the home page, a page of an
//    unrelated area, a blog post): hit@1, hit@3, hit@8 and MRR per start page, read from the suggestions' targets.
// 2. Cost of the first search, on a throttled mobile profile (below), from each start page in a fresh browser: the
//    bytes downloaded before the first suggestions, the time from the first keystroke to the first suggestions and to
//    the full-text answer.
// 3. Latency: every query typed key by key (60 ms between keys), the time from the last key to the suggestions shown,
//    once the full index is in and also while it is still loading; the longest main-thread task while typing; and
//    the sizes of the corpus files (src/plugins/search).
// 4. The search page opened with a query (/search?q=…) in a fresh browser context: the time from navigation to the
//    first results (the quick part's) and to the complete ones (the list no longer aria-busy), unthrottled and on the
//    throttled phones. BENCH_PAGE_RUNS sets the runs per query (3).
// Writes bench/search.json and bench/search.md. Usage: npm run build && npm run bench:search
import {chromium} from '@playwright/test';
import {gzipSync} from 'node:zlib';
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {startServer, median, percentile} from './lib/server.mjs';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const {queries} = JSON.parse(readFileSync('tests/search/queries.json', 'utf8'));
const ALL_START_PAGES = {
  home: () => '/',
  'unrelated area': (q) => (q.area === 'addons' ? '/docs/development_index' : '/docs/apps/configuration'),
  'blog post': () => '/blog/2024/06/12/async_forward_entry_setups',
};
// BENCH_START_PAGES=home runs one start page (quicker, for tuning); BENCH_SKIP_THROTTLED=1 skips part 2.
const START_PAGES = Object.fromEntries(
  Object.entries(ALL_START_PAGES).filter(([k]) => !process.env.BENCH_START_PAGES || process.env.BENCH_START_PAGES.split(',').includes(k)),
);
/** Throttled phones: Chrome DevTools' "Fast 4G" and Lighthouse's mobile default ("slow 4G"), both with a 4x slower CPU. */
const PROFILES = {
  'Fast 4G': {latency: 165, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8, cpuSlowdown: 4},
  'Slow 4G': {latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4},
};
const INPUT = '.navbar input[aria-label="Search"]';
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';

const server = await startServer({port: Number(process.env.BENCH_PORT || 4610)});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});

/** Sets the box as typing does; resolves with the ms until the suggestions show (null: nothing within 5 s). */
function setQuery(page, value) {
  return page.evaluate(
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
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        setTimeout(
          () => {
            observer.disconnect();
            resolve(null);
          },
          value ? 5000 : 100,
        );
      }),
    {value, INPUT},
  );
}

const KEY_GAP_MS = 60;
const SETTLED = '.navbar [role="listbox"]:not([aria-busy="true"]) [role="option"]';
const CORPUS_FILE = /search-(quick|full)-[0-9a-f]{8}\.json$/;
const FULL_FILE = /search-full-[0-9a-f]{8}\.json$/;

/** Types `q` key by key, KEY_GAP_MS apart, as a reader does; resolves with the ms from the last key to the suggestions. */
async function typeQuery(page, q) {
  await setQuery(page, '');
  for (let i = 1; i < q.length; i += 1) {
    // Each key's suggestions are not awaited: a slow answer delays the next ones, as it does for a reader.
    void setQuery(page, q.slice(0, i));
    await page.waitForTimeout(KEY_GAP_MS);
  }
  return setQuery(page, q);
}

/** The longest main-thread task (ms) since the last call: recorded by a PerformanceObserver added at page start. */
const takeLongestTask = (page) =>
  page.evaluate(() => {
    const longest = window.__longestTask ?? 0;
    window.__longestTask = 0;
    return longest;
  });

const targets = (page) =>
  page.locator('.navbar [role="option"] [data-url]').evaluateAll((els) => els.map((el) => el.getAttribute('data-url').split(/[?#]/)[0]));

async function openStart(context, path) {
  const page = await context.newPage();
  // Tasks that end once typing may start (the page is hydrated) count; the page's own start-up tasks before that are
  // Lighthouse's to judge (total blocking time), not typing's.
  await page.addInitScript(() => {
    window.__longestTask = 0;
    window.__typingFrom = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime + entry.duration > window.__typingFrom) window.__longestTask = Math.max(window.__longestTask, entry.duration);
      }
    }).observe({type: 'longtask', buffered: true});
  });
  await page.goto(server.url + path);
  await page.waitForSelector(HYDRATED);
  await page.evaluate(() => (window.__typingFrom = performance.now()));
  return page;
}

// 1. Relevance and latency from each start page, with the full index in.
const relevance = {};
const latencies = [];
let longestTask = 0;
// BENCH_ONLY=page,phone runs those parts only (relevance and typing: "typing"), to measure them again quickly.
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (part) => !ONLY || ONLY.includes(part);
for (const [name, startOf] of Object.entries(runs('typing') ? START_PAGES : {})) {
  const context = await browser.newContext();
  const results = [];
  let page = null;
  let at = null;
  for (const q of queries) {
    const start = startOf(q);
    if (at !== start) {
      await page?.close();
      page = await openStart(context, start);
      await page.focus(INPUT);
      // Wait for the full index (downloaded, then built in the worker), so every query is answered from it.
      const full = page.waitForResponse((r) => FULL_FILE.test(r.url()), {timeout: 60_000}).catch(() => {});
      await setQuery(page, 'integration');
      await full;
      await page.waitForSelector(SETTLED, {timeout: 60_000});
      await takeLongestTask(page);
      at = start;
    }
    const ms = await typeQuery(page, q.q);
    if (ms !== null) latencies.push({q: q.q, ms});
    longestTask = Math.max(longestTask, await takeLongestTask(page));
    const seen = await targets(page);
    const index = seen.findIndex((url) => q.expect.includes(url));
    results.push({q: q.q, area: q.area, expect: q.expect, rank: index < 0 ? null : index + 1, seen});
  }
  await context.close();
  const n = results.length;
  const hit = (k) => results.filter((r) => r.rank !== null && r.rank <= k).length / n;
  relevance[name] = {
    hitAt1: hit(1),
    hitAt3: hit(3),
    hitAt8: hit(8),
    mrr: results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
    misses: results.filter((r) => r.rank !== 1),
  };
}

// 1b. While the full index is still loading: a fresh page, typing from the first moment (unthrottled).
const loadingLatencies = [];
let loadingLongestTask = 0;
if (runs('typing')) {
  const context = await browser.newContext();
  const page = await openStart(context, '/');
  await page.focus(INPUT);
  let fullIn = false;
  page
    .waitForResponse((r) => FULL_FILE.test(r.url()), {timeout: 60_000})
    .then(
      () => (fullIn = true),
      () => {},
    );
  const started = Date.now();
  for (const q of queries) {
    const ms = await typeQuery(page, q.q);
    if (ms !== null) loadingLatencies.push({q: q.q, ms, fullDownloaded: fullIn});
    loadingLongestTask = Math.max(loadingLongestTask, await takeLongestTask(page));
    // The first seconds are the loading ones; a dozen queries after the download cover the index being built.
    if (fullIn && Date.now() - started > 8000) break;
  }
  await context.close();
}

// 2. The first search on a throttled phone, from each start page, in a fresh browser context (empty cache).
const firstSearch = [];
for (const [profile, MOBILE] of Object.entries(process.env.BENCH_SKIP_THROTTLED || !runs('phone') ? {} : PROFILES)) {
  for (const [name, startOf] of Object.entries(START_PAGES)) {
    const context = await browser.newContext();
    const page = await openStart(context, startOf({area: 'core'}));
    const cdp = await context.newCDPSession(page);
    const {cpuSlowdown, ...network} = MOBILE;
    await cdp.send('Network.emulateNetworkConditions', {offline: false, ...network});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const downloads = [];
    page.on('response', async (res) => {
      if (!CORPUS_FILE.test(res.url())) return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      downloads.push({file: new URL(res.url()).pathname, at: Date.now(), gzip: gzipSync(body).length});
    });
    await page.focus(INPUT);
    const t0 = Date.now();
    const firstMs = await setQuery(page, 'DataUpdateCoordinator');
    const tFirst = Date.now();
    // The full-text answer: the list is no longer busy (aria-busy) once the text's index answered.
    const settled = await page.waitForSelector(SETTLED, {timeout: 60_000}).then(
      () => true,
      () => false,
    );
    const fullMs = settled ? Date.now() - t0 : null;
    await page.waitForLoadState('networkidle');
    firstSearch.push({
      profile,
      start: name,
      firstSuggestionsMs: firstMs === null ? null : Math.round(firstMs),
      fullAnswerMs: fullMs,
      gzipBeforeFirst: downloads.filter((d) => d.at <= tFirst).reduce((s, d) => s + d.gzip, 0),
      // Each file once (the page downloads each once and hands it to the worker).
      gzipTotal: [...new Map(downloads.map((d) => [d.file, d.gzip])).values()].reduce((s, g) => s + g, 0),
      files: downloads.map((d) => d.file),
    });
    await context.close();
  }
}
// 4. The search page opened with a query, in a fresh context each time: navigation → first results → complete results.
const PAGE_QUERIES = ['coordinator', 'config flow', 'light entity'];
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS || 3);
async function openSearchPage(q, throttle) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const times = (window.__searchPage = {});
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (times.first === undefined && document.querySelector('main section article')) times.first = now;
      if (times.complete === undefined && document.querySelector('main section[aria-busy="false"] article')) times.complete = now;
      if (times.first !== undefined && times.complete !== undefined) observer.disconnect();
    });
    observer.observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy']});
  });
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    const {cpuSlowdown, ...network} = throttle;
    await cdp.send('Network.emulateNetworkConditions', {offline: false, ...network});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  }
  // performance.now() counts from the navigation's start.
  await page.goto(`${server.url}/search?q=${encodeURIComponent(q)}`);
  await page.waitForSelector('main section[aria-busy="false"] article', {timeout: 60_000});
  const times = await page.evaluate(() => window.__searchPage);
  await context.close();
  return {first: Math.round(times.first), complete: Math.round(times.complete)};
}
const searchPage = [];
for (const [profile, throttle] of runs('page')
  ? [['unthrottled', null], ...Object.entries(process.env.BENCH_SKIP_THROTTLED ? {} : PROFILES)]
  : []) {
  const runs = [];
  for (const q of PAGE_QUERIES)
    for (let run = 0; run < (throttle ? 1 : PAGE_RUNS); run += 1) runs.push({q, ...(await openSearchPage(q, throttle))});
  searchPage.push({profile, runs});
}

await browser.close();
server.stop();

const indexFiles = readdirSync('build')
  .filter((f) => CORPUS_FILE.test(f) || /^search-index.*\.json$/.test(f))
  .map((f) => ({file: f, raw: statSync(`build/${f}`).size, gzip: gzipSync(readFileSync(`build/${f}`)).length}));

function summarise(list) {
  const ms = list.map((l) => l.ms);
  const slowest = [...list]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((l) => `${l.q} (${Math.round(l.ms)} ms)`);
  return {
    n: ms.length,
    median: median(ms),
    p95: percentile(ms, 95),
    max: Math.max(...ms),
    over100: ms.filter((m) => m > 100).length,
    slowest,
  };
}

const summary = {
  date: new Date().toISOString(),
  queries: queries.length,
  profiles: PROFILES,
  relevance: Object.fromEntries(Object.entries(relevance).map(([k, {misses, ...v}]) => [k, v])),
  firstSearch,
  searchPage,
  keystrokeToSuggestionsMs: summarise(latencies),
  whileLoadingMs: summarise(loadingLatencies),
  longestTaskWhileTypingMs: {fullIndex: Math.round(longestTask), whileLoading: Math.round(loadingLongestTask)},
  indexFiles,
  totalGzip: indexFiles.reduce((s, f) => s + f.gzip, 0),
};
mkdirSync('bench', {recursive: true});
const out = ONLY ? `bench/search-${ONLY.join('-')}` : 'bench/search';
writeFileSync(`${out}.json`, JSON.stringify({...summary, relevance}, null, 2) + '\n');
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const md = [
  `# Search benchmark (${summary.date})`,
  '',
  `${queries.length} queries (tests/search/queries.json), each typed into the search bar from three start pages.`,
  '',
  '| start page | hit@1 | hit@3 | hit@8 | MRR |',
  '| --- | --- | --- | --- | --- |',
  ...Object.entries(relevance).map(([k, r]) => `| ${k} | ${pct(r.hitAt1)} | ${pct(r.hitAt3)} | ${pct(r.hitAt8)} | ${r.mrr.toFixed(3)} |`),
  '| target | ≥ 90% | | 100% | |',
  '',
  'First search on a throttled phone, typing "DataUpdateCoordinator" into a fresh page (CPU 4x slower; Fast 4G: 9 Mbit/s down, 165 ms RTT, as Chrome DevTools; Slow 4G: 1.6 Mbit/s down, 150 ms RTT, as Lighthouse mobile):',
  '',
  '| profile | start page | downloaded before the first suggestions (gzip) | downloaded in all (gzip) | keystroke → first suggestions (whole site: titles, headings, code names) | keystroke → full-text answer |',
  '| --- | --- | --- | --- | --- | --- |',
  ...firstSearch.map(
    (f) =>
      `| ${f.profile} | ${f.start} | ${kb(f.gzipBeforeFirst)} | ${kb(f.gzipTotal)} | ${f.firstSuggestionsMs ?? '–'} ms | ${f.fullAnswerMs ?? '–'} ms |`,
  ),
  '',
  `The search page opened with a query (${PAGE_QUERIES.map((q) => `"${q}"`).join(', ')}) in a fresh browser, from the navigation's start (unthrottled: ${PAGE_RUNS} runs per query; phones: one):`,
  '',
  '| profile | first results: median (range) | complete results: median (range) |',
  '| --- | --- | --- |',
  ...searchPage.map(({profile, runs}) => {
    const show = (key) =>
      `${median(runs.map((r) => r[key]))} ms (${Math.min(...runs.map((r) => r[key]))}–${Math.max(...runs.map((r) => r[key]))})`;
    return `| ${profile} | ${show('first')} | ${show('complete')} |`;
  }),
  "| target (unthrottled) | ≤ 1000 ms | ≤ 0.6 × the published site's |",
  '',
  'Typing every query key by key (60 ms between keys), last key → suggestions shown (unthrottled, 2-core machine):',
  '',
  '| phase | queries | median | p95 | slowest | over 100 ms | longest main-thread task while typing |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  `| full index in | ${summary.keystrokeToSuggestionsMs.n} | ${summary.keystrokeToSuggestionsMs.median?.toFixed(1)} ms | ${summary.keystrokeToSuggestionsMs.p95?.toFixed(1)} ms | ${summary.keystrokeToSuggestionsMs.max?.toFixed(0)} ms | ${summary.keystrokeToSuggestionsMs.over100} | ${summary.longestTaskWhileTypingMs.fullIndex} ms |`,
  `| while the full index loads | ${summary.whileLoadingMs.n} | ${summary.whileLoadingMs.median?.toFixed(1)} ms | ${summary.whileLoadingMs.p95?.toFixed(1)} ms | ${summary.whileLoadingMs.max?.toFixed(0)} ms | ${summary.whileLoadingMs.over100} | ${summary.longestTaskWhileTypingMs.whileLoading} ms |`,
  '| target | | | ≤ 30 ms | ≤ 60 ms | 0 | ≤ 50 ms |',
  '',
  `Slowest with the full index: ${summary.keystrokeToSuggestionsMs.slowest.join('; ')}.`,
  '',
  '| file | raw | gzip |',
  '| --- | --- | --- |',
  ...indexFiles.map((f) => `| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} |`),
  `| everything search downloads (target ≤ 1.0 MB; first answer from the quick file, target ≤ 400 KB) | | ${kb(summary.totalGzip)} |`,
  '',
  '## Queries not answered first (home page)',
  '',
  ...(!relevance.home
    ? ['Not measured in this run.']
    : relevance.home.misses.length
      ? relevance.home.misses.map((m) => `- \`${m.q}\`: rank ${m.rank ?? 'none'}; top: ${m.seen.slice(0, 3).join(', ') || 'nothing'}`)
      : ['None.']),
  '',
].join('\n');
writeFileSync(`${out}.md`, md);
console.log(md);
