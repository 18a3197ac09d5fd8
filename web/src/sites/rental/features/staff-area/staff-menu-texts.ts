/**
 * The texts of the staff main menu, its popups and the unfinished-bookings banner. The staff
 * screens are German only (spec §2); entry names are the spec's.
 */

import type { RegisterMode } from '../cash-register/register-steps';

/** The menu's entries in the spec's order (§2 "Main menu entries"). */
export type MenuEntryKey =
  | 'todos'
  | 'calendar'
  | 'vehicles'
  | 'employees'
  | 'workingHours'
  | 'contactInbox'
  | 'cashRegister'
  | 'products'
  | 'blacklist'
  | 'settings';

const bookings = (count: number) => (count === 1 ? 'Buchung' : 'Buchungen');

export const staffMenuTexts = {
  title: 'Intern',
  greeting: (firstName: string) => `Hallo ${firstName}, schön, dass Sie da sind.`,
  session: {
    checking: 'Sitzung wird geprüft …',
    checkFailed: 'Die Sitzung konnte gerade nicht geprüft werden.',
    retry: 'Erneut versuchen',
    signedInAs: 'Angemeldet als',
  },
  menuTitle: 'Hauptmenü',
  quickTitle: 'Schnellzugriff',
  bookForCustomer: 'Für Kunden buchen',
  registerEmployee: 'Mitarbeiter registrieren',
  adminOnly: 'nur Admins',
  entries: {
    todos: { label: 'Aufgaben', hint: 'To-dos des Teams abhaken' },
    calendar: { label: 'Kalender', hint: 'Buchungen eines Tages' },
    vehicles: { label: 'Boote', hint: 'Übersicht, hinzufügen, Flotte' },
    employees: { label: 'Mitarbeiter', hint: 'Konten aktivieren und deaktivieren' },
    workingHours: { label: 'Arbeitsstunden', hint: 'Stunden eintragen und ansehen' },
    contactInbox: { label: 'Postfach', hint: 'Kontaktanfragen beantworten' },
    cashRegister: { label: 'Kassensystem', hint: 'Buchungen und Gutscheine abrechnen' },
    products: { label: 'Produkte', hint: 'Getränke, Speisen und mehr' },
    blacklist: { label: 'Sperrungen', hint: 'Gesperrte Kunden' },
    settings: { label: 'Einstellungen', hint: 'Persönliche Daten und Betrieb' },
  } satisfies Record<MenuEntryKey, { label: string; hint: string }>,
  /** The badge's words, read with the entry's name ('Aufgaben (3 offen)'). */
  badges: {
    todos: (count: number) => `${count} offen`,
    vehicles: (count: number) => `${count} gesperrt`,
    contactInbox: (count: number) => `${count} offen`,
  },
  overview: {
    loading: 'Zähler werden geladen …',
    failed: 'Die Zähler (offene Aufgaben, gesperrte Boote, Postfach) konnten nicht geladen werden.',
    retry: 'Erneut laden',
  },
  banner: {
    title: 'Unabgeschlossene Buchungen',
    text: (count: number) =>
      count === 1
        ? 'Es gibt 1 unabgeschlossene Buchung der letzten 7 Tage. Sie muss storniert oder über das Kassensystem abgerechnet werden.'
        : `Es gibt ${count} unabgeschlossene Buchungen der letzten 7 Tage. Sie müssen storniert oder über das Kassensystem abgerechnet werden.`,
    show: 'Anzeigen',
  },
  unfinished: {
    title: 'Unabgeschlossene Buchungen',
    lead: 'Beendet, nicht bezahlt und nicht storniert – aus den letzten 7 Tagen, die älteste zuerst. Stornieren Sie sie am jeweiligen Tag oder rechnen Sie sie über das Kassensystem ab.',
    loading: 'Buchungen werden geladen …',
    empty: 'Es gibt keine unabgeschlossenen Buchungen der letzten 7 Tage.',
    failed: 'Die Buchungen konnten nicht geladen werden.',
    retry: 'Erneut laden',
    count: (count: number) => `${count} ${bookings(count)}`,
    customer: 'Kunde',
    when: 'Zeit',
    price: 'Preis',
    insteadOf: (price: string) => `statt ${price}`,
    kinds: { hourly: 'stundenweise', stay: 'tageweise' },
    openDay: 'Zum Tag',
    /** Read after 'Zum Tag', so each link says which day and boat it leads to. */
    openDaySuffix: (date: string, vehicleName: string) => `: ${date}, ${vehicleName}`,
  },
  calendar: {
    title: 'Kalender',
    lead: 'Wählen Sie einen Tag, um seine Buchungen zu sehen.',
    quick: 'Schnellauswahl',
    yesterday: 'Gestern',
    today: 'Heute',
    tomorrow: 'Morgen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    todayNote: 'heute',
    lastChosenNote: 'zuletzt gewählt',
    dateLabel: 'Datum eingeben',
    open: 'Tag öffnen',
  },
  bookForCustomerDialog: {
    title: 'Für Kunden buchen',
    lead: 'Buchen Sie im Auftrag eines Kunden: erst die Fahrzeugart, dann die Buchungsart.',
    typeLegend: 'Fahrzeugart',
    methodTitle: 'Buchungsart',
    chooseTypeFirst: 'Wählen Sie zuerst eine Fahrzeugart.',
    byHours: {
      title: 'Stundenweise',
      text: 'Erst Tag und Uhrzeit wählen, dann das Boot. Bezahlt wird vor Ort.',
      link: (typePlural: string) => `${typePlural} stundenweise buchen`,
    },
    byDays: {
      title: 'Tageweise',
      text: 'Mehrtägige Buchungen gelten immer für ein bestimmtes Boot: In der Übersicht beim gewünschten Boot „Jetzt buchen“ und dann „Tageweise buchen“ wählen.',
      link: (typePlural: string) => `Zur Übersicht der ${typePlural}`,
    },
  },
  vehiclesDialog: {
    title: 'Boote',
    lead: 'Wählen Sie eine Fahrzeugart und dann, was Sie tun möchten.',
    typeLegend: 'Fahrzeugart',
    actionsTitle: 'Aktion',
    chooseTypeFirst: 'Wählen Sie zuerst eine Fahrzeugart.',
    overview: {
      title: 'Übersicht',
      text: 'Die öffentliche Übersicht mit Ändern und Sperren je Boot.',
      label: (typePlural: string) => `Übersicht der ${typePlural}`,
    },
    add: {
      title: 'Hinzufügen',
      text: 'Ein neues Boot mit Preisen, Extras und Bildern anlegen.',
      label: (noun: string) => `${noun} hinzufügen`,
    },
    fleet: {
      title: 'Flottenliste',
      text: 'Alle Boote dieser Art, auch gesperrte: sperren und entsperren, als Admin auch löschen.',
      label: (typePlural: string) => `Flottenliste der ${typePlural}`,
    },
  },
  cashRegisterDialog: {
    title: 'Kassensystem',
    lead: 'Was möchten Sie kassieren? Die Kasse öffnet sich mit der passenden Auswahl.',
    modesTitle: 'Kassieren',
    modes: {
      booking: {
        label: 'Buchung kassieren',
        text: 'Eine unbezahlte Buchung des Tages abrechnen.',
      },
      booking_and_products: {
        label: 'Buchung mit Produkten',
        text: 'Eine Buchung und dazu Getränke, Speisen oder Leistungen.',
      },
      coupons: {
        label: 'Gutschein kassieren',
        text: 'Einen per Überweisung bestellten, noch unbezahlten Gutschein abrechnen.',
      },
      products: {
        label: 'Nur Produkte',
        text: 'Getränke, Speisen und mehr ohne Buchung verkaufen.',
      },
    } satisfies Record<RegisterMode, { label: string; text: string }>,
    reportsTitle: 'Auswertungen',
    reportsNote: '(nur Admins)',
    reports: {
      cashPositions: { label: 'Kassenstand', text: 'Einnahmen je Tag, Monat und Jahr.' },
      cashLog: { label: 'Kassenbuch', text: 'Alle Belege der letzten 14 Tage, mit Prüfung.' },
    },
  },
} as const;
