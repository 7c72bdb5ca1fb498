#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: types, lint and format, unit tests, the production
// build (which fails on broken links, anchors and Markdown links), a second build with Google Analytics
// (fake id, into build-analytics/), then the browser tests against both builds.
// Ends with one line the CI reads: "N passed, N failed".
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'};
const results = {passed: 0, failed: 0};

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...env, ...extraEnv}});
  return status === 0;
}

function countJson(file, read) {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

rmSync('test-results', {recursive: true, force: true});

// Type checking, the linter and the formatter check count as one test each.
if (run('typecheck', 'npx', ['tsc', '--noEmit'])) results.passed++;
else results.failed++;
if (run('lint', 'npx', ['eslint', '--max-warnings', '0', '.'])) results.passed++;
else results.failed++;
if (run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'])) results.passed++;
else results.failed++;

run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
const unit = countJson('test-results/unit.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTests ?? 0),
}));
if (unit) {
  results.passed += unit.passed;
  results.failed += unit.failed;
} else results.failed++;

const built = run('production build', 'npm', ['run', '--silent', 'build']);
if (built) results.passed++;
else results.failed++;

const analyticsBuilt = built && run('analytics build', 'npm', ['run', '--silent', 'build:analytics']);
if (analyticsBuilt) results.passed++;
else results.failed++;

// The classic Webpack toolchain, for the routing and start-up browser tests (the core patch reads the bundler's
// chunk runtime; see the README's Upgrading Docusaurus).
const webpackBuilt =
  analyticsBuilt &&
  run('Webpack build', 'npm', ['run', '--silent', 'build', '--', '--out-dir', 'build-webpack'], {DOCUSAURUS_FASTER: 'false'});
if (webpackBuilt) results.passed++;
else results.failed++;

if (built && analyticsBuilt && webpackBuilt) {
  run('browser tests', 'npx', ['playwright', 'test'], {E2E_WEBPACK: '1'});
  const e2e = countJson('test-results/e2e.json', (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
    skipped: r.stats.skipped,
  }));
  if (e2e) {
    results.passed += e2e.passed;
    // A skipped browser test is not a passed one.
    results.failed += e2e.failed + e2e.skipped;
  } else results.failed++;
} else {
  console.log('Browser tests not run: a production build failed.');
  results.failed++;
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
