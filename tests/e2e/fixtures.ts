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

/**
 * expect, for what the search answers on a page just opened: that answer includes the one-time download of the index
 * files and the building of the indexes in a worker. On a CI runner whose two cores also run a second browser's tests
 * (axe on the longest pages, say), it has taken over the default 7 s (the clean-clone runs of 7 December); a reader
 * on such a machine waits for it too, once per visit. Later answers come within the default.
 */
export const expectAnswer = expect.configure({timeout: 15_000});

/** Docusaurus marks the document once React has hydrated it (`<html data-has-hydrated="true">`). */
export const HYDRATED = 'html[data-has-hydrated="true"]';

/** The navbar's colour-mode switch, which only works once React runs. */
export const COLOUR_MODE_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(HYDRATED, {state: 'attached'});
}

/**
 * Resolves once the page has nothing left to do: two idle callbacks in a row, so that work queued by the first
 * (a reload, a second page view, a late layout) has run too. How a test shows that something did not happen, without
 * sleeping for a guessed time.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (then: () => void) =>
          'requestIdleCallback' in window ? requestIdleCallback(() => then(), {timeout: 2000}) : setTimeout(then, 50);
        idle(() => idle(resolve));
      }),
  );
}
