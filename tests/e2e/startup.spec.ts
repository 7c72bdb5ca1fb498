import {test, expect, gotoHydrated, HYDRATED} from './fixtures';

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
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\/(main|runtime~main)\./.test(path)),
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
    // gotoHydrated waits for the colour-mode switch to be enabled, which only the started app does.
    await gotoHydrated(page, '/blog');
    const choice = await page.locator('html').getAttribute('data-theme-choice');
    await page.locator(HYDRATED).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', choice!);
  });
});
