import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {MIN_LABEL_PX, siteDiagrams, smallestFontSize, viewBoxWidth} from '../../src/plugins/diagrams/diagrams.mjs';

// Every page with a diagram, found from the sources: docs/a/b.md is /docs/a/b, docs/a/index.md is /docs/a.
const diagrams = siteDiagrams(join(__dirname, '..', '..')) as {where: string; caption: string}[];
const pages = new Map<string, number>();
for (const {where} of diagrams) {
  const route = `/${where
    .replace(/:\d+$/, '')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '')}`;
  pages.set(route, (pages.get(route) ?? 0) + 1);
}

test('the diagrams the architecture issue asks for are on their pages', () => {
  expect(pages.size).toBeGreaterThanOrEqual(17);
});

test.describe('diagrams on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});
  for (const [route, count] of pages) {
    test(`${route}: every diagram fits the column, labels of 12 px or more`, async ({page}) => {
      await gotoHydrated(page, route);
      const figures = page.locator('article figure.diagram');
      await expect(figures).toHaveCount(count);
      for (const figure of await figures.all()) {
        const image = figure.locator('img.diagram__image--light');
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        const frame = figure.locator('.diagram__frame');
        const [scrollWidth, clientWidth] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scrollWidth, 'the frame does not scroll sideways').toBeLessThanOrEqual(clientWidth);
        const svg = await (await page.request.get((await image.getAttribute('src'))!)).text();
        const shownWidth = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
        expect(smallestFontSize(svg) * (shownWidth / viewBoxWidth(svg))).toBeGreaterThanOrEqual(MIN_LABEL_PX - 0.05);
      }
    });
  }
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`diagrams in ${mode} mode on a phone`, () => {
    test.use({colorScheme: mode, viewport: {width: 390, height: 844}});
    for (const [route, count] of pages) {
      test(`${route}: ${count} diagram(s) shown, described, and open full size`, async ({page}) => {
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const figures = page.locator('article figure.diagram');
        await expect(figures).toHaveCount(count);
        for (const figure of await figures.all()) {
          const image = figure.locator(`img.diagram__image--${mode}`);
          const other = figure.locator(`img.diagram__image--${mode === 'light' ? 'dark' : 'light'}`);
          await image.scrollIntoViewIfNeeded();
          await expect(image).toBeVisible();
          await expect(other).toBeHidden();
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

          // The text alternative: alt is the caption, and the description is in the page text.
          const caption = (await figure.locator('figcaption').evaluate((el) => el.firstChild?.textContent ?? '')).trim();
          expect(caption.length).toBeGreaterThan(10);
          await expect(image).toHaveAttribute('alt', caption);
          const describedBy = (await image.getAttribute('aria-describedby'))!;
          const description = (await page.locator(`[id="${describedBy}"]`).textContent())!.trim();
          expect(description.split(/\s+/).length).toBeGreaterThan(12);

          // One "Open full size" link shows, for the reader's colour mode, and leads to the SVG that mode shows.
          await expect(figure.getByRole('link', {name: /full size/})).toHaveCount(1);
          await expect(figure.getByRole('link', {name: /full size/})).toHaveAttribute('href', (await image.getAttribute('src'))!);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // Scoped to the figures: the rest of each page is covered by accessibility.spec.ts.
        const results = await new AxeBuilder({page})
          .include('figure.diagram')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0].target.join(' ')}`)).toEqual([]);

        // The last diagram opens on its own, in the reader's colour mode, and Back returns to the same place.
        const last = figures.last();
        const link = last.getByRole('link', {name: /full size/});
        await link.scrollIntoViewIfNeeded();
        const scrolledTo = await page.evaluate(() => window.scrollY);
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`/diagrams/[0-9a-f]{12}-${mode}\\.svg$`));
        await expect(page.locator('svg').first()).toBeVisible();
        const background = await page
          .locator('svg')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).toBe(mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(27, 27, 29)');
        await page.goBack();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === route.replace(/\/$/, ''));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 40);
        expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 40);
      });
    }
  });
}

test('a page without a diagram loads no diagram file', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, '/docs/core/entity/light');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(requested.filter((url) => url.includes('/diagrams/'))).toEqual([]);
  expect(readFileSync(join(__dirname, '..', '..', 'docs/core/entity/light.md'), 'utf8')).not.toContain('```mermaid');
});
