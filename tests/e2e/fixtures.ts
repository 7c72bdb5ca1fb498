import {test as base, expect, type Page} from '@playwright/test';

/** Messages a page may log without being broken: none, by default. Tests that force a fault opt in. */
export interface ConsoleOptions {
  allowedConsoleErrors: RegExp[];
}

/**
 * Every test's page records console errors and uncaught exceptions, and the test fails if any appeared:
 * "zero console errors on every page the tests open".
 */
export const test = base.extend<ConsoleOptions & {consoleErrors: string[]}>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({context, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      // A single pattern may arrive unwrapped: Playwright reads a one-item array option as the value itself.
      const allowed = (text: string) => [allowedConsoleErrors].flat().some((re) => re.test(text));
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !allowed(msg.text())) errors.push(`${page.url()}: ${msg.text()}`);
        });
        page.on('pageerror', (err) => {
          if (!allowed(err.message)) errors.push(`${page.url()}: uncaught ${err.message}`);
        });
      };
      // Every page of the test's browser context is watched, including tabs the test opens itself.
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors on the pages this test opened').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** The colour-mode button is disabled until React hydrates: its enabled state means clicks reach React. */
export const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(HYDRATED, {state: 'attached'});
}
