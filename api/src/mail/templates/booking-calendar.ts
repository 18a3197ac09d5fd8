import { createEvent } from 'ics';
import type { BookingMailData, MailAttachment, MailLanguage } from '../mail.types';
import { EXAMPLE_NOTE, LABELS } from './booking-texts';
import { formatMoney, formatVehicle } from './booking-format';

const FILENAME: Record<MailLanguage, string> = { de: 'buchung.ics', en: 'booking.ics' };

/** What a booking mail's calendar entry shows; `startsAt` and `endsAt` are ISO instants. */
export interface CalendarEvent {
  bookingId: string;
  example: boolean;
  startsAt: string;
  endsAt: string;
  title: string;
  /** The lines between the example note (if any) and the booking number. */
  details: string[];
}

/**
 * A booking as an iCalendar event (times in UTC), for the customer's own calendar: an example
 * booking says so first, the booking number comes last.
 */
export function calendarEntry(lang: MailLanguage, event: CalendarEvent): MailAttachment {
  const description = [
    ...(event.example ? [EXAMPLE_NOTE[lang]] : []),
    ...event.details,
    `${LABELS[lang].bookingNumber}: ${event.bookingId}`,
  ].join('\n');
  const { error, value } = createEvent({
    productId: 'rentalrevolution/booking',
    method: 'PUBLISH',
    uid: `${event.bookingId}@rentalrevolution`,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description,
    status: 'CONFIRMED',
  });
  // The library's message may quote the booking's values; the job log must not.
  if (error || !value) throw new Error('booking mail: the calendar entry could not be built');
  return {
    filename: FILENAME[lang],
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

/** An hourly booking as an iCalendar event. */
export function bookingCalendarEntry(lang: MailLanguage, data: BookingMailData): MailAttachment {
  const total = formatMoney(lang, data.totalCents);
  const vat = formatMoney(lang, data.vatCents);
  return calendarEntry(lang, {
    bookingId: data.bookingId,
    example: data.example,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    title: `${formatVehicle(lang, data)} – RentalRevolution`,
    details: [
      lang === 'de'
        ? `Gesamtpreis: ${total} (inkl. 19 % MwSt.: ${vat}), zahlbar vor Ort am Steg.`
        : `Total: ${total} (incl. 19 % VAT: ${vat}), payable on site at the jetty.`,
    ],
  });
}
