import type { ApiScope } from '@showcase/contracts/generated/model/apiScope';
import type { TokenErrorKey, TokenStatus } from './api-tokens-model';
import { MAX_EXPIRY_DAYS, TOKEN_LIMITS, tokenNameLimits } from './api-tokens-model';

/** The API tokens card's German texts (the staff area speaks German only). */
export const apiTokensDe = {
  title: 'API-Zugänge',
  lead: 'Mit einem API-Zugang können Skripte und andere Programme – etwa Buchungsportale oder die Buchhaltung – die REST-API des Verleihs benutzen. Der Schlüssel wird nur einmal angezeigt, direkt nach dem Erstellen.',
  docs: 'API-Dokumentation',
  docsHref: '/api/docs',
  loading: 'Die API-Zugänge werden geladen …',
  loadFailed: 'Die API-Zugänge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',

  list: {
    title: 'Vorhandene Zugänge',
    empty: 'Es gibt noch keine API-Zugänge.',
    prefix: 'Schlüssel beginnt mit',
    scopes: 'Berechtigungen',
    createdBy: 'Erstellt von',
    createdOn: (name: string, date: string) => `${name} am ${date}`,
    expiry: 'Ablauf',
    never: 'läuft nie ab',
    expiresOn: (date: string, clock: string) => `${date} um ${clock} Uhr`,
    lastUsed: 'Zuletzt benutzt',
    neverUsed: 'noch nie benutzt',
    justNow: 'gerade eben',
    minutesAgo: (count: number) => (count === 1 ? 'vor 1 Minute' : `vor ${count} Minuten`),
    hoursAgo: (count: number) => (count === 1 ? 'vor 1 Stunde' : `vor ${count} Stunden`),
    usedOn: (date: string, clock: string) => `am ${date} um ${clock} Uhr`,
    status: 'Status',
    statuses: {
      active: 'aktiv',
      expired: 'abgelaufen',
      revoked: 'widerrufen',
    } satisfies Record<TokenStatus, string>,
    demo: 'Demo',
    demoHint: 'vom Demo-Konto, nur Simulation',
    revoke: 'Widerrufen',
    revokeLabel: (name: string) => `„${name}“ widerrufen`,
  },

  revoke: {
    title: 'API-Zugang widerrufen?',
    question: (name: string, prefix: string) =>
      `Soll der Zugang „${name}“ (${prefix}…) widerrufen werden?`,
    consequence:
      'Programme, die diesen Schlüssel benutzen, werden sofort abgewiesen. Das lässt sich nicht rückgängig machen – für dasselbe Programm erstellen Sie dann einen neuen Zugang.',
    cancel: 'Abbrechen',
    confirm: 'Widerrufen',
    working: 'Wird widerrufen …',
    close: 'Schließen',
    failed: 'Der Zugang konnte nicht widerrufen werden. Bitte versuchen Sie es erneut.',
    done: (name: string) => `Der Zugang „${name}“ wurde widerrufen.`,
    gone: 'Diesen Zugang gibt es nicht mehr. Die Liste wurde neu geladen.',
  },

  form: {
    title: 'Neuer Zugang',
    name: 'Name',
    nameHint: `Wofür der Zugang ist, z. B. „Buchungsportal“ oder „Buchhaltung“. ${tokenNameLimits.min} bis ${tokenNameLimits.max} Zeichen.`,
    scopes: 'Berechtigungen',
    scopesHint: 'Nur, was das Programm wirklich braucht.',
    expiresOn: 'Gültig bis einschließlich',
    optional: 'optional',
    expiresOnHint: `Leer lassen, damit der Zugang bis zum Widerruf gilt. Höchstens ${MAX_EXPIRY_DAYS} Tage im Voraus.`,
    submit: 'Zugang erstellen',
    creating: 'Wird erstellt …',
    checkFields: 'Bitte prüfen Sie die markierten Felder.',
    limitReached: (limit: number) =>
      `Es gibt schon ${limit} aktive Zugänge – mehr sind nicht möglich. Bitte widerrufen Sie zuerst einen, der nicht mehr gebraucht wird.`,
    limitReachedUnknown:
      'Es gibt schon so viele aktive Zugänge wie möglich. Bitte widerrufen Sie zuerst einen, der nicht mehr gebraucht wird.',
    networkFailed:
      'Der Server ist gerade nicht erreichbar. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    failed: 'Der Zugang konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    errors: {
      nameInvalid: `Bitte geben Sie einen Namen mit ${tokenNameLimits.min} bis ${tokenNameLimits.max} Zeichen an.`,
      scopesRequired: 'Bitte wählen Sie mindestens eine Berechtigung.',
      scopesInvalid: 'Bitte wählen Sie nur Berechtigungen aus der Liste, jede einmal.',
      expiryInvalid: `Bitte wählen Sie einen Tag ab heute, höchstens ${MAX_EXPIRY_DAYS} Tage im Voraus.`,
    } satisfies Record<TokenErrorKey, string>,
  },

  demo: {
    form: `Demo-Konto: Seine Zugänge laufen nach 24 Stunden ab, und alles, was ein Programm damit tut, wird nur simuliert – gespeichert wird nichts. Es kann höchstens ${TOKEN_LIMITS.demo} aktive Zugänge haben.`,
    created:
      'Demo-Konto: Dieser Zugang läuft nach 24 Stunden ab. Anfragen damit werden nur simuliert – gespeichert wird nichts.',
  },

  created: {
    title: (name: string) => `Neuer Schlüssel für „${name}“`,
    tokenLabel: 'API-Schlüssel',
    once: 'Dieser Schlüssel wird nur jetzt angezeigt. Bewahren Sie ihn sicher auf.',
    copy: 'Kopieren',
    copied: 'Der Schlüssel ist in der Zwischenablage.',
    copyManually:
      'Kopieren ging nicht automatisch: Der Schlüssel ist markiert – bitte mit Strg+C (Mac: ⌘+C) kopieren.',
    example: 'Zum Ausprobieren – die heutigen Buchungen:',
    expires: (date: string, clock: string) => `Gültig bis ${date} um ${clock} Uhr.`,
    neverExpires: 'Gültig bis zum Widerruf.',
    scopes: (labels: string) => `Berechtigungen: ${labels}.`,
    done: 'Fertig',
    announce: (name: string) => `Der Zugang „${name}“ wurde erstellt.`,
  },
} as const;

/** The scopes as the staff read them. */
export const apiScopeLabels: Record<ApiScope, string> = {
  'vehicles:read': 'Fahrzeuge lesen',
  'bookings:read': 'Buchungen lesen',
  'bookings:write': 'Buchungen anlegen & stornieren',
  'stays:write': 'Aufenthalte anlegen',
  'products:read': 'Produkte lesen',
  'cashregister:read': 'Kassenbuch lesen',
};
