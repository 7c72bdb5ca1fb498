import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('docs layout', () => {
  test('breadcrumbs lead from home through the category to the page', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/light');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(crumbs.locator('.breadcrumbs__item')).toContainText(['Entities', 'Light']);
    await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText('Light');
  });

  test('the table of contents lists h2 and h3 headings only, and links to them', async ({page}) => {
    await gotoHydrated(page, '/docs/creating_integration_manifest');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    const tocLinks = await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const headings = await page.locator('article :is(h2, h3, h4)[id]').evaluateAll((hs) => hs.map((h) => ({level: h.tagName, id: h.id})));
    const wanted = headings.filter((h) => h.level !== 'H4').map((h) => `#${h.id}`);
    expect(tocLinks.length).toBeGreaterThan(3);
    expect(tocLinks).toEqual(wanted);
    await toc.locator('a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${tocLinks[1]}$`));
  });

  test('previous and next links follow the sidebar order', async ({page}) => {
    await gotoHydrated(page, '/docs/apps/tutorial');
    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.locator('.pagination-nav__link--prev')).toHaveAttribute('href', '/docs/apps');
    await expect(pager.locator('.pagination-nav__link--next')).toHaveAttribute('href', '/docs/apps/configuration');
    await pager.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/docs\/apps\/configuration$/);
    await expect(page.locator('article h1')).toHaveText('App configuration');
  });

  test('the sidebar shows the current area, with the active page highlighted and its category open', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/sensor');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.locator('.menu__link--active', {hasText: 'Sensor'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Entities', exact: true})).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', {name: 'Architecture', exact: true})).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.locator(':scope > li').first()).toHaveText('Introduction');
    // Entity pages are listed alphabetically after the introduction.
    const entityLinks = sidebar.locator('li', {has: page.getByRole('button', {name: 'Entities', exact: true})}).locator('ul a');
    const labels = await entityLinks.allTextContents();
    expect(labels[0]).toBe('Introduction');
    expect(labels.length).toBeGreaterThan(40);
  });

  test('a doc page downloads its own sidebar; a navigation into another area brings that one', async ({page}) => {
    // The Core sidebar's link to the light entity page, as its module (src/plugins/lean-docs) carries it.
    const coreSidebar = /href"?:"\/docs\/core\/entity\/light"/;
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await gotoHydrated(page, '/docs/misc');
    await page.waitForLoadState('networkidle');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.locator('.menu__link--active')).toHaveText('Miscellaneous');
    expect(scripts.filter((body) => coreSidebar.test(body))).toEqual([]);

    await page.locator('.navbar').getByRole('button', {name: 'Home Assistant'}).hover();
    await page.locator('.navbar .dropdown__menu').getByRole('link', {name: 'Core', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/development_index$/);
    await expect(sidebar.locator(':scope > li').first()).toHaveText('Introduction');
    await expect(sidebar.getByRole('button', {name: 'Entities', exact: true})).toBeVisible();
    expect(scripts.filter((body) => coreSidebar.test(body))).toHaveLength(1);
  });

  test('a doc shows when it was last updated', async ({page}) => {
    await gotoHydrated(page, '/docs/development_index');
    // A checked doc adds the release its facts were checked against (tested below).
    await expect(page.locator('.theme-last-updated')).toContainText(
      /Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}( · Checked against Home Assistant \d{4}\.\d{1,2})?$/,
    );
  });
});

/** Doc URLs whose front matter says (or does not say) which release their facts were checked against. */
function docsByCheckedAgainst(): {checked: {url: string; release: string}[]; unchecked: string[]} {
  const checked: {url: string; release: string}[] = [];
  const unchecked: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        const url = '/' + path.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
        const release = readFileSync(path, 'utf8').match(/^checked_against:\s*["']?([\d.]+)["']?\s*$/m)?.[1];
        if (release) checked.push({url, release});
        else unchecked.push(url);
      }
    }
  };
  walk('docs');
  return {checked, unchecked};
}

test.describe('checked against a release', () => {
  const {checked, unchecked} = docsByCheckedAgainst();

  test('a checked doc names the release beside its last-updated date', async ({page}) => {
    test.skip(checked.length === 0, 'no doc records checked_against');
    const {url, release} = checked[0];
    await gotoHydrated(page, url);
    const line = page.locator('.theme-last-updated');
    await expect(line).toContainText(/Last updated on \w+ \d+, \d{4}/);
    await expect(line).toContainText(`Checked against Home Assistant ${release}`);
  });

  // Every doc has been checked since the content issues were done; a page without the field would make no claim
  // (tests/unit/checkedAgainst.test.ts), and none may be left.
  test('every doc records the release it was checked against, and the last one shows it too', async ({page}) => {
    expect(unchecked).toEqual([]);
    const {url, release} = checked[checked.length - 1];
    await gotoHydrated(page, url);
    await expect(page.locator('.theme-last-updated')).toContainText(`Checked against Home Assistant ${release}`);
  });
});

test.describe('sources of a doc', () => {
  test('a doc names the files its facts come from, each linked on GitHub at the release it was read at', async ({page}) => {
    await gotoHydrated(page, '/docs/core/entity/light');
    const sources = page.locator('footer.doc-sources');
    await expect(sources).toContainText(/^Sources: light\/__init__\.py, .+\(core 2026\.8\)$/);
    const first = sources.getByRole('link', {name: 'light/__init__.py'});
    await expect(first).toHaveAttribute(
      'href',
      'https://github.com/home-assistant/core/blob/2026.8.0/homeassistant/components/light/__init__.py',
    );
    await expect(first).toHaveAttribute('title', 'core:homeassistant/components/light/__init__.py');
  });

  test('a doc with sources in two repositories groups them, each with its own pin', async ({page}) => {
    await gotoHydrated(page, '/docs/frontend/external-bus');
    const sources = page.locator('footer.doc-sources');
    const frontend = sources.locator('a[href^="https://github.com/home-assistant/frontend/blob/"]').first();
    await expect(frontend).toHaveAttribute('href', /\/blob\/[0-9a-f]{40}\/src\//);
    await expect(sources).toContainText('(frontend 2026.8)');
  });

  test('the Markdown copy names the sources under the title', async ({request}) => {
    const markdown = await (await request.get('/docs/core/entity/light.md')).text();
    expect(markdown.split('\n').slice(0, 3).join('\n')).toMatch(
      /^# Light entity\n\nSources: \[light\/__init__\.py\]\(https:\/\/github\.com\/home-assistant\/core\/blob\/2026\.8\.0\/homeassistant\/components\/light\/__init__\.py\)/,
    );
  });
});
