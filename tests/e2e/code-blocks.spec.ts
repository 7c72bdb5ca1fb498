import {test, expect, gotoHydrated, COLOUR_MODE_TOGGLE} from './fixtures';
import type {Page} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';
import {themeDictionary} from '../../src/theme/CodeBlock/tokenStyles';

// Code blocks need two chunks in the browser (src/theme/CodeBlock/loaders.ts): the block (layout and buttons), on
// pages that show code, and the highlighter (Prism), only to highlight code the server has not highlighted.
const NO_CODE = '/docs/misc';
const CODE = '/docs/creating_component_index';

type Chunk = 'block' | 'highlighter';

/** Only Prism's chunk runs its tokenizer hooks; only the block's chunk has the copy button. */
const chunkOf = (body: string): Chunk | undefined =>
  body.includes('before-tokenize') ? 'highlighter' : body.includes('Copy code to clipboard') ? 'block' : undefined;

/**
 * Routes every script through the test: the `chunk` is held until `release()` (or aborted with `fail: true`);
 * `requested(chunk)` says whether the page asked for either chunk.
 */
async function controlChunk(page: Page, chunk: Chunk, {fail = false} = {}) {
  const requested = new Set<Chunk>();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      const found = chunkOf(body);
      if (found) requested.add(found);
      if (found !== chunk) return await route.fulfill({response, body});
      if (fail) return await route.abort();
      await released;
      return await route.fulfill({response, body});
    } catch {
      // The page went away (navigation, end of test) while its script was in flight.
    }
  });
  return {release, requested: (name: Chunk) => requested.has(name)};
}

const tokens = (page: Page) => page.locator('article pre .token');
const copyButton = (page: Page) => page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}).first();

const rgb = (color: string) => {
  const hex = color.match(/^#([0-9a-f]{6})$/i);
  return hex ? `rgb(${[0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).join(', ')})` : color;
};

/** The colour a code theme gives Python's `keyword` tokens, as the browser reports it. */
const keywordColour = (theme: typeof lightCodeTheme) => rgb(String(themeDictionary(theme, 'python').keyword.color));

const firstPythonKeyword = (page: Page) => page.locator('article pre.language-python .token.keyword').first();
const colourOf = (page: Page) => firstPythonKeyword(page).evaluate((element) => getComputedStyle(element).color);

test('a page without code downloads neither code block chunk', async ({page}) => {
  const chunks = await controlChunk(page, 'block');
  await gotoHydrated(page, NO_CODE);
  await page.waitForLoadState('networkidle');
  expect(chunks.requested('block')).toBe(false);
  expect(chunks.requested('highlighter')).toBe(false);
});

test('a page with code shows its highlighted server markup, wakes its buttons at the first interaction, and never downloads Prism', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunks = await controlChunk(page, 'highlighter');
  await gotoHydrated(page, CODE);
  const serverTokens = await tokens(page).count();
  expect(serverTokens).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // Nothing for the blocks until the reader does something: the buttons only show on hover or focus.
  expect(chunks.requested('block')).toBe(false);
  await expect(copyButton(page)).toHaveCount(0);
  await page.mouse.move(200, 200);
  await expect(copyButton(page)).toBeAttached();
  expect(chunks.requested('block')).toBe(true);
  expect(chunks.requested('highlighter')).toBe(false);
  expect(await tokens(page).count()).toBe(serverTokens);
  expect(await colourOf(page)).toBe(keywordColour(lightCodeTheme));
  const code = await page.locator('article pre code').first().innerText();
  await page.locator('article .theme-code-block').first().hover();
  await copyButton(page).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
});

test('while the block chunk loads, the server markup stays; then the buttons come, with the same lines', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const chunks = await controlChunk(page, 'block');
  await gotoHydrated(page, CODE);
  const serverTokens = await tokens(page).count();
  expect(serverTokens).toBeGreaterThan(0);
  await page.mouse.move(200, 200);
  await expect.poll(() => chunks.requested('block')).toBe(true);
  await expect(copyButton(page)).toHaveCount(0);
  chunks.release();
  await expect(copyButton(page)).toBeAttached();
  expect(await tokens(page).count()).toBe(serverTokens);
  // Word wrap works on the taken-over lines (on a phone-wide page, where long lines scroll): the button sets the
  // style on their <code>.
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
    .first();
  await block.hover();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre');
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
});

