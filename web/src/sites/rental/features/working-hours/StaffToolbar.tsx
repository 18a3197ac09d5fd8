import { getDownloadWorkingHoursMonthUrl } from '@showcase/contracts/generated/endpoints/working-hours/working-hours';
import { useId, useState } from 'react';
import forms from '../../components/forms.module.css';
import fieldStyles from '../../components/FormField.module.css';
import { StatusNote } from '../../components/StatusNote';
import { MenuIcon } from '../staff-area/MenuIcons';
import buttons from '../../components/buttons.module.css';
import { workingHoursDe } from './working-hours-texts';
import { monthLabel, recentMonths, type StaffChoice } from './working-hours-view';
import styles from './WorkingHours.module.css';

const t = workingHoursDe;

/** How many months the export offers: a year back is what payroll asks for. */
const EXPORT_MONTHS = 12;

interface StaffSelectProps {
  choices: StaffChoice[];
  selectedId: string;
  /** The employee list failed: only the viewer's own hours can be shown. */
  failed: boolean;
  onSelect: (id: string) => void;
}

/** Admins: whose hours the page shows (their own first); others' hours are read-only. */
export function StaffSelect({ choices, selectedId, failed, onSelect }: StaffSelectProps) {
  const id = useId();
  const titleId = useId();
  return (
    <section className={styles.tool} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.toolTitle}>
        {t.select.title}
      </h2>
      <p className={styles.cardHint}>{t.select.hint}</p>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {t.select.label}
        </label>
        <select
          id={id}
          className={`${forms.input} ${styles.select}`}
          value={selectedId}
          onChange={(event) => onSelect(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.self
                ? t.select.self(choice.name)
                : choice.active
                  ? choice.name
                  : t.select.inactive(choice.name)}
            </option>
          ))}
        </select>
      </div>
      {failed && <StatusNote tone="failure">{t.select.loadFailed}</StatusNote>}
    </section>
  );
}

/** Admins: a month's hours of every employee as a CSV file (semicolons, decimal commas). */
export function MonthExport({ today }: { today: string }) {
  const id = useId();
  const titleId = useId();
  const months = recentMonths(today, EXPORT_MONTHS);
  const [month, setMonth] = useState(months[0] ?? today.slice(0, 7));
  return (
    <section className={styles.export} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.toolTitle}>
        {t.csv.title}
      </h2>
      <p className={styles.cardHint}>{t.csv.hint}</p>
      <div className={styles.exportRow}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={id}>
            {t.csv.month}
          </label>
          <select
            id={id}
            className={`${forms.input} ${styles.select}`}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <a
          className={buttons.secondary}
          href={getDownloadWorkingHoursMonthUrl({ month })}
          // Says which month, as the select beside it does: 'CSV herunterladen (Juni 2027)'.
          aria-label={`${t.csv.download} (${monthLabel(month)})`}
          download={`arbeitsstunden-${month}.csv`}
        >
          <MenuIcon name="download" className={styles.buttonIcon} />
          {t.csv.download}
        </a>
      </div>
    </section>
  );
}
