import type { InboxItemType } from '@showcase/contracts/generated/model/inboxItemType';
import {
  addTodoBodyBodyMax,
  addTodoBodyNameMax,
} from '@showcase/contracts/generated/zod/inbox/inbox.zod';

/** The inbox screens' German texts (the staff area speaks German only). */
export const inboxDe = {
  todos: {
    title: 'Aufgaben',
    lead: 'Was im Team zu erledigen ist – die neueste Aufgabe zuerst.',
    listTitle: 'Offene Aufgaben',
    // Spec §8, exactly.
    empty: 'Aktuell gibt es keine anstehenden Aufgaben.',
    loading: 'Aufgaben werden geladen …',
    loadFailed: 'Die Aufgaben konnten nicht geladen werden.',
    newTodo: 'Neue Aufgabe',
    log: 'Aufgaben-Log',
    logEmpty: 'Es wurden noch keine Aufgaben abgehakt.',
    logLoading: 'Abgehakte Aufgaben werden geladen …',
    logLoadFailed: 'Das Aufgaben-Log konnte nicht geladen werden.',
  },
  postbox: {
    title: 'Postfach',
    lead: 'Kontaktanfragen von der Website und Mitteilungen zu Buchungen.',
    tabsLabel: 'Postfach-Bereiche',
    log: 'Kontakt-Log',
    logEmpty: 'Es wurden noch keine Kontaktanfragen abgehakt.',
    logLoading: 'Abgehakte Kontaktanfragen werden geladen …',
    logLoadFailed: 'Das Kontakt-Log konnte nicht geladen werden.',
  },
  /** The postbox's lists, one tab each. */
  lists: {
    contact: {
      tab: 'Kontaktanfragen',
      // Spec §8, exactly.
      empty: 'Aktuell gibt es keine ausstehenden Kontaktanfragen.',
      loading: 'Kontaktanfragen werden geladen …',
      loadFailed: 'Die Kontaktanfragen konnten nicht geladen werden.',
    },
    confirmation: {
      tab: 'Buchungsbestätigungen',
      empty: 'Aktuell gibt es keine offenen Buchungsbestätigungen.',
      loading: 'Buchungsbestätigungen werden geladen …',
      loadFailed: 'Die Buchungsbestätigungen konnten nicht geladen werden.',
    },
    cancellation: {
      tab: 'Stornierungen',
      empty: 'Aktuell gibt es keine offenen Stornierungen.',
      loading: 'Stornierungen werden geladen …',
      loadFailed: 'Die Stornierungen konnten nicht geladen werden.',
    },
  },
  item: {
    tickOff: 'Abhaken',
    tickingOff: 'Wird abgehakt …',
    createdBy: (name: string) => `Erstellt von ${name}`,
    createdOn: 'am',
    received: 'Eingegangen am',
    at: (clock: string) => `um ${clock} Uhr`,
    email: 'E-Mail',
    phone: 'Telefon',
    message: 'Nachricht',
    kinds: {
      todo: 'Aufgabe',
      contact: 'Kontaktanfrage',
      confirmation: 'Buchungsbestätigung',
      cancellation: 'Stornierung',
    } satisfies Record<InboxItemType, string>,
  },
  tickOff: {
    done: (kind: string, name: string) => `${kind} „${name}“ wurde abgehakt.`,
    alreadyDone: {
      todo: 'Diese Aufgabe wurde bereits abgehakt.',
      contact: 'Diese Kontaktanfrage wurde bereits abgehakt.',
      confirmation: 'Diese Buchungsbestätigung wurde bereits abgehakt.',
      cancellation: 'Diese Stornierung wurde bereits abgehakt.',
    } satisfies Record<InboxItemType, string>,
    gone: 'Dieser Eintrag existiert nicht mehr; die Liste wurde aktualisiert.',
    failed: 'Das Abhaken hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
  newTodo: {
    title: 'Neue Aufgabe',
    labels: { name: 'Titel', body: 'Beschreibung' },
    hints: {
      name: `Kurz und klar, höchstens ${addTodoBodyNameMax} Zeichen.`,
      body: `Höchstens ${addTodoBodyBodyMax} Zeichen.`,
    },
    errors: {
      nameRequired: 'Bitte geben Sie der Aufgabe einen Titel.',
      nameTooLong: `Der Titel darf höchstens ${addTodoBodyNameMax} Zeichen lang sein.`,
      bodyRequired: 'Bitte beschreiben Sie die Aufgabe.',
      bodyTooLong: `Die Beschreibung darf höchstens ${addTodoBodyBodyMax} Zeichen lang sein.`,
    },
    cancel: 'Abbrechen',
    submit: 'Aufgabe hinzufügen',
    sending: 'Wird gespeichert …',
    failed: 'Die Aufgabe konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    added: (name: string) => `Die Aufgabe „${name}“ wurde hinzugefügt.`,
  },
  list: {
    retry: 'Erneut versuchen',
    more: 'Mehr laden',
    loadingMore: 'Wird geladen …',
    moreFailed: 'Weitere Einträge konnten nicht geladen werden.',
  },
  close: 'Schließen',
} as const;
