import type { MailLanguage, StayMailData } from '../mail.types';
import { extraName } from './booking-format';

/**
 * The wording of the multi-day (stay) confirmation; what it shares with the hourly mails lives
 * in booking-texts (labels, sentences) and booking-format (vehicle types, extras, persons).
 */

type StayExtra = StayMailData['extras'][number]['extra'];

/** The extras of a stay (flat per stay); those the hourly mails know keep their names. */
const STAY_EXTRAS: Record<MailLanguage, Record<StayExtra, string>> = {
  de: {
    barbecue: extraName('de', 'barbecue'),
    musicBox: extraName('de', 'musicBox'),
    binoculars: extraName('de', 'binoculars'),
    standUpPaddle: 'Stand-Up-Paddle',
  },
  en: {
    barbecue: 'Barbecue grill',
    musicBox: extraName('en', 'musicBox'),
    binoculars: extraName('en', 'binoculars'),
    standUpPaddle: 'Stand-up paddle',
  },
};

export function stayExtraName(lang: MailLanguage, extra: StayExtra): string {
  return STAY_EXTRAS[lang][extra];
}

export interface StayTexts {
  /** `day`: '5. Juni 2036' / '5 June 2036'. */
  subject: (vehicleName: string, startDay: string, endDay: string) => string;
  subjectDayUse: (vehicleName: string, day: string) => string;
  greeting: Record<StayMailData['salutation'], (name: string) => string>;
  labels: {
    checkIn: string;
    return: string;
    licence: string;
    deposit: string;
    coupon: string;
    due: string;
    holder: string;
    iban: string;
    bic: string;
    bank: string;
    reference: string;
  };
  nights: (nights: number) => string;
  dayUse: string;
  licences: Record<StayMailData['licence'], string>;
  deposit: (amount: string) => string;
  transfer: (amount: string, dueDay: string) => string;
  paidByCoupon: string;
  paidViaPaypal: string;
  paypalOutstanding: (amount: string) => string;
  terms: string;
  /** The calendar entry's description lines. */
  calendarTotal: (total: string, vat: string) => string;
}

export const STAY_TEXTS: Record<MailLanguage, StayTexts> = {
  de: {
    subject: (vehicle, start, end) => `Ihre Buchung: ${vehicle} vom ${start} bis ${end}`,
    subjectDayUse: (vehicle, day) => `Ihre Buchung: ${vehicle} am ${day}`,
    greeting: {
      mr: (name) => `Sehr geehrter Herr ${name},`,
      ms: (name) => `Sehr geehrte Frau ${name},`,
      none: (name) => `Guten Tag ${name},`,
    },
    labels: {
      checkIn: 'Check-in',
      return: 'Rückgabe',
      licence: 'Führerschein',
      deposit: 'Kaution',
      coupon: 'Gutschein',
      due: 'Zu zahlen',
      holder: 'Kontoinhaber',
      iban: 'IBAN',
      bic: 'BIC',
      bank: 'Bank',
      reference: 'Verwendungszweck',
    },
    nights: (nights) => (nights === 1 ? '1 Nacht' : `${nights} Nächte`),
    dayUse: 'Tagesnutzung',
    licences: {
      captain: 'Bootsführerschein mit Skipper',
      yes: 'Führerschein erforderlich',
      no: 'Führerscheinfrei',
      never: 'Ohne Führerschein – mit Muskelkraft',
    },
    deposit: (amount) => `${amount} in bar bei Übergabe`,
    transfer: (amount, dueDay) =>
      `Bitte überweisen Sie ${amount} bis spätestens ${dueDay} auf folgendes Konto:`,
    paidByCoupon: 'Der Betrag ist vollständig durch Ihren Gutschein bezahlt.',
    paidViaPaypal: 'Bezahlt über PayPal.',
    paypalOutstanding: (amount) => `Die Zahlung von ${amount} über PayPal steht noch aus.`,
    terms:
      'Es gelten unsere Geschäftsbedingungen: Der Mietpreis ist in voller Höhe spätestens 5 Tage nach der Buchung zu zahlen. Check-in ist um 14:00 Uhr, die Rückgabe um 10:00 Uhr.',
    calendarTotal: (total, vat) => `Gesamtpreis: ${total} (inkl. 19 % MwSt.: ${vat}).`,
  },
  en: {
    subject: (vehicle, start, end) => `Your booking: ${vehicle} from ${start} to ${end}`,
    subjectDayUse: (vehicle, day) => `Your booking: ${vehicle} on ${day}`,
    greeting: {
      mr: (name) => `Dear Mr ${name},`,
      ms: (name) => `Dear Ms ${name},`,
      none: (name) => `Dear ${name},`,
    },
    labels: {
      checkIn: 'Check-in',
      return: 'Return',
      licence: 'Licence',
      deposit: 'Deposit',
      coupon: 'Coupon',
      due: 'Amount due',
      holder: 'Account holder',
      iban: 'IBAN',
      bic: 'BIC',
      bank: 'Bank',
      reference: 'Payment reference',
    },
    nights: (nights) => (nights === 1 ? '1 night' : `${nights} nights`),
    dayUse: 'Day use',
    licences: {
      captain: 'Skipper with boat licence included',
      yes: 'Licence required',
      no: 'No licence required',
      never: 'No licence – pure muscle power',
    },
    deposit: (amount) => `${amount} in cash at handover`,
    transfer: (amount, dueDay) =>
      `Please transfer ${amount} by ${dueDay} at the latest to the following account:`,
    paidByCoupon: 'Fully paid by your coupon.',
    paidViaPaypal: 'Paid via PayPal.',
    paypalOutstanding: (amount) => `The payment of ${amount} via PayPal is still outstanding.`,
    terms:
      'Our terms and conditions apply: the rental price is due in full no later than 5 days after booking. Check-in is at 14:00, return at 10:00.',
    calendarTotal: (total, vat) => `Total: ${total} (incl. 19 % VAT: ${vat}).`,
  },
};
