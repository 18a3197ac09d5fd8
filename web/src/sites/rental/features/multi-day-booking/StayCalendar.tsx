import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { cx } from '../../../../shared/class-names';
import type { RentalLanguage } from '../../rental-paths';
import {
  addDays,
  addMonths,
  calendarMove,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  monthWeeks,
  type Day,
  type Month,
} from '../hourly-booking/booking-dates';
import { fullDate, monthTitle, weekdayInitials } from '../hourly-booking/booking-format';
import { ChevronIcon } from '../overview/OverviewIcons';
import type { StayCalendarDay, StayDays } from './stay-calendar-types';
import type { StayCalendarTexts } from './stay-calendar-texts';
import {
  canEnd,
  canStart,
  MIN_CUSTOMER_NIGHTS,
  nights,
  previewRange,
  type StaySelection,
} from './stay-selection';
import styles from './StayCalendar.module.css';

export interface StayCalendarProps {
  firstMonth: Month;
  monthCount: 1 | 2 | 3;
  onFirstMonthChange: (month: Month) => void;
  /** The business's current month: the calendar pages no further back. */
  currentMonth: Month;
  days: StayDays;
  loading: boolean;
  selection: StaySelection;
  staff: boolean;
  /** A click on a day that can take part in a stay; the page runs the selection reducer. */
  onChoose: (day: Day) => void;
  lang: RentalLanguage;
  texts: StayCalendarTexts;
  /** The business's today, marked like in the hourly calendar; optional, `past` decides. */
  today?: Day;
}

/** Whether a day can hold a stay at all, and if not, why. */
type DayStatus = 'loading' | 'unknown' | 'past' | 'blocked' | 'offSeason' | 'open';

type Part = 'morning' | 'midday' | 'afternoon';
const PARTS: readonly Part[] = ['morning', 'midday', 'afternoon'];
const TAKEN: Record<Part, keyof StayCalendarDay & `${Part}Taken`> = {
  morning: 'morningTaken',
  midday: 'middayTaken',
  afternoon: 'afternoonTaken',
};

function dayStatus(day: Day, days: StayDays, loading: boolean): DayStatus {
  const entry = days.get(day);
  if (!entry) return loading ? 'loading' : 'unknown';
  if (entry.past) return 'past';
  if (entry.blocked) return 'blocked';
  if (entry.offSeason) return 'offSeason';
  return 'open';
}

const between = (day: Day, from: Day, to: Day) => day > from && day < to;

/** A day's part in the chosen stay, or in the one a click would choose. */
type RangeMark = 'start' | 'end' | 'single' | 'inside' | 'preview' | 'preview-end';
const CHOSEN_MARKS: ReadonlySet<RangeMark | undefined> = new Set([
  'start',
  'end',
  'single',
  'inside',
]);

function rangeMark(
  day: Day,
  { start, end }: StaySelection,
  preview: { from: Day; to: Day } | null,
): RangeMark | undefined {
  if (day === start) return day === end ? 'single' : 'start';
  if (day === end) return 'end';
  if (start !== null && end !== null && between(day, start, end)) return 'inside';
  if (preview && between(day, preview.from, preview.to)) return 'preview';
  if (preview && day === preview.to && day !== preview.from) return 'preview-end';
  return undefined;
}

/**
 * The stay calendar: one to three months side by side, each day drawn in a morning and an
 * afternoon half (with a midday band between), because a stay ends at 10:00 and the next may
 * start at 14:00 on the same day. Keyboard use as in the hourly page's month calendar: one tab
 * stop, arrows by day and week (walking on into the next or previous month turns the pages),
 * Home and End to the week's ends, Page Up and Down by month; Enter or Space chooses.
 */
