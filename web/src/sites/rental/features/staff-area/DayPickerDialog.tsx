import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { cx } from '../../../../shared/class-names';
import { Modal } from '../../../../shared/modal/Modal';
import { rentalPaths } from '../../rental-paths';
import {
  addDays,
  addMonths,
  calendarMove,
  monthOf,
  monthWeeks,
  type Day,
  type Month,
} from '../hourly-booking/booking-dates';
import { fullDate, monthTitle, weekdayInitials } from '../hourly-booking/booking-format';
import { ChevronIcon } from '../overview/OverviewIcons';
import { businessToday, storedSelectedDay, storeSelectedDay } from '../staff-shell/selected-day';
import styles from './StaffDialogs.module.css';
import { staffMenuTexts } from './staff-menu-texts';

const t = staffMenuTexts.calendar;
const WEEKDAYS = weekdayInitials('de');

/**
 * The calendar popup (spec §2): pick any day, past or future, and see its bookings on
 * /Buchungen; the day travels in session storage (internal_calendar_selectedDate). One tab stop
 * in the month grid; arrow keys move by day and week, Home/End to the week's ends, Page Up/Down
 * by month.
 */
export function DayPickerDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [today] = useState(() => businessToday());
  const [lastChosen] = useState(() => storedSelectedDay());
  const [month, setMonth] = useState<Month>(() => monthOf(lastChosen ?? today));
  const [focusDay, setFocusDay] = useState<Day | null>(null);

  const weeks = useMemo(() => monthWeeks(month), [month]);
  const first = weeks[0]?.[0] ?? `${month}-01`;
  const last = weeks.at(-1)?.at(-1) ?? `${month}-28`;
  const inGrid = (day: Day | null): day is Day => day !== null && day >= first && day <= last;
  const tabStop = inGrid(focusDay)
    ? focusDay
    : lastChosen && monthOf(lastChosen) === month
      ? lastChosen
      : monthOf(today) === month
        ? today
        : `${month}-01`;

  const grid = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const open = (day: Day) => {
    storeSelectedDay(day);
    void navigate(rentalPaths.dayBookings);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = calendarMove(tabStop, event.key);
    if (!target) return;
    event.preventDefault();
    focusPending.current = true;
    setFocusDay(target);
    const turnsPage = event.key === 'PageUp' || event.key === 'PageDown';
    if ((turnsPage || !inGrid(target)) && monthOf(target) !== month) setMonth(monthOf(target));
  };

  const title = monthTitle(month, 'de');
  const quick: { label: string; day: Day }[] = [
    { label: t.yesterday, day: addDays(today, -1) },
    { label: t.today, day: today },
    { label: t.tomorrow, day: addDays(today, 1) },
  ];

  return (
    <Modal open onClose={onClose} title={t.title} className={styles.calendarPanel}>
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.quick} role="group" aria-label={t.quick}>
        {quick.map((entry) => (
          <button
            key={entry.label}
            type="button"
            className={styles.quickButton}
            onClick={() => open(entry.day)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div className={styles.calendar}>
        <div className={styles.calendarHeader}>
          <button
            type="button"
            className={styles.monthNav}
            aria-label={t.previousMonth}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronIcon direction="left" className={styles.monthNavIcon} />
          </button>
          <p className={styles.monthTitle} aria-live="polite">
            {title}
          </p>
          <button
            type="button"
            className={styles.monthNav}
            aria-label={t.nextMonth}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronIcon direction="right" className={styles.monthNavIcon} />
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
              {WEEKDAYS.map((weekday) => (
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
                  const isToday = day === today;
                  const isLast = day === lastChosen;
                  const notes = [isToday && t.todayNote, isLast && t.lastChosenNote].filter(
                    Boolean,
                  );
                  return (
                    <td key={day} role="gridcell" className={styles.cell}>
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === tabStop ? 0 : -1}
                        className={cx(
                          styles.day,
                          monthOf(day) !== month && styles.otherMonth,
                          isToday && styles.today,
                          isLast && styles.lastChosen,
                        )}
                        aria-label={[fullDate(day, 'de'), ...notes].join(', ')}
                        aria-current={isToday ? 'date' : undefined}
                        onFocus={() => setFocusDay(day)}
                        onClick={() => open(day)}
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
      </div>
    </Modal>
  );
}
