import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../../../testing/fake-time';
import { useSlider } from './use-slider';

const options = { count: 7, intervalMs: 8500, firstActivationMs: 300 };

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSlider', () => {
  it('activates the first slide 300 ms after load', async () => {
    const { result } = renderHook(() => useSlider(options));
    expect(result.current.active).toBeNull();
    expect(result.current.shown).toBe(0);
    await advanceBy(299);
    expect(result.current.active).toBeNull();
    await advanceBy(1);
    expect(result.current.active).toBe(0);
  });

  it('advances every 8500 ms and wraps from the last slide to the first', async () => {
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    await advanceBy(8499);
    expect(result.current.active).toBe(0);
    await advanceBy(1);
    expect(result.current.active).toBe(1);
    // One interval at a time: each slide change schedules the next timer after React renders.
    for (let step = 2; step <= 6; step += 1) {
      await advanceBy(8500);
      expect(result.current.active).toBe(step);
    }
    await advanceBy(8500);
    expect(result.current.active).toBe(0);
  });

  it('wraps both ways with previous and next', async () => {
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    act(() => result.current.previous());
    expect(result.current.active).toBe(6);
    act(() => result.current.next());
    expect(result.current.active).toBe(0);
  });

  it('stops while paused and finishes the interval that was left after resuming', async () => {
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    await advanceBy(3000);
    act(() => result.current.togglePlay());
    expect(result.current.playing).toBe(false);
    await advanceBy(60_000);
    expect(result.current.active).toBe(0);
    act(() => result.current.togglePlay());
    await advanceBy(5499);
    expect(result.current.active).toBe(0);
    await advanceBy(1);
    expect(result.current.active).toBe(1);
  });

  it('jumps to a chosen dot, resumes playback and starts a full interval there', async () => {
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    act(() => result.current.togglePlay());
    act(() => result.current.goTo(4));
    expect(result.current.active).toBe(4);
    expect(result.current.playing).toBe(true);
    await advanceBy(8499);
    expect(result.current.active).toBe(4);
    await advanceBy(1);
    expect(result.current.active).toBe(5);
  });

  it('holds while focus rests inside and goes on afterwards', async () => {
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    act(() => result.current.setHeld(true));
    await advanceBy(20_000);
    expect(result.current.active).toBe(0);
    act(() => result.current.setHeld(false));
    await advanceBy(8500);
    expect(result.current.active).toBe(1);
  });

  it('starts paused when the visitor asked for reduced motion', async () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useSlider(options));
    await advanceBy(300);
    expect(result.current.active).toBe(0);
    expect(result.current.playing).toBe(false);
    await advanceBy(20_000);
    expect(result.current.active).toBe(0);
  });
});
