import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrolledPast', () => {
  it('turns true only beyond the threshold and back when scrolled up', () => {
    const { result } = renderHook(() => useScrolledPast(350));
    expect(result.current).toBe(false);

    scrollTo(350);
    expect(result.current).toBe(false);

    scrollTo(351);
    expect(result.current).toBe(true);

    scrollTo(10);
    expect(result.current).toBe(false);
  });
});
