import {test, expect, gotoHydrated, HYDRATED} from './fixtures';
import type {Page} from '@playwright/test';

// Prism is not in the main bundle: it arrives with the highlighter chunk, fetched only by pages that show code.
const NO_CODE = '/docs/misc';
const CODE = '/docs/creating_component_index';

/** The highlighter chunk is the only script that builds Prism's `token-line` spans. */
const isHighlighter = (body: string) => body.includes('token-line');

/**
 * Routes every script through the test: the highlighter chunk is held until `release()` (or aborted with
 * `fail: true`); `requested()` says whether the page asked for it.
 */
async function controlHighlighter(page: Page, {fail = false} = {}) {
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (!isHighlighter(body)) return await route.fulfill({response, body});
      requested = true;
      if (fail) return await route.abort();
      await released;
      return await route.fulfill({response, body});
    } catch {
      // The page went away (navigation, end of test) while its script was in flight.
    }
  });
  return {release, requested: () => requested};
}

/**
 * A page with code fetches the highlighter while it loads, so a held-back highlighter also holds back the `load`
 * event: these pages are opened up to hydration only.
 */
async function gotoHydratedEarly(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await page.waitForSelector(HYDRATED, {state: 'attached'});
}

const tokens = (page: Page) => page.locator('article pre .token');
const copyButton = (page: Page) => page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}).first();

test('a page without code never downloads the highlighter', async ({page}) => {
  const highlighter = await controlHighlighter(page);
  await gotoHydrated(page, NO_CODE);
  await page.waitForLoadState('networkidle');
  expect(highlighter.requested()).toBe(false);
});

test('a page with code keeps its highlighted server markup while the highlighter loads, then wakes up', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const highlighter = await controlHighlighter(page);
  await gotoHydratedEarly(page, CODE);
  expect(highlighter.requested()).toBe(true);
  // Hydrated, highlighter still held back: the server's tokens are on screen, the buttons are not there yet.
  const serverTokens = await tokens(page).count();
  expect(serverTokens).toBeGreaterThan(0);
  await expect(copyButton(page)).toHaveCount(0);
  highlighter.release();
  await expect(copyButton(page)).toBeAttached();
  expect(await tokens(page).count()).toBe(serverTokens);
  const code = await page.locator('article pre code').first().innerText();
  await page.locator('article .theme-code-block').first().hover();
  await copyButton(page).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
});

test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('code takes the dark theme once the highlighter is in', async ({page}) => {
    const highlighter = await controlHighlighter(page);
    await gotoHydratedEarly(page, CODE);
    const background = () =>
      page.locator('article pre').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
    highlighter.release();
    await expect(copyButton(page)).toBeAttached();
    // The dark code theme's background (config/prismThemes.ts), not the light one the server rendered.
    expect(await background()).toBe('rgb(40, 42, 54)');
  });
});

test('client-side navigation to a page with code shows the code at once, highlighted when Prism arrives', async ({page}) => {
  const highlighter = await controlHighlighter(page);
  await gotoHydrated(page, NO_CODE);
  await page.locator('article').getByRole('link', {name: 'Building a Python library'}).first().click();
  await expect(page).toHaveURL(/\/docs\/api_lib_index$/);
  // Plain code stands in, no tokens yet; the highlighted block that replaces it shows the same text.
  const firstBlock = page.locator('article pre').first();
  await expect(firstBlock).toContainText('Publish to PyPI');
  await expect(tokens(page)).toHaveCount(0);
  const plainText = (await firstBlock.innerText()).trim();
  highlighter.release();
  await expect(tokens(page).first()).toBeVisible();
  expect((await firstBlock.innerText()).trim()).toBe(plainText);
});

test.describe('when the highlighter cannot load', () => {
  test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});

  test('code stays readable and the page keeps working', async ({page}) => {
    await controlHighlighter(page, {fail: true});
    await gotoHydrated(page, CODE);
    expect(await tokens(page).count()).toBeGreaterThan(0);
    // Client-side navigation still works and shows the code, plain.
    await gotoHydrated(page, NO_CODE);
    await page.locator('article').getByRole('link', {name: 'Building a Python library'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api_lib_index$/);
    await expect(page.locator('article pre').first()).toContainText('Publish to PyPI');
    await expect(page.locator('article h1')).toBeVisible();
  });
});
