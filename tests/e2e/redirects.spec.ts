import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {isExternalUrl, redirects} from '../../config/redirects';

// The test server honours `_redirects` unless a request carries this header (scripts/serve-static.mjs).
const SKIP_SERVER_REDIRECTS = {'X-Skip-Redirects': '1'};

/** External targets (GitHub) answer with a stub page, so no request leaves the machine. */
async function stubGitHub(page: Page): Promise<void> {
  await page.route('https://github.com/**', (route) =>
    route.fulfill({contentType: 'text/html', body: '<!doctype html><title>GitHub stub</title><h1>stub</h1>'}),
  );
}

/** The page at `path` is the real, rendered page: its article heading is there. */
async function expectLandedOn(page: Page, path: string): Promise<void> {
  if (isExternalUrl(path)) {
    await expect(page).toHaveURL(path);
    return;
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('article h1, main h1').first()).toBeVisible();
}

test.describe('client redirect pages (no server redirects)', () => {
  test.beforeEach(async ({page}) => {
    await page.setExtraHTTPHeaders(SKIP_SERVER_REDIRECTS);
    await stubGitHub(page);
  });

  for (const rule of redirects) {
    test(`${rule.from} leads to ${rule.to}`, async ({page}) => {
      const response = await page.goto(rule.from);
      // The redirect page itself, not a server redirect.
      expect(response?.request().redirectedFrom()?.url()).toBeUndefined();
      await expectLandedOn(page, rule.to);
    });
  }

  test('a redirect page keeps the query and the anchor', async ({page}) => {
    await page.goto('/docs/entity_light?from=old#supported-features');
    await expect(page).toHaveURL(/\/docs\/core\/entity\/light\?from=old#supported-features$/);
  });
});

// Not here: `.html` added to a current page's path. Docusaurus's router already renders the page for it.
test.describe('old URL variants on the not-found page (no server redirects)', () => {
  // The server answers these with its 404 page, which the browser logs; the page then moves on.
  test.use({allowedConsoleErrors: [/status of 404/]});
  test.beforeEach(async ({page}) => {
    await page.setExtraHTTPHeaders(SKIP_SERVER_REDIRECTS);
    await stubGitHub(page);
  });

  for (const [from, to] of [
    ['/docs/en/entity_light', '/docs/core/entity/light'],
    ['/docs/en/next/core/entity/sensor', '/docs/core/entity/sensor'],
    ['/docs/en/next/core/entity/fan/index', '/docs/core/entity/fan'],
    ['/docs/entity_fan.html', '/docs/core/entity/fan'],
    ['/docs/hassio_hass.html', '/docs/supervisor/development'],
    ['/docs/en/next/issue_registry_index.html', '/docs/core/platform/repairs'],
    ['/docs/en/lovelace_custom_card/index', '/docs/frontend/custom-ui/custom-card'],
    ['/docs/en/creating_platform_example_sensor', redirects.find((r) => r.from === '/docs/creating_platform_example_sensor')!.to],
  ]) {
    test(`${from} leads to ${to}`, async ({page}) => {
      await page.goto(from);
      await expectLandedOn(page, to);
    });
  }

  test('the query and the anchor go along', async ({page}) => {
    await page.goto('/docs/en/core/entity/light?x=1#supported-features');
    await expect(page).toHaveURL(/\/docs\/core\/entity\/light\?x=1#supported-features$/);
  });

  test('an old URL reached by client-side navigation leads on too', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/entity_cover');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectLandedOn(page, '/docs/core/entity/cover');
  });

  test('a variant of a path that is nowhere still shows "Page Not Found"', async ({page}) => {
    await gotoHydrated(page, '/docs/en/no-such-page.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/docs\/en\/no-such-page\.html$/);
  });
});

test.describe('server redirects (_redirects)', () => {
  test('every rule answers 301 with its final target', async ({request}) => {
    for (const rule of redirects) {
      const response = await request.get(rule.from, {maxRedirects: 0});
      expect(response.status(), rule.from).toBe(301);
      expect(response.headers().location, rule.from).toBe(rule.to);
    }
  });

  test('the /docs/en/ and /docs/en/next/ prefixes, .html and /index are dropped, keeping the query', async ({request}) => {
    for (const [from, location] of [
      ['/docs/en/next/core/entity/light', '/docs/core/entity/light'],
      ['/docs/en/entity_light', '/docs/entity_light'],
      ['/docs/core/entity/light.html', '/docs/core/entity/light'],
      ['/docs/core/entity/light/index', '/docs/core/entity/light'],
      ['/docs/entity_light.html', '/docs/core/entity/light'],
      ['/blog/archive/index', '/blog/archive'],
      ['/docs/en/api/rest?lang=en', '/docs/api/rest?lang=en'],
    ]) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(location);
    }
  });

  test('a browser follows the chain of server redirects to the page', async ({page}) => {
    const response = await page.goto('/docs/en/next/entity_light.html');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/docs\/entity_light\.html$/);
    await expectLandedOn(page, '/docs/core/entity/light');
  });

  test('pages themselves are not redirected', async ({request}) => {
    for (const path of ['/', '/docs/core/entity/light', '/blog', '/docs/supervisor/development']) {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status(), path).toBe(200);
    }
  });
});
