import type { Page } from '@playwright/test';

/**
 * Time in the page. Timed behaviour (a note that goes after 3 s, a redirect after 5 s) is driven
 * with Playwright's clock: `page.clock.install()` before the page loads, then
 * `page.clock.runFor(ms)` where the test would otherwise wait. An installed clock still runs
 * with the wall clock, so the page loads as usual; `pauseClock` stops it for a test that must
 * see a state before a timer ends it.
 */

/** Where the pages' clocks start (`page.clock.install({ time: CLOCK_START })`). */
export const CLOCK_START = new Date('2030-03-04T09:00:00Z');

/**
 * Stops the page's clock as if the visitor had left the page open for an hour: timers due by
 * then fire once, and from then on time moves only by `page.clock.runFor()`. The hour is far
 * beyond any wait of a test, so the pause never lands in the page's past. Frames and timers
 * stand still while it is paused: the page reacts to input and network as usual, but nothing
 * that waits for a frame (an axe scan, settling animations) can run.
 */
export async function pauseClock(page: Page, installedAt: Date = CLOCK_START): Promise<void> {
  await page.clock.pauseAt(installedAt.getTime() + 60 * 60 * 1000);
}

/**
 * Keeps the page's timers of `minimumMs` or more from ever firing, such as a 404 page's redirect
 * home after 5 s. An accessibility scan on a loaded machine can take longer than that, and would
 * then judge the page the redirect led to (caught mid-fade) instead of the one it was meant for.
 * Short timers (animations, axe's own queue) run as usual. Call it before the page loads.
 *
 * Playwright's clock cannot do this: it fakes every timer and animation frame alike, and a scan
 * needs those to run while the redirect must not; paused, the scan would never end, running,
 * the redirect may come first. The redirects themselves are driven with the clock.
 */
export async function holdLongTimers(page: Page, minimumMs = 1000): Promise<void> {
  await page.addInitScript((minimum) => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      (timeout ?? 0) >= minimum ? 0 : setTimer(handler, timeout, ...args)) as typeof setTimeout;
  }, minimumMs);
}
