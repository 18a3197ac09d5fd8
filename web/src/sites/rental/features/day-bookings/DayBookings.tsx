import { useListDayBookings } from '@showcase/contracts/generated/endpoints/bookings/bookings';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { useEffect, useId, useRef, useState } from 'react';
import buttons from '../../components/buttons.module.css';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import { useStoredUser } from '../auth/stored-user';
import type { Day } from '../hourly-booking/booking-dates';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { BookingCard } from './BookingCard';
import { bookingDialogs, type BookingAction } from './BookingDialogs';
import { BookingLog } from './BookingLog';
import { dayHeading } from './booking-display';
import { dayBookingsTexts as t } from './day-bookings-texts';
import styles from './DayBookings.module.css';
import { DayBlockControl } from './DayBlockControl';
import { DaySelector } from './DaySelector';
import { readSelectedDay, storeSelectedDay } from '../staff-shell/selected-day';
import type { WriteOutcome } from './use-booking-form';

interface Notice {
  tone: NoteTone;
  text: string;
  simulated: boolean;
}

interface OpenDialog {
  action: BookingAction;
  booking: StaffBookingDto;
}

/**
 * Spec §2 "Day bookings overview": the chosen day's bookings (hourly and stays touching it) and
 * whether the day is blocked, with the staff actions on each booking (§4, §5); for admins the
 * day block and the booking log (§6).
 */
export function DayBookings() {
  const user = useStoredUser();
  const isAdmin = user?.admin === true;
  const [day, setDay] = useState<Day>(() => readSelectedDay());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const list = useListDayBookings({ day });

  // A cancelled booking took its button with it: focus goes to the day, not to the page's top.
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  const changeDay = (next: Day) => {
    setDay(next);
    storeSelectedDay(next);
    setNotice(null);
  };

  const done = (outcome: WriteOutcome) => {
    setDialog(null);
    setNotice({ tone: 'success', text: outcome.text, simulated: outcome.simulated });
    if (outcome.removed) setFocusHeading((count) => count + 1);
  };

  const Dialog = dialog ? bookingDialogs[dialog.action] : null;
  const data = list.data;

  return (
    <StaffPage
      title={t.title}
      lead={t.lead}
      actions={<DaySelector day={day} onChange={changeDay} />}
    >
      <section className={styles.day} aria-labelledby={headingId}>
        <div className={styles.dayBar}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.dayHeading}>
            {dayHeading(day)}
          </h2>
          {data && <span className={styles.count}>{t.list.count(data.items.length)}</span>}
          {isAdmin && data && (
            <DayBlockControl
              day={day}
              blocked={data.blocked}
              bookingCount={data.items.length}
              onDone={done}
              onFailed={(text) => setNotice({ tone: 'failure', text, simulated: false })}
            />
          )}
        </div>

        <StatusNote tone={notice?.tone ?? 'success'}>{notice?.text}</StatusNote>
        {notice?.simulated && <DemoSavedNothingNote />}

        {data?.blocked && (
          <p className={styles.blockedDay}>
            <strong>{t.blockedDay.title}</strong> {t.blockedDay.text}
          </p>
        )}

        {list.isPending ? (
          <p className={styles.loading} role="status">
            <span className={buttons.spinner} aria-hidden="true" />
            {t.list.loading}
          </p>
        ) : list.isError || !data ? (
          <div className={styles.retry}>
            <StatusNote tone="failure">{t.list.failed}</StatusNote>
            <button type="button" className={buttons.secondary} onClick={() => void list.refetch()}>
              {t.list.retry}
            </button>
          </div>
        ) : data.items.length === 0 ? (
          <p className={styles.empty}>{t.list.empty}</p>
        ) : (
          <ul className={styles.bookings}>
            {data.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  onAction={(action) => setDialog({ action, booking })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {isAdmin && <BookingLog />}

      {dialog && Dialog && (
        <Dialog booking={dialog.booking} onClose={() => setDialog(null)} onDone={done} />
      )}
    </StaffPage>
  );
}
