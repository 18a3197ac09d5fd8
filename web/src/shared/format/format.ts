/** The two languages the sites speak; German is the default everywhere. */
export type FormatLocale = 'de' | 'en';

// Region-qualified so the output does not depend on the browser's default region.
const intlLocale: Record<FormatLocale, string> = { de: 'de-DE', en: 'en-GB' };

/** Money comes from the API in cents, so no float ever holds a price. */
export function formatEuro(cents: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** Whole-euro amounts such as property prices: '1.450.000 €' / '€1,450,000'. */
export function formatWholeEuros(euros: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(euros);
}

/**
 * Prices as the rental shows them everywhere: '80 €' / '80,50 €' in German, '€80' / '€80.50' in
 * English, cents only when there are some.
 */
export function formatPrice(cents: number, locale: FormatLocale): string {
  return cents % 100 === 0 ? formatWholeEuros(cents / 100, locale) : formatEuro(cents, locale);
}

/** Plain numbers with the language's digit grouping ('1.250' / '1,250'). */
export function formatNumber(value: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as 'dd.mm.yyyy'. Date-only strings ('2024-03-05') are read as local days:
 * `new Date('2024-03-05')` would be UTC midnight and show the day before west of Greenwich.
 */
export function formatDate(date: Date | string, locale: 'de'): string {
  const match = typeof date === 'string' ? dateOnly.exec(date) : null;
  const value = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(date);
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(value);
}

/**
 * Opening and slot times are stored as decimal hours in half-hour steps (10.5 = 10:30).
 * Rounded to the nearest half hour so a float like 10.4999 still reads '10:30'. Two-digit
 * hours as DIN 5008 writes them ('09:00').
 */
export function formatClockTime(hours: number): string {
  const halfHours = Math.round(hours * 2);
  const hour = Math.floor(halfHours / 2);
  const minutes = halfHours % 2 === 0 ? '00' : '30';
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** 'um 10:30 Uhr'. */
export function formatTimeDe(hours: number): string {
  return `um ${formatClockTime(hours)} Uhr`;
}
