import { businessDay } from './time/business-time';

/** The author suffixes of texts staff store (spec §5). */
export const AUTHOR_SUFFIX = {
  reprice: 'Preisanpassung durch',
  comment: 'Kommentiert von',
  cancel: 'Abgesagt durch',
  ban: 'Gesperrt durch',
} as const;

export type SignedAction = keyof typeof AUTHOR_SUFFIX;

/** '{text} ({suffix} {name})', e.g. 'Motor defekt (Abgesagt durch Anna Berg)'. */
export function signedText(text: string, action: SignedAction, authorName: string): string {
  return `${text} (${AUTHOR_SUFFIX[action]} ${authorName})`;
}

/** dd.mm.yyyy of a day 'YYYY-MM-DD' (spec §9). */
export function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** 'Abgehakt von {name} ({dd.mm.yyyy})', the day in business time (spec §4 "Inbox item"). */
export function tickedOffText(name: string, at: Date, timeZone: string): string {
  return `Abgehakt von ${name} (${germanDate(businessDay(at, timeZone))})`;
}
