import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavbarActive } from './use-navbar-active';

function viewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width: (\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

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

describe('useNavbarActive', () => {
  it('turns active after 350 px on viewports under 768 px', () => {
    viewport(767);
    const { result } = renderHook(() => useNavbarActive());
    scrollTo(350);
    expect(result.current).toBe(false);
    scrollTo(351);
    expect(result.current).toBe(true);
  });

  it('turns active only after 750 px from 768 px up', () => {
    viewport(768);
    const { result } = renderHook(() => useNavbarActive());
    scrollTo(351);
    expect(result.current).toBe(false);
    scrollTo(750);
    expect(result.current).toBe(false);
    scrollTo(751);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });
});
