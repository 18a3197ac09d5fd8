import { describe, expect, it } from 'vitest';
import { menuScrollTop, pageHeightInViewports, scrollTargets } from './scroll-targets';

describe('scrollTargets', () => {
  it('puts top, order, contact and about at 0, 0.545, 1.07 and 1.6 viewport heights', () => {
    expect(scrollTargets(800)).toEqual({ top: 0, order: 436, contact: 856, about: 1280 });
    expect(scrollTargets(1000)).toEqual({ top: 0, order: 545, contact: 1070, about: 1600 });
  });

  it('follows the viewport height', () => {
    const targets = scrollTargets(667);
    expect(targets.order).toBeCloseTo(0.545 * 667, 2);
    expect(targets.contact).toBeCloseTo(1.07 * 667, 2);
    expect(targets.about).toBeCloseTo(1.6 * 667, 2);
  });

  it('makes the page 2.53 viewport heights tall', () => {
    expect(pageHeightInViewports).toBe(2.53);
  });
});

describe('menuScrollTop', () => {
  it('keeps the spec position when the section starts there (desktop)', () => {
    expect(menuScrollTop(436, 436)).toBe(436);
  });

  it('goes down to the section when taller content above pushed it further (phones)', () => {
    expect(menuScrollTop(363.5, 1418)).toBe(1418);
  });

  it('never scrolls above the spec position', () => {
    expect(menuScrollTop(856, 850)).toBe(856);
  });
});
