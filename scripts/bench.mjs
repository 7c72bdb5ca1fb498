#!/usr/bin/env node
// Benchmark of build speed, page weight and Lighthouse scores, with the budgets of this project.
// Writes bench/results.json and bench/results.md. Options:
//   --runs N         Lighthouse runs per page and form factor (median reported; default 3)
//   --skip-build     measure the existing build/ only
//   --compare-faster also time a cold build with the classic Webpack/Babel toolchain (DOCUSAURUS_FASTER=false)
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {startServer, median} from './lib/server.mjs';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3);
const env = {...process.env, NO_UPDATE_NOTIFIER: '1', CI: 'true'};

/** Runs `npm run build` under /usr/bin/time -v and returns wall, CPU and peak memory. */
function timedBuild(label, extraEnv = {}, {cold}) {
  if (cold) for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
  const hasTime = existsSync('/usr/bin/time');
  // The build readers and CI run (`npm run build`, with its heap limit); /usr/bin/time reports the largest process.
  const build = ['npm', 'run', '--silent', 'build'];
  const cmd = hasTime ? '/usr/bin/time' : build[0];
  const cmdArgs = hasTime ? ['-v', ...build] : build.slice(1);
  const start = Date.now();
  const result = spawnSync(cmd, cmdArgs, {env: {...env, ...extraEnv}, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const wallS = (Date.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-3000)}`);
  const field = (name) => Number((result.stderr.match(new RegExp(`${name}: ([\\d.]+)`)) || [])[1]);
  const cpuS = field('User time \\(seconds\\)') + field('System time \\(seconds\\)');
  const peakMb = field('Maximum resident set size \\(kbytes\\)') / 1024;
  console.log(`${label}: ${wallS.toFixed(1)} s wall, ${cpuS.toFixed(1)} s CPU, ${peakMb.toFixed(0)} MB peak`);
  return {label, wallS, cpuS: hasTime ? cpuS : null, peakMb: hasTime ? peakMb : null};
}

function outputStats(dir = 'build') {
  let html = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else {
        bytes += st.size;
        if (name.endsWith('.html')) html++;
      }
    }
  };
  walk(dir);
  return {htmlPages: html, totalMb: bytes / 1024 / 1024};
}

const builds = [];
if (!args.includes('--skip-build')) {
  if (args.includes('--compare-faster')) builds.push(timedBuild('cold build, Webpack + Babel', {DOCUSAURUS_FASTER: 'false'}, {cold: true}));
  builds.push(timedBuild('cold build', {}, {cold: true}));
  // A rebuild as a writer runs it locally, with Rspack's persistent cache (off by default: see docusaurus.config.ts):
  // one build fills the cache (not reported), the next is measured.
  timedBuild('cache-filling build', {DOCUSAURUS_BUILD_CACHE: 'true'}, {cold: false});
  builds.push(timedBuild('warm build', {DOCUSAURUS_BUILD_CACHE: 'true'}, {cold: false}));
}
const output = outputStats();

// Pages measured: home, a short doc, the longest reference doc, a doc with three diagrams, the blog, the newest post,
// search.
const newestPost = readdirSync('blog')
  .filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f))
  .sort((a, b) => b.slice(0, 10).localeCompare(a.slice(0, 10)) || a.localeCompare(b))[0];
const [, y, m, d, slug] = newestPost.match(/^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\.mdx?)?$/);
const pages = [
  {name: 'home', path: '/'},
  {name: 'short doc', path: '/docs/misc'},
  {name: 'longest reference doc', path: '/docs/api/supervisor/endpoints'},
  {name: 'doc with diagrams', path: '/docs/architecture/devices-and-services'},
  {name: 'blog', path: '/blog'},
  {name: 'post', path: `/blog/${y}/${m}/${d}/${slug}`},
  {name: 'search', path: '/search'},
];

const server = await startServer({port: Number(process.env.BENCH_PORT || 4620)});

// First-load JavaScript and CSS: what the browser fetches until the page is idle (gzip bytes on the wire).
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});

/**
 * The KB of scripts and stylesheets `path` loads, in a fresh context (a shared one serves the chunks of earlier pages
 * from its cache, unreported). A response without content-length is read whole, and every read is awaited before the
 * context closes (else it is lost). Idle network alone can come before the page's own chunks: a busy machine runs
 * main.js for longer than the 500 ms networkidle waits; the page has loaded what it needs once it has hydrated.
 */
async function firstLoadKb(path) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const sizes = {js: 0, css: 0};
  const reads = [];
  tab.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const key = type === 'script' ? 'js' : 'css';
    const length = res.headers()['content-length'];
    if (length) sizes[key] += Number(length);
    else
      reads.push(
        res.body().then(
          (body) => (sizes[key] += body.length),
          () => undefined,
        ),
      );
  });
  await tab.goto(server.url + path, {waitUntil: 'networkidle'});
  await tab.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await tab.waitForLoadState('networkidle');
  await Promise.all(reads);
  await context.close();
  return {js: sizes.js / 1024, css: sizes.css / 1024};
}

for (const page of pages) {
  const {js, css} = await firstLoadKb(page.path);
  page.firstLoadJsKb = js;
  page.firstLoadCssKb = css;
}

// The same measure on every doc and blog page (the sitemap's), a few tabs at a time: the budget holds for each page,
// not only for the named ones above.
const sitemapPaths = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>[^<]*?(\/(?:docs|blog)\b[^<]*)<\/loc>/g)].map(
  (m) => m[1],
);
const sweep = [];
{
  const queue = [...sitemapPaths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) sweep.push({path, firstLoadJsKb: (await firstLoadKb(path)).js});
  };
  await Promise.all([worker(), worker(), worker()]);
}
sweep.sort((a, b) => b.firstLoadJsKb - a.firstLoadJsKb);
await browser.close();

// Lighthouse, mobile and desktop, median of `runs` runs.
const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: chromiumArgs});
for (const page of pages) {
  for (const formFactor of ['mobile', 'desktop']) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        server.url + page.path,
        {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']},
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const {categories, audits} = result.lhr;
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const med = (key) => median(samples.map((s) => s[key]));
    page[formFactor] = {
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      seo: med('seo'),
      fcpMs: med('fcpMs'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      cls: med('cls'),
      failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
    };
    console.log(`${page.name} ${formFactor}: ${JSON.stringify(page[formFactor])}`);
  }
}
await chrome.kill();
server.stop();

const budgets = {
  // Issue 31: a cold build within 40 s and 1.2 GB on 2 cores; 150 KB first-load JS on docs, blog list and posts.
  coldBuildS: 40,
  warmBuildS: 30,
  peakMb: 1200,
  firstLoadJsKb: 150,
  lighthouseMobile: {performance: 95, accessibility: 100, bestPractices: 100, seo: 100},
};
const overBudget = sweep.filter((p) => p.firstLoadJsKb > budgets.firstLoadJsKb);
const results = {
  date: new Date().toISOString(),
  machine: {cpus: (await import('node:os')).cpus().length},
  builds,
  output,
  pages,
  everyPage: {measured: sweep.length, overBudget, heaviest: sweep.slice(0, 10)},
  budgets,
};
mkdirSync('bench', {recursive: true});
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

const ok = (value, limit, higherIsBetter = false) =>
  value === null || value === undefined ? '' : (higherIsBetter ? value >= limit : value <= limit) ? '✅' : '❌';
const f0 = (x) => (x === null || x === undefined ? '–' : Math.round(x));
const md = [
  `# Benchmark (${results.date}, ${results.machine.cpus} cores)`,
  '',
  '## Build',
  '',
  '| build | wall | CPU | peak memory | budget |',
  '| --- | --- | --- | --- | --- |',
  ...builds.map((b) => {
    const limit = b.label.startsWith('warm') ? budgets.warmBuildS : budgets.coldBuildS;
    return `| ${b.label} | ${b.wallS.toFixed(1)} s ${ok(b.wallS, limit)} | ${b.cpuS?.toFixed(1) ?? '–'} s | ${f0(b.peakMb)} MB ${ok(b.peakMb, budgets.peakMb)} | ≤ ${limit} s, ≤ ${budgets.peakMb} MB |`;
  }),
  '',
  `Output: ${output.htmlPages} HTML pages, ${output.totalMb.toFixed(1)} MB.`,
  '',
  '## Pages',
  '',
  '| page | first-load JS (gzip) | CSS (gzip) | mobile perf / a11y / BP / SEO | mobile FCP / LCP / TBT / CLS | desktop perf / a11y / BP / SEO |',
  '| --- | --- | --- | --- | --- | --- |',
  ...pages.map((p) => {
    const mo = p.mobile;
    const de = p.desktop;
    return `| ${p.name} (\`${p.path}\`) | ${p.firstLoadJsKb.toFixed(0)} KB ${/^\/(docs|blog)\b/.test(p.path) ? ok(p.firstLoadJsKb, budgets.firstLoadJsKb) : ''} | ${p.firstLoadCssKb.toFixed(0)} KB | ${f0(mo.performance)} ${ok(mo.performance, 95, true)} / ${f0(mo.accessibility)} / ${f0(mo.bestPractices)} / ${f0(mo.seo)} | ${f0(mo.fcpMs)} / ${f0(mo.lcpMs)} / ${f0(mo.tbtMs)} ms / ${mo.cls.toFixed(3)} | ${f0(de.performance)} / ${f0(de.accessibility)} / ${f0(de.bestPractices)} / ${f0(de.seo)} |`;
  }),
  '',
  'Audits not passed (any run): ' +
    ([...new Set(pages.flatMap((p) => [...p.mobile.failingAudits, ...p.desktop.failingAudits]))].join(', ') || 'none'),
  '',
  `Every doc and blog page of the sitemap (${sweep.length}), first-load JS: ${overBudget.length} over ${budgets.firstLoadJsKb} KB` +
    (overBudget.length ? ` (${overBudget.map((p) => `\`${p.path}\` ${p.firstLoadJsKb.toFixed(1)} KB`).join(', ')})` : '') +
    `; heaviest: ${sweep
      .slice(0, 5)
      .map((p) => `\`${p.path}\` ${p.firstLoadJsKb.toFixed(1)} KB`)
      .join(', ')}.`,
  '',
].join('\n');
writeFileSync('bench/results.md', md);
console.log(md);
