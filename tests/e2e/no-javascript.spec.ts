import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {supervisorEndpoints} from '../../src/data/supervisorEndpoints';
import {checklistMarkdown} from '../../src/components/QualityScaleChecklist/checklistMarkdown';
import {postUrl, samplePosts} from './pages';

// The static HTML alone, as a reader with JavaScript off (or a crawler, or a failed bundle) gets it.
test.use({javaScriptEnabled: false});

const postCount = readdirSync('blog').filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f)).length;
const areas = [
  '/docs/architecture_index',
  '/docs/development_index',
  '/docs/frontend',
  '/docs/supervisor',
  '/docs/apps',
  '/docs/operating-system',
  '/docs/voice/overview',
  '/docs/translations',
  '/docs/android',
  '/docs/apple',
];

/** Opens `path` and checks what every page has: no hydration, the navbar with all its links, the footer. */
async function openStatic(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
  await expect(navbar.locator('.dropdown__menu a')).toHaveCount(areas.length);
  const dropdown = await navbar.locator('.dropdown__menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(dropdown).toEqual(areas);
  await expect(navbar.getByRole('link', {name: 'Misc', exact: true})).toHaveAttribute('href', '/docs/misc');
  await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['More Home Assistant', 'Social', 'Other', 'Thanks']);
  await expect(footer.locator('.footer__link-item')).toHaveCount(17);
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
}

/** The docs sidebar: its top-level entries, the current page marked active, every link a real path. */
async function expectDocsSidebar(page: Page, activeLabel: string, minLinks: number): Promise<void> {
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.locator('.menu__link--active', {hasText: activeLabel}).last()).toBeVisible();
  const hrefs = await sidebar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(minLinks);
  for (const href of hrefs) expect(href).toMatch(/^\/docs(\/|$)/);
}

test('home page: hero, areas, popular topics and recent posts', async ({page}) => {
  await openStatic(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Home Assistant Developer Docs');
  await expect(page.locator('header')).toContainText('All you need to start developing');
  const structure = page.locator('section', {has: page.getByRole('heading', {name: 'Document structure'})});
  await expect(structure.locator('li > a')).toHaveCount(11);
  const recent = page.locator('section', {has: page.getByRole('heading', {name: 'Recent blog posts'})});
  await expect(recent.locator('li a')).toHaveCount(5);
  await expect(recent.locator('li a').first()).toHaveAttribute('href', samplePosts[1]);
});

test('a doc: article, breadcrumbs, sidebar, table of contents and pager', async ({page}) => {
  await openStatic(page, '/docs/core/entity/light');
  await expect(page.locator('article h1')).toHaveText('Light entity');
  await expect(page.locator('article')).toContainText('LightEntity');
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toContainText('Entities');
  await expectDocsSidebar(page, 'Light', 40);
  expect(await page.locator('.theme-doc-toc-desktop a').count()).toBeGreaterThan(3);
  await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', /^\/docs\//);
});

test('a guide: the app tutorial with its code samples', async ({page}) => {
  await openStatic(page, '/docs/apps/tutorial');
  await expect(page.locator('article h1')).toHaveText('Tutorial: Making your first app');
  expect(await page.locator('article pre code').count()).toBeGreaterThan(2);
  await expectDocsSidebar(page, 'Tutorial', 8);
});

test('the Supervisor endpoints reference lists every endpoint, none hidden', async ({page}) => {
  await openStatic(page, '/docs/api/supervisor/endpoints');
  await expect(page.locator('article h1')).toHaveText('Endpoints');
  const entries = page.locator('article article');
  await expect(entries).toHaveCount(supervisorEndpoints.length);
  await expect(page.locator('article article[hidden]')).toHaveCount(0);
  for (const endpoint of [supervisorEndpoints[0], supervisorEndpoints.at(-1)!]) {
    await expect(page.locator('article').first()).toContainText(endpoint.path);
  }
  await expectDocsSidebar(page, 'Endpoints', 5);
});

test('every page is written whole: no part waits for a script to swap it in', async () => {
  // React streams a large Suspense boundary after its fallback, with an inline script to swap it in; the server
  // render is told not to (patches/@docusaurus+core), since the CSP blocks such scripts and the fallback would stay.
  const pages = readdirSync('build', {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `${entry.parentPath}/${entry.name}`);
  expect(pages.length).toBeGreaterThan(500);
  const heldBack = pages.filter((file) => /<!--\$\?-->|<template id="?B:/.test(readFileSync(file, 'utf8')));
  expect(heldBack).toEqual([]);
});

test('the quality-scale checklist shows the whole list', async ({page}) => {
  await openStatic(page, '/docs/core/integration-quality-scale/checklist');
  await expect(page.locator('article h1')).toHaveText('Checklist');
  // Line by line: each line is a block element ending in <br>, which innerText would count twice.
  const code = (await page.locator('article pre').first().locator('.token-line').allTextContents()).join('\n');
  expect(code.trim()).toBe(checklistMarkdown().trim());
  await expectDocsSidebar(page, 'Checklist', 10);
});

test('a post: title, date, author, text, tags and the sidebar of all posts', async ({page}) => {
  await openStatic(page, samplePosts[0]);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('.avatar__name').first()).toContainText(/team/);
  expect((await page.locator('article .markdown').innerText()).length).toBeGreaterThan(200);
  await expect(page.locator('article a[href^="/blog/tags/"]').first()).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'}).locator('a')).toHaveCount(postCount);
});

for (const [path, newer, older] of [
  ['/blog', null, '/blog/page/2'],
  ['/blog/page/2', '/blog', '/blog/page/3'],
] as const) {
  test(`blog list ${path}: ten posts with their text, pagination and the sidebar`, async ({page}) => {
    await openStatic(page, path);
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(10);
    for (const post of await posts.all()) {
      await expect(post.locator('h2 a')).toHaveAttribute('href', /^\/blog\/\d{4}\/\d{2}\/\d{2}\//);
      expect((await post.innerText()).length).toBeGreaterThan(100);
    }
    const pager = page.getByRole('navigation', {name: 'Blog list page navigation'});
    if (newer) await expect(pager.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', newer);
    await expect(pager.getByRole('link', {name: /Older entries/})).toHaveAttribute('href', older);
    await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'}).locator('a')).toHaveCount(postCount);
  });
}

test('the blog archive lists every post', async ({page}) => {
  await openStatic(page, '/blog/archive');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
  const links = page.locator('main li a');
  await expect(links).toHaveCount(postCount);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain(
    postUrl(
      readdirSync('blog')
        .filter((f) => /^\d{4}-/.test(f))
        .sort()[0],
    ),
  );
});
