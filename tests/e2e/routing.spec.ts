import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, HYDRATED} from './fixtures';

const prefetchedScripts = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

// The client route tables are slimmed at build time (src/plugins/lean-registry): chunk names are shortened in the
// registry and the route-to-chunk table, and the docs and blog routes come in sections that load as pages need them.
// If those fell out of step, prefetching would find no files, or the wrong ones, and client-side navigation would
// fail to load the page.
const scriptsLoaded = (page: Page) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/js/')) loaded.push(path);
  });
  return loaded;
};

/** Follows an in-page link with the keyboard: hovering it would load its page before the click. */
async function follow(page: Page, href: string) {
  await page.locator(`main a[href="${href}"]`).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

test.describe('client-side routing', () => {
  test.describe('with every route section loaded', () => {
    // The not-found page loads every route section, to look up old URLs; the static server answers with a 404.
    test.use({allowedConsoleErrors: [/the server responded with a status of 404/]});

    test('prefetching a page fetches the files its navigation then loads, and nothing else', async ({page}) => {
      await gotoHydrated(page, '/docs/no-such-page');
      await page.waitForLoadState('networkidle');
      // Docusaurus prefetches pages as their links scroll into view, in idle time; `window.docusaurus.prefetch` is that
      // same call. It may have run already for this link: either way, the files are asked for once the queue is done.
      await page.evaluate(async (path) => {
        await (window as {docusaurus?: {prefetch(path: string): unknown}}).docusaurus!.prefetch(path);
        for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000}));
      }, '/docs/misc');
      const prefetched = await prefetchedScripts(page);
      expect(prefetched.length).toBeGreaterThan(0);
      for (const href of prefetched) expect(href).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]{8}\.js$/);

      const loadedForNavigation = scriptsLoaded(page);
      // A page without code: code blocks load their chunks as they render, not as part of the route.
      await follow(page, '/docs/misc');
      await expect(page.locator('article h1')).toBeVisible();
      expect(loadedForNavigation.length).toBeGreaterThan(0);
      for (const path of loadedForNavigation) expect(prefetched).toContain(path);
    });
  });

  test('a link into a route section not loaded yet prefetches the section, which its navigation then uses', async ({page}) => {
    // The home page has no route section of its own; its area links lead into the docs sections.
    await gotoHydrated(page, '/');
    await page.evaluate(
      (path) => (window as {docusaurus?: {prefetch(path: string): unknown}}).docusaurus!.prefetch(path),
      '/docs/voice/overview',
    );
    await expect.poll(async () => (await prefetchedScripts(page)).length).toBeGreaterThan(0);
    const prefetched = await prefetchedScripts(page);
    const loadedForNavigation = scriptsLoaded(page);
    await follow(page, '/docs/voice/overview');
    await expect(page.locator('article h1')).toBeVisible();
    // The section came first, and it was the prefetched file; the page's own chunks followed it.
    expect(loadedForNavigation.length).toBeGreaterThan(1);
    expect(prefetched).toContain(loadedForNavigation[0]);
  });

  test('posts open client-side from the blog list, whether the list shows them whole or as an excerpt', async ({page}) => {
    // List pages reuse the post's own module for posts without an excerpt marker (src/plugins/lean-blog).
    await gotoHydrated(page, '/blog');
    await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
    const posts = page.locator('article');
    const whole = posts.filter({hasNot: page.getByRole('link', {name: /^Read more/})});
    const excerpt = posts.filter({has: page.getByRole('link', {name: /^Read more/})});
    await expect(excerpt.first()).toBeVisible();
    // Every post now has an excerpt marker; a post shown whole is tested when the list has one.
    const cases = (await whole.count()) > 0 ? [whole.first(), excerpt.first()] : [excerpt.first()];
    for (const post of cases) {
      const title = (await post.locator('h2').innerText()).trim();
      const text = (await post.locator('.markdown p').first().innerText()).trim();
      await post.locator('h2 a').click();
      await expect(page.locator('article h1')).toHaveText(title);
      await expect(page.locator('article .markdown p').first()).toHaveText(text);
      expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
    }
  });
});

// Blog routes sit under one parent route (src/plugins/lean-blog): a path under /blog that is no page must still show
// the not-found page, not an empty one.
test.describe('missing blog pages', () => {
  // The static server answers the missing page with its 404 status, which the browser logs.
  test.use({allowedConsoleErrors: [/the server responded with a status of 404/]});

  test('a missing blog page shows the not-found page, opened directly or by a client-side navigation', async ({page}) => {
    const response = await page.goto('/blog/2099/01/01/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    await expect(page.locator('h1')).toHaveText('Page Not Found');

    // No link on the site leads to a missing page: go there the way the router sees a Back or Forward step.
    await gotoHydrated(page, '/blog');
    await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
    await page.evaluate(() => {
      history.pushState(null, '', '/blog/tags/no-such-tag');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/blog\/tags\/no-such-tag$/);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    expect(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  });
});
