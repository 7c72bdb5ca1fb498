import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

// One page of each type, including pages with code blocks, admonitions, tables and the footer.
const pageTypes = [
  ['home', '/'],
  ['doc', '/docs/core/integration/options_flow'],
  ['doc with tables and admonitions', '/docs/core/entity/light'],
  ['long reference doc', '/docs/api/supervisor/endpoints'],
  ['generated reference', '/docs/core/integration-quality-scale/checklist'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2024/04/30/store-runtime-data-inside-config-entry'],
  ['blog archive', '/blog/archive'],
  ['changes by release', '/blog/changes'],
  ['blog post with change labels', '/blog/2024/06/12/async_forward_entry_setups'],
  ['blog tag page', '/blog/tags/integrations'],
  ['search', '/search?q=coordinator'],
  ['not found', '/docs/no-such-page'],
] as const;

async function violations(page: Page) {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    test.use({colorScheme: mode, allowedConsoleErrors: [/status of 404/]});
    // axe walks every node: the longest reference pages need more than the default 30 s on a busy 2-core runner.
    test.setTimeout(90_000);
    for (const [name, path] of pageTypes) {
      test(`${name} (${path}) has no violations`, async ({page}) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (path.startsWith('/search')) await expect(page.locator('#__docusaurus_skipToContent_fallback article').first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
