import { createEvent } from 'ics';
import type { BookingMailData, MailAttachment, MailLanguage } from '../mail.types';
import { EXAMPLE_NOTE } from './booking-texts';
import { formatMoney, formatVehicle } from './booking-format';

const FILENAME: Record<MailLanguage, string> = { de: 'buchung.ics', en: 'booking.ics' };

/** The booking as an iCalendar event (times in UTC), for the customer's own calendar. */
export function bookingCalendarEntry(lang: MailLanguage, data: BookingMailData): MailAttachment {
  const total = formatMoney(lang, data.totalCents);
  const vat = formatMoney(lang, data.vatCents);
  const description = [
    ...(data.example ? [EXAMPLE_NOTE[lang]] : []),
    lang === 'de'
      ? `Gesamtpreis: ${total} (inkl. 19 % MwSt.: ${vat}), zahlbar vor Ort am Steg.`
      : `Total: ${total} (incl. 19 % VAT: ${vat}), payable on site at the jetty.`,
    `${lang === 'de' ? 'Buchungsnummer' : 'Booking number'}: ${data.bookingId}`,
  ].join('\n');
  const { error, value } = createEvent({
    productId: 'rentalrevolution/booking',
    method: 'PUBLISH',
    uid: `${data.bookingId}@rentalrevolution`,
    start: Date.parse(data.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(data.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${formatVehicle(lang, data)} – RentalRevolution`,
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
