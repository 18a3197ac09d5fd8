import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../testing/fake-time';
import { CountUp } from './CountUp';
import { installFakeIntersectionObserver } from './fake-intersection-observer';

afterEach(() => {
  vi.unstubAllGlobals();
});

function shownNumber(): string | null {
  return screen.getByTestId('count').querySelector('[aria-hidden="true"]')?.textContent ?? null;
}

describe('CountUp', () => {
  it('counts up only in view, reaches the target at 3000 ms and resets on leaving', async () => {
    vi.useFakeTimers();
    const view = installFakeIntersectionObserver();
    render(
      <p data-testid="count">
        <CountUp target={500} durationMs={3000} suffix="+" />
      </p>,
    );
    expect(shownNumber()).toBe('0+');
    await advanceBy(1000);
    expect(shownNumber()).toBe('0+');

    view.setInView(true);
    await advanceBy(1500);
    const halfway = Number(shownNumber()?.replace('+', ''));
    // Ease-out: past the linear midpoint at half time, but not there yet.
    expect(halfway).toBeGreaterThan(250);
    expect(halfway).toBeLessThan(500);

    await advanceBy(500);
    expect(Number(shownNumber()?.replace('+', ''))).toBeLessThan(500);
    await advanceBy(1000);
    expect(shownNumber()).toBe('500+');
    await advanceBy(1000);
    expect(shownNumber()).toBe('500+');

    view.setInView(false);
    expect(shownNumber()).toBe('0+');
  });

  it('gives screen readers only the final value', () => {
    installFakeIntersectionObserver();
    render(
      <p data-testid="count">
        <CountUp target={1500} durationMs={3000} />
      </p>,
    );
    expect(screen.getByText('1.500')).toHaveClass('visually-hidden');
    expect(screen.getByText('0')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the final value at once under reduced motion', () => {
    installFakeIntersectionObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <p data-testid="count">
        <CountUp target={10} durationMs={3000} />
      </p>,
    );
    expect(shownNumber()).toBe('10');
  });
});
