// Every test here waits for the search's answers: expectAnswer (./fixtures.ts) allows for the index's first load.
import {test, expectAnswer as expect, gotoHydrated} from './fixtures';
import type {Page, Request} from '@playwright/test';

const searchBox = (page: Page) => page.locator('.navbar input[aria-label="Search"]');
const suggestions = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');
/** Suggestions answered from the full index: the list is busy while they come from the quick part. */
const settledSuggestions = (page: Page) => page.locator('.navbar [role="listbox"]:not([aria-busy="true"]) [role="option"]');
const MAIN = '#__docusaurus_skipToContent_fallback';
/** The search page's results, the quick ones included. */
const listedResults = (page: Page) => page.locator(`${MAIN} section article h2 a`);
/** The search page's complete results: the list is busy while the quick ones show. */
const completeResults = (page: Page) => page.locator(`${MAIN} section:not([aria-busy="true"]) article h2 a`);

// These tests wait for what a reader sees (a suggestion, a result, a busy list settling), within the default 7 s,
// which leaves room: even on a machine twice as slow as a quiet 2-core one (both cores kept busy), the complete answer
// comes well within it.

function recordIndexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    if (/\/search-(quick|full)-/.test(r.url())) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).fill(query);
}

test.describe('search bar', () => {
  test('the index is fetched only on first focus: the quick part first, then the full text, each once', async ({page}) => {
    const requests = recordIndexRequests(page);
    await gotoHydrated(page, '/docs/android');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[0]).toMatch(/^\/search-quick-[0-9a-f]{8}\.json$/);
    expect(requests[1]).toMatch(/^\/search-full-[0-9a-f]{8}\.json$/);
    // The worker gets the files from the page, which downloads each once: nothing is fetched twice.
    await typeQuery(page, 'config flow');
    await expect(settledSuggestions(page).first()).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  test('hovering the search bar also starts loading the index', async ({page}) => {
    const requests = recordIndexRequests(page);
    await gotoHydrated(page, '/');
    await searchBox(page).hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests[0]).toMatch(/^\/search-quick-[0-9a-f]{8}\.json$/);
  });

  test('Control+K focuses the search bar and the hint shows the shortcut', async ({page}) => {
    await gotoHydrated(page, '/docs/development_index');
    await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('Meta+K focuses the search bar on macOS', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgentData', {get: () => ({platform: 'macOS'})});
    });
    await gotoHydrated(page, '/docs/development_index');
    await expect(page.locator('.navbar__search kbd')).toHaveText(['⌘', 'K']);
    await page.keyboard.press('Meta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('suggestions: at most 8, each with a title, the section and an excerpt, and a "See all results" link', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, 'config flow');
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    const first = suggestions(page).first();
    await expect(first.locator('[class*="hitTitle"]')).not.toBeEmpty();
    await expect(first.locator('[class*="hitPath"]')).not.toBeEmpty();
    const excerpts = await suggestions(page).locator('[class*="hitTitle"]').allTextContents();
    expect(excerpts.some((t) => t.length > 0 && t.length <= 80)).toBe(true);
    const footer = page.locator('.navbar [class*="hitFooter"] a');
    await expect(footer).toHaveText('See all results');
    await expect(footer).toHaveAttribute('href', /^\/search\/?\?q=config\+flow$/);
  });

  test('in an area, the footer still offers all results of the whole site', async ({page}) => {
    await gotoHydrated(page, '/docs/apps');
    await typeQuery(page, 'ingress');
    await expect(suggestions(page).first()).toBeVisible();
    const footer = page.locator('.navbar [class*="hitFooter"] a');
    await expect(footer).toHaveText('See all results');
    await expect(footer).toHaveAttribute('href', /^\/search\/?\?q=ingress$/);
  });

  test('choosing a suggestion opens the page with _highlight terms marked on it', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, 'options flow');
    await expect(suggestions(page).first()).toBeVisible();
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/\/docs\/core\/integration\/options_flow\?_highlight=options&_highlight=flow/);
    await expect(page.locator('article mark').first()).toBeVisible();
    const marked = await page.locator('article mark').allTextContents();
    expect(marked.map((m) => m.toLowerCase())).toContain('options');
  });

  test('mark.js, which marks the terms, is only downloaded by pages opened with terms to mark', async ({page}) => {
    const markJsScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // mark.js is the only script with its `acrossElements` option.
      if ((await response.text().catch(() => '')).includes('acrossElements')) markJsScripts.push(response.url());
    });
    await gotoHydrated(page, '/docs/core/integration/options_flow');
    await page.waitForLoadState('networkidle');
    expect(markJsScripts).toEqual([]);
    await gotoHydrated(page, '/docs/core/integration/options_flow?_highlight=flow');
    await expect(page.locator('article mark').first()).toBeVisible();
    // The script's body is read after its response event: the marks can be drawn before the listener has read it.
    await expect.poll(() => markJsScripts.length).toBe(1);
  });

  test('the search page may be indexed, its result pages may not', async ({page}) => {
    await gotoHydrated(page, '/search');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
    await expect(page.locator('meta[name="robots"], meta[property="robots"]')).toHaveCount(0);
    await gotoHydrated(page, '/search?q=coordinator');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
  });

  test('keyboard: arrow down and Enter open a suggestion', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/light');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('brightness');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=brightness/);
  });

  test('suggestions are links to their page and section; a plain click opens it in the site and closes the list', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, 'options flow');
    const first = settledSuggestions(page).first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/docs\/core\/integration\/options_flow\?_highlight=options&_highlight=flow(#.*)?$/);
    expect(await suggestions(page).evaluateAll((as) => as.every((a) => a.tagName === 'A' && a.getAttribute('href')?.startsWith('/')))).toBe(
      true,
    );
    // Client-side: the page is not loaded again (a value set on the window survives).
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await first.click();
    await expect(page).toHaveURL(href!);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
    await expect(page.locator('.navbar [role="listbox"]')).toBeHidden();
  });

  const newPageClicks: [string, Parameters<Page['click']>[1]][] = [
    ['Control-click', {modifiers: ['ControlOrMeta']}],
    ['middle click', {button: 'middle'}],
  ];
  for (const [how, click] of newPageClicks) {
    test(`${how} on a suggestion opens it in a new page and leaves this one as it was`, async ({page, context}) => {
      await gotoHydrated(page, '/docs/apps');
      await typeQuery(page, 'light entity');
      const first = settledSuggestions(page).first();
      await expect(first).toBeVisible();
      const href = await first.getAttribute('href');
      const [opened] = await Promise.all([context.waitForEvent('page'), first.click(click)]);
      // The new page starts at about:blank: wait for its address, not for a load state that blank page already has.
      await expect(opened).toHaveURL((url) => url.pathname + url.search + url.hash === href);
      await expect(opened.locator('article h1')).toBeVisible();
      await expect(page).toHaveURL(/\/docs\/apps$/);
      await expect(searchBox(page)).toHaveValue('light entity');
      await opened.close();
    });
  }

  test('a query with no hits says "No results"', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, 'qwxzvbnmkj');
    await expect(page.locator('.navbar [role="listbox"]')).toContainText('No results');
    await expect(suggestions(page)).toHaveCount(0);
  });
});

