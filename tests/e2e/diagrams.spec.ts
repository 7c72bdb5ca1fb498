import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {SMALL_PRINT_PX, siteDiagrams, smallestFontSize, viewBoxWidth} from '../../src/plugins/diagrams/diagrams.mjs';

// Every page with a diagram, found from the sources: docs/a/b.md is /docs/a/b, docs/a/index.md is /docs/a.
const diagrams = siteDiagrams(join(__dirname, '..', '..')) as {where: string; caption: string}[];
const pages = new Map<string, number>();
for (const {where} of diagrams) {
  const route = `/${where.replace(/:\d+$/, '').replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
  pages.set(route, (pages.get(route) ?? 0) + 1);
}

test('the diagrams the architecture issue asks for are on their pages', () => {
  expect(pages.size).toBeGreaterThanOrEqual(16);
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`diagrams in ${mode} mode on a phone`, () => {
    test.use({colorScheme: mode, viewport: {width: 390, height: 844}});
    for (const [route, count] of pages) {
      test(`${route}: ${count} diagram(s) visible, described and readable`, async ({page}) => {
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
          const caption = (await figure.locator('figcaption').textContent())!.trim();
          expect(caption.length).toBeGreaterThan(10);
          await expect(image).toHaveAttribute('alt', caption);
          const describedBy = (await image.getAttribute('aria-describedby'))!;
          const description = (await page.locator(`[id="${describedBy}"]`).textContent())!.trim();
          expect(description.split(/\s+/).length).toBeGreaterThan(12);

          // No text smaller than the small print: the SVG's smallest font, at the size the image is shown.
          const src = (await image.getAttribute('src'))!;
          const svg = await (await page.request.get(src)).text();
          const shownWidth = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
          expect(smallestFontSize(svg) * (shownWidth / viewBoxWidth(svg))).toBeGreaterThanOrEqual(SMALL_PRINT_PX - 0.5);

          // A diagram wider than the phone scrolls inside its frame; the page itself does not scroll sideways.
          const frame = figure.locator('.diagram__frame');
          const [scrollWidth, clientWidth] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
          if (scrollWidth > clientWidth) {
            await frame.focus();
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // Scoped to the figures: the rest of each page is covered by accessibility.spec.ts.
        const results = await new AxeBuilder({page}).include('figure.diagram').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0].target.join(' ')}`)).toEqual([]);
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
