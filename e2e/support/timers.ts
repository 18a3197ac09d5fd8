import type { Page } from '@playwright/test';

/**
 * Keeps the page's timers of `minimumMs` or more from ever firing, such as a 404 page's redirect
 * home after 5 s. An accessibility scan on a loaded machine can take longer than that, and would
 * then judge the page the redirect led to (caught mid-fade) instead of the one it was meant for.
 * Short timers (animations, axe's own queue) run as usual. Call it before the page loads.
 */
export async function holdLongTimers(page: Page, minimumMs = 1000): Promise<void> {
  await page.addInitScript((minimum) => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      (timeout ?? 0) >= minimum ? 0 : setTimer(handler, timeout, ...args)) as typeof setTimeout;
  }, minimumMs);
}
