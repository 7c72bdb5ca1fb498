import {test, expect, gotoHydrated, COLOUR_MODE_TOGGLE} from './fixtures';

// config/ssrTemplate.ts: bundles are preloaded in the head but start only once the parsed page is on screen.
test.describe('page start-up', () => {
  test('the bundles start after the page is parsed, and then the page becomes interactive', async ({page}) => {
    await gotoHydrated(page, '/docs/misc');
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      started: performance.getEntriesByName('docusaurus-start')[0]?.startTime,
    }));
    expect(timing.started).toBeGreaterThanOrEqual(timing.parsed);
    // Preloaded once, then run from the preload: each bundle is fetched a single time.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/(main|runtime~main)\./.test(path)),
    );
    expect(fetched).toHaveLength(2);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.navbar input[aria-label="Search"]')).toBeFocused();
  });

  test('a page opened in a background tab, which never paints, still starts', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
      window.requestAnimationFrame = () => 0;
    });
    // Docusaurus's hydrated mark is written through the head manager, which waits for an animation frame that never
    // comes here; the colour-mode switch, enabled by React itself, shows that the app started.
    await page.goto('/blog');
    await page.locator(`${COLOUR_MODE_TOGGLE}:not([disabled])`).waitFor({state: 'attached'});
    const choice = await page.locator('html').getAttribute('data-theme-choice');
    await page.locator(COLOUR_MODE_TOGGLE).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', choice!);
  });
});
