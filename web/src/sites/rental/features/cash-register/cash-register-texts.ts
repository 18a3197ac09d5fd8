import type { RegisterTender } from '@showcase/contracts/generated/model/registerTender';
import type { CheckoutFailureNote } from './checkout-failure';
import type { RegisterMode, RegisterStep } from './register-steps';

const pieces = (count: number) => (count === 1 ? '1 Artikel' : `${count} Artikel`);

/** The cash register's words (German only, like every staff screen; spec §8 word for word). */
export const cashRegisterTexts = {
  title: 'Kassensystem',
  leads: {
    chooser: 'Was möchten Sie abrechnen?',
    booking: 'Eine unbezahlte Buchung abrechnen.',
    booking_and_products: 'Eine Buchung zusammen mit Produkten abrechnen.',
    coupons: 'Einen per Überweisung bestellten Gutschein bezahlen lassen.',
    products: 'Produkte verkaufen.',
  } satisfies Record<RegisterMode | 'chooser', string>,

  modes: {
    title: 'Vorgang wählen',
    change: 'Anderen Vorgang wählen',
    items: {
      booking: { label: 'Buchung', hint: 'Eine unbezahlte Buchung des Tages abrechnen' },
      booking_and_products: {
        label: 'Buchung und Produkte',
        hint: 'Buchung abrechnen und Getränke, Speisen oder Dienstleistungen dazu',
      },
      coupons: { label: 'Gutschein', hint: 'Einen bestellten Gutschein bezahlen lassen' },
      products: { label: 'Produkte', hint: 'Getränke, Speisen, Sonstiges und Dienstleistungen' },
    } satisfies Record<RegisterMode, { label: string; hint: string }>,
  },

  steps: {
    nav: 'Schritte',
    names: {
      select_booking: 'Buchung wählen',
      select_coupon: 'Gutschein wählen',
      select_products: 'Produkte wählen',
      checkout: 'Bezahlen',
    } satisfies Record<RegisterStep, string>,
    current: 'aktueller Schritt',
    done: 'erledigt',
    back: 'Zurück',
    next: 'Weiter',
    toCheckout: 'Zur Kasse',
  },

  optional: 'optional',

  /** Marks the booking or coupon chosen before, when the cashier comes back to the list. */
  selected: 'ausgewählt',

  time: {
    at: (clock: string) => `um ${clock} Uhr`,
    dayAt: (date: string, clock: string) => `${date} um ${clock} Uhr`,
  },

  bookings: {
    title: 'Unbezahlte Buchungen',
    timetable: 'Sortierung',
    arrival: 'Ankunft',
    arrivalHint: 'nach Rückgabezeit',
    departure: 'Abfahrt',
    departureHint: 'nach Abfahrtszeit',
    loading: 'Buchungen werden geladen …',
    failed: 'Die Buchungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    /** Spec §8, word for word. */
    empty: 'Es gibt für diesen Tag keine unbezahlten Buchungen.',
    count: (count: number) =>
      count === 1 ? '1 unbezahlte Buchung' : `${count} unbezahlte Buchungen`,
    blockedTitle: 'Tag gesperrt',
    blockedText: 'An diesem Tag sind keine neuen Buchungen möglich.',
    start: 'Abfahrt',
    end: 'Rückgabe',
    duration: 'Dauer',
    due: 'Offen',
    couponPaid: (amount: string) => `davon per Gutschein bezahlt: ${amount}`,
    /** Spec §4: an unpaid booking whose end has passed. */
    unpaid: 'unbezahlt',
    choose: (vehicle: string, customer: string) => `${vehicle}, ${customer} abrechnen`,
    hours: (hours: string) => `${hours} Std.`,
    nights: (nights: number) => (nights === 1 ? '1 Nacht' : `${nights} Nächte`),
    dayUse: 'Tagesnutzung',
  },

  coupons: {
    title: 'Unbezahlte Gutscheine',
    loading: 'Gutscheine werden geladen …',
    failed: 'Die Gutscheine konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    /** Spec §8, word for word. */
    empty: 'Zurzeit gibt es keine unbezahlten Gutscheine.',
    count: (count: number) =>
      count === 1 ? '1 unbezahlter Gutschein' : `${count} unbezahlte Gutscheine`,
    orderedOn: (date: string) => `bestellt am ${date}`,
    email: 'E-Mail',
    amount: 'Betrag',
    choose: (buyer: string, amount: string) => `Gutschein von ${buyer} über ${amount} abrechnen`,
  },

  products: {
    title: 'Produkte',
    categories: 'Kategorien',
    loading: 'Produkte werden geladen …',
    failed: 'Die Produkte konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Es gibt noch keine Produkte in dieser Kategorie.',
    stock: (count: number) => `Bestand ${count}`,
    soldOut: 'ausverkauft',
    unlimited: 'unbegrenzt',
    inCart: 'im Warenkorb',
  },

  cart: {
    title: 'Warenkorb',
    empty: 'Noch nichts im Warenkorb. Tippen Sie auf ein Produkt.',
    count: (count: number) => pieces(count),
    less: (name: string) => `${name}: eins weniger`,
    more: (name: string) => `${name}: eins mehr`,
    quantity: (count: number) => `${count} ×`,
    total: 'Summe',
    totalAnnounced: (count: number, total: string) =>
      `${pieces(count)} im Warenkorb, Summe ${total}`,
    /** Phones: folds the cart's lines out of the bar at the screen's foot. */
    show: 'Positionen',
  },

  summary: {
    title: 'Übersicht',
    booking: (vehicle: string) => `Buchung ${vehicle}`,
    soldCoupon: (buyer: string) => `Gutschein von ${buyer}`,
    subtotal: 'Zwischensumme',
    coupon: 'Gutschein',
    total: 'Zu zahlen',
    nothing: 'Noch nichts ausgewählt.',
  },

  coupon: {
    title: 'Gutschein einlösen',
    label: 'Gutscheincode',
    hint: 'Zum Beispiel ABCD-EFGH-JKMN-PQRS',
    check: 'Prüfen',
    checking: 'Wird geprüft …',
    /** The button beside the applied code; screen readers hear 'Gutschein Entfernen'. */
    remove: 'Entfernen',
    removeContext: 'Gutschein',
    required: 'Bitte geben Sie einen Gutscheincode ein.',
    /** Spec §8, word for word. */
    invalid: 'Gutschein ist ungültig',
    applied: 'Gutschein wird angewendet',
    appliedAmount: (amount: string, balance: string) =>
      `${amount} werden verrechnet (Guthaben ${balance}).`,
    failed: 'Der Gutschein konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
    paysAll: 'Der Gutschein deckt den ganzen Betrag.',
  },

  payment: {
    title: 'Zahlungsart',
    methods: { cash: 'Bar', card: 'Karte', paypal: 'PayPal' } satisfies Record<
      RegisterTender,
      string
    >,
    received: 'Erhalten in €',
    receivedHint: 'Optional: Für das Rückgeld, zum Beispiel 50 oder 20,50.',
    exact: 'Passend',
    quick: 'Schnellauswahl',
    receivedInvalid: 'Bitte geben Sie den Betrag in Euro an, z. B. 50 oder 20,50.',
    receivedTooLittle: 'Das ist weniger als der zu zahlende Betrag.',
    change: 'Rückgeld',
    submit: 'Zahlung registrieren',
    sending: 'Wird registriert …',
    nothingToPay: 'Bitte wählen Sie zuerst aus, was bezahlt wird.',
  },

  outcome: {
    /** Spec §8, word for word. */
    success: 'Die Zahlung wurde registriert.',
    failure: 'Ein Fehler ist aufgetreten.',
    receipt: (number: number) => `Beleg Nr. ${number}`,
    download: 'Beleg herunterladen',
    print: 'Beleg drucken',
    printHint: 'öffnet in neuem Tab',
    noReceiptInDemo: 'Im Demo-Modus entsteht kein Beleg.',
    redirect: 'Gleich geht es zurück zum Hauptmenü.',
    paused: 'Die Weiterleitung wartet, solange Sie beim Beleg sind.',
    toMenu: 'Zum Hauptmenü',
    paidWith: {
      cash: 'bar',
      card: 'mit Karte',
      paypal: 'mit PayPal',
      coupon: 'per Gutschein',
    } as Record<string, string>,
    taken: (amount: string, method: string) => `${amount} ${method} kassiert`,
    byCoupon: (amount: string) => `${amount} per Gutschein bezahlt`,
    plusCoupon: (amount: string) => `dazu ${amount} per Gutschein`,
    change: (amount: string) => `Rückgeld: ${amount}`,
    notes: {
      failed: 'Bitte versuchen Sie es erneut.',
      outOfStock: (names: string) =>
        `${names} ist inzwischen nicht mehr in dieser Menge da – der Warenkorb wurde angepasst.`,
      outOfStockUnknown: 'Ein Produkt ist inzwischen ausverkauft – der Warenkorb wurde angepasst.',
      totalChanged: 'Ein Preis hat sich inzwischen geändert – bitte prüfen Sie die neue Summe.',
      bookingPaid: 'Diese Buchung wurde inzwischen schon bezahlt.',
      bookingCancelled: 'Diese Buchung wurde inzwischen storniert.',
      couponSold: 'Dieser Gutschein wurde inzwischen schon bezahlt.',
      couponInvalid: 'Der Gutschein kann nicht mehr zahlen – bitte prüfen Sie ihn erneut.',
      receivedTooLittle: 'Der erhaltene Betrag deckt die Summe nicht.',
      forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
      unavailable: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
    } satisfies Record<Exclude<CheckoutFailureNote, 'outOfStock'>, string> & {
      outOfStock: (names: string) => string;
    },
  },

  day: {
    group: 'Tag wählen',
    label: 'Tag',
    previous: 'Vorheriger Tag',
    next: 'Nächster Tag',
    today: 'Heute',
  },
} as const;
