import {test, expect, gotoHydrated} from './fixtures';

test("footer has four columns, the hosting badge and this year's copyright", async ({page}) => {
  await gotoHydrated(page, '/docs/development_index');
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText(['More Home Assistant', 'Social', 'Other', 'Thanks']);
  const columns = footer.locator('.footer__col');
  await expect(columns.nth(0).locator('a')).toHaveText(['Homepage', 'Data Science Portal', 'Alerts', 'System Status']);
  await expect(columns.nth(1).locator('a')).toHaveCount(11);
  await expect(columns.nth(1).getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
  await expect(columns.nth(2).locator('a')).toHaveText(['Privacy', 'Security']);
  const badge = columns.nth(3).getByRole('link', {name: 'Deploys by Netlify'});
  await expect(badge).toHaveAttribute('href', 'https://www.netlify.com');
  await expect(badge).toHaveAttribute('target', '_blank');
  await expect(badge).toHaveAttribute('rel', /noopener/);
  const year = new Date().getFullYear();
  await expect(footer.locator('.footer__copyright')).toHaveText(`Copyright © ${year} Home Assistant. Built with Docusaurus.`);
  await expect(footer.locator('.footer__logo')).toHaveAttribute('alt', 'Home Assistant');
});

test('external footer links open safely in a new tab', async ({page}) => {
  await gotoHydrated(page, '/');
  const external = page.locator('footer a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(15);
  for (let i = 0; i < count; i++) {
    await expect(external.nth(i)).toHaveAttribute('rel', /noopener/);
  }
});
