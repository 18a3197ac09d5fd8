import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PHONE_TAG } from '../support/projects';
import { untilRenderingSettles } from '../support/rendering';

/**
 * WCAG 2.2 "Focus not obscured": whatever stays on screen (sticky headers, floating buttons,
 * notes, banners) never hides the control a keyboard user has just moved to. Each home and the
 * rental's overview are walked with Tab from top to bottom; at every stop the element at the
 * centre of the focused control must be that control (or inside it).
 */
const PAGES = [
  '/',
  '/PresentationPro',
  '/RentalRevolution/',
  '/RentalRevolution/%C3%9Cbersicht/Motorboote',
  '/ParallaxPrawns',
  '/ArtAlley',
];

/** Enough for the longest page's tab order; the walk stops earlier once focus comes round. */
const MAX_TAB_STOPS = 150;

interface Stop {
  /** Identifies the control, so the walk knows when focus has come round. */
  key: string;
  name: string;
  /** What covers its centre, if anything. */
  coveredBy: string | null;
}

/**
 * Where focus is once the page has reacted to the Tab (the scroll that brought the control into
 * view fires its scroll events a frame later: a header that sticks or a button that steps aside
 * changes then) and entrance animations have ended: what a person sees after pressing Tab.
 * (Scrolling is instant in this test, see below.)
 */
async function focusedStop(page: Page): Promise<Stop | null> {
  await untilRenderingSettles(page, { quietFrames: 1 });
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getTiming();
      if (timing && timing.iterations !== Infinity) animation.finish();
    }
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const key = `${name}@${Math.round(box.top + window.scrollY)},${Math.round(box.left)}`;
    // A link that wraps onto two lines: its first line, not the box around both. A tall field
    // the browser scrolled only partly into view: the part on screen ("not entirely hidden").
    const line = element.getClientRects()[0] ?? box;
    const left = Math.max(line.left, 0);
    const right = Math.min(line.right, window.innerWidth);
    const upper = Math.max(line.top, 0);
    const lower = Math.min(line.bottom, window.innerHeight);
    if (right - left < 1 || lower - upper < 1) return { key, name, coveredBy: 'off screen' };
    const top = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
    // Its own parts, or between the letters its own paragraph: nothing lies over it.
    const visible = top !== null && (element.contains(top) || top.contains(element));
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    return { key, name, coveredBy: visible ? null : top ? describe(top) : 'off screen' };
  });
}

// What stays on screen, and what it may cover, depends on the viewport: all of it runs on both.
test.describe('focus not obscured', { tag: PHONE_TAG }, () => {
  for (const path of PAGES) {
    test(`${decodeURIComponent(path)}: no control is hidden while it has keyboard focus`, async ({
      page,
    }) => {
      // A long page has over a hundred stops, on a busy machine.
      test.setTimeout(180_000);
      // Every note shows, as for a first visit (the rental's hiring note among them).
      await page.goto(path);
      // The sites scroll smoothly to a focused control; instantly here, so each stop is read
      // where the scroll ends, not on the way.
      // (Through the CSSOM: the sites' content security policy refuses a <style> element.)
      await page.evaluate(() =>
        document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important'),
      );
      const covered: string[] = [];
      const seen = new Set<string>();
      for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedStop(page);
        if (!focused) continue;
        if (seen.has(focused.key)) break;
        seen.add(focused.key);
        if (focused.coveredBy) covered.push(`${focused.name} under ${focused.coveredBy}`);
      }
      expect(seen.size).toBeGreaterThan(5);
      expect(covered).toEqual([]);
    });
  }

  test('RentalRevolution: the hiring note covers no control at any scroll position', async ({
    page,
  }) => {
    await page.goto('/RentalRevolution/');
    const note = page.getByRole('complementary', { name: 'Wir stellen ein!' });
    await expect(note).toBeVisible();
    // It belongs to the banner: scrolled past it, it is gone from the screen, not following along.
    const contact = page.getByRole('heading', { name: 'Kontakt' });
    await contact.scrollIntoViewIfNeeded();
    expect(await note.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(
      0,
    );
    // Early in the tab order: right after the banner's two buttons.
    await page.getByRole('link', { name: 'Anfahrt', exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(note.getByRole('link', { name: /Jetzt melden/ })).toBeFocused();
  });
});
