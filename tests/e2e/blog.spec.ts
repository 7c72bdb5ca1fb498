import {test, expect, gotoHydrated} from './fixtures';
import {postUrlsNewestFirst as orderedPermalinks, postYears as years} from './pages';

const postCount = orderedPermalinks.length;
const pageCount = Math.ceil(postCount / 10);

test.describe('blog', () => {
  test('every list page holds its ten posts in order, same-day posts included', async ({request}) => {
    for (let n = 1; n <= pageCount; n++) {
      const html = await (await request.get(n === 1 ? '/blog' : `/blog/page/${n}`)).text();
      const listed = [...html.matchAll(/<h2[^>]*><a[^>]*href="?([^" >]+)"?[^>]*>/g)].map((m) => m[1]);
      expect(listed, `page ${n}`).toEqual(orderedPermalinks.slice((n - 1) * 10, n * 10));
    }
  });

  test('list pages show ten posts each, newest first, with pagination', async ({page}) => {
    await gotoHydrated(page, '/blog');
    await expect(page.locator('article')).toHaveCount(Math.min(10, postCount));
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
    await expect(page.locator('article')).toHaveCount(postCount - (pageCount - 1) * 10);
    await expect(page.getByRole('link', {name: /Older entries/})).toHaveCount(0);
  });

  test('the sidebar lists every post grouped by year', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.locator('a')).toHaveCount(postCount);
    await expect(sidebar.getByRole('heading', {level: 3})).toHaveText(years);
  });

  test("sidebar years are groups: the newest and the open post's year start open, the others open on demand", async ({page}) => {
    const oldPost = orderedPermalinks.at(-1)!; // the oldest post, in the oldest year
    const oldYear = years.at(-1)!;
    await gotoHydrated(page, oldPost);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const group = (year: string) => sidebar.locator('details').filter({has: page.getByRole('heading', {name: year, exact: true})});
    await expect(group(years[0])).toHaveAttribute('open', '');
    await expect(group(oldYear)).toHaveAttribute('open', '');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', oldPost);
    // A closed year: its links are in the page but hidden until the reader opens it.
    const middleYear = years[1];
    await expect(group(middleYear)).not.toHaveAttribute('open', '');
    const middlePost = orderedPermalinks.find((url) => url.startsWith(`/blog/${middleYear}/`))!;
    await expect(sidebar.locator(`a[href="${middlePost}"]`)).toBeHidden();
    await group(middleYear).locator('summary').click();
    const link = sidebar.locator(`a[href="${middlePost}"]`);
    await expect(link).toBeVisible();
    // Its links are live: a click navigates in the page, without loading a new document.
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${middlePost}$`));
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', middlePost);
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  });

  test('a page loads the newest year of the sidebar; an older year loads when opened', async ({page}) => {
    const sidebarChunks: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      // A year's chunk: its posts as data, all of one year other than the newest.
      const postYears = new Set([...body.matchAll(/"permalink":"\/blog\/(\d{4})\//g)].map((m) => m[1]));
      if (body.includes('"items":') && postYears.size === 1 && !postYears.has(years[0])) sidebarChunks.push(response.url());
    });
    await gotoHydrated(page, '/blog');
    await page.waitForLoadState('networkidle');
    expect(sidebarChunks).toEqual([]);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await sidebar.locator('summary', {hasText: years[2]}).click();
    await expect.poll(() => sidebarChunks.length).toBe(1);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the menu lists every post of every year', async ({page}) => {
      await gotoHydrated(page, '/blog');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.locator('a.menu__link[href^="/blog/20"]')).toHaveCount(postCount);
    });
  });

  test('the archive lists every post under its year', async ({page}) => {
    await gotoHydrated(page, '/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    await expect(page.locator('main').getByRole('heading', {level: 2})).toHaveText(years);
    await expect(page.locator('main li a')).toHaveCount(postCount);
  });

  test('a post page shows its title, date, team author and tags', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const first = page.locator('article h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
    // The date and reading time, as the theme printed them (src/theme/BlogPostItem/Header/Info formats them itself).
    const time = page.locator('article header time');
    const iso = (await time.getAttribute('datetime'))!;
    const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
    await expect(time).toHaveText(expected);
    await expect(time.locator('xpath=..')).toContainText(/ · (One min read|\d+ min read)$/);
    await expect(page.locator('.avatar__name').first()).toContainText(/team/);
    await expect(page.locator('article a[href^="/blog/tags/"]').first()).toBeVisible();
  });

  test('feeds are well-formed RSS 2.0, Atom 1.0 and JSON Feed 1.1 with the newest 20 posts', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const checkXml = async (path: string) => {
      const text = await (await request.get(path)).text();
      return page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const has = (el: Element, names: string[]) => names.every((n) => el.getElementsByTagName(n).length > 0);
        const root = doc.documentElement;
        if (doc.getElementsByTagName('parsererror').length) return {error: 'not well-formed'};
        if (root.tagName === 'rss') {
          const items = Array.from(root.getElementsByTagName('item'));
          return {
            root: `rss ${root.getAttribute('version')}`,
            channel: has(root.getElementsByTagName('channel')[0], ['title', 'link', 'description']),
            items: items.length,
            complete: items.every((i) => has(i, ['title', 'link', 'guid', 'pubDate'])),
          };
        }
        const entries = Array.from(root.getElementsByTagName('entry'));
        return {
          root: `${root.tagName} ${root.namespaceURI}`,
          channel: has(root, ['id', 'title', 'updated']),
          items: entries.length,
          complete: entries.every((e) => has(e, ['id', 'title', 'updated', 'link'])),
        };
      }, text);
    };
    const expected = Math.min(20, postCount);
    expect(await checkXml('/blog/rss.xml')).toEqual({root: 'rss 2.0', channel: true, items: expected, complete: true});
    expect(await checkXml('/blog/atom.xml')).toEqual({
      root: 'feed http://www.w3.org/2005/Atom',
      channel: true,
      items: expected,
      complete: true,
    });
    const json = await (await request.get('/blog/feed.json')).json();
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      feed_url: expect.stringMatching(/\/blog\/feed\.json$/),
    });
    expect(json.items).toHaveLength(expected);
    for (const item of json.items) {
      expect(item).toMatchObject({id: expect.any(String), url: expect.stringMatching(/^https:\/\//), content_html: expect.any(String)});
      expect(item.authors[0].name).toMatch(/team/);
      expect(Date.parse(item.date_published)).not.toBeNaN();
    }
  });
});
