import {
  banCustomerBodyEmailMax,
  banCustomerBodyNameMax,
  banCustomerBodyPhoneMax,
  banCustomerBodyReasonMax,
} from '@showcase/contracts/generated/zod/blacklist/blacklist.zod';

/** The blacklist screen's German texts (the staff area speaks German only). */
export const blacklistDe = {
  title: 'Sperrungen',
  lead: 'Gesperrte Kunden, die neueste Sperre zuerst. Wer hier steht, kann nicht mehr online buchen.',
  listTitle: 'Gesperrte Kunden',
  // Spec §8, exactly.
  empty: 'Es wurden noch keine Kunden gesperrt.',
  loading: 'Sperrungen werden geladen …',
  loadFailed: 'Die Sperrungen konnten nicht geladen werden.',
  banButton: 'Kunden sperren',
  entry: {
    noName: 'Ohne Namen',
    unknown: 'Unbekannt',
    bannedOn: (date: string) => `Gesperrt am ${date}`,
    phone: 'Telefon',
    email: 'E-Mail',
    reason: 'Grund',
    toBooking: (date: string) => `Zur Buchung (${date})`,
    unban: 'Entsperren',
  },
  unban: {
    title: 'Sperre aufheben',
    question: (who: string) => `Soll die Sperre für „${who}“ aufgehoben werden?`,
    consequence: 'Danach kann wieder online gebucht werden.',
    cancel: 'Abbrechen',
    confirm: 'Entsperren',
    working: 'Wird entsperrt …',
    failed: 'Das Entsperren hat nicht geklappt. Bitte versuchen Sie es erneut.',
    done: (who: string) => `Die Sperre für „${who}“ wurde aufgehoben.`,
    gone: 'Diese Sperre gibt es nicht mehr; die Liste wurde aktualisiert.',
  },
  ban: {
    title: 'Kunden sperren',
    identity: 'Wen sperren?',
    identityHint: 'Mindestens eine Angabe: Name, Telefonnummer oder E-Mail-Adresse.',
    labels: {
      name: 'Name',
      phone: 'Telefonnummer',
      email: 'E-Mail-Adresse',
      reason: 'Grund',
    },
    optional: 'optional',
    hints: {
      phone: 'Nur Ziffern, am Anfang darf ein + stehen.',
      reason: 'Wird mit Ihrem Namen gespeichert.',
    },
    errors: {
      identityRequired:
        'Bitte geben Sie mindestens einen Namen, eine Telefonnummer oder eine E-Mail-Adresse an.',
      nameTooLong: `Der Name darf höchstens ${banCustomerBodyNameMax} Zeichen lang sein.`,
      phoneInvalid: 'Die Telefonnummer darf nur Ziffern und am Anfang ein + enthalten.',
      phoneTooLong: `Die Telefonnummer darf höchstens ${banCustomerBodyPhoneMax} Zeichen lang sein.`,
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      emailTooLong: `Die E-Mail-Adresse darf höchstens ${banCustomerBodyEmailMax} Zeichen lang sein.`,
      reasonRequired: 'Bitte geben Sie einen Grund für die Sperre an.',
      reasonTooLong: `Der Grund darf höchstens ${banCustomerBodyReasonMax} Zeichen lang sein.`,
    },
    cancel: 'Abbrechen',
    submit: 'Kunden sperren',
    sending: 'Wird gesperrt …',
    failed: 'Die Sperre konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    done: (who: string) => `„${who}“ wurde gesperrt.`,
  },
  close: 'Schließen',
} as const;
