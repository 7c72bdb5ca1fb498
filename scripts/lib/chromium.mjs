// The Chromium every browser run uses: the browser tests (playwright.config.ts) and the benchmarks (scripts/bench*.mjs)
// read the binary and its flags from here, so that what is measured runs the browser the way the tests do.
// Plain JavaScript so that Node runs the benchmarks without a TypeScript loader; TypeScript reads it through allowJs.

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Headless, without a sandbox or GPU; and without the browser's own traffic (component updates, sync, background
 * requests), which would mix with the requests of the pages under test.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