test('a block focused from the keyboard keeps the focus when it wakes up', async ({page}) => {
  const chunks = await controlChunk(page, 'block');
  await gotoHydrated(page, CODE);
  // Focus moves to the first block's lines without a pointer; that first interaction starts the block's chunk.
  await page.locator('article pre').first().focus();
  await expect.poll(() => chunks.requested('block')).toBe(true);
  chunks.release();
  await expect(copyButton(page)).toBeAttached();
  await expect(page.locator('article pre').first()).toBeFocused();
});

test('code in tabs, which the theme re-mounts after hydration, keeps the server highlighting without Prism', async ({page}) => {
  const chunks = await controlChunk(page, 'highlighter');
  await gotoHydrated(page, '/docs/frontend/development');
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', {name: 'Manual environment'}).click();
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  await expect(panel.locator('pre .token-line')).toHaveText(['nvm use', 'script/bootstrap']);
  await page.waitForLoadState('networkidle');
  expect(chunks.requested('highlighter')).toBe(false);
});

test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('code has the dark theme from the first paint, and follows a switch of colour mode at once', async ({page}) => {
    // The block's chunk is held back: clicking the toggle is a first interaction, and a block waking up meanwhile
    // would swap its element under the checks below. The server's markup alone follows the colour mode.
    const chunks = await controlChunk(page, 'block');
    await gotoHydrated(page, CODE);
    const background = () =>
      page
        .locator('article pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    expect(await background()).toBe(rgb(darkCodeTheme.plain.backgroundColor!));
    expect(await colourOf(page)).toBe(keywordColour(darkCodeTheme));
    await expect(firstPythonKeyword(page)).toHaveCSS('font-style', 'italic');
    // system (dark) -> light: the same markup takes the light theme's colours.
    await page.locator(COLOUR_MODE_TOGGLE).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background()).toBe(rgb(lightCodeTheme.plain.backgroundColor!));
    expect(await colourOf(page)).toBe(keywordColour(lightCodeTheme));
    await expect(firstPythonKeyword(page)).toHaveCSS('font-style', 'normal');
    expect(chunks.requested('highlighter')).toBe(false);
  });
});

test('client-side navigation to a page with code shows the code at once, highlighted when Prism arrives', async ({page}) => {
  const chunks = await controlChunk(page, 'highlighter');
  await gotoHydrated(page, NO_CODE);
  await page.locator('article').getByRole('link', {name: 'Building a Python library'}).first().click();
  await expect(page).toHaveURL(/\/docs\/api_lib_index$/);
  // Plain lines stand in, no highlighted tokens yet; the highlighted block that replaces them shows the same text.
  const firstBlock = page.locator('article pre').first();
  await expect(firstBlock).toContainText('Publish to PyPI');
  // Until the block's own chunk has loaded, a plain <pre> of the code stands in; then the block shows plain lines.
  const lines = firstBlock.locator('.token-line');
  await expect(lines.first()).toBeVisible();
  await expect(page.locator('article pre .token:not(.plain)')).toHaveCount(0);
  // Line by line: innerText depends on the lines' layout (each is a block ending in <br>), not only on their text.
  const lineTexts = () => lines.allTextContents();
  const plainLines = await lineTexts();
  expect(plainLines.length).toBeGreaterThan(5);
  chunks.release();
  await expect(page.locator('article pre .token:not(.plain)').first()).toBeVisible();
  expect(await lineTexts()).toEqual(plainLines);
});

test.describe('when a code block chunk cannot load', () => {
  test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});

  test('without the highlighter, code stays readable and the page keeps working', async ({page}) => {
    await controlChunk(page, 'highlighter', {fail: true});
    await gotoHydrated(page, CODE);
    expect(await tokens(page).count()).toBeGreaterThan(0);
    // Client-side navigation still works and shows the code, plain.
    await gotoHydrated(page, NO_CODE);
    await page.locator('article').getByRole('link', {name: 'Building a Python library'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api_lib_index$/);
    await expect(page.locator('article pre').first()).toContainText('Publish to PyPI');
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('without the block chunk, the server markup stays and the page keeps working', async ({page}) => {
    await controlChunk(page, 'block', {fail: true});
    await gotoHydrated(page, CODE);
    const serverTokens = await tokens(page).count();
    expect(serverTokens).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await tokens(page).count()).toBe(serverTokens);
    // A block rendered afresh shows its code plain.
    await gotoHydrated(page, NO_CODE);
    await page.locator('article').getByRole('link', {name: 'Building a Python library'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api_lib_index$/);
    await expect(page.locator('article pre').first()).toContainText('Publish to PyPI');
  });
});
