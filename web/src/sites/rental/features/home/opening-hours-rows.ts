import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import type { RentalLanguage } from '../../rental-paths';

export type OpeningPeriod = 'general' | 'seasonBegin' | 'seasonEnd' | 'offSeason';

export interface OpeningHoursRow {
  period: OpeningPeriod;
  /** 'MM-DD' to 'MM-DD' as the visitor reads it, or null for the general hours. */
  dates: string | null;
  /** '9:00 – 19:00', or null when closed. */
  hours: string | null;
}

const LOCALES: Record<RentalLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/** '04-01' → '1. April' / '1 April'; a leap year so that '02-29' (end of February) exists. */
export function formatMonthDay(monthDay: string, lang: RentalLanguage): string {
  const [month, day] = monthDay.split('-').map(Number);
  const date = new Date(Date.UTC(2024, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

const hoursText = (opening: number, closing: number) => `${opening}:00 – ${closing}:00`;

function dateRange(start: string, end: string, lang: RentalLanguage): string {
  return `${formatMonthDay(start, lang)} – ${formatMonthDay(end, lang)}`;
}

/**
 * The home page's opening hours: the general hours, each season period with its own hours, and
 * the off-season as closed. Periods without dates are left out.
 */
export function openingHoursRows(
  settings: BusinessSettingsDto,
  lang: RentalLanguage,
): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [
    {
      period: 'general',
      dates: null,
      hours: hoursText(settings.generalOpeningHour, settings.generalClosingHour),
    },
  ];
  const seasons = [
    {
      period: 'seasonBegin',
      start: settings.seasonBeginStart,
      end: settings.seasonBeginEnd,
      opening: settings.seasonBeginOpeningHour,
      closing: settings.seasonBeginClosingHour,
    },
    {
      period: 'seasonEnd',
      start: settings.seasonEndStart,
      end: settings.seasonEndEnd,
      opening: settings.seasonEndOpeningHour,
      closing: settings.seasonEndClosingHour,
    },
  ] as const;
  for (const season of seasons) {
    if (!season.start || !season.end || season.opening === null || season.closing === null) {
      continue;
    }
    rows.push({
      period: season.period,
      dates: dateRange(season.start, season.end, lang),
      hours: hoursText(season.opening, season.closing),
    });
  }
  if (settings.offSeasonStart && settings.offSeasonEnd) {
    rows.push({
      period: 'offSeason',
      dates: dateRange(settings.offSeasonStart, settings.offSeasonEnd, lang),
      hours: null,
    });
  }
  return rows;
}
