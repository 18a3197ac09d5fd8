import { useId } from 'react';
import {
  addDays,
  DEFAULT_BUSINESS_TIME_ZONE,
  isDay,
  todayIn,
  type Day,
} from '../hourly-booking/booking-dates';
import { dayBookingsTexts as t } from './day-bookings-texts';
import styles from './DayBookings.module.css';

interface DaySelectorProps {
  day: Day;
  onChange: (day: Day) => void;
}

/** A date field with the day before, the day after and today. */
export function DaySelector({ day, onChange }: DaySelectorProps) {
  const inputId = useId();
  return (
    <div className={styles.daySelect} role="group" aria-label={t.daySelect.group}>
      <button type="button" className={styles.dayButton} onClick={() => onChange(addDays(day, -1))}>
        <span aria-hidden="true">‹</span> {t.daySelect.previous}
      </button>
      <label className={styles.dayField} htmlFor={inputId}>
        <span className={styles.dayLabel}>{t.daySelect.label}</span>
        <input
          id={inputId}
          type="date"
          className={styles.dayInput}
          value={day}
          // Cleared or half typed: keep the shown day.
          onChange={(event) => {
            if (isDay(event.target.value)) onChange(event.target.value);
          }}
        />
      </label>
      <button type="button" className={styles.dayButton} onClick={() => onChange(addDays(day, 1))}>
        {t.daySelect.next} <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className={styles.dayButton}
        onClick={() => onChange(todayIn(DEFAULT_BUSINESS_TIME_ZONE))}
      >
        {t.daySelect.today}
      </button>
    </div>
  );
}
