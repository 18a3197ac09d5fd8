import type { FieldProblem } from '../common/problem/problem';
import { isValidMonthDay } from './opening-hours.rules';
import type { BusinessCalendar } from './opening-hours.rules';
import type { UpdateBusinessSettingsDto } from './dto/business-settings.dto';

type Settings = UpdateBusinessSettingsDto;

const PERIODS = [
  { start: 'offSeasonStart', end: 'offSeasonEnd', hours: null },
  {
    start: 'seasonBeginStart',
    end: 'seasonBeginEnd',
    hours: { opening: 'seasonBeginOpeningHour', closing: 'seasonBeginClosingHour' },
  },
  {
    start: 'seasonEndStart',
    end: 'seasonEndEnd',
    hours: { opening: 'seasonEndOpeningHour', closing: 'seasonEndClosingHour' },
  },
] as const;

function openingBeforeClosing(
  opening: number | null,
  closing: number | null,
  field: string,
): FieldProblem[] {
  if (opening === null || closing === null || opening < closing) return [];
  return [
    {
      field,
      code: 'NOT_BEFORE_CLOSING',
      message: 'The opening hour must come before the closing hour.',
    },
  ];
}

/**
 * The rules that span several fields (spec §5, settings): complete date pairs, real calendar
 * days, hours for every season that has dates, and opening before closing.
 */
export function businessSettingsProblems(settings: Settings): FieldProblem[] {
  const problems: FieldProblem[] = [
    ...openingBeforeClosing(
      settings.generalOpeningHour,
      settings.generalClosingHour,
      'generalOpeningHour',
    ),
  ];
  for (const period of PERIODS) {
    const start = settings[period.start];
    const end = settings[period.end];
    for (const [field, value, other] of [
      [period.start, start, end],
      [period.end, end, start],
    ] as const) {
      if (value !== null && !isValidMonthDay(value)) {
        problems.push({ field, code: 'INVALID_DATE', message: 'There is no such day.' });
      } else if (value === null && other !== null) {
        problems.push({
          field,
          code: 'INCOMPLETE_PERIOD',
          message: 'A period needs both its start and its end.',
        });
      }
    }
    if (!period.hours) continue;
    const opening = settings[period.hours.opening];
    const closing = settings[period.hours.closing];
    const dated = start !== null || end !== null;
    for (const [field, value] of [
      [period.hours.opening, opening],
      [period.hours.closing, closing],
    ] as const) {
      if (dated && value === null) {
        problems.push({ field, code: 'REQUIRED', message: 'A season with dates needs its hours.' });
      } else if (!dated && value !== null) {
        problems.push({
          field,
          code: 'PERIOD_REQUIRED',
          message: 'Hours belong to a season with dates.',
        });
      }
    }
    problems.push(...openingBeforeClosing(opening, closing, period.hours.opening));
  }
  return problems;
}

/** The settings as the calendar rules read them. */
export function toBusinessCalendar(settings: Settings): BusinessCalendar {
  const season = (
    start: string | null,
    end: string | null,
    openingHour: number | null,
    closingHour: number | null,
  ) =>
    start !== null && end !== null && openingHour !== null && closingHour !== null
      ? { start, end, openingHour, closingHour }
      : null;
  return {
    generalOpeningHour: settings.generalOpeningHour,
    generalClosingHour: settings.generalClosingHour,
    offSeason:
      settings.offSeasonStart !== null && settings.offSeasonEnd !== null
        ? { start: settings.offSeasonStart, end: settings.offSeasonEnd }
        : null,
    seasonBegin: season(
      settings.seasonBeginStart,
      settings.seasonBeginEnd,
      settings.seasonBeginOpeningHour,
      settings.seasonBeginClosingHour,
    ),
    seasonEnd: season(
      settings.seasonEndStart,
      settings.seasonEndEnd,
      settings.seasonEndOpeningHour,
      settings.seasonEndClosingHour,
    ),
  };
}
