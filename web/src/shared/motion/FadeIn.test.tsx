import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from './fake-intersection-observer';
import { FadeIn } from './FadeIn';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const box = () => screen.getByText('Leistungen');

describe('FadeIn', () => {
  it('stays hidden until it enters the view, with the given margin, then stays shown', () => {
    const view = installFakeIntersectionObserver();
    render(
      <FadeIn as="section" rootMargin="300px">
        Leistungen
      </FadeIn>,
    );
    expect(box().tagName).toBe('SECTION');
    expect(view.constructed).toHaveBeenCalledWith({ rootMargin: '300px' });
    expect(box()).toHaveAttribute('data-visible', 'false');

    view.setInView(true);
    expect(box()).toHaveAttribute('data-visible', 'true');
    view.setInView(false);
    scrollTo(0);
    // Without resetAtTop it never hides again.
    expect(box()).toHaveAttribute('data-visible', 'true');
  });

  it('with resetAtTop hides again only at scrollY 0 and out of view, then replays', () => {
    const view = installFakeIntersectionObserver();
    render(<FadeIn resetAtTop>Leistungen</FadeIn>);
    scrollTo(800);
    view.setInView(true);
    view.setInView(false);

    scrollTo(1);
    expect(box()).toHaveAttribute('data-visible', 'true');
    scrollTo(0);
    expect(box()).toHaveAttribute('data-visible', 'false');

    view.setInView(true);
    expect(box()).toHaveAttribute('data-visible', 'true');
    // Still on screen at the top: no flicker.
    scrollTo(0);
    expect(box()).toHaveAttribute('data-visible', 'true');
  });

  it('is shown at once under reduced motion', () => {
    installFakeIntersectionObserver();
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<FadeIn>Leistungen</FadeIn>);
    expect(box()).toHaveAttribute('data-visible', 'true');
  });
});