export function StayCalendar({
  firstMonth,
  monthCount,
  onFirstMonthChange,
  currentMonth,
  days,
  loading,
  selection,
  staff,
  onChoose,
  lang,
  texts,
  today,
}: StayCalendarProps) {
  const months = useMemo(
    () => Array.from({ length: monthCount }, (_, index) => addMonths(firstMonth, index)),
    [firstMonth, monthCount],
  );
  const lastMonth = months.at(-1) ?? firstMonth;
  const shown = (day: Day | null): day is Day =>
    day !== null && monthOf(day) >= firstMonth && monthOf(day) <= lastMonth;

  const [focusDay, setFocusDay] = useState<Day | null>(null);
  const [hovered, setHovered] = useState<Day | null>(null);
  const tabStop =
    [focusDay, selection.start, selection.end, today ?? null].find(shown) ??
    firstOpenDay(firstMonth, days);

  const root = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  // Runs again when the months arrive: the page may turn them a render after the key press.
  useEffect(() => {
    if (!focusPending.current || focusDay === null) return;
    const button = root.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`);
    if (!button) return;
    focusPending.current = false;
    button.focus();
  }, [focusDay, firstMonth, monthCount]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    let target = calendarMove(tabStop, event.key);
    if (!target) return;
    event.preventDefault();
    // Other months' days are blank in this calendar, so the week's ends stop at the month's.
    const month = monthOf(tabStop);
    if (event.key === 'Home' && monthOf(target) !== month) target = firstDayOfMonth(month);
    if (event.key === 'End' && monthOf(target) !== month) target = lastDayOfMonth(month);
    const targetMonth = monthOf(target);
    // Past months stay out of reach, as with the back arrow; a focus that stays needs no moving.
    if (targetMonth < currentMonth || target === tabStop) return;
    focusPending.current = true;
    setFocusDay(target);
    if (targetMonth < firstMonth) onFirstMonthChange(targetMonth);
    else if (targetMonth > lastMonth) onFirstMonthChange(addMonths(targetMonth, 1 - monthCount));
  };

  const turnPage = (count: number) => {
    // The arrow keeps the focus: a day the keys moved to in months the page never showed must
    // not take it later.
    focusPending.current = false;
    onFirstMonthChange(addMonths(firstMonth, count));
  };

  // The warned day keeps its note alone: a preview there would promise the stay just refused.
  const preview =
    hovered === selection.warningDay ? null : previewRange(selection, hovered, days, staff);
  const { start, end, warningDay } = selection;
  const initials = weekdayInitials(lang);
  const timesId = useId();
  const titleId = useId();
  const titles = months.map((month) => monthTitle(month, lang));

  const nameOf = (day: Day, status: DayStatus, mark: RangeMark | undefined): string => {
    const t = texts.day;
    const entry = days.get(day);
    const notes: (string | false)[] = [fullDate(day, lang)];
    const checkIn = canStart(day, days);
    const checkOut = canEnd(day, days);
    if (status !== 'open' || !entry) notes.push(t[status === 'open' ? 'unknown' : status]);
    else if (!checkIn && !checkOut) notes.push(t.taken);
    else {
      notes.push(checkIn ? t.checkInPossible : t.checkInNotPossible);
      notes.push(checkOut ? t.checkOutPossible : t.checkOutNotPossible);
      notes.push(entry.middayTaken && t.middayTaken);
    }
    notes.push(
      day === today && t.today,
      (mark === 'start' || mark === 'single') && t.start,
      (mark === 'end' || mark === 'single') && t.end,
      mark === 'inside' && t.inRange,
      day === warningDay && texts.minimumNights,
    );
    return notes.filter(Boolean).join(', ');
  };

  const announcement = (() => {
    if (start === null) return '';
    if (warningDay !== null) {
      return texts.announce.minimumNights(fullDate(addDays(start, MIN_CUSTOMER_NIGHTS), lang));
    }
    if (end === null) return texts.announce.start(fullDate(start, lang));
    return texts.announce.range(
      fullDate(start, lang),
      fullDate(end, lang),
      nights(start, end) ?? 0,
    );
  })();

  const renderDay = (day: Day, mark: RangeMark | undefined) => {
    const status = dayStatus(day, days, loading);
    const entry = status === 'open' ? days.get(day) : undefined;
    const choosable = entry !== undefined && (canStart(day, days) || canEnd(day, days));
    const isStart = mark === 'start' || mark === 'single';
    const isEnd = mark === 'end' || mark === 'single';
    // The stay's own half of its first and last day; a single day (staff) holds all of it.
    const chosen: Record<Part, boolean> = {
      morning: isEnd,
      midday: isStart && isEnd,
      afternoon: isStart,
    };
    return (
      <button
        type="button"
        data-day={day}
        data-status={status}
        data-range={mark}
        tabIndex={day === tabStop ? 0 : -1}
        className={cx(styles.day, choosable && styles.choosable)}
        aria-label={nameOf(day, status, mark)}
        aria-disabled={choosable ? undefined : true}
        aria-current={day === today ? 'date' : undefined}
        onFocus={() => {
          setFocusDay(day);
          setHovered(day);
        }}
        onMouseEnter={() => setHovered(day)}
        onClick={() => {
          if (choosable) onChoose(day);
        }}
      >
        <span
          className={cx(
            styles.face,
            styles[status],
            entry && !choosable && styles.full,
            (isStart || isEnd) && styles.endpoint,
            mark === 'inside' && styles.inRange,
            mark === 'preview' && styles.inPreview,
            mark === 'preview-end' && styles.previewEnd,
            day === warningDay && styles.warned,
            day === today && styles.today,
          )}
          aria-hidden="true"
        >
          {entry &&
            PARTS.map((part) => (
              <span
                key={part}
                data-part={part}
                data-taken={entry[TAKEN[part]] || undefined}
                data-chosen={chosen[part] || undefined}
                className={cx(
                  styles.part,
                  styles[part],
                  entry[TAKEN[part]] && styles.taken,
                  chosen[part] && styles.chosen,
                )}
              />
            ))}
          <span className={styles.number}>{Number(day.slice(8))}</span>
        </span>
        {day === warningDay && (
          <span className={styles.warning} aria-hidden="true">
            {texts.minimumNights}
          </span>
        )}
      </button>
    );
  };

  return (
    <div ref={root} className={styles.calendar} style={{ '--months': monthCount } as CSSProperties}>
      <p className={styles.times} id={timesId}>
        {texts.times}
      </p>
      <div className={styles.months} onMouseLeave={() => setHovered(null)}>
        {months.map((month, index) => (
          // Kept by place, so the arrows keep the focus while the months move under them.
          <div key={index} className={styles.month}>
            <div className={styles.header}>
              {index === 0 ? (
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={texts.previousMonth}
                  disabled={firstMonth <= currentMonth}
                  onClick={() => turnPage(-1)}
                >
                  <ChevronIcon direction="left" className={styles.navIcon} />
                </button>
              ) : (
                <span className={styles.navSpace} />
              )}
              <p className={styles.title} id={`${titleId}-${index}`}>
                {titles[index]}
              </p>
              {index === monthCount - 1 ? (
                <button
                  type="button"
                  className={styles.nav}
                  aria-label={texts.nextMonth}
                  onClick={() => turnPage(1)}
                >
                  <ChevronIcon direction="right" className={styles.navIcon} />
                </button>
              ) : (
                <span className={styles.navSpace} />
              )}
            </div>
            <table
              role="grid"
              aria-labelledby={`${titleId}-${index}`}
              aria-describedby={timesId}
              aria-busy={loading || undefined}
              className={styles.grid}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                if (!root.current?.contains(event.relatedTarget)) setHovered(null);
              }}
            >
              <thead>
                <tr>
                  {initials.map((weekday) => (
                    <th
                      key={weekday.long}
                      scope="col"
                      abbr={weekday.long}
                      className={styles.weekday}
                    >
                      {weekday.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => {
                      // Other months' days stay blank: each day has one button on the page.
                      if (monthOf(day) !== month) return <td key={day} className={styles.cell} />;
                      const mark = rangeMark(day, selection, preview);
                      return (
                        <td
                          key={day}
                          role="gridcell"
                          aria-selected={CHOSEN_MARKS.has(mark) || undefined}
                          className={styles.cell}
                        >
                          {renderDay(day, mark)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {texts.announce.months(titles[0] ?? '', titles.at(-1) ?? '')}
      </p>
      <p className="visually-hidden" role="status" data-testid="stay-calendar-status">
        {announcement}
      </p>
      <Legend texts={texts} />
    </div>
  );
}

/** Where the keyboard enters a page of months that holds none of the chosen days. */
function firstOpenDay(month: Month, days: StayDays): Day {
  const last = lastDayOfMonth(month);
  for (let day = firstDayOfMonth(month); day <= last; day = addDays(day, 1)) {
    const entry = days.get(day);
    if (entry && !entry.past) return day;
  }
  return firstDayOfMonth(month);
}

/** A small day face for the legend, drawn by the same rules as the calendar's days. */
function Swatch({
  className,
  taken = [],
  chosen = [],
}: {
  className?: string;
  taken?: readonly Part[];
  chosen?: readonly Part[];
}) {
  return (
    <span className={cx(styles.face, styles.swatch, className)} aria-hidden="true">
      {PARTS.map((part) => (
        <span
          key={part}
          className={cx(
            styles.part,
            styles[part],
            taken.includes(part) && styles.taken,
            chosen.includes(part) && styles.chosen,
          )}
        />
      ))}
    </span>
  );
}

function Legend({ texts }: { texts: StayCalendarTexts }) {
  const t = texts.legend;
  const entries = [
    { key: 'free', text: t.free, swatch: <Swatch /> },
    { key: 'checkInOnly', text: t.checkInOnly, swatch: <Swatch taken={['morning']} /> },
    { key: 'checkOutOnly', text: t.checkOutOnly, swatch: <Swatch taken={['afternoon']} /> },
    { key: 'middayTaken', text: t.middayTaken, swatch: <Swatch taken={['midday']} /> },
    { key: 'taken', text: t.taken, swatch: <Swatch taken={PARTS} /> },
    { key: 'blocked', text: t.blocked, swatch: <Swatch className={styles.blocked} /> },
    { key: 'offSeason', text: t.offSeason, swatch: <Swatch className={styles.offSeason} /> },
    { key: 'start', text: t.start, swatch: <Swatch chosen={['afternoon']} /> },
    { key: 'end', text: t.end, swatch: <Swatch chosen={['morning']} /> },
    { key: 'range', text: t.range, swatch: <Swatch className={styles.inRange} /> },
  ];
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle}>{t.title}</p>
      <ul className={styles.legendList}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.legendItem}>
            {entry.swatch}
            {entry.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
