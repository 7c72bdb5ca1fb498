// Runs in the "analytics" project, against build-analytics/ (built with GTAG_TRACKING_ID=G-TEST000000).
import {test, expect, gotoHydrated, waitForIdle} from './fixtures';
import type {Page} from '@playwright/test';

const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//;

/** Stubs gtag.js and the beacons, and collects every request that leaves the site. */
async function stubGoogle(page: Page, baseURL: string): Promise<string[]> {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${new URL(baseURL).origin}/`)) offSite.push(request.url());
  });
  await page.route(GOOGLE, (route) =>
    route.request().url().includes('/gtag/js')
      ? route.fulfill({contentType: 'text/javascript', body: 'window.gtagStubLoaded = true;'})
      : route.fulfill({status: 204}),
  );
  return offSite;
}

interface PageView {
  path: string;
}

/**
 * Page views as gtag.js would send them, read from the dataLayer the inline gtag snippet fills: the first one
 * from `gtag('config', id)`, then one per `gtag('event', 'page_view')` after `gtag('set', 'page_path', path)`.
 */
function pageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(() => {
    const views: {path: string}[] = [];
    let path = window.location.pathname;
    for (const entry of (window as unknown as {dataLayer: IArguments[]}).dataLayer) {
      const [command, name, value] = Array.from(entry) as [string, string, string];
      if (command === 'config') views.push({path: window.location.pathname});
      if (command === 'set' && name === 'page_path') path = value;
      if (command === 'event' && name === 'page_view') views.push({path});
    }
    return views;
  });
}

/** Waits for the next page view, and checks that it is the only one the navigation sent. */
async function expectOneMorePageView(page: Page, before: number, path: RegExp): Promise<void> {
  await expect.poll(async () => (await pageViews(page)).length).toBe(before + 1);
  await waitForIdle(page);
  const views = await pageViews(page);
  expect(views).toHaveLength(before + 1);
  expect(views.at(-1)!.path).toMatch(path);
}

test('the analytics build loads gtag.js once, with the tracking id, and counts the first page view', async ({page, baseURL}) => {
  const offSite = await stubGoogle(page, baseURL!);
  await gotoHydrated(page, '/docs/core/entity/light');
  await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
  expect(offSite).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST000000']);
  expect(await pageViews(page)).toEqual([{path: '/docs/core/entity/light'}]);
});

test('one page view per client-side navigation: path, hash and query changes', async ({page, baseURL}) => {
  const offSite = await stubGoogle(page, baseURL!);
  await gotoHydrated(page, '/docs/core/entity/light');
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);

  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Sensor', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/core\/entity\/sensor$/);
  await expectOneMorePageView(page, 1, /^\/docs\/core\/entity\/sensor$/);

  const tocLink = page.locator('.theme-doc-toc-desktop a').nth(1);
  const anchor = (await tocLink.getAttribute('href'))!;
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expectOneMorePageView(page, 2, new RegExp(`^/docs/core/entity/sensor${anchor}$`));

  // Picking a search suggestion changes path and query (highlight terms), and the hash for a section.
  // The pointer, left over the table of contents, would otherwise rest on a suggestion and move the cursor to it.
  await page.mouse.move(0, 0);
  const searchBox = page.getByPlaceholder('Search');
  await searchBox.fill('brightness');
  await expect(page.getByRole('option').first()).toBeVisible();
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/docs\/[^?]+\?_highlight=[^#]+(#.+)?$/);
  const picked = new URL(page.url());
  await expectOneMorePageView(page, 3, new RegExp(`^${picked.pathname}\\?_highlight=[^#]+(#.+)?$`));

  await searchBox.fill('brightness');
  await page.getByRole('link', {name: /^See all results/}).click();
  await expect(page).toHaveURL(/\/search\/\?q=brightness(&ctx=[^&]+)?$/);
  await expectOneMorePageView(page, 4, /^\/search\/\?q=brightness(&ctx=[^&]+)?$/);

  // Only the query changes as the reader refines the search.
  await page.getByRole('searchbox', {name: 'Search'}).fill('light');
  await expect(page).toHaveURL(/\/search\/\?q=light(&ctx=[^&]+)?$/);
  await expectOneMorePageView(page, 5, /^\/search\/\?q=light(&ctx=[^&]+)?$/);

  await page.goBack();
  await expect(page).toHaveURL(picked.href);
  await expectOneMorePageView(page, 6, new RegExp(`^${picked.pathname}\\?_highlight=[^#]+(#.+)?$`));

  expect(offSite.filter((url) => !url.includes('/gtag/js'))).toEqual([]);
});
