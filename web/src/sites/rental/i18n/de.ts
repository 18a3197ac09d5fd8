import { rentalPaths } from '../rental-paths';
import type { RentalCatalog } from './rental-catalog';

const name = 'RentalRevolution';

export const de: RentalCatalog = {
  lang: 'de',
  brand: {
    name,
    homeLabel: `${name} – zur Startseite`,
  },
  skipLink: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptnavigation',
    login: 'Login',
    staffArea: 'Intern',
    logout: 'Logout',
    otherLanguage: { name: 'English', lang: 'en', to: rentalPaths.homeEn },
  },
  footer: {
    tagline: 'Boote, Kanus und Hausboote – direkt am See.',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    copyright: (year) => `© ${year} ${name} · eine Demo von Sternsinger Webdesign`,
  },
  home: {
    documentTitle: `${name} – Bootsverleih am See`,
    eyebrow: 'Sommer, Sonne, See',
    title: `${name} – Bootsverleih am See`,
    lead: 'Motorboote, Segelboote, Jetskis, Kanus und Hausboote: Unsere neue Website mit Online-Buchung legt in Kürze ab.',
    points: [
      'Stundenweise oder über mehrere Tage',
      'Viele Boote ohne Führerschein',
      'Direkt am Steg',
    ],
  },
  notFound: {
    documentTitle: `404 – Seite nicht gefunden – ${name}`,
    code: '404',
    heading: 'Diese Seite ist leider abgetrieben.',
    redirectNotice: (seconds) => `Sie werden in ${seconds} Sekunden zur Startseite weitergeleitet.`,
    homeLink: 'Zur Startseite',
  },
  reset: {
    documentTitle: `Passwort zurücksetzen – ${name}`,
    eyebrow: 'Mitarbeiterkonto',
    title: 'Neues Passwort vergeben',
    lead: 'Geben Sie Ihr neues Passwort zweimal ein. Danach melden Sie sich damit an.',
    labels: { password: 'Neues Passwort', passwordRepeat: 'Passwort wiederholen' },
    passwordHint: (min, max) => `${min} bis ${max} Zeichen`,
    submit: 'Passwort speichern',
    sending: 'Wird gespeichert …',
    success: 'Ihr Passwort wurde geändert. Sie werden zum Login weitergeleitet.',
    toLogin: 'Zum Login',
    invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
    failure: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.',
    errors: {
      emailInvalid: 'Bitte geben Sie eine gültige Emailadresse an.',
      passwordLength: 'password must be between 4 and 20 characters',
      passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    },
  },
};
