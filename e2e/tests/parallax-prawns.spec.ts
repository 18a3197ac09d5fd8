import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { serveTilesLocally, watchForeignRequests } from '../support/network';
import { query } from '../support/database';
import { holdLongTimers } from '../support/timers';
import { PHONE_TAG } from '../support/projects';
import { untilRenderingSettles } from '../support/rendering';

const HOME = '/ParallaxPrawns';

/** Where a section starts in the page, in pixels from the top. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) =>
      (document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN) +
      window.scrollY,
    id,
  );
}

/** A box in viewport pixels. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the page shows at one scroll position: the hook and the content it must not cover. */
interface Frame {
  scrollY: number;
  /** Its box while it can be seen and tapped (null while absent or stepped aside). */
  hook: Box | null;
  /** The Menu button's box (fixed at the top right). */
  menu: Box | null;
  /** Content in view: what issue 17 names, then every other link, button and field. */
  targets: { name: string; named: boolean; boxes: Box[]; tapLandsOnHook: boolean }[];
}

/**
 * Scrolls the page from top to bottom in steps and records, at each position, the hook, the Menu
 * button and the content in view: the ORDER NOW button, the phone and e-mail links, the words of every heading
 * (their text, not the block, which spans the whole card), and every other link, button and
 * field. `tapLandsOnHook`: a tap on the centre or an inset corner of it would hit the hook.
 */
function sweepPage(page: Page, step: number): Promise<Frame[]> {
  return page.evaluate(async (stepPx) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const box = (rect: { left: number; top: number; right: number; bottom: number }) => ({
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
    });
    const contentIn = (main: Element) => {
      const found: { name: string; named: boolean; boxes: DOMRect[] }[] = [];
      const named = new Set<Element>();
      for (const button of main.querySelectorAll('#order button')) {
        if (button.textContent !== 'ORDER NOW') continue;
        named.add(button);
        found.push({ name: 'ORDER NOW', named: true, boxes: [button.getBoundingClientRect()] });
      }
      for (const link of main.querySelectorAll(
        '#contact a[href^="mailto:"], #contact a[href^="tel:"]',
      )) {
        named.add(link);
        const name = link.getAttribute('href') ?? '';
        found.push({ name, named: true, boxes: [link.getBoundingClientRect()] });
      }
      for (const heading of main.querySelectorAll('h1, h2, h3')) {
        const words = document.createRange();
        words.selectNodeContents(heading);
        const name = `heading “${heading.textContent}”`;
        found.push({ name, named: true, boxes: [...words.getClientRects()] });
      }
      for (const control of main.querySelectorAll('a[href], button, input, textarea, select')) {
        if (named.has(control)) continue;
        const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
        const name = `${control.tagName.toLowerCase()} “${label.trim().slice(0, 30)}”`;
        found.push({ name, named: false, boxes: [control.getBoundingClientRect()] });
      }
      return found;
    };
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const frames: Frame[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + stepPx)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      for (let wait = 0; wait < 3; wait += 1) await frame();
      const hook = document.querySelector<HTMLElement>('nav button[aria-label="Back to top"]');
      const menu = document.querySelector<HTMLElement>('nav button[aria-expanded]');
      const style = hook ? getComputedStyle(hook) : null;
      const inPlay =
        style !== null &&
        style.visibility !== 'hidden' &&
        style.pointerEvents !== 'none' &&
        Number(style.opacity) > 0;
      const inView = (boxes: DOMRect[]) =>
        boxes.some((rect) => rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0);
      frames.push({
        scrollY: window.scrollY,
        hook: hook && inPlay ? box(hook.getBoundingClientRect()) : null,
        menu: menu ? box(menu.getBoundingClientRect()) : null,
        targets: contentIn(main)
          .filter(({ boxes }) => inView(boxes))
          .map(({ name, named, boxes }) => {
            const extent = {
              left: Math.min(...boxes.map((each) => each.left)),
              top: Math.min(...boxes.map((each) => each.top)),
              right: Math.max(...boxes.map((each) => each.right)),
              bottom: Math.max(...boxes.map((each) => each.bottom)),
            };
            const points = [
              [(extent.left + extent.right) / 2, (extent.top + extent.bottom) / 2],
              [extent.left + 4, extent.top + 4],
              [extent.right - 4, extent.top + 4],
              [extent.left + 4, extent.bottom - 4],
              [extent.right - 4, extent.bottom - 4],
            ].filter(([, py]) => py! > 0 && py! < window.innerHeight);
            const tapLandsOnHook =
              hook !== null &&
              points.some(([px, py]) => hook.contains(document.elementFromPoint(px!, py!)));
            return { name, named, boxes: boxes.map(box), tapLandsOnHook };
          }),
      });
      if (y >= end) break;
    }
    return frames;
  }, step);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

