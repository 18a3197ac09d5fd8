import type { BookingCancellationMailData, MailLanguage, RenderedMail } from '../mail.types';
import { formatCalendarDay, formatDayTime, formatMoney, formatPeriod } from './booking-format';
import { CONFIRMATION_TEXTS, LABELS } from './booking-texts';
import { renderMail } from './layout';
import type { MailRow } from './layout';
import { STAY_TEXTS } from './stay-texts';

/** The wording of the mail that tells a customer staff cancelled their booking. */
const CANCELLATION_TEXTS: Record<
  MailLanguage,
  {
    /** `day`: '5. Juni 2036' / '5 June 2036'. */
    subject: (vehicleName: string, day: string) => string;
    /** Hourly bookings: as their confirmation greets. */
    hello: (name: string) => string;
    sorry: string;
    reason: string;
    coupon: (amount: string) => string;
    rebook: string;
  }
> = {
  de: {
    subject: (vehicle, day) => `Stornierung Ihrer Buchung: ${vehicle}, ${day}`,
    hello: (name) => `Hallo ${name},`,
    sorry: 'leider mussten wir Ihre Buchung stornieren.',
    reason: 'Grund',
    coupon: (amount) =>
      `Der mit Ihrem Gutschein bezahlte Betrag von ${amount} wurde Ihrem Gutschein wieder gutgeschrieben.`,
    rebook:
      'Gerne können Sie einen anderen Termin buchen. Bei Fragen antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    subject: (vehicle, day) => `Cancellation of your booking: ${vehicle}, ${day}`,
    hello: (name) => `Hello ${name},`,
    sorry: 'we are sorry, but we had to cancel your booking.',
    reason: 'Reason',
    coupon: (amount) =>
      `The ${amount} paid with your gift coupon has been credited back to your coupon.`,
    rebook:
      'You are welcome to book another date. If you have any questions, simply reply to this e-mail.',
  },
};

/** '2036-06-05': the business-local calendar day the booking starts on. */
function startDay(data: BookingCancellationMailData): string {
  const date = new Date(data.startsAt);
  // No value in the message: it is logged with the failed job.
  if (Number.isNaN(date.getTime())) throw new RangeError('booking mail: invalid start or end');
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: data.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A stay greets with the salutation (Mr unless told otherwise, as its confirmation does). */
function greeting(lang: MailLanguage, data: BookingCancellationMailData): string {
  if (data.kind !== 'stay') return CANCELLATION_TEXTS[lang].hello(data.name);
  const greetings = STAY_TEXTS[lang].greeting;
  const chosen = data.salutation ? greetings[data.salutation] : undefined;
  return (chosen ?? greetings.mr)(data.name);
}

/** Hourly: the day, from–to; a stay: check-in and return. */
function whenRows(lang: MailLanguage, data: BookingCancellationMailData): MailRow[] {
  if (data.kind !== 'stay') {
    return [{ label: LABELS[lang].dateAndTime, value: formatPeriod(lang, data) }];
  }
  const labels = STAY_TEXTS[lang].labels;
  return [
    { label: labels.checkIn, value: formatDayTime(lang, data.startsAt, data.timeZone) },
    { label: labels.return, value: formatDayTime(lang, data.endsAt, data.timeZone) },
  ];
}

/** Which booking, when, and why it was cancelled. */
function detailRows(lang: MailLanguage, data: BookingCancellationMailData): MailRow[] {
  const rows: Array<MailRow | false> = [
    { label: LABELS[lang].bookingNumber, value: data.bookingId },
    { label: LABELS[lang].vehicle, value: data.vehicleName },
    ...whenRows(lang, data),
    data.reason.trim() !== '' && { label: CANCELLATION_TEXTS[lang].reason, value: data.reason },
  ];
  return rows.filter((row): row is MailRow => row !== false);
}

/** Tells the customer staff cancelled their booking, why, and what a coupon had paid. */
export function bookingCancellationMail(
  lang: MailLanguage,
  data: BookingCancellationMailData,
  senderName: string,
): RenderedMail {
  const texts = CANCELLATION_TEXTS[lang];
  return renderMail({
    subject: texts.subject(data.vehicleName, formatCalendarDay(lang, startDay(data))),
    greeting: greeting(lang, data),
    paragraphs: [
      texts.sorry,
      { rows: detailRows(lang, data) },
      ...(data.couponCents > 0 ? [texts.coupon(formatMoney(lang, data.couponCents))] : []),
      texts.rebook,
    ],
    closing: CONFIRMATION_TEXTS[lang].closing,
    signature: senderName,
  });
}
