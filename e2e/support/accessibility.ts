import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe-core finds on the current page.
 *
 * Call it once per page (or dialog) state and viewport: a scan takes a while, so a journey scans
 * each state it reaches once, and no two tests scan the same state.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    // Every rule runs as before; only the violations are reported node by node (all we read).
    .options({ resultTypes: ['violations'] })
    // One axe.run in the page itself, instead of per-frame partial runs finished in a second,
    // blank page opened for every scan. The apps have no iframes, so nothing goes unscanned.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Colours are judged as they end up: entrance animations and transitions (a dialog fading in)
 * are brought to their end state first. Finishing them gives the state that waiting for them
 * would, without the wait (the hero's progress bar alone runs 8.5 s); animations that one ending
 * starts are finished too. Endless ones (a spinner) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    // Done after a few quiet frames in a row: an element that scrolled into view or a state
    // update may start an animation a frame or two late.
    for (let round = 0, quiet = 0; round < 50 && quiet < 3; round += 1) {
      // A frame first, so that styles, layout and the handlers of animations just ended run.
      await nextFrame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            (animation.playState === 'running' || animation.playState === 'paused') &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      quiet = running.length === 0 ? quiet + 1 : 0;
      for (const animation of running) {
        try {
          animation.finish();
        } catch {
          // Cannot end (e.g. a playback rate of 0): wait for it, as before.
          await animation.finished.catch(() => undefined);
        }
      }
    }
  });
}
