import { formatDate, formatEuro, formatNumber } from '../../../../shared/format/format';
import { monthTitle } from '../hourly-booking/booking-format';
import { businessClock } from '../staff-shell/business-time';
import { cashLogTexts } from './cash-log-texts';

const t = cashLogTexts.log;

export type PositionPeriod = 'day' | 'month' | 'year';

/** A cash position's period as people read it: '03.12.2026', 'Dezember 2026', '2026'. */
export function periodLabel(period: PositionPeriod, value: string): string {
  if (period === 'day') return formatDate(value, 'de');
  if (period === 'month') return monthTitle(value, 'de');
  return value;
}

/** The sum of the rows shown, in cents (integers: no float ever adds money up). */
export function totalIncomeCents(items: readonly { incomeCents: number }[]): number {
  return items.reduce((sum, item) => sum + item.incomeCents, 0);
}

/** '1.234,50 €': every amount of the logs to the cent, as the register took it. */
export const euro = (cents: number) => formatEuro(cents, 'de');

/** When a receipt was written: its register day and the clock on the rental's time zone. */
export function receiptWhen(registerDay: string, createdAt: string): string {
  return t.when(formatDate(registerDay, 'de'), businessClock(createdAt));
}

interface LoggedBooking {
  vehicleName: string;
  day: string;
  hours: number | null;
  nights: number | null;
  priceCents: number;
}

/** A paid booking in one line: 'Seestern · 2 Stunden am 12.07.2030 · 90,00 €'. */
export function bookingLine(booking: LoggedBooking): string {
  const length =
    booking.nights !== null
      ? t.nights(booking.nights)
      : booking.hours !== null
        ? t.hours(formatNumber(booking.hours, 'de'), booking.hours === 1)
        : null;
  const when = t.bookingDay(formatDate(booking.day, 'de'));
  return [booking.vehicleName, length ? `${length} ${when}` : when, euro(booking.priceCents)].join(
    ' · ',
  );
}
