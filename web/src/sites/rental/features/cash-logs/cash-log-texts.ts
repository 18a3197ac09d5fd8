/**
 * The texts of the admins' cash logs (spec §2 popups cash_position and cashregister_log, §3 "Cash
 * register log" and "Cash position log"). German only, like every staff screen. The spec leaves
 * the empty-log wording open; these sentences say what the period holds.
 */

type Period = 'day' | 'month' | 'year';

const units: Record<Period, { one: string; many: string }> = {
  day: { one: 'Tag', many: 'Tage' },
  month: { one: 'Monat', many: 'Monate' },
  year: { one: 'Jahr', many: 'Jahre' },
};

const countOf = (count: number, period: Period) =>
  `${count} ${count === 1 ? units[period].one : units[period].many}`;

export const cashLogTexts = {
  /** Said to the demo account, whose reads see example rows only and whose checkouts vanish. */
  demoNote:
    'Demo-Konto: Sie sehen hier nur Beispieldaten. Was Sie im Demo-Modus kassieren, wird nicht gespeichert und erscheint hier nicht.',
  retry: 'Erneut laden',
  positions: {
    title: 'Kassenstand',
    periodLegend: 'Zeitraum',
    periods: { day: 'Tag', month: 'Monat', year: 'Jahr' } satisfies Record<Period, string>,
    leads: {
      day: 'Die Einnahmen der letzten 31 Kassentage, der neueste zuerst.',
      month: 'Die Einnahmen der letzten 36 Monate, der neueste zuerst.',
      year: 'Die Einnahmen aller Jahre, das neueste zuerst.',
    } satisfies Record<Period, string>,
    captions: {
      day: 'Einnahmen je Tag',
      month: 'Einnahmen je Monat',
      year: 'Einnahmen je Jahr',
    } satisfies Record<Period, string>,
    income: 'Einnahmen',
    total: (count: number, period: Period) => `Summe (${countOf(count, period)})`,
    loading: 'Kassenstand wird geladen …',
    empty: 'Noch keine Einnahmen in diesem Zeitraum.',
    failed: 'Der Kassenstand konnte nicht geladen werden.',
    csv: 'CSV herunterladen',
    /** The link's full name: which list it downloads. */
    csvName: (period: Period) => `Kassenstand je ${units[period].one} als CSV herunterladen`,
  },
  log: {
    title: 'Kassenbuch',
    lead: 'Alle Belege der letzten 14 Tage, der neueste zuerst.',
    listLabel: 'Belege der letzten 14 Tage',
    loading: 'Kassenbuch wird geladen …',
    empty: 'In den letzten 14 Tagen wurde nichts kassiert.',
    failed: 'Das Kassenbuch konnte nicht geladen werden.',
    csv: 'CSV herunterladen',
    csvName: 'Kassenbuch der letzten 14 Tage als CSV herunterladen',
    receipt: (receiptNumber: number) => `Beleg Nr. ${receiptNumber}`,
    /** Spec §9: dd.mm.yyyy and 'um hh:mm Uhr'. */
    when: (date: string, clock: string) => `${date} um ${clock} Uhr`,
    income: 'Einnahme',
    fields: {
      booking: 'Buchung',
      soldCoupon: 'Gutscheinverkauf',
      products: 'Produkte',
      coupon: 'Gutschein eingelöst',
      payment: 'Zahlart',
      cashier: 'Kassiert von',
    },
    hours: (hours: string, one: boolean) => `${hours} ${one ? 'Stunde' : 'Stunden'}`,
    nights: (nights: number) => `${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}`,
    bookingDay: (date: string) => `am ${date}`,
    soldCoupon: (amount: string) => `Gutschein über ${amount}`,
    /** The redeemed coupon: its last four characters and what it paid. */
    coupon: (hint: string | null, amount: string) =>
      hint ? `…${hint}: − ${amount}` : `− ${amount}`,
    /** Cash handed over and the change given back. */
    change: (received: string, change: string) => `Gegeben ${received} · Rückgeld ${change}`,
    paymentMethods: {
      cash: 'Bar',
      card: 'Karte',
      paypal: 'PayPal',
      coupon: 'Gutschein',
    },
  },
  chain: {
    checking: 'Kassenbuch wird geprüft …',
    intact: (checked: number) =>
      `Kassenbuch unverändert (${checked} ${checked === 1 ? 'Beleg' : 'Belege'} geprüft)`,
    brokenTitle: 'Achtung: Das Kassenbuch wurde verändert.',
    broken: (receipt: number) =>
      `Beleg Nr. ${receipt} passt nicht mehr zur Prüfkette: Er wurde nachträglich geändert, oder ein Beleg davor wurde gelöscht. Die Einträge ab diesem Beleg sind nicht verlässlich.`,
    /** Days whose takings no longer add up to their receipts (e.g. the newest one removed). */
    mismatch: (days: readonly string[]) =>
      `Der Kassenstand ${days.length === 1 ? 'dieses Tages passt' : 'dieser Tage passt'} nicht mehr zu den Belegen: ${days.join(', ')}. Womöglich wurde ein Beleg gelöscht.`,
    /** Not intact, yet neither a receipt nor a day named: said rather than nothing. */
    unknown: 'Die Prüfung hat eine Abweichung gefunden.',
    failed: 'Das Kassenbuch konnte nicht geprüft werden.',
    retry: 'Erneut prüfen',
  },
} as const;
