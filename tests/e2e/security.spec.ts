import {test, expect, expectAnswer, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {pageTypes, samplePosts} from './pages';

/** Records Content-Security-Policy violations the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`),
    );
  });
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

test.describe('security headers', () => {
  test('every response carries the CSP, framing, sniffing, referrer and permissions headers', async ({request}) => {
    const home = await request.get('/');
    const asset = (await home.text()).match(/(?:src|href)="?(\/assets\/js\/main\.[^" >]+\.js)/)![1];
    for (const path of ['/', '/docs/core/entity/light', '/blog', '/404.html', asset, '/img/logo.svg']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'];
      expect(csp, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(csp, path).toMatch(/(^|; )default-src 'self'(;|$)/);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });
});

test.describe('security headers at work', () => {
  // The browser logs what the policy blocks; here that is the expected outcome.
  test.use({allowedConsoleErrors: [/Content Security Policy/]});

  test('the CSP is enforced: an injected inline script does not run', async ({page}) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/core/entity/light');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan ?? false;
    });
    expect(ran).toBe(false);
    expect(await violationsOf(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });

  test('the site refuses to be shown in a frame', async ({page, baseURL}) => {
    const framed = page.waitForEvent('console', (msg) => /frame-ancestors 'none'/.test(msg.text()));
    await page.setContent(`<iframe src="${baseURL}/docs/misc"></iframe>`);
    await framed;
    expect(page.frames().map((f) => f.url())).not.toContain(`${baseURL}/docs/misc`);
  });
});

test.describe('pages comply with the CSP', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  for (const [kind, path] of Object.entries({...pageTypes, 'not-found page': '/docs/no-such-page'})) {
    test(`no violation on the ${kind} (${path})`, async ({page}) => {
      await recordViolations(page);
      await gotoHydrated(page, path);
      // The colour-mode script ran: the page has a theme before React starts.
      await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('no violation on a client redirect page', async ({page}) => {
    await page.setExtraHTTPHeaders({'X-Skip-Redirects': '1'});
    await recordViolations(page);
    await page.goto('/docs/entity_light');
    await expect(page).toHaveURL(/\/docs\/core\/entity\/light$/);
    await page.waitForSelector('article h1');
    expect(await violationsOf(page)).toEqual([]);
  });

  test('no violation while searching from the navbar and opening a result', async ({page}) => {
    await recordViolations(page);
    await gotoHydrated(page, '/docs/misc');
    const box = page.getByPlaceholder('Search');
    await box.fill('light entity');
    const option = page.getByRole('option').first();
    await expectAnswer(option).toBeVisible();
    await option.click();
    await expect(page.locator('article h1')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test.describe('no third-party requests', () => {
  test('visiting every kind of page and searching stays on the site', async ({page, context, baseURL}) => {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    test.setTimeout(60_000);
    for (const path of Object.values(pageTypes)) await gotoHydrated(page, path);
    const box = page.getByPlaceholder('Search');
    await box.fill('config flow');
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page.locator('article h1, main h1').first()).toBeVisible();

    expect(requests.length).toBeGreaterThan(20);
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  });

  test('no page loads analytics by default', async ({request}) => {
    for (const path of ['/', '/docs/core/entity/light', '/blog']) {
      expect(await (await request.get(path)).text()).not.toMatch(/googletagmanager|google-analytics|gtag\(/);
    }
  });
});

test.describe('external links', () => {
  for (const path of ['/', '/docs/asyncio_101', '/docs/api/supervisor/endpoints', '/blog', ...samplePosts]) {
    test(`every external link on ${path} opens with rel="noopener noreferrer"`, async ({page, baseURL}) => {
      await gotoHydrated(page, path);
      const links = await page
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => ({href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') ?? '', text: a.textContent})));
      const origin = new URL(baseURL!).origin;
      const external = links.filter((link) => /^https?:/.test(link.href) && !link.href.startsWith(`${origin}/`));
      expect(external.length).toBeGreaterThan(10);
      for (const link of external) {
        expect(link.rel.split(/\s+/), `${link.text} -> ${link.href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    });
  }
});
