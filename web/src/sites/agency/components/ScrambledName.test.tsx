import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrambleTicks, TICKS_PER_LETTER } from '../motion/scramble';
import { ScrambledName } from './ScrambledName';

const NAME = 'Sternsinger Webdesign';

function shown(): string {
  const frame = screen.getByRole('img', { name: NAME }).querySelector('[data-frame]');
  return frame?.textContent ?? '';
}

/** Every letter not yet resolved must be one of the 26 capitals; spaces stay spaces. */
function expectScrambledTail(text: string, resolved: number) {
  expect(text).toHaveLength(NAME.length);
  expect(text.slice(0, resolved)).toBe(NAME.slice(0, resolved));
  for (let index = resolved; index < NAME.length; index += 1) {
    expect(text[index]).toMatch(NAME[index] === ' ' ? /^ $/ : /^[A-Z]$/);
  }
}

describe('ScrambledName', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ticks every 30 ms through A-Z and ends on the real name', () => {
    vi.useFakeTimers();
    // Random always picks "Q": a frame only changes on a tick when a letter resolves.
    vi.spyOn(Math, 'random').mockReturnValue(16 / 26);
    render(<ScrambledName text={NAME} />);

    expect(shown()).toBe('QQQQQQQQQQQ QQQQQQQQQ');

    act(() => vi.advanceTimersByTime(29));
    expectScrambledTail(shown(), 0);
    // Three ticks of 30 ms resolve the first letter, not a moment earlier.
    act(() => vi.advanceTimersByTime(30 * TICKS_PER_LETTER - 29 - 1));
    expect(shown()[0]).toBe('Q');
    act(() => vi.advanceTimersByTime(1));
    expectScrambledTail(shown(), 1);
    expect(shown()[0]).toBe('S');

    act(() => vi.advanceTimersByTime(30 * TICKS_PER_LETTER * 5));
    expectScrambledTail(shown(), 6);

    act(() => vi.advanceTimersByTime(30 * scrambleTicks(NAME)));
    expect(shown()).toBe(NAME);
    expect(vi.getTimerCount()).toBe(0);
    vi.restoreAllMocks();
  });

  it('uses only the 26 capitals while scrambling', () => {
    vi.useFakeTimers();
    render(<ScrambledName text={NAME} />);
    for (let tick = 0; tick < 12; tick += 1) {
      expectScrambledTail(shown(), Math.floor(tick / TICKS_PER_LETTER));
      act(() => vi.advanceTimersByTime(30));
    }
  });

  it('shows the real name at once under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    render(<ScrambledName text={NAME} />);
    expect(shown()).toBe(NAME);
    expect(vi.getTimerCount()).toBe(0);
  });
});
