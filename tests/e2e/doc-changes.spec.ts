import AxeBuilder from '@axe-core/playwright';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

// Each reference page's "Changes by release" section and the marks at the members its changes deprecate or remove
// (src/plugins/release-changes/remark.ts, src/components/DocChanges), and the links from the changes page.

const BATTERY_ENTRY = 'change-2025-8-vacuum-battery-properties-deprecated';

test.describe('changes on a doc page', () => {
  test('the light page lists its changes newest first, in the table of contents, each linking to its post', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/light');
    await expect(page.locator('.table-of-contents a[href="#changes-by-release"]')).toHaveText('Changes by release');
    // A long list is grouped by year, each year in the table of contents.
    await expect(page.locator('.table-of-contents a[href="#changes-2026"]')).toHaveText('2026');
    const section = page.locator('.doc-changes-body');
    const releases = (await section.locator('.doc-changes > li > strong').allTextContents()).map((r) => r.split('.').map(Number));
    expect(releases.length).toBeGreaterThan(5);
    for (let i = 1; i < releases.length; i++) {
      const [[year, month], [prevYear, prevMonth]] = [releases[i]!, releases[i - 1]!];
      expect(year! * 100 + month!).toBeLessThanOrEqual(prevYear! * 100 + prevMonth!);
    }
    // The removed name is in the page text, with what replaces it: the search corpus is built from this HTML.
    const removal = section.locator('li#change-2026-3-remove-deprecate-light-features');
    await expect(removal).toContainText('Removal');
    await expect(removal.locator('li', {hasText: 'ATTR_COLOR_TEMP removed'}).first()).toHaveText(
      'ATTR_COLOR_TEMP removed in 2026.3: use ATTR_COLOR_TEMP_KELVIN',
    );
    await removal.getByRole('link', {name: 'Remove deprecated light features'}).click();
    await expect(page).toHaveURL(/\/blog\/2026\/02\/23\/remove-deprecate-light-features$/);
    await expect(page.locator('article h1')).toHaveText('Remove deprecated light features');
  });

  test('a deprecated member is marked where the page lists it, linking to its entry', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/vacuum');
    const row = page.locator('tr', {has: page.locator('td:first-child code', {hasText: /^BATTERY$/})});
    const mark = row.getByRole('link', {name: 'Deprecated in 2025.8, stopped working in 2026.8'});
    await expect(mark).toHaveAttribute('href', `#${BATTERY_ENTRY}`);
    await mark.click();
    await expect(page).toHaveURL(new RegExp(`#${BATTERY_ENTRY}$`));
    const entry = page.locator(`#${BATTERY_ENTRY}`);
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('the old way stopped working in 2026.8');
    await expect(entry).toContainText('battery_level deprecated in 2025.8');
  });

  test('the section is there after a client-side navigation too', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/valve');
    // The list is not in the JavaScript: after a navigation by the sidebar's link, it comes from the page's HTML.
    await page.locator('.theme-doc-sidebar-container a[href="/docs/core/entity/vacuum"]').click();
    await expect(page.locator('article h1')).toHaveText(/Vacuum/);
    await expect(page.locator(`.doc-changes-body #${BATTERY_ENTRY}`)).toContainText('Vacuum battery properties are deprecated');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the section and a mark pass axe in ${mode} mode at phone width`, async ({page}) => {
      test.setTimeout(90_000);
      await page.emulateMedia({colorScheme: mode});
      await page.setViewportSize({width: 390, height: 844});
      await gotoHydrated(page, `/docs/core/entity/vacuum#${BATTERY_ENTRY}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator(`#${BATTERY_ENTRY}`)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const results = await new AxeBuilder({page})
        .include('.doc-changes-body')
        .include('.doc-change-marks, td:has(.doc-change-mark)')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }

  test('is in the static HTML, the Markdown copy and llms-full.txt', async ({browser, request}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/core/integration/config_flow');
    await expect(page.locator('h2#changes-by-release')).toBeVisible();
    expect(await page.locator('.doc-changes > li').count()).toBeGreaterThan(5);
    await context.close();
    const copy = await (await request.get('/docs/core/entity/vacuum.md')).text();
    expect(copy).toContain('## Changes by release');
    expect(copy).toContain('`battery_level` deprecated in 2025.8');
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('`ATTR_COLOR_TEMP` removed in 2026.3: use `ATTR_COLOR_TEMP_KELVIN`');
  });

  test('the search corpus has the removed name on the page that lost it', () => {
    const files = readdirSync('build').filter((file) => /^search-(quick|full)-.*\.json$/.test(file));
    const read = (kind: string) =>
      JSON.parse(
        readFileSync(
          join(
            'build',
            files.find((f) => f.startsWith(`search-${kind}`))!,
          ),
          'utf8',
        ),
      );
    const quick = read('quick') as {pages: [number, string, string][]};
    const full = read('full') as {docs: Record<string, [number, string, number, ...unknown[]][]>};
    const light = quick.pages.findIndex(([, , url]) => url === '/docs/core/entity/light');
    expect(light).toBeGreaterThanOrEqual(0);
    const texts = Object.values(full.docs)
      .flat()
      .filter((row) => row[2] === light)
      .map((row) => row[1]);
    expect(texts.some((text) => text.includes('ATTR_COLOR_TEMP removed in 2026.3: use ATTR_COLOR_TEMP_KELVIN'))).toBe(true);
  });
});

test.describe('changes page and doc pages', () => {
  test('each change links to its doc pages', async ({page}) => {
    await gotoHydrated(page, '/blog/changes');
    const item = page.locator('li', {has: page.getByRole('link', {name: 'Vacuum battery properties are deprecated'})}).first();
    await item.getByRole('link', {name: 'Vacuum entity'}).click();
    await expect(page).toHaveURL(/\/docs\/core\/entity\/vacuum$/);
  });

  test('can be narrowed to one docs area by a link, server-rendered', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/blog/changes');
    const areas = page.getByRole('navigation', {name: 'Docs areas'});
    await expect(areas.getByRole('link', {name: 'All'})).toHaveAttribute('aria-current', 'page');
    await areas.getByRole('link', {name: /^Frontend \(\d+\)$/}).click();
    await expect(page).toHaveURL(/\/blog\/changes\/frontend$/);
    await expect(page.locator('article h1')).toHaveText('Changes by release: Frontend');
    await expect(areas.getByRole('link', {name: /^Frontend/})).toHaveAttribute('aria-current', 'page');
    const docLinks = await page.locator('article section li a[href^="/docs/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(docLinks.length).toBeGreaterThan(5);
    expect(docLinks.some((href) => href!.startsWith('/docs/frontend'))).toBe(true);
    expect(await page.getByRole('link', {name: 'Vacuum battery properties are deprecated'}).count()).toBe(0);
    await context.close();
  });
});
