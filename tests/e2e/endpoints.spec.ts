import {test, expect, gotoHydrated, waitForIdle} from './fixtures';
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
    // Still there once the entries around it have been laid out and the page is idle.
    await waitForIdle(page);
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
    await expect(withExample.locator('.token.property').first()).toBeVisible();
    // The highlighted block stands in for the plain copy, with the same JSON, and can be copied.
    await expect(withExample.locator('pre:visible')).toHaveCount(1);
    const json = JSON.parse(await withExample.locator('pre:visible code').innerText());
    expect(json.result).toBe('ok');
    await withExample.locator('pre:visible').hover();
    await expect(withExample.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    // Closed and opened again: still one block.
    await withExample.locator('summary').click();
    await withExample.locator('summary').click();
    await expect(withExample.locator('pre:visible')).toHaveCount(1);
  });

  test('a filter nothing matches says so, and clearing it brings every group back', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const total = supervisorEndpoints.length;
    const filter = page.getByLabel('Filter endpoints');
    await filter.fill('no-such-endpoint anywhere');
    await expect(page.getByText(`0 of ${total} endpoints match.`)).toBeVisible();
    await expect(page.getByText('No endpoint matches this filter.')).toBeVisible();
    await expect(page.locator('article section:not([hidden])')).toHaveCount(0);
    await filter.fill('');
    await expect(page.getByText(`${total} endpoints.`)).toBeVisible();
    await expect(page.getByText('No endpoint matches this filter.')).toBeHidden();
    await expect(page.locator('article article:not([hidden])')).toHaveCount(total);
  });

  test('the first view loads neither the list data nor Prism: the page works on the server markup', async ({page}) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
    });
    await gotoHydrated(page, PAGE);
    await page.waitForLoadState('networkidle');
    const last = supervisorEndpoints.at(-1)!;
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes(last.path))).toEqual([]);
    expect(bodies.filter((body) => body.includes('before-tokenize'))).toEqual([]);
    // ...and the filter still works.
    await page.getByLabel('Filter endpoints').fill(last.path);
    await expect(page.locator('article article:not([hidden])').first()).toContainText(last.path);
  });

  test('reached by a client-side navigation, the list loads and its filter and examples work', async ({page}) => {
    await gotoHydrated(page, '/docs/api/supervisor/models');
    await page.locator('article a[href$="/endpoints"]').first().click();
    await expect(page).toHaveURL(/\/endpoints$/);
    const total = supervisorEndpoints.length;
    await expect(page.getByText(`${total} endpoints.`)).toBeVisible();
    await page.getByLabel('Filter endpoints').fill('/backups/new/full');
    await expect(page.getByText(`of ${total} endpoints match.`)).toBeVisible();
    const visible = page.locator('article article:not([hidden])');
    await expect(visible.first()).toContainText('/backups/new/full');
    const withExample = visible.filter({has: page.locator('summary', {hasText: 'Example response'})}).first();
    await withExample.locator('summary').click();
    await expect(withExample.locator('.token.property').first()).toBeVisible();
  });
});
