import AxeBuilder from '@axe-core/playwright';
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import sidebars from '../../sidebars';
import {areaFileName, markdownPath} from '../../src/plugins/llms-txt/urls';

const SITE = 'https://developers.home-assistant.io';
const DOC = '/docs/core/entity/light';
const POST = '/blog/2025/01/15/service-info';

/** Paths of every page in the build's sitemap. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
const isDoc = (path: string) => path.startsWith('/docs/') && !path.startsWith('/docs/tags');
const isPost = (path: string) => /^\/blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/?$/.test(path);

/** Markdown outside code fences and code spans: where MDX leftovers (imports, JSX tags) would show. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');

const toolbar = (page: Page) => page.locator('.theme-copy-page');

test.describe("Markdown for readers' tools", () => {
  test('"Copy page" puts the doc\'s Markdown on the clipboard and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, DOC);
    await toolbar(page).getByRole('button', {name: 'Copy page'}).click();
    await expect(toolbar(page).getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(toolbar(page).getByRole('status')).toHaveText('Page copied to the clipboard as Markdown.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get(markdownPath(DOC))).text());
    expect(clipboard).toMatch(/^# Light entity\n/);
    await expect(toolbar(page).getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5_000});
  });

  test('a blog post page copies from the keyboard; list pages have no button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, POST);
    await toolbar(page).getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(toolbar(page).getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# .+\n\nPublished on 2025-01-15 by /);
    await page.keyboard.press('Tab');
    await expect(toolbar(page).getByRole('link', {name: 'View as Markdown'})).toBeFocused();

    await gotoHydrated(page, '/blog');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(toolbar(page)).toHaveCount(0);
  });

  test('"View as Markdown" opens the page\'s .md', async ({page}) => {
    // A text document declares no icon, so Chromium asks for /favicon.ico, which the site does not have.
    await page.route('**/favicon.ico', (route) => route.fulfill({status: 204}));
    await gotoHydrated(page, DOC);
    const link = toolbar(page).getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${DOC}.md`);
    const [response] = await Promise.all([page.waitForResponse(`**${DOC}.md`), link.click()]);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    await expect(page).toHaveURL(new RegExp(`${DOC}\\.md$`));
    await expect(page.locator('body')).toContainText('# Light entity');
    await expect(page.locator('body')).toContainText('| Name | Type | Default | Description |');
  });

  test('the toolbar passes axe checks in light and dark mode', async ({page}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, DOC);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const {violations} = await new AxeBuilder({page}).include('.theme-copy-page').analyze();
      expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
    }
  });

  test('every doc and blog post has a Markdown copy, listed in llms.txt and kept out of the sitemap', async ({request}) => {
    test.setTimeout(120_000);
    const paths = await sitemapPaths(request);
    const docs = paths.filter(isDoc);
    const posts = paths.filter(isPost);
    expect(docs.length).toBeGreaterThan(250);
    expect(posts.length).toBeGreaterThan(200);
    expect(paths.filter((path) => path.endsWith('.md') || path.endsWith('.txt'))).toEqual([]);

    const index = await (await request.get('/llms.txt')).text();
    const full = await (await request.get('/llms-full.txt')).text();
    expect(index).toMatch(/^# Home Assistant Developer Docs\n\n> /);
    for (const path of [...docs, ...posts]) expect(index, path).toContain(`](${SITE}${markdownPath(path)})`);
    for (const path of docs) expect(full, path).toContain(`\nSource: ${SITE}${path}\n`);

    const problems: string[] = [];
    const all = [...docs, ...posts];
    for (let i = 0; i < all.length; i += 25) {
      await Promise.all(
        all.slice(i, i + 25).map(async (path) => {
          const response = await request.get(markdownPath(path));
          const text = await response.text();
          if (response.status() !== 200) return problems.push(`${path}: HTTP ${response.status()}`);
          if (!/^text\/markdown/.test(response.headers()['content-type'] ?? '')) problems.push(`${path}: not text/markdown`);
          if (!text.startsWith('# ')) problems.push(`${path}: does not start with "# Title"`);
          if (/^(import|export) /m.test(prose(text))) problems.push(`${path}: import or export line`);
          const tag = prose(text).match(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
          if (tag) problems.push(`${path}: tag ${tag[0]}`);
          if (/\]\(\/(?!\/)/.test(prose(text))) problems.push(`${path}: relative link`);
          return undefined;
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  test('each sidebar has its own file, in llms.txt order', async ({request}) => {
    const index = await (await request.get('/llms.txt')).text();
    let last = -1;
    for (const key of Object.keys(sidebars)) {
      const file = areaFileName(key);
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(await response.text()).toMatch(/^# Home Assistant Developer Docs: .+\n/);
      const at = index.indexOf(`${SITE}/${file}`);
      expect(at, file).toBeGreaterThan(last);
      last = at;
    }
  });

  test('pages built from components carry their rendered tables', async ({request}) => {
    const rules = await (await request.get('/docs/core/integration-quality-scale/rules.md')).text();
    expect(rules).toContain('| Rule | ID | Exceptions |\n| --- | --- | --- |');
    expect(rules).toMatch(
      /^\| \[.+\]\(https:\/\/developers\.home-assistant\.io\/docs\/core\/integration-quality-scale\/rules\/[\w-]+\) \| `[\w-]+` \| (None|Yes) \|$/m,
    );
    const intents = await (await request.get('/docs/intent_builtin.md')).text();
    expect(intents).toContain('### HassTurnOn');
    expect(intents).toContain('| Slot | Required | Description |');
    const endpoints = await (await request.get('/docs/api/supervisor/endpoints.md')).text();
    expect(endpoints).toContain('### GET `/addons`');
    expect(endpoints).toContain('```json\n{\n  "result": "ok",');
    expect(endpoints).not.toContain('Filter endpoints');
  });
});

test.describe('Markdown copy failures', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource/]});

  // One test per mode: each loads the page and runs axe, which together took over 30 s with both cores busy.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a failed fetch shows an error message that is announced and readable (${colorScheme})`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'Server error'}));
      await page.emulateMedia({colorScheme});
      await gotoHydrated(page, DOC);
      await toolbar(page).getByRole('button', {name: 'Copy page'}).click();
      const status = toolbar(page).getByRole('status');
      await expect(status).toHaveText(/Could not copy the page/);
      await expect(status).toBeVisible();
      await expect(toolbar(page).getByRole('button', {name: 'Copy page'})).toBeVisible();
      const {violations} = await new AxeBuilder({page}).include('.theme-copy-page').analyze();
      expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
    });
  }
});
