/** Texts of the app shell, shown before or instead of any site (German, the default language). */
export const appTexts = {
  loading: 'Seite wird geladen …',
  error: {
    documentTitle: 'Fehler – Sternsinger Webdesign',
    heading: 'Da ist etwas schiefgelaufen.',
    text: 'Diese Seite konnte gerade nicht angezeigt werden. Laden Sie die Seite neu oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
    reload: 'Seite neu laden',
  },
} as const;
