import { useId } from 'react';
import forms from '../../components/forms.module.css';
import { addDays, isDay, type Day } from '../hourly-booking/booking-dates';
import { businessToday } from '../staff-shell/selected-day';
import { cashRegisterTexts } from './cash-register-texts';
import { RegisterIcon } from './RegisterIcons';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.day;

/** The register's day: a date field between the day before and after, and today, in one row. */
export function DayPicker({ day, onChange }: { day: Day; onChange: (day: Day) => void }) {
  const id = useId();
  const today = businessToday();
  return (
    <div className={styles.dayPicker} role="group" aria-label={t.group}>
      <label className={styles.dayLabel} htmlFor={id}>
        {t.label}
      </label>
      <div className={styles.dayRow}>
        <button
          type="button"
          className={styles.dayStep}
          aria-label={t.previous}
          onClick={() => onChange(addDays(day, -1))}
        >
          <RegisterIcon name="back" className={styles.buttonIcon} />
        </button>
        <input
          id={id}
          type="date"
          className={`${forms.input} ${styles.dayInput}`}
          value={day}
          // Cleared or half typed: keep the shown day.
          onChange={(event) => {
            if (isDay(event.target.value)) onChange(event.target.value);
          }}
        />
        <button
          type="button"
          className={styles.dayStep}
          aria-label={t.next}
          onClick={() => onChange(addDays(day, 1))}
        >
          <RegisterIcon name="next" className={styles.buttonIcon} />
        </button>
        <button
          type="button"
          className={styles.dayToday}
          aria-pressed={day === today}
          onClick={() => onChange(today)}
        >
          {t.today}
        </button>
      </div>
    </div>
  );
}
