import { test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

export { expect };

/** Set by the app's shell once React runs the page (web/src/app/AppShell.tsx). */
const HYDRATED = 'html[data-hydrated="true"]';

function isAppPage(page: Page): boolean {
  const url = page.url();
  return url.startsWith(E2E_BASE_URL) && !url.startsWith(`${E2E_BASE_URL}/api/`);
}

/**
 * Pages arrive pre-rendered: visible and clickable before React has hydrated them, when a click
 * would do nothing. Every full page load of the app therefore waits until the page runs, as a
 * person would wait for a page that still loads.
 */
async function untilHydrated(page: Page): Promise<void> {
  if (isAppPage(page)) await page.locator(HYDRATED).waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is nothing to wait for: the pre-rendered page is all there is.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
