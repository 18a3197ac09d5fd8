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
import { EXAMPLE_NOTE, EXAMPLE_SUBJECT_PREFIX } from './booking-texts';
import { renderMail } from './layout';
import type { MailBlock, MailRow } from './layout';

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** An example booking says so first, in the subject too. */
function subject(lang: MailLanguage, data: BookingMailData, text: string): string {
  return `${data.example ? EXAMPLE_SUBJECT_PREFIX[lang] : ''}${text}`;
}

/** Every detail of the booking, as label/value rows. */
function detailRows(lang: MailLanguage, data: BookingMailData): MailRow[] {
  const de = lang === 'de';
  const money = (cents: number) => formatMoney(lang, cents);
  const extras = data.extras.length
    ? data.extras.map(({ extra, priceCents }) => `${extraName(lang, extra)} (${money(priceCents)})`)
    : [de ? 'keine' : 'none'];
  const rows: Array<MailRow | false> = [
    { label: de ? 'Buchungsnummer' : 'Booking number', value: data.bookingId },
    { label: de ? 'Fahrzeug' : 'Vehicle', value: formatVehicle(lang, data) },
    { label: de ? 'Termin' : 'Date and time', value: formatPeriod(lang, data) },
    { label: de ? 'Dauer' : 'Duration', value: formatDuration(lang, data.hours) },
    { label: de ? 'Miete' : 'Rental', value: money(data.basePriceCents) },
    { label: 'Extras', value: extras.join('\n') },
    { label: de ? 'Gesamtpreis' : 'Total', value: money(data.totalCents) },
    { label: de ? 'inkl. 19 % MwSt.' : 'incl. 19 % VAT', value: money(data.vatCents) },
    { label: de ? 'Personen' : 'Persons', value: formatPersons(lang, data) },
    { label: 'Name', value: data.name },
    { label: de ? 'E-Mail' : 'E-mail', value: data.email },
    { label: de ? 'Telefon' : 'Phone', value: data.phone },
    {
      label: de ? 'Adresse' : 'Address',
      value: [data.street, data.supplement, data.zipCity].filter(present).join('\n'),
    },
    present(data.comment) && { label: de ? 'Ihre Anmerkung' : 'Your note', value: data.comment },
    present(data.bookedBy) && {
      label: de ? 'Für Sie gebucht von' : 'Booked for you by',
      value: data.bookedBy,
    },
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
  if (lang === 'en') {
    return renderMail({
      subject: subject(lang, data, 'Your RentalRevolution booking'),
      greeting: `Hello ${data.name},`,
      paragraphs: [
        ...exampleNote(lang, data),
        'thank you for your booking at RentalRevolution. Here are all the details:',
        { rows: detailRows(lang, data) },
        'You pay on site at the jetty when you pick up the boat.',
        `The attached calendar entry (${attachments[0]!.filename}) can be added to your calendar.`,
        'We look forward to seeing you!',
      ],
      closing: 'Kind regards',
      signature: senderName,
      attachments,
    });
  }
  return renderMail({
    subject: subject(lang, data, 'Ihre Buchung bei RentalRevolution'),
    greeting: `Hallo ${data.name},`,
    paragraphs: [
      ...exampleNote(lang, data),
      'vielen Dank für Ihre Buchung bei RentalRevolution. Hier sind alle Angaben im Überblick:',
      { rows: detailRows(lang, data) },
      'Sie bezahlen vor Ort am Steg, wenn Sie das Boot übernehmen.',
      `Den angehängten Kalendereintrag (${attachments[0]!.filename}) können Sie in Ihren Kalender übernehmen.`,
      'Wir freuen uns auf Sie!',
    ],
    closing: 'Viele Grüße',
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
