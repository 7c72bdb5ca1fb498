import {test, expect, gotoHydrated, HYDRATED, COLOUR_MODE_TOGGLE} from './fixtures';
import type {Page} from '@playwright/test';

const theme = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator(COLOUR_MODE_TOGGLE).first();
// Docusaurus's v4 storage namespacing stores the mode as `theme-<site hash>`; the page's inline script names the key.
const stored = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => /^theme(-\w+)?$/.test(name));
    return key ? window.localStorage.getItem(key) : null;
  });
async function storageKey(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const key = /localStorage\.getItem\("(theme(?:-\w+)?)"\)/.exec(html)?.[1];
  expect(key, 'the inline colour-mode script reads the saved mode').toBeTruthy();
  return key!;
}

test.describe('colour mode', () => {
  test('follows the OS preference, live, when nothing is saved', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBeNull();
  });

  test('defaults to light when the OS states no preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await gotoHydrated(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle cycles system -> light -> dark -> system, with an accessible name for each', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/docs/development_index');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await stored(page)).toBe('light');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await stored(page)).toBe('dark');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    expect(await stored(page)).toBeNull();
  });

  test('a chosen mode persists across reloads and client-side navigation', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await toggle(page).click();
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'dark');
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('picks up a change made in another tab', async ({page, context}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    const other = await context.newPage();
    await other.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(other, '/docs/apps');
    await toggle(other).click();
    await toggle(other).click();
    await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await toggle(other).click();
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
    await other.close();
  });
});

test.describe('colour mode without JavaScript', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource/]});

  test('no flash of the wrong mode: the saved mode is applied before the page renders', async ({page}) => {
    const key = await storageKey(page);
    await page.addInitScript((name) => window.localStorage.setItem(name, 'dark'), key);
    await page.emulateMedia({colorScheme: 'light'});
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/docs/apps');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  });
});
