import { render, renderHook, screen, within } from '@testing-library/react';
import { useReducer, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Day, Month } from '../hourly-booking/booking-dates';
import { StayCalendar } from './StayCalendar';
import type { StayDays } from './stay-calendar-types';
import { stayCalendarTextsDe, stayCalendarTextsEn } from './stay-calendar-texts';
import { stayDays } from './stay-fixtures';
import { emptyStaySelection, staySelectionReducer } from './stay-selection';
import { useMonthCount } from './use-month-count';
import { setupUser } from '../../../../testing/user';

/** Tuesday 3 June 2036. */
const TODAY = '2036-06-03';

/**
 * June as the server sees it: the 10th's morning taken by a stay ending, the 11th's afternoon by
 * one starting, the 12th taken all day, the 15th blocked, the 16th closed, the 17th taken from
 * 10:00 to 14:00.
 */
const summer = stayDays('2036-06-01', '2036-09-30', TODAY, {
  '2036-06-10': { morningTaken: true },
  '2036-06-11': { afternoonTaken: true },
  '2036-06-12': { morningTaken: true, middayTaken: true, afternoonTaken: true },
  '2036-06-15': { blocked: true },
  '2036-06-16': { offSeason: true },
  '2036-06-17': { middayTaken: true },
});

interface HarnessProps {
  firstMonth?: Month;
  monthCount?: 1 | 2 | 3;
  staff?: boolean;
  days?: StayDays;
  loading?: boolean;
  onChoose?: (day: Day) => void;
  lang?: 'de' | 'en';
}

/** The calendar as the page will hold it: its months, and the selection in the reducer. */
function Harness({
  firstMonth: initialMonth = '2036-06',
  monthCount = 1,
  staff = false,
  days = summer,
  loading = false,
  onChoose,
  lang = 'de',
}: HarnessProps) {
  const [firstMonth, setFirstMonth] = useState(initialMonth);
  const [selection, dispatch] = useReducer(staySelectionReducer, emptyStaySelection);
  return (
    <StayCalendar
      firstMonth={firstMonth}
      monthCount={monthCount}
      onFirstMonthChange={setFirstMonth}
      currentMonth="2036-06"
      days={days}
      loading={loading}
      selection={selection}
      staff={staff}
      onChoose={(day) => {
        onChoose?.(day);
        dispatch({ type: 'click', day, staff, days });
      }}
      lang={lang}
      texts={lang === 'de' ? stayCalendarTextsDe : stayCalendarTextsEn}
      today={TODAY}
    />
  );
}

const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const day = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${date}"]`);
  if (!button) throw new Error(`${date} is not shown`);
  return button;
};
const part = (date: string, name: 'morning' | 'midday' | 'afternoon') =>
  day(date).querySelector(`[data-part="${name}"]`);
