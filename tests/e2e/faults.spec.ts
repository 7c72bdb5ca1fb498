import {test, expect, gotoHydrated, HYDRATED, COLOUR_MODE_TOGGLE, waitForIdle} from './fixtures';
import type {Page, Route} from '@playwright/test';

/** Route chunks: every script but the runtime and main bundle, which every page loads up front. */
const isRouteChunk = (route: Route) =>
  route.request().resourceType() === 'script' && !/\/assets\/js\/(runtime~main|main)\.[^/]+\.js$/.test(route.request().url());

/** Counts full document loads of the tab (first load and reloads), not client-side navigations. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

/** Follows the navbar's Misc link from the keyboard: a client-side navigation without the hover preload. */
async function navigateToMisc(page: Page): Promise<void> {
  await page.locator('.navbar').getByRole('link', {name: 'Misc', exact: true}).focus();
  await page.keyboard.press('Enter');
}

test.describe('a route chunk that fails to load', () => {
  // The aborted requests and the failed chunk promise are logged; the page must recover anyway.
  test.use({allowedConsoleErrors: [/net::ERR_FAILED|ChunkLoadError|Loading chunk/]});

  test('during client-side navigation, once: the page reloads and shows the new page, working', async ({page}) => {
    await gotoHydrated(page, '/');
    const loads = countDocumentLoads(page);
    let failures = 0;
    await page.route('**/assets/js/*.js', (route) => (isRouteChunk(route) && failures++ === 0 ? route.abort() : route.continue()));
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    await navigateToMisc(page);
    await expect(page).toHaveURL(/\/docs\/misc$/);
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(loads()).toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('on first load, once: the page reloads by itself and comes up working', async ({page}) => {
    const loads = countDocumentLoads(page);
    let failures = 0;
    await page.route('**/assets/js/*.js', (route) => (isRouteChunk(route) && failures++ === 0 ? route.abort() : route.continue()));
    await page.goto('/docs/misc');
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    expect(loads()).toBe(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Working means React runs: the colour-mode toggle switches the mode.
    const before = await page.locator('html').getAttribute('data-theme-choice');
    await page.locator(COLOUR_MODE_TOGGLE).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', before!);
  });

  test('during client-side navigation, for good: one reload, then the error and a Retry button that recovers', async ({page}) => {
    await gotoHydrated(page, '/');
    const loads = countDocumentLoads(page);
    let failing = true;
    await page.route('**/assets/js/*.js', (route) => (failing && isRouteChunk(route) ? route.abort() : route.continue()));
    await navigateToMisc(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not finish loading');
    await expect(alert).toContainText(/ChunkLoadError: Loading chunk \S+ failed/);
    // The server-rendered page stays readable below the notice.
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/misc$/);
    // Docusaurus's reload only: no reload loop, once the page has settled.
    await waitForIdle(page);
    expect(loads()).toBe(1);

    failing = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(loads()).toBe(2);
  });

  test('on first load, for good: exactly one automatic reload, then the error and Retry', async ({page}) => {
    const loads = countDocumentLoads(page);
    await page.route('**/assets/js/*.js', (route) => (isRouteChunk(route) ? route.abort() : route.continue()));
    await page.goto('/docs/misc');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/ChunkLoadError/);
    await expect(alert.getByRole('button', {name: 'Retry'})).toBeVisible();
    await waitForIdle(page);
    expect(loads()).toBe(2);
  });
});

/**
 * Wraps a chunk so that the page components it defines (MDX modules: default export plus `toc`) throw while
 * rendering as long as `window.crashRender` is set, the way a bug in a page would. Test-only: the build is unchanged.
 */
const crashOnce = (chunk: string) => `(function () {
  var key = Object.keys(self).find(function (k) { return k.indexOf('webpackChunk') === 0; });
  var queue = self[key], push = queue.push;
  queue.push = function (data) {
    queue.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module) {
        factory.apply(this, arguments);
        var exported = module.exports;
        if (!exported || typeof exported.default !== 'function' || !('toc' in exported)) return;
        var copy = {__esModule: true};
        Object.keys(exported).forEach(function (name) { copy[name] = exported[name]; });
        var Page = exported.default;
        copy.default = function CrashOnce(props) {
          if (window.crashRender) throw new Error('Injected render failure');
          return Page(props);
        };
        module.exports = copy;
      };
    });
    return push.apply(queue, arguments);
  };
})();
${chunk}`;

test.describe('a page that crashes while rendering', () => {
  // React reports the error it caught; that is the point of this test.
  test.use({allowedConsoleErrors: [/Injected render failure/]});

  test('shows "This page crashed." in the site layout, and "Try again" renders it again', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, {crashRender: true}));
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({response, body: isRouteChunk(route) ? crashOnce(body) : body});
    });
    await navigateToMisc(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByText('Injected render failure')).toBeVisible();
    // The error is caught inside the layout: navbar and footer are still there.
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    await page.evaluate(() => Object.assign(window, {crashRender: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});
