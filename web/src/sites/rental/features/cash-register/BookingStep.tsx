import { useListOpenItems } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import { useId, type ReactNode, type Ref } from 'react';
import { formatEuro } from '../../../../shared/format/format';
import { dayHeading, durationLabel } from '../day-bookings/booking-display';
import type { Day } from '../hourly-booking/booking-dates';
import { cashRegisterTexts } from './cash-register-texts';
import { DayPicker } from './DayPicker';
import { QueryState } from '../staff-shell/QueryState';
import { groupBookings, timeLabel, type TimetableMode } from './timetable';
import styles from './CashRegister.module.css';

const t = cashRegisterTexts.bookings;

interface BookingStepProps {
  day: Day;
  onDayChange: (day: Day) => void;
  timetable: TimetableMode;
  onTimetableChange: (mode: TimetableMode) => void;
  /** The booking chosen before (coming back to this step). */
  selectedId: string | null;
  onChoose: (booking: RegisterBookingDto) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The step's way back and forward. */
  navigation: ReactNode;
}

/**
 * select_booking: the day's unpaid bookings (spec §2), grouped by return time (Ankunft) or by
 * departure (Abfahrt); a tap on one takes it to the next step.
 */
export function BookingStep({
  day,
  onDayChange,
  timetable,
  onTimetableChange,
  selectedId,
  onChoose,
  headingRef,
  navigation,
}: BookingStepProps) {
  const id = useId();
  // Always asked afresh: another cashier may have settled a booking a minute ago.
  const openItems = useListOpenItems({ day }, { query: { staleTime: 0 } });
  const data = openItems.data;
  const groups = data ? groupBookings(data.bookings, timetable, day) : [];

  return (
    <section className={styles.stepPanel} aria-labelledby={`${id}-title`}>
      <div className={styles.stepHead}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {cashRegisterTexts.steps.names.select_booking}
        </h2>
        {navigation}
      </div>

      <div className={styles.toolbar}>
        <DayPicker day={day} onChange={onDayChange} />
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t.timetable}</legend>
          {(['arrival', 'departure'] as const).map((mode) => (
            <label key={mode} className={styles.segment}>
              <input
                type="radio"
                name={`${id}-timetable`}
                value={mode}
                checked={timetable === mode}
                onChange={() => onTimetableChange(mode)}
              />
              <span className={styles.segmentLabel}>{t[mode]}</span>
              <span className={styles.segmentHint}>{t[`${mode}Hint`]}</span>
            </label>
          ))}
        </fieldset>
      </div>

      <div className={styles.listHead}>
        <h3 className={styles.listTitle}>{dayHeading(day)}</h3>
        {data && <p className={styles.count}>{t.count(data.bookings.length)}</p>}
      </div>

      {data?.blocked && (
        <p className={styles.blockedDay}>
          <strong>{t.blockedTitle}:</strong> {t.blockedText}
        </p>
      )}

      <QueryState
        query={openItems}
        texts={t}
        empty={{ text: t.empty, isEmpty: (items) => items.bookings.length === 0 }}
      >
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.at} className={styles.group}>
              <h4 className={styles.groupTitle}>{group.label}</h4>
              <ul className={styles.cards}>
                {group.bookings.map((booking) => (
                  <li key={booking.id}>
                    <BookingChoice
                      booking={booking}
                      day={day}
                      selected={booking.id === selectedId}
                      onChoose={onChoose}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </QueryState>
    </section>
  );
}

function BookingChoice({
  booking,
  day,
  selected,
  onChoose,
}: {
  booking: RegisterBookingDto;
  day: Day;
  selected: boolean;
  onChoose: (booking: RegisterBookingDto) => void;
}) {
  return (
    <button
      type="button"
      className={styles.card}
      data-selected={selected || undefined}
      onClick={() => onChoose(booking)}
    >
      <span className={styles.cardTop}>
        <span className={styles.cardHead}>
          <span className={styles.cardTitle}>{booking.vehicleName}</span>
          {booking.unpaidAfterEnd && <span className={styles.unpaid}>{t.unpaid}</span>}
        </span>
        <span className={styles.cardAmount}>{formatEuro(booking.dueCents, 'de')}</span>
      </span>
      <span className={styles.cardLine}>{booking.customerName}</span>
      <span className={styles.cardMeta}>
        <span>
          {t.start} {timeLabel(booking.startsAt, day)}
        </span>
        <span>
          {t.end} {timeLabel(booking.endsAt, day)}
        </span>
        <span>{durationLabel(booking)}</span>
      </span>
      {booking.couponCents > 0 && (
        <span className={styles.cardNote}>
          {t.couponPaid(formatEuro(booking.couponCents, 'de'))}
        </span>
      )}
      {selected && <span className={styles.chosen}>{cashRegisterTexts.selected}</span>}
    </button>
  );
}
