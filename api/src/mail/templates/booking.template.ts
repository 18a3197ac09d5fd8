import type { BookingMailData, MailLanguage, RenderedMail } from '../mail.types';
import { bookingCalendarEntry } from './booking-calendar';
import {
  extraName,
  formatDuration,
  formatMoney,
  formatPeriod,
  formatPersons,
  formatVehicle,
} from './booking-format';
import { CONFIRMATION_TEXTS, EXAMPLE_NOTE, EXAMPLE_SUBJECT_PREFIX, LABELS } from './booking-texts';
import { renderMail } from './layout';
import type { MailBlock, MailRow } from './layout';

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** An example booking says so first, in the subject too. */
function subject(lang: MailLanguage, data: BookingMailData, text: string): string {
  return `${data.example ? EXAMPLE_SUBJECT_PREFIX[lang] : ''}${text}`;
}

/** Every detail of the booking, as label/value rows. */
function detailRows(lang: MailLanguage, data: BookingMailData): MailRow[] {
  const label = LABELS[lang];
  const money = (cents: number) => formatMoney(lang, cents);
  const extras = data.extras.length
    ? data.extras.map(({ extra, priceCents }) => `${extraName(lang, extra)} (${money(priceCents)})`)
    : [label.noExtras];
  const rows: Array<MailRow | false> = [
    { label: label.bookingNumber, value: data.bookingId },
    { label: label.vehicle, value: formatVehicle(lang, data) },
    { label: label.dateAndTime, value: formatPeriod(lang, data) },
    { label: label.duration, value: formatDuration(lang, data.hours) },
    { label: label.rental, value: money(data.basePriceCents) },
    { label: label.extras, value: extras.join('\n') },
    { label: label.total, value: money(data.totalCents) },
    { label: label.vat, value: money(data.vatCents) },
    { label: label.persons, value: formatPersons(lang, data) },
    { label: label.name, value: data.name },
    { label: label.email, value: data.email },
    { label: label.phone, value: data.phone },
    {
      label: label.address,
      value: [data.street, data.supplement, data.zipCity].filter(present).join('\n'),
    },
    present(data.comment) && { label: label.comment, value: data.comment },
    present(data.bookedBy) && { label: label.bookedBy, value: data.bookedBy },
  ];
  return rows.filter((row): row is MailRow => row !== false);
}

function exampleNote(lang: MailLanguage, data: BookingMailData): MailBlock[] {
  return data.example ? [EXAMPLE_NOTE[lang]] : [];
}

/** The confirmation of an hourly booking, with every detail and a calendar entry. */
export function bookingConfirmationMail(
  lang: MailLanguage,
  data: BookingMailData,
  senderName: string,
): RenderedMail {
  const attachments = [bookingCalendarEntry(lang, data)];
  const texts = CONFIRMATION_TEXTS[lang];
  const de = lang === 'de';
  return renderMail({
    subject: subject(
      lang,
      data,
      de ? 'Ihre Buchung bei RentalRevolution' : 'Your RentalRevolution booking',
    ),
    greeting: `${de ? 'Hallo' : 'Hello'} ${data.name},`,
    paragraphs: [
      ...exampleNote(lang, data),
      texts.thanks,
      { rows: detailRows(lang, data) },
      de
        ? 'Sie bezahlen vor Ort am Steg, wenn Sie das Boot übernehmen.'
        : 'You pay on site at the jetty when you pick up the boat.',
      texts.calendar(attachments[0]!.filename),
      texts.lookForward,
    ],
    closing: texts.closing,
    signature: senderName,
    attachments,
  });
}

/** The day-before reminder: what, when, pay on site. */
export function bookingReminderMail(
  lang: MailLanguage,
  data: BookingMailData,
  senderName: string,
): RenderedMail {
  const attachments = [bookingCalendarEntry(lang, data)];
  const rows = (vehicle: string, time: string): MailBlock => ({
    rows: [
      { label: vehicle, value: formatVehicle(lang, data) },
      { label: time, value: formatPeriod(lang, data) },
    ],
  });
  if (lang === 'en') {
    return renderMail({
      subject: subject(lang, data, 'Reminder: your booking tomorrow'),
      greeting: `Hello ${data.name},`,
      paragraphs: [
        ...exampleNote(lang, data),
        'a quick reminder of your booking at RentalRevolution tomorrow:',
        rows('Vehicle', 'Date and time'),
        'You pay on site at the jetty. The calendar entry is attached.',
        'See you tomorrow at the jetty!',
      ],
      closing: 'Kind regards',
      signature: senderName,
      attachments,
    });
  }
  return renderMail({
    subject: subject(lang, data, 'Erinnerung: Ihre Buchung morgen'),
    greeting: `Hallo ${data.name},`,
    paragraphs: [
      ...exampleNote(lang, data),
      'eine kurze Erinnerung an Ihre Buchung bei RentalRevolution morgen:',
      rows('Fahrzeug', 'Termin'),
      'Sie bezahlen vor Ort am Steg. Den Kalendereintrag finden Sie im Anhang.',
      'Bis morgen am Steg!',
    ],
    closing: 'Viele Grüße',
    signature: senderName,
    attachments,
  });
}
