/** The Mitarbeiter page's German texts (the staff area speaks German only). */
export const employeesDe = {
  title: 'Mitarbeiter',
  lead: 'Konten aktivieren und deaktivieren. Admins und feste Konten stehen nicht in der Liste.',
  register: 'Mitarbeiter registrieren',
  activeTitle: 'Aktive Mitarbeiter',
  inactiveTitle: 'Inaktive Mitarbeiter',
  // Spec §8, exactly.
  emptyAll: 'Es gibt noch keine Mitarbeiter.',
  emptyActive: 'Keine aktiven Mitarbeiter vorhanden.',
  emptyInactive: 'Keine inaktiven Mitarbeiter vorhanden.',
  loading: 'Mitarbeiter werden geladen …',
  loadFailed: 'Die Mitarbeiter konnten nicht geladen werden.',
  retry: 'Erneut laden',
  adminOnly: {
    text: 'Diese Seite ist nur für Admins. Ihre eigenen Stunden tragen Sie unter „Arbeitsstunden“ ein.',
    back: 'Zum Mitarbeiterbereich',
    hours: 'Zu den Arbeitsstunden',
  },
  card: {
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    noPhone: 'Keine Telefonnummer hinterlegt',
    noAddress: 'Keine Adresse hinterlegt',
    switchLabel: 'Konto aktiv',
    states: { active: 'Aktiv', inactive: 'Inaktiv' },
    working: 'Wird gespeichert …',
  },
  deactivate: {
    title: 'Mitarbeiter deaktivieren',
    question: (name: string) => `Soll das Konto von ${name} deaktiviert werden?`,
    consequence: (name: string) =>
      `${name} wird sofort abgemeldet und kann sich erst wieder anmelden, wenn das Konto wieder aktiviert wird.`,
    cancel: 'Abbrechen',
    confirm: 'Deaktivieren',
    working: 'Wird deaktiviert …',
    failed: 'Das Deaktivieren hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
  done: {
    deactivated: (name: string) => `${name} wurde deaktiviert und abgemeldet.`,
    activated: (name: string) => `${name} ist wieder aktiv und kann sich anmelden.`,
    activateFailed: (name: string) =>
      `${name} konnte nicht aktiviert werden. Bitte versuchen Sie es erneut.`,
    gone: 'Dieses Konto gibt es nicht mehr; die Liste wurde aktualisiert.',
  },
  close: 'Schließen',
} as const;