/** Suggestion targets (page and section), read from each suggestion's data-url. */
const suggestionUrls = (page: Page) =>
  page.locator('.navbar [role="option"] [data-url]').evaluateAll((els) => els.map((el) => el.getAttribute('data-url')!.split(/[?#]/)[0]));

test.describe('whole-site search', () => {
  // A Core answer asked on an Add-ons page and a blog post, an Add-ons answer asked on the home page.
  const cases = [
    {from: '/docs/apps/configuration', q: 'DataUpdateCoordinator', answer: '/docs/integration_fetching_data'},
    {from: '/blog/2024/06/12/async_forward_entry_setups', q: 'light entity', answer: '/docs/core/entity/light'},
    {from: '/', q: 'SUPERVISOR_TOKEN', answer: '/docs/apps/communication'},
  ];
  for (const {from, q, answer} of cases) {
    test(`from ${from}, "${q}" suggests ${answer} and /search lists it`, async ({page}) => {
      await gotoHydrated(page, from);
      // Compare full-text answers: the list is busy until the full index is in and has answered.
      await typeQuery(page, q);
      await expect(settledSuggestions(page).first()).toBeVisible();
      await expect.poll(() => suggestionUrls(page)).toContain(answer);
      const suggested = await suggestionUrls(page);
      await page.locator('.navbar [class*="hitFooter"] a').click();
      await expect(page).toHaveURL(new RegExp(`/search/?\\?q=${encodeURIComponent(q).replace(/%20/g, '\\+')}$`));
      const listed = completeResults(page);
      await expect(listed.first()).toBeVisible();
      const hrefs = (await listed.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split(/[?#]/)[0]))).slice(0, suggested.length);
      // The page lists the same pages, in the same order, as the suggestions.
      expect(hrefs).toEqual(suggested);
    });
  }

  test('an identifier finds the pages that explain it first', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, 'async_forward_entry_setups');
    // The config entry docs and the post that announced the method both explain it; either may lead.
    const explaining = ['/docs/config_entries_index', '/blog/2024/06/12/async_forward_entry_setups'];
    await expect.poll(async () => (await suggestionUrls(page)).slice(0, 2).sort()).toEqual([...explaining].sort());
  });

  test('suggestions come from the quick part while the full text is held back, then the full answer follows', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-full-[0-9a-f]{8}\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/docs/apps');
    await typeQuery(page, 'DataUpdateCoordinator');
    // Only titles, headings, descriptions and code names so far: the coordinator page is found by its code names.
    await expect.poll(() => suggestionUrls(page)).toContain('/docs/integration_fetching_data');
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('aria-busy', 'true');
    release();
    // With the full text in, a page that mentions the name only in its prose is found too.
    await expect(settledSuggestions(page).first()).toBeVisible();
    await expect.poll(async () => (await suggestionUrls(page)).length).toBe(8);
  });

  test('the complete answer does not move the suggestions down to the one under the pointer', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-full-[0-9a-f]{8}\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await typeQuery(page, 'entity');
    await expect(suggestions(page).nth(3)).toBeVisible();
    await expect(page.locator('.navbar [role="listbox"]')).toHaveAttribute('aria-busy', 'true');
    const quick = await suggestionUrls(page);
    await suggestions(page).nth(2).hover();
    await expect(suggestions(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(settledSuggestions(page).first()).toBeVisible();
    expect((await suggestionUrls(page)).slice(0, 3)).toEqual(quick.slice(0, 3));
    await expect(suggestions(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('failed downloads', () => {
  // The corpus is downloaded by the page: the browser logs each aborted download.
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('a failed index download shows a message and a retry that works', async ({page}) => {
    let fail = true;
    await page.route(/\/search-(quick|full)-[0-9a-f]{8}\.json$/, (route) => (fail ? route.abort() : route.continue()));
    await gotoHydrated(page, '/');
    await searchBox(page).click();
    const alert = page.locator('.navbar').getByRole('alert');
    await expect(alert).toContainText('Search could not be loaded.');
    fail = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(alert).toHaveCount(0);
    await typeQuery(page, 'config flow');
    await expect(suggestions(page).first()).toBeVisible();
  });

  test('a failed download on the search page shows a message and a retry that works', async ({page}) => {
    let fail = true;
    await page.route(/\/search-(quick|full)-[0-9a-f]{8}\.json$/, (route) => (fail ? route.abort() : route.continue()));
    await gotoHydrated(page, '/search?q=config+flow');
    const alert = page.locator(MAIN).getByRole('alert');
    await expect(alert).toContainText('could not be downloaded');
    fail = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(completeResults(page).first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('lists all results for q, as keyboard-reachable links', async ({page}) => {
    await gotoHydrated(page, '/search?q=coordinator');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "coordinator"');
    const results = completeResults(page);
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(8);
    await results.first().focus();
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/.+_highlight=coordinator/);
  });

  test('without ctx, the page searches everywhere; choosing an area narrows it', async ({page}) => {
    await gotoHydrated(page, '/search?q=gradle');
    const select = page.locator('#context-selector');
    await expect(select.locator('option:checked')).toHaveText('Everywhere');
    const results = completeResults(page);
    await expect(results.first()).toBeVisible();
    await select.selectOption({label: 'Android'});
    await expect(page).toHaveURL(/ctx=docs%2Fandroid/);
    await expect(results.first()).toHaveAttribute('href', /^\/docs\/android/);
  });

  test('the ctx parameter searches one area', async ({page}) => {
    await gotoHydrated(page, '/search?q=gradle&ctx=docs%2Fandroid');
    const results = completeResults(page);
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/docs/android'))).toBe(true);
  });

  test('an empty query shows no results and no "No results" message', async ({page}) => {
    await gotoHydrated(page, '/search');
    await expect(page.locator('#__docusaurus_skipToContent_fallback article')).toHaveCount(0);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).not.toContainText('No results');
  });

  test('shows what the quick part finds first, then the complete results replace them', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-full-[0-9a-f]{8}\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/search?q=DataUpdateCoordinator');
    await expect(listedResults(page).first()).toBeVisible();
    await expect(page.locator(`${MAIN} section`)).toHaveAttribute('aria-busy', 'true');
    const quick = await listedResults(page).count();
    // The reader points at the second result: it and the one above stay where they are.
    const kept = await listedResults(page).evaluateAll((as) => as.slice(0, 2).map((a) => a.getAttribute('href')));
    await listedResults(page).nth(1).hover();
    release();
    await expect(completeResults(page).first()).toBeVisible();
    expect(await listedResults(page).evaluateAll((as) => as.slice(0, 2).map((a) => a.getAttribute('href')))).toEqual(kept);
    expect(await listedResults(page).count()).toBeGreaterThan(quick);
  });

  test('the search page preloads the quick part of the index', async ({page}) => {
    await page.goto('/search?q=light');
    const preload = page.locator('link[rel="preload"][as="fetch"]');
    await expect(preload).toHaveAttribute('href', /^\/search-quick-[0-9a-f]{8}\.json$/);
    const meta = await page.locator('meta[name="search-corpus"]').getAttribute('content');
    expect(meta).toBe(`${await preload.getAttribute('href')} ${(await preload.getAttribute('href'))!.replace('quick', 'full')}`);
  });

  test('a query with no hits says "No results"', async ({page}) => {
    await gotoHydrated(page, '/search?q=qwxzvbnmkj');
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText('No results');
  });
});

test.describe('bad input', () => {
  const lunrSyntax = ['title:', 'foo^', 'bar~x', '+', '-', '*', ':', '"unbalanced', 'entity "', '+-*:^~', 'async_setup_entry~2^3'];

  for (const query of lunrSyntax) {
    test(`lunr syntax in the search bar: ${JSON.stringify(query)}`, async ({page}) => {
      await gotoHydrated(page, '/');
      await typeQuery(page, query);
      await expect(page.locator('.navbar [role="listbox"]')).toBeVisible();
      await expect(searchBox(page)).toHaveValue(query);
    });
  }

  test('lunr syntax on the search page shows results for the plain words or "No results"', async ({page}) => {
    await gotoHydrated(page, '/search?q=' + encodeURIComponent('title:coordinator^2 +update~'));
    await expect(page.getByRole('heading', {level: 1})).toContainText('Search results for');
    const main = page.locator('#__docusaurus_skipToContent_fallback');
    await expect(main.locator('article h2 a').first().or(main.getByText('No results'))).toBeVisible();
  });

  test('a 10,000-character query neither crashes nor hangs', async ({page}) => {
    await gotoHydrated(page, '/');
    const long = 'entity '.repeat(1430).slice(0, 10_000);
    await searchBox(page).click();
    await searchBox(page).fill(long);
    await expect(page.locator('.navbar [role="listbox"]')).toBeVisible();
    await gotoHydrated(page, '/search?q=' + encodeURIComponent(long));
    await expect(page.getByRole('heading', {level: 1})).toContainText('Search results for');
  });

  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

  test('HTML and script typed into the search bar are shown as text, never run', async ({page}) => {
    await gotoHydrated(page, '/');
    await typeQuery(page, payload);
    await expect(page.locator('.navbar [role="listbox"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(await page.locator('.navbar [role="listbox"] img').count()).toBe(0);
  });

  test('HTML and script in q are shown as text, never run', async ({page}) => {
    await gotoHydrated(page, '/search?q=' + encodeURIComponent(payload));
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x');
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(await page.locator('#__docusaurus_skipToContent_fallback img[src="x"]').count()).toBe(0);
  });

  test('HTML and script in _highlight are never run', async ({page}) => {
    await gotoHydrated(page, '/docs/core/integration/options_flow?_highlight=' + encodeURIComponent(payload) + '&_highlight=flow');
    await expect(page.locator('article h1')).toBeVisible();
    // The terms have been marked: whatever the payload could do, it has done.
    await expect(page.locator('article mark').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(await page.locator('article img[src="x"]').count()).toBe(0);
  });
});
