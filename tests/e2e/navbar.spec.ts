import {test, expect, gotoHydrated} from './fixtures';

const dropdownItems = [
  ['Overview', '/docs/architecture_index'],
  ['Core', '/docs/development_index'],
  ['Frontend', '/docs/frontend'],
  ['Supervisor', '/docs/supervisor'],
  ['Apps', '/docs/apps'],
  ['Operating System', '/docs/operating-system'],
  ['Voice', '/docs/voice/overview'],
  ['Translations', '/docs/translations'],
  ['Android', '/docs/android'],
  ['Apple platforms', '/docs/apple'],
] as const;

test.describe('navbar', () => {
  test('shows logo, title, dropdown, Misc and Blog in order, with search on the right', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
    await expect(navbar.locator('.navbar__title')).toHaveText('Developers');
    await expect(navbar.locator('.navbar__logo img')).toHaveAttribute('alt', 'Home Assistant');
    const leftLabels = await navbar
      .locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
      .evaluateAll((items) => items.map((el) => (el.querySelector(':scope > .navbar__link') ?? el).textContent));
    expect(leftLabels).toEqual(['Home Assistant', 'Misc', 'Blog']);
    await expect(navbar.getByRole('link', {name: 'Misc', exact: true})).toHaveAttribute('href', '/docs/misc');
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    const right = navbar.locator('.navbar__items--right');
    await expect(right.locator('input[aria-label="Search"]')).toBeVisible();
  });

  test('dropdown lists the nine areas in order and every link opens its page', async ({page}) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar .dropdown');
    const links = dropdown.locator('.dropdown__menu a');
    await expect(links).toHaveText(dropdownItems.map(([label]) => label));
    for (const [index, [, href]] of dropdownItems.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    for (const [label, href] of dropdownItems) {
      const response = await page.request.get(href);
      expect(response.status(), `${label} -> ${href}`).toBe(200);
    }
  });

  test('dropdown opens from the keyboard and closes on an outside click', async ({page}) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar .dropdown');
    const toggle = dropdown.getByRole('button', {name: 'Home Assistant'});
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.mouse.move(600, 500);
    await page.mouse.down();
    await page.mouse.up();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('dropdown opens on hover and closes when the pointer leaves', async ({page}) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar .dropdown');
    const menu = dropdown.locator('.dropdown__menu');
    await dropdown.hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(600, 500);
    await expect(menu).toBeHidden();
  });

  test('dropdown navigates to an area', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('.navbar .dropdown').hover();
    await page.locator('.dropdown__menu').getByRole('link', {name: 'Frontend'}).click();
    await expect(page).toHaveURL(/\/docs\/frontend$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('"Skip to main content" is the first tab stop and moves focus to the content', async ({page}) => {
    await gotoHydrated(page, '/docs/development_index');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    // Focus has moved to the content: the next Tab reaches the breadcrumbs, not the navbar.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      inNavbar: Boolean(document.activeElement?.closest('nav.navbar')),
      label: document.activeElement?.getAttribute('aria-label'),
    }));
    expect(focused).toEqual({inMain: true, inNavbar: false, label: 'Home page'});
  });
});
