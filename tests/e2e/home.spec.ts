import {test, expect, gotoHydrated} from './fixtures';
import {postUrlsNewestFirst} from './pages';
import {DOCS_RELEASE} from '../../config/release';

test('home page: hero, document structure, popular topics and the five newest posts', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle(/Home Assistant Developer Docs/);
  const hero = page.locator('header').first();
  await expect(hero.getByRole('heading', {level: 1})).toHaveText('Home Assistant Developer Docs');
  await expect(hero).toContainText('All you need to start developing');
  // The release the docs describe, with the way to what changed.
  await expect(hero).toContainText(`These docs describe Home Assistant ${DOCS_RELEASE}.`);
  await expect(hero.getByRole('link', {name: 'Changes by release'})).toHaveAttribute('href', '/blog/changes');
  await expect(hero.getByRole('link', {name: 'Home Assistant homepage'})).toHaveAttribute('href', 'https://www.home-assistant.io');

  const structure = page.locator('section', {has: page.getByRole('heading', {name: 'Document structure'})});
  await expect(structure.locator('li > a')).toHaveText([
    'Overview',
    'Core',
    'Frontend',
    'Supervisor',
    'Apps',
    'Operating System',
    'Voice',
    'Translations',
    'Android',
    'Apple platforms',
    'Misc',
  ]);

  const topics = page.locator('section', {has: page.getByRole('heading', {name: 'Popular topics'})});
  await expect(topics.getByRole('link', {name: 'Add a new integration'})).toHaveAttribute('href', '/docs/development_index');
  await expect(topics.getByRole('link', {name: 'Translate Home Assistant'})).toHaveAttribute('href', '/docs/internationalization');
  await expect(topics.getByRole('link', {name: 'The Home Assistant API'})).toHaveAttribute('href', '/docs/api/websocket');
  await expect(topics.getByRole('link', {name: 'Home Assistant Core'})).toHaveAttribute('href', 'https://github.com/home-assistant/core');

  const recent = page.locator('section', {has: page.getByRole('heading', {name: 'Recent blog posts'})});
  const postLinks = recent.locator('li a');
  await expect(postLinks).toHaveCount(5);
  const expected = postUrlsNewestFirst.slice(0, 5);
  for (const [i, href] of expected.entries()) {
    await expect(postLinks.nth(i)).toHaveAttribute('href', href);
  }
  await postLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
});
