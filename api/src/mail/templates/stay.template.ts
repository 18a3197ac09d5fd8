import type { MailAttachment, MailLanguage, RenderedMail, StayMailData } from '../mail.types';
import { calendarEntry } from './booking-calendar';
import {
  formatCalendarDay,
  formatDayTime,
  formatMoney,
  formatPeriod,
  formatPersons,
  formatVehicle,
} from './booking-format';
import { CONFIRMATION_TEXTS, EXAMPLE_NOTE, EXAMPLE_SUBJECT_PREFIX, LABELS } from './booking-texts';
import { renderMail } from './layout';
import type { MailBlock, MailRow } from './layout';
import { STAY_TEXTS, stayExtraName } from './stay-texts';

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/** What the customer writes on the bank transfer: the booking id's first 8 characters. */
export function stayPaymentReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

/** 'DE89 3704 0044 0532 0130 00' */
function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'Ihre Buchung: Seestern vom 5. Juni 2036 bis 8. Juni 2036'; a day's use names one day. */
function subject(lang: MailLanguage, data: StayMailData): string {
  const texts = STAY_TEXTS[lang];
  const start = formatCalendarDay(lang, data.startDay);
  const text =
    data.nights === 0
      ? texts.subjectDayUse(data.vehicleName, start)
      : texts.subject(data.vehicleName, start, formatCalendarDay(lang, data.endDay));
  return `${data.example ? EXAMPLE_SUBJECT_PREFIX[lang] : ''}${text}`;
}

/** Mr unless told otherwise (a job queued without a salutation, too). */
function greeting(lang: MailLanguage, data: StayMailData): string {
  const greetings = STAY_TEXTS[lang].greeting;
  return (greetings[data.salutation] ?? greetings.mr)(data.name);
}

/** When: check-in and return, or a day's use within the opening hours (times from the data). */
function whenRows(lang: MailLanguage, data: StayMailData): MailRow[] {
  const labels = { ...LABELS[lang], ...STAY_TEXTS[lang].labels };
  if (data.nights === 0) {
    return [
      { label: labels.dateAndTime, value: formatPeriod(lang, data) },
      { label: labels.duration, value: STAY_TEXTS[lang].dayUse },
    ];
  }
  return [
    { label: labels.checkIn, value: formatDayTime(lang, data.startsAt, data.timeZone) },
    { label: labels.return, value: formatDayTime(lang, data.endsAt, data.timeZone) },
    { label: labels.duration, value: STAY_TEXTS[lang].nights(data.nights) },
  ];
}

/** The stay, the party and the customer, as label/value rows. */
function detailRows(lang: MailLanguage, data: StayMailData): MailRow[] {
  const texts = STAY_TEXTS[lang];
  const labels = { ...LABELS[lang], ...texts.labels };
  const rows: Array<MailRow | false> = [
    { label: labels.bookingNumber, value: data.bookingId },
    { label: labels.vehicle, value: formatVehicle(lang, data) },
    ...whenRows(lang, data),
    { label: labels.persons, value: formatPersons(lang, data) },
    { label: labels.licence, value: texts.licences[data.licence] },
    data.depositCents > 0 && {
      label: labels.deposit,
      value: texts.deposit(formatMoney(lang, data.depositCents)),
    },
    { label: labels.name, value: data.name },
    { label: labels.email, value: data.email },
    { label: labels.phone, value: data.phone },
    {
      label: labels.address,
      value: [data.street, data.supplement, data.zipCity].filter(present).join('\n'),
    },
    present(data.comment) && { label: labels.comment, value: data.comment },
    present(data.bookedBy) && { label: labels.bookedBy, value: data.bookedBy },
  ];
  return rows.filter((row): row is MailRow => row !== false);
}

