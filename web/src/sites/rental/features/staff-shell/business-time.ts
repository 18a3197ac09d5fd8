import { DEFAULT_BUSINESS_TIME_ZONE } from '../hourly-booking/booking-dates';

/*
 * Instants as the staff read them: on the rental's clock (Europe/Berlin), wherever their device
 * thinks it is (spec §9: dd.mm.yyyy, 'um hh:mm Uhr').
 */

const clockFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An instant's clock time in business time: '10:00'. */
export function businessClock(iso: string): string {
  return clockFormat.format(new Date(iso));
}

/** An instant's date in business time: '12.07.2030'. */
export function businessDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 'dd.mm.yyyy hh:mm' in business time, for logs. */
export function businessDateTime(iso: string): string {
  return `${businessDate(iso)} ${businessClock(iso)}`;
}

/**
 * A booking's period in one line: an hourly booking as its day and clock times
 * ('12.07.2030, 10:00–12:00 Uhr'), a stay (or anything over midnight) as its days.
 */
export function businessPeriod(kind: 'hourly' | 'stay', startIso: string, endIso: string): string {
  const startDay = businessDate(startIso);
  const endDay = businessDate(endIso);
  if (kind === 'stay' || startDay !== endDay) return `${startDay} – ${endDay}`;
  return `${startDay}, ${businessClock(startIso)}–${businessClock(endIso)} Uhr`;
}
