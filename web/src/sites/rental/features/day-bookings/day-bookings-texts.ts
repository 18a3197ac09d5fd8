/** The German texts of the staff day bookings page (spec §2 "Day bookings overview", §4, §5, §8). */
export const dayBookingsTexts = {
  title: 'Buchungen',
  lead: 'Alle Buchungen des gewählten Tages: Stundenbuchungen und Aufenthalte.',

  daySelect: {
    group: 'Tag wählen',
    label: 'Tag',
    previous: 'Vorheriger Tag',
    next: 'Nächster Tag',
    today: 'Heute',
  },

  list: {
    loading: 'Buchungen werden geladen …',
    failed: 'Die Buchungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Es gibt für diesen Tag noch keine Buchungen',
    count: (count: number) => (count === 1 ? '1 Buchung' : `${count} Buchungen`),
  },

  blockedDay: {
    title: 'Tag gesperrt',
    text: 'An diesem Tag sind keine neuen Buchungen möglich.',
  },

  card: {
    kinds: { hourly: 'Stunden', stay: 'Tage' },
    customer: 'Kunde',
    phone: 'Telefon',
    email: 'E-Mail',
    start: 'Beginn',
    end: 'Ende',
    checkIn: 'Anreise',
    checkOut: 'Rückgabe',
    duration: 'Dauer',
    price: 'Preis',
    originalPrice: 'Ursprünglicher Preis:',
    newPrice: 'neuer Preis:',
    priceReason: 'Grund',
    coupon: 'Per Gutschein bezahlt',
    customerComment: 'Kommentar des Kunden',
    staffComments: 'Kommentare',
    bookedBy: 'Gebucht von',
    online: 'online',
    payment: 'Zahlung',
    paidOnlyBan: 'Bezahlt: Diese Buchung kann nur noch gesperrt werden.',
    actions: 'Aktionen',
  },

  badges: {
    paid: 'bezahlt',
    unpaid: 'unbezahlt',
    awaitingPayment: 'wartet auf PayPal',
  },

  duration: {
    hours: (hours: string) => `${hours} Std.`,
    nights: (nights: number) => (nights === 1 ? '1 Nacht' : `${nights} Nächte`),
    dayUse: 'Tagesnutzung',
  },

  time: {
    at: (clock: string) => `um ${clock} Uhr`,
    dayAt: (date: string, clock: string) => `${date} um ${clock} Uhr`,
  },

  history: {
    title: (count: number) => `Verlauf (${count})`,
    by: (actor: string, when: string) => `${actor}, ${when}`,
    actions: {
      reprice: 'Preis geändert',
      comment: 'Kommentiert',
      cancel: 'Storniert',
      ban: 'Kunde gesperrt',
      paid: 'Als bezahlt verbucht',
    } as Record<string, string>,
    fields: {
      newPriceCents: 'Neuer Preis',
      priceChangeReason: 'Grund der Preisänderung',
      comment: 'Kommentar',
      cancelled: 'Storniert',
      cancellationReason: 'Stornogrund',
      banReason: 'Sperrgrund',
      paid: 'Bezahlt',
    } as Record<string, string>,
    empty: '–',
    yes: 'ja',
    no: 'nein',
    arrow: '→',
  },

  actions: {
    reprice: 'Preis ändern',
    comment: 'Kommentieren',
    cancel: 'Stornieren',
    ban: 'Sperren',
  },

  dialog: {
    close: 'Schließen',
    abort: 'Abbrechen',
    sending: 'Wird gesendet …',
    failed: 'Ein Fehler ist aufgetreten.',
    forBooking: (vehicle: string, customer: string) => `${vehicle} · ${customer}`,
  },

  reprice: {
    title: 'Preis ändern',
    price: 'Neuer Preis in €',
    priceHint: (current: string) => `Bisher ${current}. Zum Beispiel 85 oder 85,50.`,
    reason: 'Grund',
    submit: 'Preis speichern',
    done: 'Der Preis wurde geändert.',
  },

  comment: {
    title: 'Kommentieren',
    text: 'Kommentar',
    submit: 'Kommentar speichern',
    done: 'Der Kommentar wurde gespeichert.',
  },

  cancel: {
    title: 'Buchung stornieren',
    mailNote:
      'Der Kunde erhält eine Stornierungs-E-Mail, und der Zeitraum wird wieder frei. Das lässt sich nicht rückgängig machen.',
    reason: 'Grund der Stornierung',
    submit: 'Buchung stornieren',
    done: 'Die Buchung wurde storniert.',
  },

  ban: {
    title: 'Kunden sperren',
    intro:
      'Gesperrte Kunden können nicht mehr buchen. Es genügt eine der Angaben Name, Telefon oder E-Mail.',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    reason: 'Grund der Sperrung',
    optional: 'optional',
    submit: 'Kunden sperren',
    done: 'Der Kunde wurde gesperrt.',
  },

  errors: {
    required: 'Bitte ausfüllen.',
    priceInvalid:
      'Bitte einen Betrag in Euro angeben: nur Ziffern, höchstens zwei Nachkommastellen (z. B. 85,50).',
    priceBelowCoupon: (coupon: string) =>
      `Der neue Preis darf nicht unter dem per Gutschein bezahlten Betrag (${coupon}) liegen.`,
    tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    tooLongGeneric: 'Die Angabe ist zu lang.',
    belowCoupon: 'Der neue Preis darf nicht unter dem per Gutschein bezahlten Betrag liegen.',
    nameTooLong: 'Der Name darf höchstens 50 Zeichen lang sein.',
    phoneInvalid: 'Nur Ziffern mit optionalem + am Anfang, höchstens 25 Zeichen.',
    emailInvalid: 'Bitte eine gültige E-Mail-Adresse angeben (höchstens 50 Zeichen).',
    contactMissing: 'Bitte mindestens Name, Telefon oder E-Mail angeben.',
    checkField: 'Bitte überprüfen Sie diese Angabe.',
    checkInput: 'Bitte überprüfen Sie Ihre Angaben.',
    checkMarked: 'Bitte überprüfen Sie die markierten Angaben.',
    bookingPaid: 'Diese Buchung ist bereits bezahlt und kann nur noch gesperrt werden.',
    bookingCancelled: 'Diese Buchung wurde bereits storniert.',
    notFound: 'Diese Buchung gibt es nicht mehr.',
    forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
    unavailable:
      'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },

  dayBlock: {
    block: 'Tag sperren',
    unblock: 'Tag freigeben',
    confirmTitle: 'Tag sperren',
    confirmText: (count: number) =>
      count === 1
        ? 'An diesem Tag gibt es 1 Buchung. Trotzdem sperren?'
        : `An diesem Tag gibt es ${count} Buchungen. Trotzdem sperren?`,
    confirmNote: 'Die Buchungen bleiben bestehen; neue Buchungen sind dann nicht mehr möglich.',
    confirm: 'Trotzdem sperren',
    blocked: 'Der Tag wurde gesperrt.',
    unblocked: 'Der Tag wurde freigegeben.',
    failed: 'Ein Fehler ist aufgetreten. Der Tag wurde nicht geändert.',
  },

  log: {
    toggle: 'Buchungslog (14 Tage)',
    lead: 'Alle Buchungen, die in den letzten 14 Tagen gemacht wurden, auch stornierte; die neuesten zuerst.',
    loading: 'Buchungslog wird geladen …',
    failed: 'Das Buchungslog konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'In den letzten 14 Tagen wurden keine Buchungen gemacht.',
    more: 'Mehr laden',
    loadingMore: 'Wird geladen …',
    columns: {
      createdAt: 'Gebucht am',
      vehicle: 'Fahrzeug',
      customer: 'Kunde',
      period: 'Zeitraum',
      price: 'Preis',
      state: 'Status',
    },
    cancelled: 'storniert',
    paid: 'bezahlt',
    open: 'offen',
  },
} as const;

export type DayBookingsTexts = typeof dayBookingsTexts;
