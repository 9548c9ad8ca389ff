/**
 * The journeys' `test`: Playwright's, with every page watched for hydration trouble (issue 25).
 * A server-rendered page whose first client render differs from the server's markup makes React
 * log an error (main.tsx's onRecoverableError, "[hydration]"; React's own minified errors #418,
 * #423, #425) or throw; any such message fails the journey that caused it, whatever it was testing.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

/** Console text of a hydration mismatch, in the production build React ships. */
const HYDRATION_TROUBLE = /\[hydration\]|Minified React error #(418|419|421|422|423|425)\b|hydrat(ed|ion) (failed|mismatch)|didn't match/i;

export const test = base.extend<{ hydrationWatch: void }>({
  hydrationWatch: [
    async ({ page, context, browser }, use) => {
      const trouble: string[] = [];
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) {
            trouble.push(`${watched.url()}: ${message.text()}`);
          }
        });
        watched.on('pageerror', (error) => {
          if (HYDRATION_TROUBLE.test(error.message)) trouble.push(`${watched.url()}: ${error.message}`);
        });
      };
      watch(page);
      context.on('page', watch);
      // Journeys that act as two people open their own contexts (admin-steps.ts): watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const opened = await newContext(...options);
        opened.on('page', watch);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(trouble, 'hydration errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});
