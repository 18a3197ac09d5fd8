import {
  useGetBusinessSettings,
  useListBlockedDays,
} from '@showcase/contracts/generated/endpoints/settings/settings';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../../shared/class-names';
import type { HourlyBookingTexts } from '../../i18n/rental-catalog';
import { ChevronIcon } from '../overview/OverviewIcons';
import type { RentalLanguage } from '../../rental-paths';
import {
  addMonths,
  calendarDayState,
  calendarMove,
  monthOf,
  monthWeeks,
  type CalendarDayState,
  type Day,
  type Month,
} from './booking-dates';
import { fullDate, monthTitle, weekdayInitials } from './booking-format';
import styles from './MonthCalendar.module.css';

interface MonthCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  today: Day;
  selected: Day | null;
  texts: HourlyBookingTexts;
  lang: RentalLanguage;
  onChoose: (day: Day) => void;
}

const NO_DAYS: ReadonlySet<Day> = new Set();

/**
 * The month calendar (spec §2): no way back before the current month; past days and closed days
 * cannot be chosen; the off-season is greyed out. One tab stop; arrow keys move by day and week,
 * Page Up/Down by month. Blocked days and the off-season come from the server; if they cannot
 * be loaded the calendar still works (the week then shows those days closed).
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selected,
  texts,
  lang,
  onChoose,
}: MonthCalendarProps) {
  const t = texts.calendar;
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const first = weeks[0]?.[0] ?? `${month}-01`;
  const last = weeks.at(-1)?.at(-1) ?? `${month}-28`;
  const settings = useGetBusinessSettings();
  const blocked = useListBlockedDays(
    { from: first, to: last },
    { query: { select: (list) => new Set(list.items.map((day) => day.date)) } },
  );
  const rules = {
    today,
    offSeasonStart: settings.data?.offSeasonStart ?? null,
    offSeasonEnd: settings.data?.offSeasonEnd ?? null,
    blockedDays: blocked.data ?? NO_DAYS,
  };
  const currentMonth = monthOf(today);
  const canGoBack = month > currentMonth;

  const inGrid = (day: Day | null): day is Day => day !== null && day >= first && day <= last;
  const [focusDay, setFocusDay] = useState<Day | null>(null);
  const tabStop = inGrid(focusDay)
    ? focusDay
    : inGrid(selected) && monthOf(selected) === month
      ? selected
      : month === currentMonth
        ? today
        : `${month}-01`;

  const grid = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = calendarMove(tabStop, event.key);
    if (!target) return;
    event.preventDefault();
    // Past months stay out of reach, as with the back arrow.
    if (monthOf(target) < currentMonth) return;
    focusPending.current = true;
    setFocusDay(target);
    // Page Up/Down turn the page even to a day the current page shows at its edge.
    const turnsPage = event.key === 'PageUp' || event.key === 'PageDown';
    if ((turnsPage || !inGrid(target)) && monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const stateText: Record<Exclude<CalendarDayState, 'open'>, string> = {
    past: t.states.past,
    blocked: t.states.blocked,
    offSeason: t.states.offSeason,
  };

  const initials = weekdayInitials(lang);
  const title = monthTitle(month, lang);

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={t.previousMonth}
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronIcon direction="left" className={styles.navIcon} />
        </button>
        <p className={styles.title} aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className={styles.nav}
          aria-label={t.nextMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronIcon direction="right" className={styles.navIcon} />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={title}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {initials.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const state = calendarDayState(day, rules);
                const isSelected = day === selected;
                const outside = monthOf(day) !== month;
                const notes = [
                  state !== 'open' && stateText[state],
                  day === today && t.today,
                  isSelected && t.states.selected,
                ].filter(Boolean);
                return (
                  <td
                    key={day}
                    role="gridcell"
                    aria-selected={isSelected ? true : undefined}
                    className={styles.cell}
                  >
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      className={cx(
                        styles.day,
                        styles[state],
                        outside && styles.otherMonth,
                        day === today && styles.today,
                        isSelected && styles.selected,
                      )}
                      aria-label={[fullDate(day, lang), ...notes].join(', ')}
                      aria-disabled={state === 'open' ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      onFocus={() => setFocusDay(day)}
                      onClick={() => {
                        if (state === 'open') onChoose(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        <li>
          <span className={cx(styles.swatch, styles.selected)} aria-hidden="true" />
          {t.legend.selected}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.offSeason)} aria-hidden="true" />
          {t.legend.offSeason}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.blocked)} aria-hidden="true" />
          {t.legend.blocked}
        </li>
      </ul>
    </div>
  );
}

/** The calendar's place before the page knows today's date (server rendering, hydration). */
export function CalendarSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="calendar-skeleton">
      {Array.from({ length: 42 }, (_, index) => (
        <span key={index} className={styles.skeletonDay} />
      ))}
    </div>
  );
}
