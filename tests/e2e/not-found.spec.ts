import {test, expect, gotoHydrated, HYDRATED} from './fixtures';

// The browser logs the 404 status of the document itself; that is the expected outcome here.
test.use({allowedConsoleErrors: [/status of 404/]});

for (const path of ['/docs/no-such-page', '/blog/page/99', '/nothing/here']) {
  test(`${path} shows "Page Not Found" with search and the main areas`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED, {state: 'attached'});
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('link', {name: 'Core'}).last()).toHaveAttribute('href', '/docs/development_index');
    await expect(page.locator('main').getByRole('link', {name: 'Developer blog'})).toBeVisible();
  });
}

test('the not-found search box leads to search results', async ({page}) => {
  await page.goto('/docs/no-such-page');
  const box = page.getByRole('searchbox', {name: 'Search the docs'});
  await box.fill('config flow');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=config\+flow$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('config flow');
});

test('the not-found page works after client-side navigation too', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/definitely-missing';
    a.textContent = 'missing';
    a.id = 'missing-link';
    document.querySelector('main')!.append(a);
  });
  await page.locator('#missing-link').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
