import {test, expect, gotoHydrated} from './fixtures';

test.describe('changes by release', () => {
  test('lists releases newest first, each change linking to its post', async ({page}) => {
    await gotoHydrated(page, '/blog/changes');
    await expect(page.locator('article h1')).toHaveText('Changes by release');
    const releases = await page.locator('article h2[id^="release-"]').allTextContents();
    expect(releases.length).toBeGreaterThan(20);
    const numbers = releases.map((text) =>
      text
        .replace(/^Home Assistant /, '')
        .replace(/#$/, '')
        .trim(),
    );
    const sorted = [...numbers].sort((a, b) => {
      const [am, an] = a.split('.').map(Number);
      const [bm, bn] = b.split('.').map(Number);
      return bm - am || bn - an;
    });
    expect(numbers).toEqual(sorted);

    // The 2024.7 release takes effect for the async_forward_entry_setups deprecation; its link lands on the post.
    const section = page.locator('section', {has: page.locator('h2#release-2024-7')});
    const link = section.getByRole('link', {name: 'Forwarding setup to config entry platforms'});
    await expect(link).toHaveAttribute('href', '/blog/2024/06/12/async_forward_entry_setups');
    await link.click();
    await expect(page).toHaveURL(/\/blog\/2024\/06\/12\/async_forward_entry_setups$/);
    await expect(page.locator('article h1')).toHaveText('Forwarding setup to config entry platforms');
  });

  test('a removal appears again under the release in which the old way stops working', async ({page}) => {
    await gotoHydrated(page, '/blog/changes');
    const removals = page.locator('section', {has: page.locator('h2#release-2025-6')}).locator('h3:has-text("Stops working") + ul');
    await expect(removals.getByRole('link', {name: 'Forwarding setup to config entry platforms'})).toBeVisible();
    await expect(removals).toContainText('deprecated in 2024.7');
  });

  test('"Due next" holds removals after the release the docs describe', async ({page}) => {
    await gotoHydrated(page, '/blog/changes');
    const due = page.locator('h2#due-next + p + ul > li');
    expect(await due.count()).toBeGreaterThan(3);
    const releases = (await due.locator('strong').allTextContents()).map((r) => r.split('.').map(Number));
    for (const [year, month] of releases) expect(year * 100 + month).toBeGreaterThan(2026 * 100 + 8);
  });

  test('the audience filter narrows the list and survives a reload', async ({page}) => {
    await gotoHydrated(page, '/blog/changes');
    const count = page.locator('fieldset p[aria-live]');
    const total = Number((await count.textContent())!.match(/All (\d+) changes/)![1]);
    await page.getByRole('checkbox', {name: 'Custom cards'}).check();
    await expect(count).toHaveText(new RegExp(`^\\d+ of ${total} changes$`));
    const shown = Number((await count.textContent())!.match(/^(\d+)/)![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(page).toHaveURL(/\?affects=custom-cards$/);
    for (const item of await page.locator('article section li').all()) await expect(item).toContainText('Custom cards');

    await page.reload();
    await expect(page.getByRole('checkbox', {name: 'Custom cards'})).toBeChecked();
    await expect(count).toHaveText(`${shown} of ${total} changes`);
    await page.getByRole('checkbox', {name: 'Custom cards'}).uncheck();
    await expect(count).toHaveText(`All ${total} changes`);
  });

  test('is linked from the blog sidebar and the home page', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await page.locator('aside').getByRole('link', {name: 'Changes by release'}).click();
    await expect(page).toHaveURL(/\/blog\/changes$/);
    await gotoHydrated(page, '/');
    await expect(page.locator('main').getByRole('link', {name: /^Changes by release/})).toHaveAttribute('href', '/blog/changes');
  });

  test("a post's header shows what it announces", async ({page}) => {
    await gotoHydrated(page, '/blog/2024/06/12/async_forward_entry_setups');
    const labels = page.getByRole('list', {name: 'What this post announces'});
    await expect(labels).toContainText('Deprecation');
    await expect(labels).toContainText('from 2024.7');
    await expect(labels).toContainText('removed in 2025.6');
    await expect(labels).toContainText('Affects: Integrations');
  });

  test('is found by the search bar', async ({page}) => {
    await gotoHydrated(page, '/docs/apps');
    await page.locator('.navbar input[aria-label="Search"]').click();
    await page.locator('.navbar input[aria-label="Search"]').fill('changes by release');
    await expect(page.locator('.navbar [role="option"] [data-url="/blog/changes"]').first()).toBeAttached();
  });

  test('has a Markdown copy listed in llms.txt', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain('- [Changes by release](http');
    const copy = await request.get('/blog/changes.md');
    expect(copy.ok()).toBe(true);
    expect(await copy.text()).toContain('Due next');
  });
});
