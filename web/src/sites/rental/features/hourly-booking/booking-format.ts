import type { RentalLanguage } from '../../rental-paths';
import { formatClockTime } from '../../../../shared/format/format';
import { addDays, dayAsDate, type Day, type Month } from './booking-dates';

const LOCALES: Record<RentalLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * One formatter per language and pattern, made on first use: building an Intl.DateTimeFormat
 * costs far more than formatting with it, and the week's timetable names every one of its
 * slots (some 165) on each render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(day: Day, lang: RentalLanguage, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(dayAsDate(day));
}

/** 'Samstag, 28. November' / 'Saturday 28 November'. */
export function weekdayAndDate(day: Day, lang: RentalLanguage): string {
  return format(day, lang, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** 'Samstag, 28. November 2026' / 'Saturday 28 November 2026'. */
export function fullDate(day: Day, lang: RentalLanguage): string {
  return format(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** A slot's date and time: 'Samstag, 28. November, 10:00' / 'Saturday 28 November, 10:00'. */
export function slotWhen(day: Day, hour: number, lang: RentalLanguage): string {
  return `${weekdayAndDate(day, lang)}, ${formatClockTime(hour)}`;
}

/** 'Samstag, 28. November 2026, 10:00'. */
export function fullSlotWhen(day: Day, hour: number, lang: RentalLanguage): string {
  return `${fullDate(day, lang)}, ${formatClockTime(hour)}`;
}

/** 'November 2026'. */
export function monthTitle(month: Month, lang: RentalLanguage): string {
  return format(`${month}-01`, lang, { month: 'long', year: 'numeric' });
}

/** A week's column head: 'Mo' and '23.11.' / 'Mon' and '23/11'. */
export function columnHead(day: Day, lang: RentalLanguage): { weekday: string; date: string } {
  return {
    weekday: format(day, lang, { weekday: 'short' }).replace(/\.$/, ''),
    date: format(day, lang, { day: '2-digit', month: '2-digit' }),
  };
}

/** The weekdays' short names from Monday: 'Mo' … 'So' / 'Mon' … 'Sun'. */
export function weekdayInitials(lang: RentalLanguage): { short: string; long: string }[] {
  const monday = '2024-01-01';
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    return {
      short: format(day, lang, { weekday: 'short' }).replace(/\.$/, ''),
      long: format(day, lang, { weekday: 'long' }),
    };
  });
}

/** '23. – 29. November 2026' style: the week's first and last day in full. */
export function weekRange(monday: Day, lang: RentalLanguage): { from: string; to: string } {
  const sunday = addDays(monday, 6);
  return {
    from: format(monday, lang, { day: 'numeric', month: 'long' }),
    to: format(sunday, lang, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
