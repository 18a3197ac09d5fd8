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
export function formatVehicle(
  lang: MailLanguage,
  data: Pick<BookingMailData, 'vehicleType' | 'vehicleName'>,
): string {
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

/**
 * 'Samstag, 28. November 2026' / 'Saturday, 28 November 2026', in the business time zone;
 * without the weekday: '28. November 2026' / '28 November 2026'.
 */
function formatDay(lang: MailLanguage, date: Date, timeZone: string, withWeekday = true): string {
  const parts = new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone,
    ...(withWeekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = withWeekday ? `${part('weekday')}, ` : '';
  return lang === 'de'
    ? `${weekday}${part('day')}. ${part('month')} ${part('year')}`
    : `${weekday}${part('day')} ${part('month')} ${part('year')}`;
}

/** '5. Juni 2036' / '5 June 2036': a business-local calendar day given as '2036-06-05'. */
export function formatCalendarDay(lang: MailLanguage, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // Read back, so '2036-02-30' fails too. No value in the message: it is logged with the job.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new RangeError('booking mail: invalid day');
  }
  return formatDay(lang, date, 'UTC', false);
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

const TIME_SUFFIX: Record<MailLanguage, string> = { de: ' Uhr', en: '' };

/** 'Samstag, 28. November 2026, 10:00 Uhr' / 'Saturday, 28 November 2026, 10:00' (business time). */
export function formatDayTime(lang: MailLanguage, iso: string, timeZone: string): string {
  const date = instant(iso);
  const time = formatTime(lang, date, timeZone);
  return `${formatDay(lang, date, timeZone)}, ${time}${TIME_SUFFIX[lang]}`;
}

/**
 * 'Samstag, 28. November 2026, 10:00–12:00 Uhr' / 'Saturday, 28 November 2026, 10:00–12:00',
 * shown in the business time zone (never UTC); a booking into the next day names both days.
 */
export function formatPeriod(
  lang: MailLanguage,
  data: Pick<BookingMailData, 'startsAt' | 'endsAt' | 'timeZone'>,
): string {
  const start = instant(data.startsAt);
  const end = instant(data.endsAt);
  const startDay = formatDay(lang, start, data.timeZone);
  const endDay = formatDay(lang, end, data.timeZone);
  if (startDay !== endDay) {
    const from = formatDayTime(lang, data.startsAt, data.timeZone);
    return `${from} – ${formatDayTime(lang, data.endsAt, data.timeZone)}`;
  }
  const startTime = formatTime(lang, start, data.timeZone);
  const endTime = formatTime(lang, end, data.timeZone);
  return `${startDay}, ${startTime}–${endTime}${TIME_SUFFIX[lang]}`;
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
export function formatPersons(
  lang: MailLanguage,
  data: Pick<BookingMailData, 'adults' | 'children' | 'childAgeFrom' | 'childAgeTo'>,
): string {
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
