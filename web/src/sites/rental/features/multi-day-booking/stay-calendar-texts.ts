/**
 * Every word the stay calendar shows or announces. The calendar takes them as a prop, so they can
 * move into the rental catalogs (de.ts, en.ts) unchanged; until then these are the wordings.
 */
export interface StayCalendarTexts {
  previousMonth: string;
  nextMonth: string;
  /** Above the months, and each grid's description: when a stay begins and ends. */
  times: string;
  /** Parts of a day's accessible name, after its full date. */
  day: {
    loading: string;
    unknown: string;
    past: string;
    blocked: string;
    offSeason: string;
    checkInPossible: string;
    checkInNotPossible: string;
    checkOutPossible: string;
    checkOutNotPossible: string;
    /** Neither check-in nor check-out possible. */
    taken: string;
    /** Check-in and check-out possible, but an hourly booking holds the middle of the day. */
    middayTaken: string;
    today: string;
    start: string;
    end: string;
    inRange: string;
  };
  legend: {
    title: string;
    free: string;
    /** Only check-in possible: the morning is taken. */
    checkInOnly: string;
    /** Only check-out possible: the afternoon is taken. */
    checkOutOnly: string;
    middayTaken: string;
    taken: string;
    blocked: string;
    offSeason: string;
    start: string;
    end: string;
    range: string;
  };
  /** The note on the day a customer clicked too close to the start. */
  minimumNights: string;
  /** What the polite live region says; dates come written out in full. */
  announce: {
    start: (date: string) => string;
    range: (from: string, to: string, nights: number) => string;
    /** `earliestEnd`: the first day the stay may end on. */
    minimumNights: (earliestEnd: string) => string;
    /** The months now shown, after paging. */
    months: (first: string, last: string) => string;
  };
}

export const stayCalendarTextsDe: StayCalendarTexts = {
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  times: 'Anreise ab 14:00 · Abreise bis 10:00',
  day: {
    loading: 'wird geladen',
    unknown: 'nicht verfügbar',
    past: 'vergangen',
    blocked: 'gesperrt',
    offSeason: 'Winterpause',
    checkInPossible: 'Anreise möglich',
    checkInNotPossible: 'Anreise nicht möglich',
    checkOutPossible: 'Abreise möglich',
    checkOutNotPossible: 'Abreise nicht möglich',
    taken: 'belegt',
    middayTaken: 'tagsüber belegt',
    today: 'heute',
    start: 'gewählte Anreise',
    end: 'gewählte Abreise',
    inRange: 'im gewählten Zeitraum',
  },
  legend: {
    title: 'Legende',
    free: 'Frei',
    checkInOnly: 'Nur Anreise (vormittags belegt)',
    checkOutOnly: 'Nur Abreise (nachmittags belegt)',
    middayTaken: 'Tagsüber belegt',
    taken: 'Belegt',
    blocked: 'Gesperrt',
    offSeason: 'Winterpause',
    start: 'Anreise',
    end: 'Abreise',
    range: 'Ihr Zeitraum',
  },
  minimumNights: 'Mindestens 2 Nächte',
  announce: {
    start: (date) => `Anreise ${date} gewählt. Bitte den Abreisetag wählen.`,
    range: (from, to, nights) =>
      nights === 0
        ? `${from} gewählt, ohne Übernachtung.`
        : `${from} bis ${to} gewählt, ${nights === 1 ? '1 Nacht' : `${nights} Nächte`}.`,
    minimumNights: (earliestEnd) =>
      `Mindestens 2 Nächte. Abreise frühestens am ${earliestEnd} möglich.`,
    months: (first, last) => (first === last ? first : `${first} bis ${last}`),
  },
};

export const stayCalendarTextsEn: StayCalendarTexts = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  times: 'Check-in from 14:00 · check-out by 10:00',
  day: {
    loading: 'loading',
    unknown: 'not available',
    past: 'past',
    blocked: 'closed',
    offSeason: 'winter break',
    checkInPossible: 'check-in possible',
    checkInNotPossible: 'no check-in',
    checkOutPossible: 'check-out possible',
    checkOutNotPossible: 'no check-out',
    taken: 'taken',
    middayTaken: 'taken during the day',
    today: 'today',
    start: 'chosen check-in',
    end: 'chosen check-out',
    inRange: 'in your stay',
  },
  legend: {
    title: 'Key',
    free: 'Free',
    checkInOnly: 'Check-in only (morning taken)',
    checkOutOnly: 'Check-out only (afternoon taken)',
    middayTaken: 'Taken during the day',
    taken: 'Taken',
    blocked: 'Closed',
    offSeason: 'Winter break',
    start: 'Check-in',
    end: 'Check-out',
    range: 'Your stay',
  },
  minimumNights: 'At least 2 nights',
  announce: {
    start: (date) => `Check-in ${date} chosen. Please choose your check-out day.`,
    range: (from, to, nights) =>
      nights === 0
        ? `${from} chosen, no overnight stay.`
        : `${from} to ${to} chosen, ${nights === 1 ? '1 night' : `${nights} nights`}.`,
    minimumNights: (earliestEnd) => `At least 2 nights. The earliest check-out is ${earliestEnd}.`,
    months: (first, last) => (first === last ? first : `${first} to ${last}`),
  },
};
