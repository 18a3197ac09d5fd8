import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';
import { useId } from 'react';
import { formatDate } from '../../../../shared/format/format';
import { weekdayIndex } from '../hourly-booking/booking-dates';
import { EmptyNote } from '../staff-shell/QueryState';
import { workingHoursDe } from './working-hours-texts';
import {
  dayLabel,
  formatHours,
  groupByMonth,
  hasAnyHours,
  monthLabel,
  type MonthGroup,
} from './working-hours-view';
import styles from './WorkingHours.module.css';

const t = workingHoursDe.list;

function MonthTable({ group }: { group: MonthGroup }) {
  const titleId = useId();
  return (
    <section className={styles.month} aria-labelledby={titleId}>
      {/* Read as one phrase ('Juni 2027: 31,5 Std.'); seen as the month and a badge. */}
      <h3
        id={titleId}
        className={styles.monthTitle}
        aria-label={t.monthTotal(monthLabel(group.month), formatHours(group.total))}
      >
        <span>{monthLabel(group.month)}</span>
        <span className={styles.monthTotal}>{t.dayHours(formatHours(group.total))}</span>
      </h3>
      <table className={styles.days} aria-labelledby={titleId}>
        <tbody>
          {group.days.map((day) => (
            <tr key={day.date} className={weekdayIndex(day.date) >= 5 ? styles.weekend : undefined}>
              <th scope="row" className={styles.dayName}>
                {dayLabel(day.date)}
              </th>
              <td className={styles.dayHours}>
                {day.hours === null ? (
                  <>
                    <span className={styles.noHours} aria-hidden="true">
                      –
                    </span>
                    <span className="visually-hidden">{t.none}</span>
                  </>
                ) : (
                  t.dayHours(formatHours(day.hours))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Whose hours, since when, and the days newest first grouped by month, each month with its
 * total ('Juni 2027: 31,5 Std.'); a range without any hours says so instead.
 */
export function HoursList({ list, own }: { list: WorkingHoursDto; own: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.listSection} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.cardTitle}>
          {own ? t.ownTitle : t.otherTitle(list.employeeName)}
        </h2>
        <p className={styles.cardHint}>{t.since(formatDate(list.from, 'de'))}</p>
      </div>
      {hasAnyHours(list) ? (
        <div className={styles.months}>
          {groupByMonth(list).map((group) => (
            <MonthTable key={group.month} group={group} />
          ))}
        </div>
      ) : (
        <EmptyNote>{t.empty}</EmptyNote>
      )}
    </section>
  );
}
