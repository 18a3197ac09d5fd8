import type { BookingKind } from '@showcase/contracts/generated/model/bookingKind';
import type { VehicleLogAction } from '@showcase/contracts/generated/model/vehicleLogAction';

/** The staff fleet list's words (German only, like every staff screen). */
export const fleetTexts = {
  title: (typeLabel: string) => `Boote: ${typeLabel}`,
  lead: 'Alle Fahrzeuge dieses Typs, gesperrte eingeschlossen.',
  typesNav: 'Fahrzeugtypen',
  add: 'Hinzufügen',
  publicOverview: 'Öffentliche Übersicht',

  listTitle: (typeLabel: string) => `${typeLabel} im Bestand`,
  loading: 'Fahrzeuge werden geladen …',
  loadFailed: 'Die Fahrzeuge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Es gibt noch keine Fahrzeuge dieses Typs.',
  addFirst: (noun: string) => `${noun} hinzufügen`,
  count: (total: number, blocked: number) =>
    `${total === 1 ? '1 Fahrzeug' : `${total} Fahrzeuge`}${blocked > 0 ? `, davon ${blocked} gesperrt` : ''}`,

  photoAlt: (name: string) => `Foto: ${name}`,
  noPhoto: 'Kein Foto',
  passengers: (count: number) => (count === 1 ? '1 Person' : `${count} Personen`),
  pricePerHour: '1 Std.',
  noHourPrice: 'kein Stundenpreis',
  status: { blocked: 'gesperrt', inService: 'in Betrieb' },

  actions: {
    block: 'Sperren',
    unblock: 'Entsperren',
    change: 'Ändern',
    delete: 'Löschen',
    calendar: 'Kalender-Abo',
  },

  dialog: {
    close: 'Schließen',
    cancel: 'Abbrechen',
    blockTitle: (name: string) => `${name} sperren?`,
    blockLead:
      'Ein gesperrtes Fahrzeug verschwindet aus der öffentlichen Übersicht und kann nicht mehr gebucht werden. Bestehende Buchungen bleiben gültig.',
    blockConfirm: 'Sperren',
    blocking: 'Wird gesperrt …',
    unblockTitle: (name: string) => `${name} entsperren?`,
    unblockLead:
      'Das Fahrzeug ist danach wieder in Betrieb: Es erscheint in der öffentlichen Übersicht und kann gebucht werden.',
    unblockConfirm: 'Entsperren',
    unblocking: 'Wird entsperrt …',
    deleteTitle: (name: string) => `${name} löschen?`,
    deleteLead:
      'Das Fahrzeug verschwindet endgültig aus allen Listen und kann nicht mehr gebucht werden; seine Bilder werden gelöscht. Bestehende Buchungen behalten seinen Namen. Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Endgültig löschen',
    deleting: 'Wird gelöscht …',
    checking: 'Zukünftige Buchungen werden geprüft …',
    checkFailed: 'Die zukünftigen Buchungen konnten nicht geprüft werden.',
    checkAgain: 'Erneut prüfen',
    noFutureBookings: 'Dieses Fahrzeug hat keine zukünftigen Buchungen.',
    futureWarning: (count: number) =>
      count === 1
        ? 'Dieses Fahrzeug hat noch 1 zukünftige Buchung.'
        : `Dieses Fahrzeug hat noch ${count} zukünftige Buchungen.`,
    futureHint:
      'Bitte kümmern Sie sich um diese Buchungen, z. B. die Kunden informieren oder absagen.',
    bookingKinds: { hourly: 'stundenweise', stay: 'Aufenthalt' } satisfies Record<
      BookingKind,
      string
    >,
    bookedBy: (name: string) => `gebucht von ${name}`,
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    gone: 'Dieses Fahrzeug gibt es nicht mehr. Die Liste wird neu geladen.',
    forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  },

  outcome: {
    blocked: (name: string) => `${name} ist jetzt gesperrt.`,
    unblocked: (name: string) => `${name} ist wieder in Betrieb.`,
    deleted: (name: string) => `${name} wurde gelöscht.`,
    stillBooked: (count: number) =>
      count === 1
        ? 'Es gibt noch 1 zukünftige Buchung für dieses Fahrzeug – bitte kümmern Sie sich darum.'
        : `Es gibt noch ${count} zukünftige Buchungen für dieses Fahrzeug – bitte kümmern Sie sich darum.`,
    dismiss: 'Hinweis schließen',
  },

  feed: {
    title: (name: string) => `Kalender-Abo: ${name}`,
    lead: 'Mit diesem Link abonnieren Sie die Buchungen des Fahrzeugs in Ihrem Kalender (Handy, Outlook, Google Kalender). Der Kalender aktualisiert sich selbst.',
    loading: 'Link wird geladen …',
    loadFailed: 'Der Link konnte nicht geladen werden.',
    none: 'Für dieses Fahrzeug gibt es noch keinen Abo-Link.',
    create: 'Link erstellen',
    creating: 'Wird erstellt …',
    urlLabel: 'Abo-Link',
    copy: 'Kopieren',
    copied: 'Link kopiert.',
    copyFailed:
      'Kopieren ging nicht. Der Link ist markiert – kopieren Sie ihn mit Strg+C (Mac: ⌘+C).',
    phoneLink: 'Auf dem Handy abonnieren',
    phoneHint: 'öffnet die Kalender-App (webcal)',
    secret:
      'Wer diesen Link kennt, sieht alle Buchungen dieses Fahrzeugs mit Kundennamen. Geben Sie ihn nur an Mitarbeiter weiter.',
    rotate: 'Neuen Link erzeugen',
    rotateWarning:
      'Der bisherige Link hört sofort auf zu funktionieren: Alle bestehenden Abos zeigen keine Buchungen mehr und müssen mit dem neuen Link neu eingerichtet werden.',
    rotateConfirm: 'Ja, neuen Link erzeugen',
    rotating: 'Wird erzeugt …',
    rotated: 'Ein neuer Link wurde erzeugt. Der alte Link funktioniert nicht mehr.',
    created: 'Der Abo-Link wurde erstellt.',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },

  log: {
    title: 'Änderungsprotokoll',
    lead: 'Wer welches Fahrzeug hinzugefügt, geändert, gesperrt oder gelöscht hat – alle Typen, neueste zuerst.',
    loading: 'Protokoll wird geladen …',
    loadFailed: 'Das Änderungsprotokoll konnte nicht geladen werden.',
    empty: 'Es gibt noch keine Einträge im Änderungsprotokoll.',
    columns: { at: 'Zeitpunkt', vehicle: 'Fahrzeug', type: 'Typ', action: 'Aktion', by: 'Von' },
    actions: {
      added: 'hinzugefügt',
      changed: 'geändert',
      blocked: 'gesperrt',
      unblocked: 'entsperrt',
      deleted: 'gelöscht',
    } satisfies Record<VehicleLogAction, string>,
    more: (count: number) => `${count} weitere anzeigen`,
    shown: (shown: number, total: number) => `${shown} von ${total} Einträgen`,
  },
} as const;