interface StoredOrder {
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  additional: string;
  postal: string;
  city: string;
  country: string;
  price_cents: number;
  ordered_at: Date;
}

test.describe('ParallaxPrawns', () => {
  test(
    'the page is 2.53 viewport heights and its sections start at the spec positions',
    { tag: PHONE_TAG },
    async ({ page, isMobile }) => {
      await page.goto(HOME);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Parallax\s*Prawns/);
      const { height, viewport } = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
      }));
      const plan = [
        ['order', 0.545],
        ['contact', 1.07],
        ['about', 1.6],
      ] as const;
      if (!isMobile) {
        // On the desktop viewport the plan is exact.
        expect(Math.abs(height - 2.53 * viewport)).toBeLessThanOrEqual(2);
        for (const [id, at] of plan) {
          expect(Math.abs((await sectionTop(page, id)) - at * viewport)).toBeLessThanOrEqual(1);
        }
        return;
      }
      // A phone's taller sections grow the page, but never start above their planned position.
      expect(height).toBeGreaterThanOrEqual(2.53 * viewport - 2);
      for (const [id, at] of plan) {
        expect(await sectionTop(page, id)).toBeGreaterThanOrEqual(at * viewport - 1);
      }
    },
  );

  test.describe('scrolling', { tag: PHONE_TAG }, () => {
    // The smooth scroll a visitor gets, whose landing is the spec's.
    test.use({ reducedMotion: 'no-preference' });

    test('menu → ORDER scrolls to 0.545 viewport heights; the hook goes back up', async ({
      page,
      isMobile,
    }) => {
      await page.goto(HOME);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'ORDER', exact: true }).click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      const target = await page.evaluate(() => 0.545 * window.innerHeight);
      // On a phone the taller hero may push the section down: the menu then lands on its top.
      const expected = isMobile ? Math.max(target, await sectionTop(page, 'order')) : target;
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
        .toBeGreaterThan(expected - 2);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
        .toBeLessThan(expected + 2);

      // Down at ABOUT (text under the bottom corner, no links) the hook is there to be tapped; over
      // the ORDER section's cards a phone's hook steps aside for them.
      await menu.click();
      await page.getByRole('button', { name: 'ABOUT', exact: true }).click();
      const about = await page.evaluate(() =>
        Math.min(
          1.6 * window.innerHeight,
          document.documentElement.scrollHeight - window.innerHeight,
        ),
      );
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
        .toBeGreaterThan(about - 2);
      const hook = page.getByRole('button', { name: 'Back to top' });
      await expect(hook).toHaveAttribute('data-aside', 'false');
      await hook.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    });
  });

  test('order: tile required, valid address, confirmation, cleared after 3 s, stored', async ({
    page,
  }) => {
    const email = `ada.${Date.now()}@example.org`;
    await page.clock.install();
    await page.goto(HOME);
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your order' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('incl. VAT, free delivery')).toBeVisible();
    await expect(dialog.getByText(/€\d+\.\d{2}/)).toBeVisible();

    const buy = dialog.getByRole('button', { name: /obligation to pay/ });
    await buy.click();
    await expect(dialog.getByText('Please select a payment method.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'PayPal' }).click();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(dialog.getByText('Please select a payment method.')).toHaveCount(0);

    const address: [string, string][] = [
      ['First name', 'ada'],
      ['Last name', 'LOVELACE'],
      ['Email', email],
      ['Street and house number', 'Hafenstraße 1'],
      ['Additional information', 'c/o Babbage'],
      ['Postal code', '25813'],
      ['City', 'Husum'],
      ['Country', 'Germany'],
    ];
    for (const [label, value] of address) await dialog.getByLabel(label).fill(value);
    await buy.click();

    await expect(dialog.getByText('Your message has been sent!')).toBeVisible();
    // The form waits behind the confirmation; its fields clear 3 s after the send, which pass at
    // once on the page's clock (that it is 3000 ms to the dot: OrderModal.test.tsx).
    await expect(buy).toBeHidden();
    await page.clock.runFor(3000);
    await expect(dialog.getByLabel('First name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Order another box' }).click();
    await expect(dialog.getByRole('radio', { name: 'Card' })).toBeFocused();
    for (const [label] of address) await expect(dialog.getByLabel(label)).toHaveValue('');
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    await expect(buy).toHaveAttribute('aria-disabled', 'false');

    const rows = await query<StoredOrder>(
      'SELECT first_name, last_name, email, street, additional, postal, city, country, price_cents, ordered_at FROM prawn_orders WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Hafenstraße 1',
      additional: 'c/o Babbage',
      postal: '25813',
      city: 'Husum',
      country: 'Germany',
    });
    expect(Number(rows[0]?.price_cents)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  // In view of the viewport, with the dialog's own scrolling at the phone's size.
  test(
    'after an order the confirmation takes the form’s place: in view, focused, read out; the dialog still closes',
    { tag: PHONE_TAG },
    async ({ page }) => {
      await page.goto(HOME);
      const orderNow = page.getByRole('button', { name: 'ORDER NOW' });
      await orderNow.click();
      const dialog = page.getByRole('dialog', { name: 'Your order' });
      await dialog.getByRole('radio', { name: 'Card' }).check();
      const address: [string, string][] = [
        ['First name', 'grace'],
        ['Last name', 'hopper'],
        ['Email', `grace.${Date.now()}@example.org`],
        ['Street and house number', 'Kaistraße 7'],
        ['Additional information', 'none'],
        ['Postal code', '25813'],
        ['City', 'Husum'],
        ['Country', 'Germany'],
      ];
      for (const [label, value] of address) await dialog.getByLabel(label).fill(value);
      // Where the visitor's eye is: at the button, at the bottom of the scrolled dialog.
      const buy = dialog.getByRole('button', { name: /obligation to pay/ });
      await buy.scrollIntoViewIfNeeded();
      await buy.click();

      const confirmation = dialog
        .getByRole('status')
        .filter({ hasText: 'Your message has been sent!' });
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toHaveText(
        /^Your message has been sent!\s*We’ve received your order – it’s safely in our net\.$/,
      );
      const box = await confirmation.boundingBox();
      const viewport = await page.evaluate(() => ({
        width: window.innerWidth,
        height: window.innerHeight,
      }));
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      // Nothing lies over it (the dialog's own scrolling included).
      const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
      expect(
        await confirmation.evaluate(
          (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
          centre,
        ),
      ).toBe(true);
      await expect(buy).toBeHidden();
      await expectNoAccessibilityViolations(page);

      // The trap runs over what is shown; the visitor leaves by the button, back on ORDER NOW.
      const back = dialog.getByRole('button', { name: 'Back to the page' });
      await page.keyboard.press('Tab');
      await expect(back).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Order another box' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(back).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(orderNow).toBeFocused();
    },
  );

  test(
    'the hook comes only below the title, never over ORDER NOW, the contact lines or a heading; ORDER NOW takes the tap',
    { tag: PHONE_TAG },
    async ({ page, isMobile }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(HOME);
      await expect(page.getByText('incl. VAT, free delivery').first()).toBeVisible();
      await expect(page.locator('#contact a[href^="mailto:"]')).toBeAttached();
      await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);

      const frames = await sweepPage(page, 40);
      // Absent at the top, there further down, small: a 44-52 px target, no box over the page.
      for (const { scrollY, hook } of frames) {
        if (scrollY <= 240) expect(hook, `hook at scrollY ${scrollY}`).toBeNull();
      }
      const shown = frames.filter((frame) => frame.hook !== null);
      expect(shown.length).toBeGreaterThan(frames.length / 4);
      for (const { hook } of shown) {
        expect(hook!.right - hook!.left).toBeGreaterThanOrEqual(44);
        expect(hook!.right - hook!.left).toBeLessThanOrEqual(52);
        expect(hook!.bottom - hook!.top).toBeLessThanOrEqual(52);
      }
      const seen = new Set(frames.flatMap((frame) => frame.targets.map((target) => target.name)));
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'ORDER NOW',
          'heading “Drop us a line”',
          'heading “Today’s catch”',
        ]),
      );
      expect([...seen].some((name) => name.startsWith('mailto:'))).toBe(true);
      // Where they are in view, the hook's box lies over none of them, nor over any other link,
      // button or field (it steps aside), and no tap on them lands on it.
      const covered = frames.flatMap(({ scrollY, hook, targets }) =>
        targets
          .filter(
            ({ boxes, tapLandsOnHook }) =>
              tapLandsOnHook || (hook !== null && boxes.some((box) => overlaps(box, hook))),
          )
          .map(({ name }) => `${name} at scrollY ${scrollY}`),
      );
      expect(covered).toEqual([]);
      if (isMobile) {
        // On a phone the Menu button at the top is a small round one too, clear of the same content.
        const underMenu = frames.flatMap(({ scrollY, menu, targets }) =>
          targets
            .filter(({ named, boxes }) => named && boxes.some((box) => overlaps(box, menu!)))
            .map(({ name }) => `${name} at scrollY ${scrollY}`),
        );
        expect(underMenu).toEqual([]);
      }

      // The report: ORDER NOW high up in the window, where the hook used to hang, tapped on its
      // right half. It opens the order, and the page stays where it was.
      const orderNow = page.getByRole('button', { name: 'ORDER NOW' });
      const top = await orderNow.evaluate(
        (button) => button.getBoundingClientRect().top + window.scrollY,
      );
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top - 70);
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      const box = (await orderNow.boundingBox())!;
      const point = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
      const before = await page.evaluate(() => window.scrollY);
      if (isMobile) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      const dialog = page.getByRole('dialog', { name: 'Your order' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: /obligation to pay/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Not reeled up: still at the offer (the focus back on ORDER NOW may nudge it clear of the
      // Menu button by the page's scroll padding).
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(80);

      // And at the spot the hook did take: it still reels the visitor up when tapped itself.
      const hook = page.getByRole('button', { name: 'Back to top' });
      if (isMobile) await hook.tap();
      else await hook.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      await expect(hook).toHaveCount(0);
    },
  );

  test(
    'no fixed element (Menu button, hook) covers a control that has the keyboard focus',
    { tag: PHONE_TAG },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(HOME);
      await expect(page.getByText('incl. VAT, free delivery').first()).toBeVisible();
      await expect(page.locator('#contact a[href^="mailto:"]')).toBeAttached();
      const obscured: string[] = [];
      /** Tabs through the page in one direction and notes every focused control a fixed one covers. */
      const walk = async (key: 'Tab' | 'Shift+Tab') => {
        const visited: string[] = [];
        for (let press = 0; press < 60; press += 1) {
          await page.keyboard.press(key);
          // What the scroll to the control sets off (the hook stepping aside) has happened.
          await untilRenderingSettles(page, { quietFrames: 1 });
          const state = await page.evaluate(
            (direction) => {
              const active = document.activeElement;
              if (!(active instanceof HTMLElement) || active === document.body) return null;
              // Once round: the focus may wrap from one end of the page to the other.
              if (active.dataset[direction] === 'seen') return null;
              active.dataset[direction] = 'seen';
              const label = active.getAttribute('aria-label') ?? active.textContent ?? '';
              const name = `${active.tagName.toLowerCase()} “${label.trim().slice(0, 40)}” at scrollY ${Math.round(window.scrollY)}`;
              // The navigation's own controls are the fixed elements themselves.
              if (document.querySelector('nav')?.contains(active)) return { name, covers: [] };
              const rect = active.getBoundingClientRect();
              const covers = [
                ...document.querySelectorAll<HTMLElement>('nav button, a[href="#main"]'),
              ]
                .filter(
                  (element) =>
                    element !== active &&
                    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
                )
                .filter((element) => {
                  const box = element.getBoundingClientRect();
                  return (
                    box.width > 0 &&
                    box.left < rect.right &&
                    rect.left < box.right &&
                    box.top < rect.bottom &&
                    rect.top < box.bottom
                  );
                })
                .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
              return { name, covers };
            },
            key === 'Tab' ? 'walkedForward' : 'walkedBackward',
          );
          if (state === null) break;
          visited.push(state.name);
          if (state.covers.length > 0)
            obscured.push(`${state.name} under ${state.covers.join(', ')}`);
        }
        return visited.join('\n');
      };
      // Forward, controls scroll in from below (past the hook's corner); backward, from above
      // (under the Menu button). Each walk gets through the page: the order, the contact lines,
      // the legal links at the end.
      for (const visited of [await walk('Tab'), await walk('Shift+Tab')]) {
        expect(visited).toContain('ORDER NOW');
        expect(visited).toMatch(/a “[^”]*@/);
        expect(visited).toContain('Privacy (German)');
      }
      expect(obscured).toEqual([]);
    },
  );

  // The fixed round Menu button and its panel, and a dialog filling a phone's screen.
  test(
    'no accessibility violations on the landing page and with the order dialog open',
    { tag: PHONE_TAG },
    async ({ page }) => {
      await page.goto(HOME);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('incl. VAT, free delivery').first()).toBeVisible();
      await expectNoAccessibilityViolations(page);

      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'ORDER NOW' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your order' });
      await expect(dialog.getByText('incl. VAT, free delivery')).toBeVisible();
      await dialog.getByRole('button', { name: /obligation to pay/ }).click();
      await expect(dialog.getByText('Please select a payment method.')).toBeVisible();
      await expectNoAccessibilityViolations(page);
    },
  );

  test('the map contacts no other host before consent', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await serveTilesLocally(page);
    await page.goto(HOME);
    const agree = page.getByRole('button', { name: 'Zustimmen & anzeigen' });
    await agree.scrollIntoViewIfNeeded();
    await expect(agree).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);

    await agree.click();
    await expect(page.getByRole('region', { name: /Map: Parallax Prawns/ })).toHaveAttribute(
      'data-status',
      'ready',
    );
  });

  test('unknown addresses show an accessible 404 page', async ({ page }) => {
    await holdLongTimers(page);
    await page.goto(`${HOME}/gibt-es-nicht`);
    await expect(page.getByRole('heading', { name: 'This page swam away.' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page).toHaveURL(/\/gibt-es-nicht$/);
  });
});
