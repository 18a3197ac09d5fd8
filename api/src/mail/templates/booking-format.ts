import type { BookingMailData, MailLanguage } from '../mail.types';

/** How the booking mails write money, times and people, in German and in English. */

const LOCALE: Record<MailLanguage, string> = { de: 'de-DE', en: 'en-GB' };

const VEHICLE_TYPES: Record<MailLanguage, Record<BookingMailData['vehicleType'], string>> = {
  de: {
    motorboats: 'Motorboot',
    sailboats: 'Segelboot',
    jetskis: 'Jetski',
    canoes: 'Kanu',
    houseboats: 'Hausboot',
  },
  en: {
    motorboats: 'Motorboat',
    sailboats: 'Sailboat',
    jetskis: 'Jet ski',
    canoes: 'Canoe',
    houseboats: 'Houseboat',
  },
};

type Extra = BookingMailData['extras'][number]['extra'];

const EXTRAS: Record<MailLanguage, Record<Extra, string>> = {
  de: { barbecue: 'Grill', musicBox: 'Musikbox', binoculars: 'Fernglas', captain: 'Skipper' },
  en: { barbecue: 'Barbecue', musicBox: 'Music box', binoculars: 'Binoculars', captain: 'Captain' },
};

/** '1.234,50 €' / '€1,234.50' */
export function formatMoney(lang: MailLanguage, cents: number): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** 'Motorboot „Möwe“' / 'Motorboat “Möwe”' */
export function formatVehicle(lang: MailLanguage, data: BookingMailData): string {
  const type = VEHICLE_TYPES[lang][data.vehicleType];
  return lang === 'de' ? `${type} „${data.vehicleName}“` : `${type} “${data.vehicleName}”`;
}

export function extraName(lang: MailLanguage, extra: Extra): string {
  return EXTRAS[lang][extra];
}

function instant(iso: string): Date {
  const date = new Date(iso);
  // No value in the message: it is logged with the failed job.
  if (Number.isNaN(date.getTime())) throw new RangeError('booking mail: invalid start or end');
  return date;
}

/** 'Samstag, 28. November 2026' / 'Saturday, 28 November 2026', in the business time zone. */
function formatDay(lang: MailLanguage, date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return lang === 'de'
    ? `${part('weekday')}, ${part('day')}. ${part('month')} ${part('year')}`
    : `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** '10:00', in the business time zone. */
function formatTime(lang: MailLanguage, date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * 'Samstag, 28. November 2026, 10:00–12:00 Uhr' / 'Saturday, 28 November 2026, 10:00–12:00',
 * shown in the business time zone (never UTC); a booking into the next day names both days.
 */
export function formatPeriod(lang: MailLanguage, data: BookingMailData): string {
  const start = instant(data.startsAt);
  const end = instant(data.endsAt);
  const suffix = lang === 'de' ? ' Uhr' : '';
  const startDay = formatDay(lang, start, data.timeZone);
  const endDay = formatDay(lang, end, data.timeZone);
  const startTime = formatTime(lang, start, data.timeZone);
  const endTime = formatTime(lang, end, data.timeZone);
  return startDay === endDay
    ? `${startDay}, ${startTime}–${endTime}${suffix}`
    : `${startDay}, ${startTime}${suffix} – ${endDay}, ${endTime}${suffix}`;
}

/** '2 Stunden', '1 Stunde 30 Minuten' / '2 hours', '1 hour 30 minutes' */
export function formatDuration(lang: MailLanguage, hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (lang === 'de') {
    if (whole > 0) parts.push(whole === 1 ? '1 Stunde' : `${whole} Stunden`);
    if (minutes > 0 || whole === 0) parts.push(`${minutes} Minuten`);
  } else {
    if (whole > 0) parts.push(whole === 1 ? '1 hour' : `${whole} hours`);
    if (minutes > 0 || whole === 0) parts.push(`${minutes} minutes`);
  }
  return parts.join(' ');
}

function childAges(lang: MailLanguage, from: number | null, to: number | null): string | null {
  if (from !== null && to !== null) {
    const range = from === to ? `${from}` : `${from}–${to}`;
    return lang === 'de' ? `${range} Jahre` : `aged ${range}`;
  }
  if (from !== null) return lang === 'de' ? `ab ${from} Jahren` : `aged ${from} and over`;
  if (to !== null) return lang === 'de' ? `bis ${to} Jahre` : `aged up to ${to}`;
  return null;
}

/** '2 Erwachsene, 1 Kind (6–10 Jahre)' / '2 adults, 1 child (aged 6–10)' */
export function formatPersons(lang: MailLanguage, data: BookingMailData): string {
  const adults =
    lang === 'de'
      ? `${data.adults} ${data.adults === 1 ? 'Erwachsener' : 'Erwachsene'}`
      : `${data.adults} ${data.adults === 1 ? 'adult' : 'adults'}`;
  if (data.children <= 0) return adults;
  const children =
    lang === 'de'
      ? `${data.children} ${data.children === 1 ? 'Kind' : 'Kinder'}`
      : `${data.children} ${data.children === 1 ? 'child' : 'children'}`;
  const ages = childAges(lang, data.childAgeFrom, data.childAgeTo);
  return `${adults}, ${children}${ages ? ` (${ages})` : ''}`;
}
