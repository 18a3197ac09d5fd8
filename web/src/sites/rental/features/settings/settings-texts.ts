import type { BusinessErrorKey, PersonalErrorKey } from './settings-rules';
import { hourLimits, passwordLimits } from './settings-rules';

/** The settings page's German texts (the staff area speaks German only). */
export const settingsDe = {
  title: 'Einstellungen',
  lead: 'Ihre persönlichen Daten – und als Admin die Öffnungszeiten und Saisons des Verleihs.',
  optional: 'optional',
  // Spec §8, exactly.
  saved: 'Änderungen wurden übernommen!',
  savedToMenu: 'Gleich geht es zurück zum Mitarbeiterbereich.',
  savedToLogin: 'Ihr Passwort wurde geändert. Bitte melden Sie sich gleich neu an.',
  retry: 'Erneut versuchen',
  failed: 'Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
  personal: {
    title: 'Persönliche Daten',
    loading: 'Ihre Daten werden geladen …',
    loadFailed: 'Ihre Daten konnten nicht geladen werden.',
    groups: { person: 'Name', contact: 'Kontakt & Adresse', password: 'Passwort ändern' },
    labels: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      phone: 'Handynummer',
      street: 'Straße & Hausnummer',
      additional: 'Adresszusatz',
      zipAndCity: 'PLZ & Ort',
      newPassword: 'Neues Passwort',
      passwordRepeat: 'Passwort wiederholen',
    },
    hints: {
      names: 'Wird mit großem Anfangsbuchstaben gespeichert.',
      email: 'Mit dieser Adresse melden Sie sich an.',
      phone: 'Nur Ziffern, am Anfang darf ein + stehen.',
      newPassword: `Leer lassen, um das Passwort zu behalten. ${passwordLimits.min} bis ${passwordLimits.max} Zeichen. Ein neues Passwort meldet das Konto überall ab – auch hier.`,
    },
    root: {
      note: 'Das Root-Konto ist fest eingerichtet: Im Mitarbeiterbereich heißt es immer „Admin“, E-Mail-Adresse und Passwort kommen aus der Serverkonfiguration (ROOT_EMAIL, ROOT_PASSWORD).',
      names: 'Fester Name des Root-Kontos.',
      email: 'Kommt aus der Serverkonfiguration (ROOT_EMAIL).',
      password: 'Kommt aus der Serverkonfiguration (ROOT_PASSWORD).',
    },
    submit: 'Änderungen speichern',
    saving: 'Wird gespeichert …',
    errors: {
      // Spec §5 and §8, exactly.
      firstNameInvalid: 'Bitte geben Sie einen gültigen Vornamen an.',
      lastNameInvalid: 'Bitte geben Sie einen gültigen Nachnamen an.',
      emailInvalid: 'Bitte geben Sie eine gültige Emailadresse an.',
      phoneInvalid: 'Bitte geben Sie eine gültige Handynummer an.',
      streetInvalid: 'Bitte geben Sie eine gültige Straße & Hausnummer an.',
      additionalTooLong: 'Der Adresszusatz ist zu lang.',
      zipAndCityInvalid: 'Bitte geben Sie eine gültige PLZ & Ort an.',
      passwordLength: 'Das Passwort muss zwischen 4 bis 20 Zeichen lang sein.',
      passwordMismatch: 'Die eingegebenen Passwörter stimmen nicht überein.',
      emailTaken: 'Diese Emailadresse wird schon von einem anderen Konto verwendet.',
      setByConfiguration: 'Kommt aus der Serverkonfiguration und lässt sich hier nicht ändern.',
    } satisfies Record<PersonalErrorKey, string>,
  },
  business: {
    title: 'Betrieb',
    lead: 'Öffnungszeiten und Saisons gelten für die Startseite und die Buchungskalender.',
    loading: 'Die Betriebseinstellungen werden geladen …',
    loadFailed: 'Die Betriebseinstellungen konnten nicht geladen werden.',
    hiring: 'Wir stellen ein',
    hiringHint: 'Zeigt auf der Startseite den Hinweis „Wir stellen ein!“.',
    groups: {
      general: 'Allgemeine Öffnungszeiten',
      seasonBegin: 'Saisonbeginn',
      seasonEnd: 'Saisonende',
      offSeason: 'Winterpause (geschlossen)',
    },
    groupHints: {
      seasonBegin: 'Eigene Öffnungszeiten am Anfang der Saison. Leer lassen, wenn es keine gibt.',
      seasonEnd: 'Eigene Öffnungszeiten am Ende der Saison. Leer lassen, wenn es keine gibt.',
      offSeason: 'In dieser Zeit kann nicht gebucht werden.',
    },
    labels: {
      opening: 'Öffnet um (Uhr)',
      closing: 'Schließt um (Uhr)',
      start: 'Von',
      end: 'Bis',
    },
    datesHint: 'Das Jahr zählt nicht. Ende Februar gilt immer als 29.02.',
    submit: 'Betrieb speichern',
    saving: 'Wird gespeichert …',
    errors: {
      hourInvalid: `Bitte geben Sie eine volle Stunde von ${hourLimits.min} bis ${hourLimits.max} an.`,
      openingNotBeforeClosing: 'Die Öffnung muss vor der Schließung liegen.',
      dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
      periodIncomplete: 'Bitte geben Sie Beginn und Ende des Zeitraums an.',
      seasonHoursRequired: 'Bitte geben Sie die Öffnungszeiten dieser Saison an.',
      hoursWithoutPeriod:
        'Öffnungszeiten gelten nur mit Zeitraum: Bitte Von und Bis angeben oder die Zeiten leeren.',
    } satisfies Record<BusinessErrorKey, string>,
  },
} as const;

/** How long the success note stays before the next page (spec §9: about 3 s, then 3.3–3.8 s). */
export const SETTINGS_SAVED_REDIRECT_MS = 3500;
