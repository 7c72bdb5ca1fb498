import {test, expect, gotoHydrated} from './fixtures';
import {readdirSync} from 'node:fs';

const postFiles = readdirSync('blog').filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f));
const pageCount = Math.ceil(postFiles.length / 10);
const years = [...new Set(postFiles.map((f) => f.slice(0, 4)))].sort().reverse();

test.describe('blog', () => {
  test('list pages show ten posts each, newest first, with pagination', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await expect(page.locator('article')).toHaveCount(Math.min(10, postFiles.length));
    const dates = await page.locator('article time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
    expect([...dates].sort().reverse()).toEqual(dates);
    const older = page.getByRole('link', {name: /Older entries/});
    await expect(older).toHaveAttribute('href', '/blog/page/2');
    await older.click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.locator('article')).toHaveCount(10);
    await expect(page.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', '/blog');
  });

  test('the last list page holds the remaining posts and has no older link', async ({page}) => {
    await gotoHydrated(page, `/blog/page/${pageCount}`);
    await expect(page.locator('article')).toHaveCount(postFiles.length - (pageCount - 1) * 10);
    await expect(page.getByRole('link', {name: /Older entries/})).toHaveCount(0);
  });

  test('the sidebar lists every post grouped by year', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.locator('a')).toHaveCount(postFiles.length);
    await expect(sidebar.getByRole('heading', {level: 3})).toHaveText(years);
  });

  test('the archive lists every post under its year', async ({page}) => {
    await gotoHydrated(page, '/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    await expect(page.locator('main').getByRole('heading', {level: 2})).toHaveText(years);
    await expect(page.locator('main li a')).toHaveCount(postFiles.length);
  });

  test('a post page shows its title, date, team author and tags', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const first = page.locator('article h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
    await expect(page.locator('article time')).toBeVisible();
    await expect(page.locator('.avatar__name').first()).toContainText(/team/);
    await expect(page.locator('article a[href^="/blog/tags/"]').first()).toBeVisible();
  });

  test('feeds are served as RSS 2.0, Atom 1.0 and JSON Feed', async ({request}) => {
    const rss = await request.get('/blog/rss.xml');
    expect(rss.status()).toBe(200);
    const rssText = await rss.text();
    expect(rssText).toContain('<rss version="2.0"');
    // Feeds carry the newest 20 posts, full text.
    expect(rssText.match(/<item>/g)?.length).toBe(Math.min(20, postFiles.length));
    const atom = await request.get('/blog/atom.xml');
    expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const json = await (await request.get('/blog/feed.json')).json();
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(json.items).toHaveLength(Math.min(20, postFiles.length));
    expect(json.items[0]).toHaveProperty('url');
  });
});
