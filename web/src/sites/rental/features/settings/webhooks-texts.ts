import type { WebhookDeliveryStatus } from '@showcase/contracts/generated/model/webhookDeliveryStatus';
import type { WebhookEventType } from '@showcase/contracts/generated/model/webhookEventType';
import type { EndpointStatus, WebhookErrorKey } from './webhooks-model';
import { webhookLimits } from './webhooks-model';

/** The webhooks card's German texts (the staff area speaks German only). */
export const webhooksDe = {
  title: 'Webhooks',
  lead: 'Mit einem Webhook meldet das System des Verleihs anderen Programmen sofort, wenn Buchungen angelegt oder storniert, Kassiervorgänge abgeschlossen oder Gutscheine ausgestellt werden. Jede Nachricht ist mit einem Secret signiert, an dem der Empfänger erkennt, dass sie echt ist.',
  docs: 'API-Dokumentation',
  docsHref: '/api/docs',
  loading: 'Die Webhooks werden geladen …',
  loadFailed: 'Die Webhooks konnten nicht geladen werden.',

  list: {
    title: 'Vorhandene Webhooks',
    empty: 'Es gibt noch keine Webhooks.',
    url: 'Ziel-URL',
    events: 'Ereignisse',
    status: 'Status',
    statuses: {
      on: 'aktiv',
      off: 'abgeschaltet',
      autoOff: 'abgeschaltet',
    } satisfies Record<EndpointStatus, string>,
    offByHand: 'Von Hand abgeschaltet: Es werden keine Ereignisse zugestellt.',
    autoOff: (lastError: string | null) =>
      lastError
        ? `Automatisch abgeschaltet, weil alle Zustellversuche fehlschlugen (zuletzt: ${lastError}). Prüfen Sie den Empfänger und schalten Sie den Webhook dann wieder ein.`
        : 'Automatisch abgeschaltet, weil alle Zustellversuche fehlschlugen. Prüfen Sie den Empfänger und schalten Sie den Webhook dann wieder ein.',
    autoOffDetail: 'Meldung des Servers:',
    secret: 'Secret beginnt mit',
    created: 'Angelegt am',
    lastSuccess: 'Zuletzt zugestellt',
    neverDelivered: 'noch nie',
    failures: 'Fehlversuche seither',
    at: (date: string, clock: string) => `${date} um ${clock} Uhr`,
    demo: 'Demo',
    demoHint: 'nur simuliert, nicht gespeichert',
    enabled: 'Eingeschaltet',
    switching: 'Wird umgeschaltet …',
    switchedOn: (url: string) => `Der Webhook an ${url} ist eingeschaltet.`,
    switchedOff: (url: string) => `Der Webhook an ${url} ist abgeschaltet.`,
    switchFailed: 'Der Webhook konnte nicht umgeschaltet werden. Bitte versuchen Sie es erneut.',
    gone: 'Diesen Webhook gibt es nicht mehr. Die Liste wurde neu geladen.',
    rotate: 'Secret erneuern',
    remove: 'Löschen',
    deliveries: 'Zustellungen',
  },

  remove: {
    title: 'Webhook löschen?',
    question: (url: string) => `Soll der Webhook an ${url} gelöscht werden?`,
    consequence:
      'Es werden sofort keine Ereignisse mehr dorthin zugestellt, und sein Zustellprotokoll verschwindet. Das lässt sich nicht rückgängig machen.',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
    working: 'Wird gelöscht …',
    close: 'Schließen',
    failed: 'Der Webhook konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    done: (url: string) => `Der Webhook an ${url} wurde gelöscht.`,
  },

  rotate: {
    title: 'Secret erneuern?',
    question: (url: string, prefix: string) =>
      `Soll der Webhook an ${url} ein neues Secret bekommen (bisher ${prefix}…)?`,
    consequence:
      'Das bisherige Secret signiert ab sofort nicht mehr: Der Empfänger braucht danach das neue, sonst weist er die Nachrichten ab.',
    cancel: 'Abbrechen',
    confirm: 'Secret erneuern',
    working: 'Wird erneuert …',
    close: 'Schließen',
    failed: 'Das Secret konnte nicht erneuert werden. Bitte versuchen Sie es erneut.',
    announce: (url: string) => `Der Webhook an ${url} hat ein neues Secret.`,
  },

  deliveries: {
    title: (url: string) => `Zustellungen an ${url}`,
    loading: 'Die Zustellungen werden geladen …',
    loadFailed: 'Die Zustellungen konnten nicht geladen werden.',
    empty: 'Noch keine Zustellungen.',
    time: 'Zeit',
    event: 'Ereignis',
    status: 'Status',
    httpCode: 'HTTP-Code',
    attempts: 'Versuche',
    responseTime: 'Antwortzeit',
    lastError: 'Letzter Fehler',
    action: 'Aktion',
    none: '–',
    statuses: {
      pending: 'wartet',
      retrying: 'wird wiederholt',
      delivered: 'zugestellt',
      failed: 'fehlgeschlagen',
    } satisfies Record<WebhookDeliveryStatus, string>,
    redeliver: 'Erneut senden',
    redelivering: 'Wird gesendet …',
    redelivered: 'Die Zustellung wird erneut gesendet.',
    redeliverDisabled:
      'Der Webhook ist abgeschaltet. Schalten Sie ihn zuerst wieder ein, dann lässt sich die Zustellung erneut senden.',
    redeliverFailed:
      'Die Zustellung konnte nicht erneut gesendet werden. Bitte versuchen Sie es erneut.',
    more: 'Mehr laden',
    loadingMore: 'Wird geladen …',
  },

  form: {
    title: 'Neuer Webhook',
    url: 'Ziel-URL',
    urlHint:
      'Die Adresse, an die das System die Ereignisse sendet – mit https://, z. B. https://example.com/hooks/verleih.',
    events: 'Ereignisse',
    eventsHint: 'Nur, was das Programm wirklich braucht.',
    all: 'Alle auswählen',
    none: 'Keine auswählen',
    description: 'Beschreibung',
    descriptionHint: `Wofür der Webhook ist, z. B. „Buchhaltung“. Höchstens ${webhookLimits.description} Zeichen.`,
    optional: 'optional',
    submit: 'Webhook anlegen',
    creating: 'Wird angelegt …',
    checkFields: 'Bitte prüfen Sie die markierten Felder.',
    networkFailed:
      'Der Server ist gerade nicht erreichbar. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    failed: 'Der Webhook konnte nicht angelegt werden. Bitte versuchen Sie es erneut.',
    errors: {
      urlRequired: 'Bitte geben Sie die Ziel-URL an.',
      urlInvalid: 'Bitte geben Sie eine vollständige Adresse an, z. B. https://example.com/hooks.',
      urlHttps: 'Die Adresse muss mit https:// beginnen.',
      urlCredentials:
        'Bitte ohne Benutzername und Passwort in der Adresse – die Nachrichten sind stattdessen signiert.',
      urlPrivate:
        'Diese Adresse ist aus dem Internet nicht erreichbar (lokal, privat oder reserviert). Bitte eine öffentliche Adresse angeben.',
      urlTooLong: `Die Adresse darf höchstens ${webhookLimits.url} Zeichen lang sein.`,
      eventsRequired: 'Bitte wählen Sie mindestens ein Ereignis.',
      eventsInvalid: 'Bitte wählen Sie nur Ereignisse aus der Liste, jedes einmal.',
      descriptionTooLong: `Die Beschreibung darf höchstens ${webhookLimits.description} Zeichen lang sein.`,
    } satisfies Record<WebhookErrorKey, string>,
  },

  edit: {
    open: 'Bearbeiten',
    title: (url: string) => `Webhook an ${url} bearbeiten`,
    secretStays:
      'Das Secret bleibt dasselbe: Der Empfänger prüft die Signatur weiter mit dem bisherigen.',
    submit: 'Speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    failed: 'Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    saved: (url: string) => `Der Webhook an ${url} wurde gespeichert.`,
    unchanged: 'Es gab nichts zu speichern: Der Webhook ist unverändert.',
  },

  demo: {
    note: 'Demo-Konto: Änderungen an Webhooks werden nur simuliert – gespeichert wird nichts, und es werden keine Ereignisse zugestellt.',
    created:
      'Demo-Konto: Dieser Webhook wurde nur simuliert und nicht gespeichert. Nach dem Neuladen der Seite ist er wieder weg.',
    edited:
      'Demo-Konto: Die Änderungen wurden nur simuliert und nicht gespeichert. Nach dem Neuladen der Seite sind sie wieder weg.',
  },

  created: {
    title: (url: string) => `Secret für ${url}`,
    secretLabel: 'Signatur-Secret',
    once: 'Dieses Secret wird nur jetzt angezeigt. Hinterlegen Sie es im empfangenden Programm, damit es die Signatur prüfen kann.',
    copy: 'Kopieren',
    copied: 'Das Secret ist in der Zwischenablage.',
    copyManually:
      'Kopieren ging nicht automatisch: Das Secret ist markiert – bitte mit Strg+C (Mac: ⌘+C) kopieren.',
    verify:
      'Die Signatur steht im Header webhook-signature (HMAC-SHA256 nach Standard Webhooks); Einzelheiten in der',
    events: (labels: string) => `Ereignisse: ${labels}.`,
    done: 'Fertig',
    announce: (url: string) => `Der Webhook an ${url} wurde angelegt.`,
  },
} as const;

/** The events as the staff read them. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'booking.created': 'Buchung angelegt',
  'booking.cancelled': 'Buchung storniert',
  'booking.repriced': 'Buchungspreis geändert',
  'stay.created': 'Aufenthalt angelegt',
  'stay.cancelled': 'Aufenthalt storniert',
  'stay.paid': 'Aufenthalt bezahlt',
  'checkout.completed': 'Kassiervorgang abgeschlossen',
  'coupon.issued': 'Gutschein ausgestellt',
};
