import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from './fake-intersection-observer';
import { FadeIn } from './FadeIn';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Where the element is, relative to the viewport (jsdom lays nothing out; it is 768 px high). */
function placeAt(top: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 200,
  } as DOMRect);
}

const belowTheFold = 1200;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const box = () => screen.getByText('Leistungen');

describe('FadeIn', () => {
  it('pre-renders visible, with nothing that hides it (pages without JavaScript)', () => {
    const html = renderToString(<FadeIn rootMargin="0px 0px 300px">Leistungen</FadeIn>);
    expect(html).not.toContain('data-visible');
    expect(html).not.toContain('opacity');
  });

  it('below the fold stays hidden until it approaches the view, with the given margin, then stays shown', () => {
    const view = installFakeIntersectionObserver();
    placeAt(belowTheFold);
    render(
      <FadeIn as="section" rootMargin="0px 0px 300px">
        Leistungen
      </FadeIn>,
    );
    expect(box().tagName).toBe('SECTION');
    expect(view.constructed).toHaveBeenCalledWith({ rootMargin: '0px 0px 300px' });
    expect(box()).toHaveAttribute('data-visible', 'false');

    // Within the margin, still below the viewport: it fades in before it is reached.
    placeAt(900);
    view.setInView(true);
    expect(box()).toHaveAttribute('data-visible', 'true');
    expect(box()).toHaveAttribute('data-entrance', 'fade');
    view.setInView(false);
    scrollTo(0);
    // Without resetAtTop it never hides again.
    expect(box()).toHaveAttribute('data-visible', 'true');
  });

  it('what is on screen or already scrolled past when the page starts is never hidden', () => {
    installFakeIntersectionObserver();
    placeAt(300);
    const { unmount } = render(<FadeIn>Leistungen</FadeIn>);
    expect(box()).toHaveAttribute('data-visible', 'true');
    unmount();

    // E.g. a reload further down the page: what is above the viewport stays shown.
    placeAt(-900);
    render(<FadeIn>Leistungen</FadeIn>);
    expect(box()).toHaveAttribute('data-visible', 'true');
  });

  it('content a jump lands on is there at once, without a fade', () => {
    const view = installFakeIntersectionObserver();
    placeAt(belowTheFold);
    render(<FadeIn rootMargin="0px 0px 300px">Leistungen</FadeIn>);
    expect(box()).toHaveAttribute('data-visible', 'false');

    // The End key: the first the observer hears of it, it is in the upper part of the screen.
    placeAt(120);
    view.setInView(true);
    expect(box()).toHaveAttribute('data-visible', 'true');
    expect(box()).toHaveAttribute('data-entrance', 'instant');
  });

  it('with resetAtTop hides again only at scrollY 0 and out of view, then replays', () => {
    const view = installFakeIntersectionObserver();
    placeAt(belowTheFold);
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
    placeAt(belowTheFold);
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<FadeIn>Leistungen</FadeIn>);
    expect(box()).toHaveAttribute('data-visible', 'true');
  });
});
