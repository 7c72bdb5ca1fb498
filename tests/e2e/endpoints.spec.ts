import {test, expect, gotoHydrated} from './fixtures';
import {supervisorEndpoints} from '../../src/data/supervisorEndpoints';
import {endpointAnchor} from '../../src/components/SupervisorEndpoints/endpointAnchor';

const PAGE = '/docs/api/supervisor/endpoints';

// The entries are laid out only near the screen (content-visibility), with an estimated height until then: links to
// an entry must still land on it, and the filter and examples must still work on entries never shown before.
test.describe('Supervisor endpoints reference', () => {
  test('a link to an entry far down the page opens at that entry', async ({page}) => {
    const last = supervisorEndpoints.at(-1)!;
    const id = endpointAnchor(last.method, last.path);
    await gotoHydrated(page, `${PAGE}#${id}`);
    const heading = page.locator(`h3[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect(heading).toContainText(last.path);
  });

  test('a link from another page opens the entry it points to', async ({page}) => {
    // A client-side navigation: the browser's own jump to the anchor does not happen, Docusaurus scrolls instead.
    await gotoHydrated(page, '/docs/api/supervisor/examples');
    await page.locator('article a[href$="endpoints#get-supervisor-ping"]').click();
    await expect(page).toHaveURL(/\/endpoints#get-supervisor-ping$/);
    const heading = page.locator('h3[id="get-supervisor-ping"]');
    await expect(heading).toBeInViewport();
    // Still there once the entries around it have been laid out.
    await page.waitForTimeout(500);
    await expect(heading).toBeInViewport();
  });

  test('the filter narrows the list and an example response opens highlighted', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const total = supervisorEndpoints.length;
    await expect(page.getByText(`${total} endpoints.`)).toBeVisible();
    await page.getByLabel('Filter endpoints').fill('/backups/new/full');
    const visible = page.locator('article article:not([hidden])');
    await expect(page.getByText(`of ${total} endpoints match.`)).toBeVisible();
    await expect(visible.first()).toContainText('/backups/new/full');
    expect(await visible.count()).toBeLessThan(5);
    const withExample = visible.filter({has: page.locator('summary', {hasText: 'Example response'})}).first();
    await withExample.locator('summary').click();
    await expect(withExample.locator('.token-line').first()).toBeVisible();
  });
});