const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? '';
const status = () => screen.getByTestId('stay-calendar-status');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stay calendar', () => {
  it('names each day with its date and what it allows', () => {
    render(<Harness />);
    expect(
      dayButton(/^Dienstag, 10\. Juni 2036, Anreise möglich, Abreise nicht möglich$/),
    ).toBeEnabled();
    expect(
      dayButton(/^Mittwoch, 11\. Juni 2036, Anreise nicht möglich, Abreise möglich$/),
    ).toBeInTheDocument();
    expect(dayButton(/^Donnerstag, 12\. Juni 2036, belegt$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dayButton(/^Sonntag, 15\. Juni 2036, gesperrt$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dayButton(/^Montag, 16\. Juni 2036, Winterpause$/)).toHaveAttribute(
      'data-status',
      'offSeason',
    );
    expect(
      dayButton(/^Dienstag, 17\. Juni 2036, Anreise möglich, Abreise möglich, tagsüber belegt$/),
    ).toBeInTheDocument();
    expect(dayButton(/^Montag, 2\. Juni 2036, vergangen$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dayButton(/^Dienstag, 3\. Juni 2036, .*, heute$/)).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('draws the morning and afternoon of each day apart', () => {
    render(<Harness />);
    expect(part('2036-06-10', 'morning')).toHaveAttribute('data-taken', 'true');
    expect(part('2036-06-10', 'afternoon')).not.toHaveAttribute('data-taken');
    expect(part('2036-06-11', 'morning')).not.toHaveAttribute('data-taken');
    expect(part('2036-06-11', 'afternoon')).toHaveAttribute('data-taken', 'true');
    expect(part('2036-06-17', 'midday')).toHaveAttribute('data-taken', 'true');
    expect(part('2036-06-17', 'morning')).not.toHaveAttribute('data-taken');
    for (const date of ['2036-06-20', '2036-06-10', '2036-06-11']) {
      expect(day(date).querySelectorAll('[data-part]'), date).toHaveLength(3);
    }
    // Closed and past days have no halves to offer.
    for (const date of ['2036-06-02', '2036-06-15', '2036-06-16']) {
      expect(day(date).querySelectorAll('[data-part]'), date).toHaveLength(0);
    }
  });

  it('leaves the other months’ days of a month blank', () => {
    render(<Harness />);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Sonntag, 31\. Mai 2036/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dienstag, 1\. Juli 2036/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Juni 2036/ })).toHaveLength(30);
  });

  it('passes clicks on days that can take part in a stay, and no others', async () => {
    const user = setupUser();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    for (const date of ['2036-06-02', '2036-06-12', '2036-06-15', '2036-06-16']) {
      await user.click(day(date));
    }
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(day('2036-06-10'));
    await user.click(day('2036-06-11'));
    expect(onChoose.mock.calls).toEqual([['2036-06-10'], ['2036-06-11']]);
  });

  it('highlights the chosen stay and announces it', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(day('2036-06-04'));
    expect(day('2036-06-04')).toHaveAttribute('data-range', 'start');
    expect(part('2036-06-04', 'afternoon')).toHaveAttribute('data-chosen', 'true');
    expect(status()).toHaveTextContent(
      'Anreise Mittwoch, 4. Juni 2036 gewählt. Bitte den Abreisetag wählen.',
    );

    await user.click(day('2036-06-07'));
    expect(day('2036-06-05')).toHaveAttribute('data-range', 'inside');
    expect(day('2036-06-06')).toHaveAttribute('data-range', 'inside');
    expect(day('2036-06-07')).toHaveAttribute('data-range', 'end');
    expect(part('2036-06-07', 'morning')).toHaveAttribute('data-chosen', 'true');
    expect(part('2036-06-07', 'afternoon')).not.toHaveAttribute('data-chosen');
    expect(day('2036-06-08')).not.toHaveAttribute('data-range');
    expect(day('2036-06-04')).toHaveAccessibleName(/, gewählte Anreise$/);
    expect(day('2036-06-05')).toHaveAccessibleName(/, im gewählten Zeitraum$/);
    expect(day('2036-06-07')).toHaveAccessibleName(/, gewählte Abreise$/);
    const selectedCells = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selectedCells.map((cell) => within(cell).getByRole('button').dataset.day)).toEqual([
      '2036-06-04',
      '2036-06-05',
      '2036-06-06',
      '2036-06-07',
    ]);
    expect(status()).toHaveTextContent(
      'Mittwoch, 4. Juni 2036 bis Samstag, 7. Juni 2036 gewählt, 3 Nächte.',
    );
  });

  it('lets staff choose a single day', async () => {
    const user = setupUser();
    render(<Harness staff />);
    await user.click(day('2036-06-20'));
    await user.click(day('2036-06-20'));
    expect(day('2036-06-20')).toHaveAttribute('data-range', 'single');
    expect(day('2036-06-20')).toHaveAccessibleName(/, gewählte Anreise, gewählte Abreise$/);
    expect(status()).toHaveTextContent('Freitag, 20. Juni 2036 gewählt, ohne Übernachtung.');
  });

  it('warns a customer about the minimum stay, visibly and in the live region', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(day('2036-06-04'));
    await user.click(day('2036-06-05'));
    expect(status()).toHaveTextContent(
      'Mindestens 2 Nächte. Abreise frühestens am Freitag, 6. Juni 2036 möglich.',
    );
    expect(within(day('2036-06-05')).getByText('Mindestens 2 Nächte')).toBeVisible();
    expect(day('2036-06-05')).toHaveAccessibleName(/, Mindestens 2 Nächte$/);
    expect(day('2036-06-05')).not.toHaveAttribute('data-range');

    await user.click(day('2036-06-06'));
    expect(screen.queryByText('Mindestens 2 Nächte')).toBeNull();
    expect(status()).toHaveTextContent(/^Mittwoch, 4\. Juni 2036 bis Freitag, 6\. Juni 2036/);
  });

  it('previews the stay a click would choose, only where the vehicle is free', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(day('2036-06-04'));
    await user.hover(day('2036-06-08'));
    expect(day('2036-06-05')).toHaveAttribute('data-range', 'preview');
    expect(day('2036-06-07')).toHaveAttribute('data-range', 'preview');
    expect(day('2036-06-08')).toHaveAttribute('data-range', 'preview-end');

    // The 12th is taken all day: no stay reaches the 13th from here.
    await user.hover(day('2036-06-13'));
    expect(document.querySelectorAll('[data-range^="preview"]')).toHaveLength(0);
  });

  it('shows a skeleton while the days load', () => {
    render(<Harness days={new Map()} loading />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    const button = within(grid).getByRole('button', {
      name: 'Dienstag, 10. Juni 2036, wird geladen',
    });
    expect(button).toHaveAttribute('data-status', 'loading');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows as many months as asked, side by side', () => {
    render(<Harness monthCount={3} />);
    expect(
      screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Juli 2036' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'August 2036' })).toBeInTheDocument();
  });

  it('pages no further back than the current month', async () => {
    const user = setupUser();
    render(<Harness monthCount={2} />);
    const back = screen.getByRole('button', { name: 'Vorheriger Monat' });
    expect(back).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('grid', { name: 'August 2036' })).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Juni 2036' })).toBeNull();
    expect(back).toBeEnabled();
    await user.click(back);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
    expect(back).toBeDisabled();
  });

  it('keeps the focus on the arrows while the months move', async () => {
    const user = setupUser();
    render(<Harness monthCount={2} />);
    const next = screen.getByRole('button', { name: 'Nächster Monat' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('grid', { name: 'September 2036' })).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('speaks English', () => {
    render(<Harness lang="en" />);
    expect(
      dayButton(/^Tuesday, 10 June 2036, check-in possible, no check-out$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });
});

describe('the stay calendar by keyboard', () => {
  it('has one tab stop, on today before anything is chosen', async () => {
    const user = setupUser();
    render(<Harness monthCount={2} />);
    const stops = document.querySelectorAll('[data-day][tabindex="0"]');
    expect([...stops].map((stop) => stop.getAttribute('data-day'))).toEqual([TODAY]);
    // The back arrow is disabled in the current month, so the first tab lands on today.
    await user.tab();
    expect(focusedName()).toMatch(/^Dienstag, 3\. Juni 2036/);
    await user.tab();
    expect(focusedName()).toBe('Nächster Monat');
  });

  it('walks over the month border and turns the page with it', async () => {
    const user = setupUser();
    render(<Harness />);
    day(TODAY).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedName()).toMatch(/^Dienstag, 1\. Juli 2036/);
    expect(screen.getByRole('grid', { name: 'Juli 2036' })).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Juni 2036' })).toBeNull();

    await user.keyboard('{ArrowLeft}');
    expect(focusedName()).toMatch(/^Montag, 30\. Juni 2036/);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
  });

  it('turns one page when several months are shown, only past the last', async () => {
    const user = setupUser();
    render(<Harness monthCount={2} />);
    day('2036-06-30').focus();
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toMatch(/^Dienstag, 1\. Juli 2036/);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();

    await user.keyboard('{PageDown}');
    expect(focusedName()).toMatch(/^Freitag, 1\. August 2036/);
    expect(screen.getAllByRole('grid').map((grid) => grid.textContent?.length ?? 0)).toHaveLength(
      2,
    );
    expect(screen.getByRole('grid', { name: 'Juli 2036' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'August 2036' })).toBeInTheDocument();

    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedName()).toMatch(/^Sonntag, 1\. Juni 2036/);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
  });

  it('moves to the week’s ends within the month and keeps out of past months', async () => {
    const user = setupUser();
    render(<Harness />);
    day('2036-06-03').focus();
    await user.keyboard('{Home}');
    expect(focusedName()).toMatch(/^Montag, 2\. Juni 2036/);
    await user.keyboard('{End}');
    expect(focusedName()).toMatch(/^Sonntag, 8\. Juni 2036/);
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toMatch(/^Sonntag, 1\. Juni 2036/);
    // May has passed: neither a week nor a month back leaves June.
    await user.keyboard('{ArrowUp}{PageUp}{ArrowLeft}');
    expect(focusedName()).toMatch(/^Sonntag, 1\. Juni 2036/);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();

    // The week of 30 June ends in July, whose days this page leaves blank.
    day('2036-06-30').focus();
    await user.keyboard('{End}');
    expect(focusedName()).toMatch(/^Montag, 30\. Juni 2036/);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
  });

  it('leaves the focus where the visitor put it after a key that moved nothing', async () => {
    const user = setupUser();
    render(<Harness />);
    day('2036-06-01').focus();
    // Sunday the 1st: the week's Monday lies in May, so Home stays on the 1st.
    await user.keyboard('{Home}');
    expect(focusedName()).toMatch(/^Sonntag, 1\. Juni 2036/);
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    const back = screen.getByRole('button', { name: 'Vorheriger Monat' });
    await user.click(back);
    expect(screen.getByRole('grid', { name: 'Juni 2036' })).toBeInTheDocument();
    expect(back).toHaveFocus();
  });

  it('chooses with Enter and Space', async () => {
    const user = setupUser();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    day('2036-06-20').focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(onChoose.mock.calls).toEqual([['2036-06-20'], ['2036-06-23']]);
    expect(day('2036-06-21')).toHaveAttribute('data-range', 'inside');
  });
});

describe('useMonthCount', () => {
  function screenWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  it.each([
    [375, 1],
    [719, 1],
    [720, 2],
    [1099, 2],
    [1100, 3],
    [1600, 3],
  ])('shows at %ipx %i months', (width, count) => {
    screenWidth(width);
    expect(renderHook(() => useMonthCount()).result.current).toBe(count);
  });

  it('renders one month on the server, whatever the screen', () => {
    screenWidth(1600);
    function Page() {
      return <Harness monthCount={useMonthCount()} />;
    }
    const html = renderToString(<Page />);
    expect(html).toContain('Juni 2036');
    expect(html).not.toContain('Juli 2036');
  });

  it('shows one month without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMonthCount()).result.current).toBe(1);
  });
});
