import AxeBuilder from '@axe-core/playwright';
import {test, expect, expectAnswer, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

// One page of each type, including pages with code blocks, admonitions, tables and the footer.
const pageTypes = [
  ['home', '/'],
  ['doc', '/docs/core/integration/options_flow'],
  ['doc with tables and admonitions', '/docs/core/entity/light'],
  ['doc with diagrams', '/docs/architecture/devices-and-services'],
  ['long reference doc', '/docs/api/supervisor/endpoints'],
  ['generated reference', '/docs/core/integration-quality-scale/checklist'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2024/04/30/store-runtime-data-inside-config-entry'],
  ['blog archive', '/blog/archive'],
  ['changes by release', '/blog/changes'],
  ['blog post with change labels', '/blog/2024/06/12/async_forward_entry_setups'],
  ['blog tag page', '/blog/tags/integrations'],
  ['search', '/search?q=coordinator'],
  ['not found', '/docs/no-such-page'],
] as const;

async function violations(page: Page) {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Pages with thousands of nodes, where axe itself (not the page) took 58 s to 1.6 min per audit on a 2-core machine
 * with both cores busy: their audits get three times the time (test.slow). A reader waits for none of it.
 */
const LONG_PAGES = new Set(['/docs/api/supervisor/endpoints', '/blog/changes']);

const viewports = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`axe in ${mode} mode on a ${device} (${viewport.width} px)`, () => {
      test.use({colorScheme: mode, viewport, allowedConsoleErrors: [/status of 404/]});
      // axe walks every node: a long doc needs more than the default 30 s on a busy 2-core runner.
      test.setTimeout(90_000);
      for (const [name, path] of pageTypes) {
        test(`${name} (${path}) has no violations`, async ({page}) => {
          test.slow(LONG_PAGES.has(path), 'axe walks thousands of nodes');
          await gotoHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // The complete results (the list is busy while the quick ones show).
          if (path.startsWith('/search'))
            await expectAnswer(page.locator('main section:not([aria-busy="true"]) article').first()).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });
      }

      test('the search bar’s open suggestions (links in a listbox) have no violations', async ({page}) => {
        await gotoHydrated(page, '/docs/core/entity/light');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const box = page.locator('.navbar input[aria-label="Search"]');
        await box.click();
        await box.fill('light entity');
        const options = page.locator('.navbar [role="listbox"]:not([aria-busy="true"]) a[role="option"][href]');
        await expectAnswer(options.first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}

test.describe('tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  test('a wide table scrolls by keyboard in a region named after its section', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/light');
    const regions = page.locator('article .table-scroll[role="region"]');
    expect(await regions.count()).toBeGreaterThan(2);
    const wide = regions.filter({has: page.locator('table')});
    let scrolled = false;
    for (const region of await wide.all()) {
      const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      if (scrollWidth <= clientWidth) continue;
      await expect(region).toHaveAttribute('aria-label', /table of/);
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      scrolled = true;
      break;
    }
    expect(scrolled, 'at least one table is wider than the phone and scrolls').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
