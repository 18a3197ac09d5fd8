/**
 * The hours input of /Arbeitsstunden (spec §5, §9): a decimal of 0 to 24 with at most one
 * decimal, written with a comma or a point; a separator needs its digit ('24.' and '7,' are
 * refused, as the spec's pattern refuses '24.'). An empty field clears the day. It imports
 * nothing, so the forms chunk may hold it (its name ends in -rules.ts, see vite.config.ts).
 */
const HOURS_INPUT = /^(\d{1,2})(?:[.,](\d))?$/;

export const HOURS_MAX = 24;

/** Said under an input the rule refuses. */
export const HOURS_INPUT_MESSAGE =
  'Bitte 0 bis 24 Stunden mit höchstens einer Nachkommastelle eingeben.';

export type HoursInput = { valid: true; hours: number | null } | { valid: false };

/** '7,5' → 7.5, '8' → 8, '' → null (clears the day); '24.', '24,5', '7,25', '-1' → invalid. */
export function parseHoursInput(text: string): HoursInput {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, hours: null };
  const match = HOURS_INPUT.exec(trimmed);
  if (!match) return { valid: false };
  const [, whole = '0', tenth = '0'] = match;
  // Tenths as integers: 7,3 stays 7.3 exactly, and 24,0 counts as 24.
  const tenths = Number(whole) * 10 + Number(tenth);
  if (tenths > HOURS_MAX * 10) return { valid: false };
  return { valid: true, hours: tenths / 10 };
}

/** Stored hours as the input shows them: 7.5 → '7,5', 8 → '8', null → ''. */
export function hoursInputText(hours: number | null): string {
  if (hours === null) return '';
  return String(Math.round(hours * 10) / 10).replace('.', ',');
}
