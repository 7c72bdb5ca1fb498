import {test, expect, gotoHydrated} from './fixtures';

test.describe('mobile layout (996 px and below)', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the hamburger opens the sidebar, which has the main menu and a close button', async ({page}) => {
    await gotoHydrated(page, '/');
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(hamburger).toBeVisible();
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item.dropdown')).toBeHidden();
    await hamburger.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Home Assistant'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('on a doc page the sidebar shows the docs menu and "Back to main menu"', async ({page}) => {
    await gotoHydrated(page, '/docs/apps');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
  });

  test('following a link closes the sidebar', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Misc'}).click();
    await expect(page).toHaveURL(/\/docs\/misc$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test('the open mobile sidebar closes itself when the window grows to desktop width', async ({page}) => {
  await page.setViewportSize({width: 800, height: 900});
  await gotoHydrated(page, '/docs/apps');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await expect(page.locator('.navbar .dropdown')).toBeVisible();
});

test('at 997 px the desktop navbar shows; at 996 px the hamburger does', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await page.setViewportSize({width: 996, height: 800});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
});
