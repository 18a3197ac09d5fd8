import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashScroll } from './use-hash-scroll';

const offsets = { faq: -250 };

function Page() {
  const onLinkClick = useHashScroll(offsets, -80);
  return (
    <>
      <a href="#faq" onClick={onLinkClick}>
        FAQ
      </a>
      <section id="über-uns">Über uns</section>
      <section id="faq">FAQ-Bereich</section>
    </>
  );
}

function placeAt(text: string, top: number) {
  vi.spyOn(screen.getByText(text), 'getBoundingClientRect').mockReturnValue({
    top,
  } as DOMRect);
}

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
});

afterEach(() => {
  window.scrollTo = () => undefined;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useHashScroll', () => {
  it('scrolls smoothly to an encoded hash with the default offset, and again on hash change', async () => {
    const router = renderAt('/');
    placeAt('Über uns', 400);
    placeAt('FAQ-Bereich', 1000);

    await act(() => router.navigate('/#%C3%BCber-uns'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400 + 100 - 80, behavior: 'smooth' });

    await act(() => router.navigate('/#faq'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000 + 100 - 250, behavior: 'smooth' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('handles in-page link clicks once, with the per-target offset, and updates the address', () => {
    const router = renderAt('/');
    placeAt('FAQ-Bereich', 1000);
    const click = fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(click).toBe(false);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 850, behavior: 'smooth' });
    expect(router.state.location.hash).toBe('#faq');
  });

  it('jumps without animation under reduced motion', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const router = renderAt('/');
    placeAt('FAQ-Bereich', 1000);
    await act(() => router.navigate('/#faq'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 850, behavior: 'auto' });
  });

  it('lands below a fixed header, never above the page top, and re-scrolls to the same hash', async () => {
    function HeaderPage() {
      useHashScroll({ faq: -20 }, 0, { headerHeight: () => 64 });
      return <section id="faq">FAQ-Bereich</section>;
    }
    const router = createMemoryRouter([{ path: '/', element: <HeaderPage /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    placeAt('FAQ-Bereich', 500);

    await act(() => router.navigate('/#faq'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 100 + 500 - 20 - 64, behavior: 'smooth' });

    placeAt('FAQ-Bereich', -90);
    await act(() => router.navigate('/#faq'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});