/** Nights × price, the extras, the total with its VAT, the coupon and what is left to pay. */
function priceRows(lang: MailLanguage, data: StayMailData): MailRow[] {
  const texts = STAY_TEXTS[lang];
  const labels = { ...LABELS[lang], ...texts.labels };
  const money = (cents: number) => formatMoney(lang, cents);
  const base = money(data.basePriceCents);
  const extras = data.extras.length
    ? data.extras.map(
        ({ extra, priceCents }) => `${stayExtraName(lang, extra)} (${money(priceCents)})`,
      )
    : [labels.noExtras];
  const rows: Array<MailRow | false> = [
    {
      label: labels.rental,
      value:
        data.nights === 0
          ? `${base} (${texts.dayUse})`
          : `${texts.nights(data.nights)} × ${money(data.nightlyCents)} = ${base}`,
    },
    { label: labels.extras, value: extras.join('\n') },
    { label: labels.total, value: money(data.totalCents) },
    { label: labels.vat, value: money(data.vatCents) },
    // A true minus sign: the coupon is taken off what is left to pay.
    data.couponCents > 0 && { label: labels.coupon, value: `\u2212${money(data.couponCents)}` },
    { label: labels.due, value: money(data.dueCents) },
  ];
  return rows.filter((row): row is MailRow => row !== false);
}

/** How the rest is paid: by transfer to the account given, or already (coupon, PayPal). */
function paymentBlocks(lang: MailLanguage, data: StayMailData): MailBlock[] {
  const texts = STAY_TEXTS[lang];
  const due = formatMoney(lang, data.dueCents);
  if (data.dueCents === 0) return [texts.paidByCoupon];
  if (data.paymentMethod === 'paypal') {
    return [data.paid ? texts.paidViaPaypal : texts.paypalOutstanding(due)];
  }
  const account = data.bankAccount;
  // Without them the mail would ask for money it cannot say where to send; no values in the log.
  if (!account || !data.paymentDueDay) {
    throw new Error('stay mail: a bank transfer needs a due day and an account');
  }
  return [
    texts.transfer(due, formatCalendarDay(lang, data.paymentDueDay)),
    {
      rows: [
        { label: texts.labels.holder, value: account.holder },
        { label: texts.labels.iban, value: formatIban(account.iban) },
        { label: texts.labels.bic, value: account.bic },
        { label: texts.labels.bank, value: account.bank },
        { label: texts.labels.reference, value: stayPaymentReference(data.bookingId) },
      ],
    },
  ];
}

/** The stay as an event from check-in to return, named after the vehicle. */
function stayCalendarEntry(lang: MailLanguage, data: StayMailData): MailAttachment {
  const texts = STAY_TEXTS[lang];
  const money = (cents: number) => formatMoney(lang, cents);
  return calendarEntry(lang, {
    bookingId: data.bookingId,
    example: data.example,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    title: data.vehicleName,
    details: [
      texts.calendarTotal(money(data.totalCents), money(data.vatCents)),
      ...(data.depositCents > 0
        ? [`${texts.labels.deposit}: ${texts.deposit(money(data.depositCents))}.`]
        : []),
    ],
  });
}

/** The confirmation of a multi-day stay (e.g. a houseboat): details, payment, calendar entry. */
export function stayConfirmationMail(
  lang: MailLanguage,
  data: StayMailData,
  senderName: string,
): RenderedMail {
  const shared = CONFIRMATION_TEXTS[lang];
  const attachments = [stayCalendarEntry(lang, data)];
  return renderMail({
    subject: subject(lang, data),
    greeting: greeting(lang, data),
    paragraphs: [
      ...(data.example ? [EXAMPLE_NOTE[lang]] : []),
      shared.thanks,
      { rows: detailRows(lang, data) },
      { rows: priceRows(lang, data) },
      ...paymentBlocks(lang, data),
      STAY_TEXTS[lang].terms,
      shared.calendar(attachments[0]!.filename),
      shared.lookForward,
    ],
    closing: shared.closing,
    signature: senderName,
    attachments,
  });
}
