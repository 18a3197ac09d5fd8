/** The Arbeitsstunden page's German texts (the staff area speaks German only). */
export const workingHoursDe = {
  title: 'Arbeitsstunden',
  lead: 'Die Stunden pro Tag, nach Monaten zusammengezählt.',
  select: {
    title: 'Mitarbeiter wählen',
    hint: 'Die Stunden anderer sehen Sie nur an; eintragen kann jeder nur seine eigenen.',
    label: 'Stunden von',
    self: (name: string) => `${name} (ich)`,
    inactive: (name: string) => `${name} (inaktiv)`,
    loadFailed: 'Die Mitarbeiterliste konnte nicht geladen werden; Sie sehen Ihre eigenen Stunden.',
  },
  viewingOther: (name: string) =>
    `Sie sehen die Stunden von ${name}. Eintragen kann jeder nur seine eigenen Stunden.`,
  entry: {
    title: 'Stunden eintragen',
    hint: 'Eintragen lassen sich die letzten drei Tage. Ein leeres Feld löscht den Eintrag.',
    /** Read before the day, so each input says what it is for ('Stunden am Montag, …'). */
    labelPrefix: 'Stunden am',
    today: 'heute',
    unit: 'Std.',
    save: 'Stunden speichern',
    saving: 'Wird gespeichert …',
    saved: 'Ihre Stunden wurden gespeichert.',
    unchanged: 'Es gibt keine Änderungen zum Speichern.',
    checkInputs: 'Bitte prüfen Sie die markierten Eingaben.',
    failed: 'Die Stunden konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    notEditable:
      'Ein Tag lässt sich nicht mehr bearbeiten, weil inzwischen ein neuer Tag begonnen hat. Die Liste wurde aktualisiert.',
  },
  list: {
    ownTitle: 'Meine Stunden',
    otherTitle: (name: string) => `Stunden von ${name}`,
    since: (day: string) => `Seit ${day}, der neueste Tag zuerst.`,
    monthTotal: (month: string, hours: string) => `${month}: ${hours} Std.`,
    dayHours: (hours: string) => `${hours} Std.`,
    none: 'nichts eingetragen',
    empty: 'In diesem Zeitraum sind noch keine Stunden eingetragen.',
    loading: 'Arbeitsstunden werden geladen …',
    loadFailed: 'Die Arbeitsstunden konnten nicht geladen werden.',
    retry: 'Erneut laden',
  },
  csv: {
    title: 'Monatsexport',
    hint: 'Die Stunden aller Mitarbeiter eines Monats als CSV-Datei, z. B. für die Lohnabrechnung.',
    month: 'Monat',
    download: 'CSV herunterladen',
  },
} as const;
