import {readFileSync, existsSync} from 'node:fs';
import {test, expect, gotoHydrated} from './fixtures';
import sidebars from '../../sidebars';

type Item = string | {type: string; id?: string; label?: string; dirName?: string; link?: {id: string}; items?: Item[]};

/** The label Docusaurus shows for a doc: sidebar_label, else title, from the doc's front matter. */
function docLabel(id: string): string {
  const file = ['.md', '.mdx'].map((ext) => `docs/${id}${ext}`).find((f) => existsSync(f))!;
  const frontMatter = readFileSync(file, 'utf8').split('---')[1];
  const value = (key: string) => frontMatter.match(new RegExp(`^${key}:\\s*"?(.+?)"?\\s*$`, 'm'))?.[1];
  return (value('sidebar_label') ?? value('title'))!.replace(/\\"/g, '"');
}

const topLevelLabels = (items: Item[]) =>
  items.map((item) => (typeof item === 'string' ? docLabel(item) : item.type === 'doc' ? docLabel(item.id!) : item.label!));

const entryPages: Record<string, string> = {
  Apps: '/docs/apps',
  Overview: '/docs/architecture_index',
  Frontend: '/docs/frontend',
  Internationalization: '/docs/translations',
  OperatingSystem: '/docs/operating-system',
  Supervisor: '/docs/supervisor',
  Core: '/docs/development_index',
  Voice: '/docs/voice/overview',
  Misc: '/docs/misc',
  Android: '/docs/android',
  Apple: '/docs/apple/',
};

for (const [name, items] of Object.entries(sidebars as unknown as Record<string, Item[]>)) {
  test(`the ${name} sidebar shows its pages and categories in order`, async ({page}) => {
    await gotoHydrated(page, entryPages[name]);
    const shown = await page
      .locator('.theme-doc-sidebar-menu > li')
      .evaluateAll((lis) => lis.map((li) => li.querySelector('.menu__link')?.textContent?.trim() ?? ''));
    expect(shown).toEqual(topLevelLabels(items));
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').first()).toHaveAttribute('href', entryPages[name]);
  });
}
