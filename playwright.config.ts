import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT || 4173);
/** The build with Google Analytics (`npm run build:analytics`), served beside the default one. */
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT || PORT + 1);
const ANALYTICS_SPEC = /analytics\.spec\.ts$/;
/**
 * The build with the classic Webpack toolchain (`DOCUSAURUS_FASTER=false`), which the README offers beside Rspack:
 * the core patch and lean-registry read the bundler's chunk runtime, so routing and start-up are tested on both.
 * Served only when `E2E_WEBPACK=1` (npm test builds it); otherwise the project has nothing to run.
 */
const WEBPACK = process.env.E2E_WEBPACK === '1';
const WEBPACK_PORT = Number(process.env.E2E_WEBPACK_PORT || PORT + 2);
const WEBPACK_SPECS = /(routing|startup)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (test-results/), to see what the page did; passing ones keep nothing.
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {name: 'chromium', testIgnore: ANALYTICS_SPEC, use: {...devices['Desktop Chrome'], channel: undefined}},
    ...(WEBPACK
      ? [
          {
            name: 'webpack',
            testMatch: WEBPACK_SPECS,
            use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${WEBPACK_PORT}`},
          },
        ]
      : []),
    {
      name: 'analytics',
      testMatch: ANALYTICS_SPEC,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${ANALYTICS_PORT}`},
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-static.mjs --dir build --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-static.mjs --dir build-analytics --port ${ANALYTICS_PORT}`,
      url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(WEBPACK
      ? [
          {
            command: `node scripts/serve-static.mjs --dir build-webpack --port ${WEBPACK_PORT}`,
            url: `http://127.0.0.1:${WEBPACK_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
