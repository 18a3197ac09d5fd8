import type { Page } from '@playwright/test';

/**
 * Waits until the page has stopped reacting: `quietFrames` frames in a row in which no element
 * was added, removed or changed an attribute, and no animation started. What a scroll, a resize
 * or a hydration sets off (an IntersectionObserver callback, the state update it makes, the
 * transition that starts) shows as such changes frame by frame; once they stop, the page is in
 * the state a person would look at. Text that ticks on its own (a scrambling name, a count-up)
 * is not watched. It counts frames, not milliseconds, so a busy machine only makes it take
 * longer; it gives up quietly after `maxFrames` (something that never stops). It needs the
 * page's frames and timers to run: not while the page's clock is paused.
 */
export async function untilRenderingSettles(
  page: Page,
  { quietFrames = 2, maxFrames = 60 } = {},
): Promise<void> {
  await page.evaluate(
    async ({ quietFrames, maxFrames }) => {
      const nextFrame = () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      // Changes while it waits for the observers below count too: quiet frames must follow them.
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
      });
      const seen = new Set(document.getAnimations());
      // The page's own IntersectionObservers are told about a scroll in one task with every
      // other observer of the document, in the order they were made: once a new one has had its
      // first call, theirs for the current position have run (and made their state updates).
      await new Promise<void>((resolve) => {
        const sentinel = new IntersectionObserver(() => {
          sentinel.disconnect();
          resolve();
        });
        sentinel.observe(document.documentElement);
      });
      try {
        for (let frame = 0, quiet = 0; frame < maxFrames && quiet < quietFrames; frame += 1) {
          await nextFrame();
          // getAnimations() also brings styles up to date, which starts pending transitions.
          const started = document.getAnimations().filter((animation) => !seen.has(animation));
          started.forEach((animation) => seen.add(animation));
          quiet = changed || started.length > 0 ? 0 : quiet + 1;
          changed = false;
        }
      } finally {
        observer.disconnect();
      }
    },
    { quietFrames, maxFrames },
  );
}

/**
 * Moves every running finite animation (CSS transitions included) `ms` further, as if that much
 * time had passed for it: the way a test lets a fade progress by a set amount without waiting
 * for the wall clock. Animations only move forward, so more real time passing meanwhile can
 * only make them further along, never less.
 */
export async function advanceAnimations(page: Page, ms: number): Promise<void> {
  await page.evaluate((by) => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (!timing || timing.iterations === Infinity || animation.playState === 'finished') continue;
      const end = Number(timing.endTime ?? 0);
      const now = Number(animation.currentTime ?? 0);
      animation.currentTime = Math.min(now + by, end);
    }
  }, ms);
}
