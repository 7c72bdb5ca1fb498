import {test, expect, gotoHydrated, COLOUR_MODE_TOGGLE} from './fixtures';

test.describe('blocked browser storage', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: blocked, configurable: true});
      Object.defineProperty(window, 'sessionStorage', {get: blocked, configurable: true});
    });
  });

  test('pages render, navigate and follow the system colour mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.navbar').getByRole('link', {name: 'Misc', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/misc$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the colour-mode toggle still switches the mode for the visit', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/docs/apps');
    await page.locator(COLOUR_MODE_TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator(COLOUR_MODE_TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
