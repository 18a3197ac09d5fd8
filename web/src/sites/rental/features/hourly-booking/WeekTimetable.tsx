import type { WeekAvailabilityDto } from '@showcase/contracts/generated/model/weekAvailabilityDto';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../../shared/class-names';
import { formatClockTime } from '../../../../shared/format/format';
import type { HourlyBookingTexts } from '../../i18n/rental-catalog';
import type { RentalLanguage } from '../../rental-paths';
import type { Day } from './booking-dates';
import { columnHead, slotWhen } from './booking-format';
import { SlotIcon } from './SlotIcon';
import {
  displayState,
  initialPosition,
  isChoosable,
  moveInGrid,
  slotAt,
  visibleHours,
  type GridPosition,
  type SlotChoice,
  type SlotDisplayState,
} from './week-grid';
import styles from './WeekTimetable.module.css';
import { LoadingLine } from './LoadingLine';

export const LEGEND_STATES: readonly SlotDisplayState[] = [
  'free',
  'selected',
  'full',
  'blocked',
  'closed',
  'past',
  'outside',
];

interface WeekTimetableProps {
  week: WeekAvailabilityDto;
  selected: SlotChoice | null;
  /** The day the visitor chose: its column is marked and scrolled into view on a phone. */
  chosenDate: Day | null;
  today: Day;
  label: string;
  texts: HourlyBookingTexts;
  lang: RentalLanguage;
  onChoose: (slot: SlotChoice) => void;
}

const cellKey = ({ column, row }: GridPosition) => `${column}:${row}`;

/**
 * The Monday-to-Sunday timetable (spec §2, §4): a row per half hour between the week's earliest
 * opening and latest closing, a column per day, every slot in the state the server gave it.
 * One tab stop for the whole grid (roving tabindex); arrows, Home/End, Page Up/Down move, Enter
 * or Space picks a free slot (WAI-ARIA grid pattern). Only free slots can be picked.
 */
export function WeekTimetable({
  week,
  selected,
  chosenDate,
  today,
  label,
  texts,
  lang,
  onChoose,
}: WeekTimetableProps) {
  const t = texts.week;
  const hours = useMemo(() => visibleHours(week), [week]);
  const [active, setActive] = useState<GridPosition>(() => initialPosition(week, hours, selected));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const size = { columns: week.days.length, rows: hours.length };
  // The rows can change under the tab stop (a refetch); it stays inside the grid.
  const tabStop = {
    column: Math.min(active.column, size.columns - 1),
    row: Math.min(active.row, size.rows - 1),
  };

  // On a narrow screen the chosen day's column comes into view (the time column stays put).
  const focusColumn = chosenDate
    ? week.days.findIndex((day) => day.date === chosenDate)
    : week.days.findIndex((day) => day.date === today);
  useEffect(() => {
    const container = scroller.current;
    if (!container || focusColumn < 1) return;
    const head = container.querySelector<HTMLElement>(`[data-column="${focusColumn}"]`);
    const corner = container.querySelector<HTMLElement>('[data-corner]');
    if (!head || !corner || typeof container.scrollTo !== 'function') return;
    container.scrollTo({ left: Math.max(0, head.offsetLeft - corner.offsetWidth) });
  }, [focusColumn, week.weekStart]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveInGrid(tabStop, event, size);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    buttons.current.get(cellKey(next))?.focus();
  };

  return (
    <>
      <div ref={scroller} className={styles.scroller}>
        <table
          role="grid"
          aria-label={label}
          aria-describedby={hintId}
          className={styles.grid}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className={styles.corner} data-corner="">
                <span className="visually-hidden">{t.time}</span>
              </th>
              {week.days.map((day, column) => {
                const head = columnHead(day.date, lang);
                return (
                  <th
                    key={day.date}
                    scope="col"
                    data-column={column}
                    className={cx(
                      styles.dayHead,
                      day.date === today && styles.today,
                      day.date === chosenDate && styles.chosenDay,
                    )}
                  >
                    <span className={styles.weekday}>{head.weekday}</span>
                    <span className={styles.date}>{head.date}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour, row) => (
              <tr key={hour} className={hour % 1 === 0 ? styles.fullHour : styles.halfHour}>
                <th scope="row" className={styles.time}>
                  {formatClockTime(hour)}
                </th>
                {week.days.map((day, column) => {
                  const slot = slotAt(day, hour);
                  const state = displayState(day, slot, selected);
                  const choosable = isChoosable(slot);
                  const position = { column, row };
                  const isTabStop = column === tabStop.column && row === tabStop.row;
                  return (
                    <td
                      key={day.date}
                      role="gridcell"
                      aria-selected={state === 'selected' ? true : undefined}
                      className={cx(styles.cell, day.date === chosenDate && styles.chosenColumn)}
                    >
                      <button
                        type="button"
                        ref={(element) => {
                          if (element) buttons.current.set(cellKey(position), element);
                          else buttons.current.delete(cellKey(position));
                        }}
                        tabIndex={isTabStop ? 0 : -1}
                        className={cx(styles.slot, styles[state])}
                        data-state={state}
                        aria-label={t.slot(slotWhen(day.date, hour, lang), t.states[state])}
                        aria-disabled={choosable ? undefined : true}
                        onFocus={() => setActive(position)}
                        onClick={() => {
                          if (choosable) onChoose({ day: day.date, hour });
                        }}
                      >
                        <SlotIcon state={state} className={styles.icon} />
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={hintId} className={styles.hint}>
        <span className={styles.swipeHint}>{t.swipeHint} · </span>
        {t.keyboardHint}
      </p>
    </>
  );
}

/** What each mark and pattern of the grid means. */
export function SlotLegend({ texts }: { texts: HourlyBookingTexts }) {
  const t = texts.week;
  return (
    <div className={styles.legend}>
      <h3 className={styles.legendTitle}>{t.legendTitle}</h3>
      <ul className={styles.legendList}>
        {LEGEND_STATES.map((state) => (
          <li key={state} className={styles.legendItem}>
            <span className={cx(styles.swatch, styles[state])} aria-hidden="true">
              <SlotIcon state={state} className={styles.icon} />
            </span>
            {t.states[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The grid's shape while the week loads: rows of grey cells under a spinner and its text. */
export function WeekSkeleton({ text }: { text: string }) {
  return (
    <div className={styles.skeleton} data-testid="week-skeleton">
      <LoadingLine text={text} />
      <div className={styles.skeletonGrid} aria-hidden="true">
        {Array.from({ length: 8 * 8 }, (_, index) => (
          <span key={index} className={styles.skeletonCell} />
        ))}
      </div>
    </div>
  );
}
