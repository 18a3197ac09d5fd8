import type { RentalCatalog } from './rental-catalog';

const name = 'RentalRevolution';

/** '1.5' → '1 Std. 30 Min.', '0.5' → '30 Min.', '2' → '2 Std.' */
function germanDuration(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = hours % 1 === 0 ? '' : '30 Min.';
  if (whole === 0) return minutes;
  return minutes ? `${whole} Std. ${minutes}` : `${whole} Std.`;
}

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
    otherLanguage: { name: 'English', lang: 'en' },
  },
  footer: {
    tagline: 'Boote, Kanus und Hausboote – direkt am See.',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'Geschäftsbedingungen',
    copyright: (year) => `© ${year} ${name} · eine Demo von Sternsinger Webdesign`,
  },
  home: {
    documentTitle: `${name} – Bootsverleih am See`,
    description: `${name}, Ihr Bootsverleih am Scharmützelsee: Motorboote, Segelboote, Jetskis, Kanus und Hausboote direkt am Steg – stundenweise oder tageweise mieten, viele ohne Führerschein.`,
    eyebrow: 'Sommer, Sonne, See',
    title: 'Raus aufs Wasser – Ihr Bootsverleih am See',
    lead: 'Motorboote, Segelboote, Jetskis, Kanus und Hausboote direkt am Steg. Buchen Sie stundenweise für einen Nachmittag oder tageweise für den ganzen Urlaub.',
    points: [
      'Stundenweise oder über mehrere Tage',
      'Viele Boote ohne Führerschein',
      'Direkt am Steg',
    ],
    ctaBook: 'Boot finden',
    ctaApproach: 'Anfahrt',
    offer: {
      title: 'Unser Angebot',
      lead: 'Fünf Arten, den See zu erleben. Buchen Sie direkt oder sehen Sie sich zuerst alle Boote an.',
      blurbs: {
        motorboats: 'Schnell über den See, zum Baden in die Bucht oder zum Eis ans andere Ufer.',
        sailboats: 'Leise mit dem Wind unterwegs – für Einsteiger und erfahrene Segler.',
        jetskis: 'Adrenalin pur: schon ab einer halben Stunde buchbar.',
        canoes: 'Gemütlich durch Schilf und Kanäle paddeln, ganz ohne Motor.',
        houseboats:
          'Urlaub auf dem Wasser: schlafen, kochen und morgens direkt ins Wasser springen.',
      },
      fromPrice: (euros) => `ab ${euros} pro Stunde`,
      book: 'Buchen',
      overview: 'Übersicht',
      bookLabel: (typePlural) => `${typePlural} buchen`,
      overviewLabel: (typePlural) => `Übersicht: alle ${typePlural}`,
    },
    hours: {
      title: 'Öffnungszeiten',
      lead: 'Wir sind täglich für Sie am Steg – in der Vor- und Nachsaison mit eigenen Zeiten.',
      periods: {
        general: 'Täglich',
        seasonBegin: 'Saisonbeginn',
        seasonEnd: 'Saisonende',
        offSeason: 'Winterpause',
      },
      closed: 'geschlossen',
      hoursSuffix: 'Uhr',
      loading: 'Öffnungszeiten werden geladen …',
      error: 'Die Öffnungszeiten konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    approach: {
      title: 'Anfahrt',
      lead: 'Sie finden uns direkt an der Seepromenade – mit Parkplätzen und Bushaltestelle gleich nebenan.',
      addressTitle: 'Adresse',
      mapLabel: 'Karte: RentalRevolution am Scharmützelsee',
      markerTitle: 'RentalRevolution',
      routeLink: 'Route auf OpenStreetMap planen',
    },
    contact: {
      title: 'Kontakt',
      lead: 'Fragen zu Booten, Führerschein oder Gruppen? Schreiben Sie uns.',
      sending: 'Wird gesendet …',
      sent: 'Vielen Dank! Ihre Nachricht ist bei uns angekommen.',
      failed: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.',
      privacy: 'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.',
    },
    about: {
      title: 'Über uns',
      paragraphs: [
        'RentalRevolution ist ein Familienbetrieb am Scharmützelsee. Seit über zwanzig Jahren bringen wir Menschen aufs Wasser – vom ersten Paddelschlag bis zur Woche auf dem Hausboot.',
        'Jedes Boot wird nach jeder Fahrt geprüft und gereinigt. Vor der Abfahrt erklären wir Ihnen alles in Ruhe; wer keinen Führerschein hat, findet bei uns trotzdem das passende Boot.',
      ],
      facts: [
        { value: '20+', label: 'Jahre am See' },
        { value: '5', label: 'Bootsarten' },
        { value: '7', label: 'Tage die Woche' },
      ],
    },
    floating: {
      label: 'Schnellkontakt',
      toggle: 'Kontaktwege',
      messenger: 'Per Messenger schreiben',
      chat: 'Per Chat-App schreiben',
      phone: 'Anrufen',
    },
    hiring: {
      title: 'Wir stellen ein!',
      text: 'Für die Saison suchen wir Verstärkung am Steg und im Verleih. Lust auf einen Sommer am See?',
      contact: 'Jetzt melden',
      close: 'Schließen',
    },
    staffRedirect: {
      staffOnly:
        'Der Mitarbeiterbereich ist nur mit Anmeldung erreichbar. Vielleicht ist Ihre Sitzung abgelaufen.',
      adminOnly: 'Mitarbeiter registrieren können nur angemeldete Administratoren.',
      login: 'Zum Login',
      close: 'Hinweis schließen',
    },
  },
  overview: {
    documentTitle: (typePlural) => `Unsere ${typePlural} – ${name}`,
    description: (typePlural, blurb) =>
      `${blurb} Alle ${typePlural} von ${name} mit Bildern, Ausstattung, Kaution und Preisen – direkt am Steg buchen.`,
    eyebrow: 'Bootsverleih am See',
    heading: (typePlural) => `Unsere ${typePlural}`,
    intro: (typePlural) =>
      `Alle ${typePlural} auf einen Blick – mit Bildern, Ausstattung und Preisen. Aussuchen, buchen, ablegen!`,
    backToOffer: 'Zurück zum Angebot',
    loading: 'Fahrzeuge werden geladen …',
    loadError: 'Die Fahrzeuge konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    unavailable: (typePlural) => `${typePlural} stehen zurzeit nicht zur Verfügung.`,
    card: {
      passengers: (count) => (count === 1 ? '1 Person' : `bis ${count} Personen`),
      licence: {
        no: 'Kein Führerschein nötig',
        yes: 'Bootsführerschein erforderlich',
        never: 'Ohne Führerschein – mit Muskelkraft',
        captain: 'Mit Skipper – kein Führerschein nötig',
      },
      deposit: (amount) => `Kaution ${amount}`,
      extrasTitle: 'Extras',
      barbecue: 'Grill',
      musicBox: 'Musikbox',
      binoculars: 'Fernglas',
      captain: (amountPerHour) => `Skipper ${amountPerHour} pro Stunde`,
      fromPrice: { before: 'ab', after: 'pro Stunde' },
      priceList: 'Preisliste',
      bookNow: 'Jetzt buchen',
    },
    carousel: {
      label: (vehicleName) => `Bilder von ${vehicleName}`,
      roleDescription: 'Karussell',
      previous: 'Vorheriges Bild',
      next: 'Nächstes Bild',
      goTo: (number, count) => `Bild ${number} von ${count} zeigen`,
      imageAlt: (vehicleName, number, count) => `${vehicleName} – Bild ${number} von ${count}`,
      position: (number, count) => `Bild ${number} von ${count}`,
      enlarge: (vehicleName) => `Bild von ${vehicleName} vergrößern`,
      noImage: 'Noch kein Bild vorhanden',
    },
    imageDialog: {
      title: (vehicleName) => `${vehicleName} – Bilder`,
      close: 'Schließen',
    },
    priceDialog: {
      title: (vehicleName) => `Preisliste ${vehicleName}`,
      close: 'Schließen',
      caption: (vehicleName) => `Preise für ${vehicleName} nach Mietdauer`,
      duration: 'Mietdauer',
      price: 'Preis',
      loading: 'Preise werden geladen …',
      empty: 'Für dieses Fahrzeug sind noch keine Preise hinterlegt.',
      deposit: (amount) => `Zzgl. ${amount} Kaution, die Sie bei der Rückgabe zurückerhalten.`,
      captain: (amountPerHour) => `Skipper auf Wunsch für ${amountPerHour} pro Stunde.`,
    },
    duration: germanDuration,
  },
  vehicleTypes: {
    motorboats: { plural: 'Motorboote', singular: 'Motorboot', dativePlural: 'Motorbooten' },
    sailboats: { plural: 'Segelboote', singular: 'Segelboot', dativePlural: 'Segelbooten' },
    jetskis: { plural: 'Jetskis', singular: 'Jetski', dativePlural: 'Jetskis' },
    canoes: { plural: 'Kanus', singular: 'Kanu', dativePlural: 'Kanus' },
    houseboats: { plural: 'Hausboote', singular: 'Hausboot', dativePlural: 'Hausbooten' },
  },
  bookingDialog: {
    title: 'Wie möchten Sie buchen?',
    close: 'Schließen',
    lead: 'Wählen Sie die Buchungsart, die zu Ihrem Ausflug passt.',
    leadVehicle: (vehicleName) => `Wählen Sie, wie Sie „${vehicleName}“ buchen möchten.`,
    byHours: {
      title: 'Stundenweise',
      points: [
        'Erst die Uhrzeit wählen, dann das Boot',
        'Bezahlt wird danach vor Ort',
        'Sie erhalten eine E-Mail mit einem Bestätigungscode',
        'Online-Zahlung nur für Gutscheine',
      ],
      choose: 'Stundenweise buchen',
    },
    byDays: {
      title: 'Tageweise',
      points: [
        'Erst das Boot wählen, dann die Tage',
        'Bezahlt wird vorab',
        'Keine Bestätigungs-E-Mail mit Code nötig',
        'Online-Zahlung für alles (Überweisung oder PayPal)',
      ],
      choose: 'Tageweise buchen',
    },
    loading: 'Boote werden geladen …',
    noVehicle: 'Zurzeit ist kein Boot dieser Art buchbar.',
  },
  bookingComing: {
    documentTitle: (method, subject) =>
      `${method === 'hours' ? 'Stundenweise' : 'Tageweise'} buchen${subject ? ` – ${subject}` : ''} – ${name}`,
    description: (method, subject) =>
      `${method === 'hours' ? 'Stundenweise' : 'Tageweise'} buchen bei ${name}${subject ? `: ${subject}` : ''}. Die Online-Buchung folgt bald – bis dahin nehmen wir Ihre Buchung gern über das Kontaktformular entgegen.`,
    eyebrow: { hours: 'Stundenweise buchen', days: 'Tageweise buchen' },
    title: (_method, subject) =>
      subject ? `${subject}: Online-Buchung legt bald ab` : 'Die Online-Buchung legt bald ab',
    lead: 'Diese Buchungsseite ist noch in Arbeit. Bis dahin nehmen wir Ihre Buchung gern über das Kontaktformular entgegen.',
    toOverview: (typePlural) => `Zu den ${typePlural}`,
    toContact: 'Zum Kontaktformular',
  },
  notFound: {
    documentTitle: `404 – Seite nicht gefunden – ${name}`,
    description: `Diese Seite gibt es bei ${name} nicht. Sie werden gleich zur Startseite mit unseren Booten, Öffnungszeiten und der Anfahrt weitergeleitet.`,
    code: '404',
    heading: 'Diese Seite ist leider abgetrieben.',
    redirectNotice: (seconds) => `Sie werden in ${seconds} Sekunden zur Startseite weitergeleitet.`,
    homeLink: 'Zur Startseite',
  },
  reset: {
    documentTitle: `Passwort zurücksetzen – ${name}`,
    description: `Ein neues Passwort für Ihr Mitarbeiterkonto bei ${name} vergeben: mit dem Link aus der E-Mail, das Passwort zweimal eingeben und danach anmelden.`,
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
