import type { OperatorDetailsTexts } from '../../../../shared/legal/OperatorDetails';
import type { RentalLanguage } from '../../rental-paths';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** The anchor of the section (table of contents, shared links). */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** The texts of the rental site's terms, imprint and privacy pages in one language. */
export interface LegalTexts {
  lang: RentalLanguage;
  eyebrow: string;
  /** The title of the pages' tables of contents. */
  tocLabel: string;
  operator: OperatorDetailsTexts & { phoneLabel: string; emailLabel: string };
  terms: {
    documentTitle: string;
    description: string;
    title: string;
    lead: string;
    demoNotice: string;
    lessorLabel: string;
    /** Only the English translation says so; the link leads to the German original. */
    bindingNote?: { before: string; link: string; after: string };
  };
  imprint: {
    documentTitle: string;
    description: string;
    title: string;
    lead: string;
    demoHeading: string;
    demoText: (agencyName: string) => string;
    operatorHeading: string;
    ownerLabel: string;
    contactHeading: string;
    registerHeading: string;
    vatHeading: string;
    vatText: string;
    responsibleHeading: string;
    responsibleText: (owner: string) => string;
    disputeHeading: string;
    disputeText: string;
  };
  privacy: {
    documentTitle: string;
    description: string;
    title: string;
    lead: string;
    controllerHeading: string;
    controllerText: string;
    demoNotice: string;
    sections: readonly LegalSection[];
  };
}

const brand = 'RentalRevolution';
const nbsp = '\u00a0';
const art = (article: string) => `Art.${nbsp}${article}`;

export const legalDe: LegalTexts = {
  lang: 'de',
  eyebrow: 'Rechtliches',
  tocLabel: 'Inhalt',
  operator: {
    loading: 'Die Angaben zum Betreiber werden geladen …',
    error: 'Die Angaben zum Betreiber konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
  },
  terms: {
    documentTitle: `Geschäftsbedingungen – ${brand}`,
    description: `Die Charterbedingungen von ${brand} für jede Bootsmiete: Vertragsschluss, Preise, Stornierung, Übergabe und Rückgabe, Skipper, Nutzung des Bootes und Haftung.`,
    title: 'Geschäftsbedingungen',
    lead: 'Die Charterbedingungen für jede Bootsmiete bei RentalRevolution: vom Vertragsschluss über Übergabe und Rückgabe bis zur Haftung.',
    demoNotice:
      'RentalRevolution ist ein erfundener Bootsverleih und diese Website eine Demo: Die Bedingungen zeigen, wie ein echter Verleih sie fassen könnte. Buchungen auf dieser Website sind Beispiele.',
    lessorLabel: 'Vermieter',
  },
  imprint: {
    documentTitle: `Impressum – ${brand}`,
    description: `Impressum von ${brand}, einer Demo-Website mit erfundenem Bootsverleih: wer die Website betreibt, Anschrift, Kontakt, Registereintrag und Umsatzsteuer-ID.`,
    title: 'Impressum',
    lead: 'Wer hinter dieser Website steht und wie Sie uns erreichen.',
    demoHeading: 'Über diese Website',
    demoText: (agencyName) =>
      `RentalRevolution ist eine Demo-Website der Webagentur ${agencyName}. Der Bootsverleih ist erfunden: Es werden keine Boote vermietet, und Buchungen auf dieser Website sind Beispiele ohne rechtliche Wirkung.`,
    operatorHeading: `Angaben gemäß §${nbsp}5 DDG`,
    ownerLabel: 'Vertreten durch',
    contactHeading: 'Kontakt',
    registerHeading: 'Registereintrag',
    vatHeading: 'Umsatzsteuer-ID',
    vatText: `Umsatzsteuer-Identifikationsnummer gemäß §${nbsp}27a Umsatzsteuergesetz:`,
    responsibleHeading: `Verantwortlich für den Inhalt nach §${nbsp}18 Abs.${nbsp}2 MStV`,
    responsibleText: (owner) => `${owner}, Anschrift wie oben.`,
    disputeHeading: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
  privacy: {
    documentTitle: `Datenschutz – ${brand}`,
    description: `Datenschutzerklärung von ${brand}: welche Daten Buchungen, Kontaktformular, Mitarbeiter-Anmeldung, Karte und PayPal verarbeiten, wie lange – und welche Rechte Sie haben.`,
    // The soft hyphen lets the long word break on narrow phones.
    title: 'Datenschutz\u00aderklärung',
    lead: 'Welche personenbezogenen Daten diese Website verarbeitet, wozu, wie lange und welche Rechte Sie haben.',
    controllerHeading: 'Verantwortlicher',
    controllerText: `Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:`,
    demoNotice:
      'RentalRevolution ist ein erfundener Bootsverleih und eine Demo-Website der genannten Webagentur. Buchungen sind Beispiele; bitte geben Sie trotzdem nur Daten ein, die Sie dafür preisgeben möchten.',
    sections: [
      {
        id: 'grundsaetze',
        heading: 'Das Wichtigste in Kürze',
        blocks: [
          'Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, Ihre Anfragen und Ihre Buchungen nötig ist. Wir setzen keine Analyse-, Tracking- oder Werbedienste ein und verkaufen keine Daten.',
          'Schriften, Bilder und alle übrigen Inhalte kommen von unserem eigenen Server. Ihr Browser stellt Anfragen nur an diese Website und ihre Schnittstelle (API) – mit zwei Ausnahmen, die Sie selbst auslösen: die Karte nach Ihrer Einwilligung und die Zahlung mit PayPal, wenn Sie diese wählen.',
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting und Server-Logdateien',
        blocks: [
          'Die Website und ihre Schnittstelle laufen auf einem Server, den ein Hosting-Dienstleister für uns betreibt; mit ihm besteht ein Vertrag über die Auftragsverarbeitung (Art.\u00a028 DSGVO).',
          `Bei jedem Aufruf verarbeitet der Server automatisch Angaben, die Ihr Browser übermittelt: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Statuscode, übertragene Datenmenge sowie Browser und Betriebssystem. Wir benötigen sie, um die Website auszuliefern, sicher zu betreiben und Angriffe zu erkennen. Rechtsgrundlage ist unser berechtigtes Interesse (${art('6')} Abs.${nbsp}1 lit.${nbsp}f DSGVO). Die Protokolle werden nach spätestens 14${nbsp}Tagen gelöscht.`,
        ],
      },
      {
        id: 'kontaktformular',
        heading: 'Kontaktformular',
        blocks: [
          'Wenn Sie uns über das Kontaktformular schreiben, übermittelt Ihr Browser Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht an unseren Server. Wir nutzen diese Angaben nur, um Ihre Anfrage zu beantworten, und geben sie nicht weiter.',
          `Rechtsgrundlage ist ${art('6')} Abs.${nbsp}1 lit.${nbsp}b DSGVO, soweit Ihre Anfrage auf eine Buchung zielt, im Übrigen unser berechtigtes Interesse an der Beantwortung von Anfragen (${art('6')} Abs.${nbsp}1 lit.${nbsp}f DSGVO). Wir löschen die Anfrage, sobald sie erledigt ist, spätestens nach sechs Monaten.`,
        ],
      },
      {
        id: 'buchungen',
        heading: 'Buchungen',
        blocks: [
          'Für eine Buchung und den Mietvertrag verarbeiten wir:',
          [
            'Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer und Anschrift,',
            'das gebuchte Boot, den Zeitraum und den Preis,',
            'den Zahlungsstand und gegebenenfalls die Stornierung.',
          ],
          `Rechtsgrundlage ist die Erfüllung des Vertrags und seine Anbahnung (${art('6')} Abs.${nbsp}1 lit.${nbsp}b DSGVO). Die Telefonnummer brauchen wir, um Sie am Miettag etwa bei Sturm oder Verspätung zu erreichen.`,
          `Buchungsdaten bewahren wir auf, solange der Vertrag läuft und Ansprüche daraus geltend gemacht werden können. Rechnungen und Buchungsbelege müssen wir nach Handels- und Steuerrecht bis zu zehn Jahre aufbewahren (§${nbsp}257 HGB, §${nbsp}147 AO; ${art('6')} Abs.${nbsp}1 lit.${nbsp}c DSGVO).`,
        ],
      },
      {
        id: 'bestaetigungs-e-mails',
        heading: 'Bestätigungs-E-Mails',
        blocks: [
          `Damit niemand unter fremder E-Mail-Adresse bucht, senden wir Ihnen eine E-Mail mit einem Bestätigungslink; erst wenn Sie ihn aufrufen, nehmen wir die Buchung an und bestätigen sie Ihnen per E-Mail. Mitarbeiterinnen und Mitarbeiter erhalten auf Wunsch eine E-Mail mit einem einmal gültigen Link zum Zurücksetzen ihres Passworts. Rechtsgrundlage ist ${art('6')} Abs.${nbsp}1 lit.${nbsp}b DSGVO, für den Schutz vor Missbrauch zusätzlich ${art('6')} Abs.${nbsp}1 lit.${nbsp}f DSGVO.`,
          'Bestätigungslinks verfallen nach kurzer Zeit; nicht bestätigte Buchungsanfragen löschen wir.',
        ],
      },
      {
        id: 'sitzungscookie',
        heading: 'Sitzungscookie und Mitarbeiter-Anmeldung',
        blocks: [
          'Wenn Sie ein Formular absenden oder sich als Mitarbeiterin oder Mitarbeiter anmelden, setzt unser Server ein Sitzungscookie („sid“, bei verschlüsselter Verbindung „__Host-sid“). Es enthält nur eine zufällige Kennung. Zu dieser Sitzung gehört ein Sicherheitsschlüssel (CSRF-Token), der sicherstellt, dass nur Formulare dieser Website angenommen werden; bei Mitarbeitern hält die Sitzung außerdem die Anmeldung.',
          `Das Cookie ist technisch notwendig und wird für nichts anderes genutzt (§${nbsp}25 Abs.${nbsp}2 Nr.${nbsp}2 TDDDG). Es wird beim Abmelden oder mit dem Ablauf der Sitzung ungültig. Für Mitarbeiterkonten speichern wir Name, Benutzername (E-Mail-Adresse), Rolle und den Zeitpunkt der letzten Anmeldung (${art('6')} Abs.${nbsp}1 lit.${nbsp}b DSGVO, §${nbsp}26 BDSG).`,
        ],
      },
      {
        id: 'browser-speicher',
        heading: 'Speicher in Ihrem Browser',
        blocks: [
          'Einige Angaben legt diese Website nur in Ihrem Browser ab; an uns wird dabei nichts übertragen:',
          [
            'im lokalen Speicher („mapsConsent“) Ihre Einwilligung in die Karte, damit sie bei späteren Besuchen gleich erscheint,',
            'im lokalen Speicher („rental.user“) Name und Rolle eines angemeldeten Mitarbeiters, damit das Menü die passenden Einträge zeigt; der Eintrag wird beim Abmelden gelöscht,',
            'im Sitzungsspeicher Ihr Buchungsentwurf, damit beim Neuladen der Seite nichts verloren geht; er wird gelöscht, wenn Sie den Tab schließen.',
          ],
          `Diese Speicherungen sind für die von Ihnen gewünschten Funktionen unbedingt erforderlich (§${nbsp}25 Abs.${nbsp}2 Nr.${nbsp}2 TDDDG). Sie können sie jederzeit löschen, indem Sie die Website-Daten in Ihrem Browser entfernen.`,
        ],
      },
      {
        id: 'karte',
        heading: 'Karte (OpenStreetMap)',
        blocks: [
          'Die Karte zur Anfahrt wird erst geladen, wenn Sie auf „Zustimmen & anzeigen“ klicken. Erst dann ruft Ihr Browser Kartenkacheln von den Servern der OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich) ab und übermittelt dabei Ihre IP-Adresse und die üblichen Browserangaben.',
          `Rechtsgrundlage ist Ihre Einwilligung (${art('6')} Abs.${nbsp}1 lit.${nbsp}a DSGVO, §${nbsp}25 Abs.${nbsp}1 TDDDG). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen: Klicken Sie neben der Karte auf „Karte ausblenden“. Dann verschwindet die Karte, die gespeicherte Einwilligung („mapsConsent“) wird gelöscht und Ihr Browser ruft keine Kartenkacheln mehr ab, auch auf den anderen Seiten dieser Website nicht, bis Sie erneut zustimmen. Ebenso wirkt es, die Website-Daten dieser Seite in Ihrem Browser zu löschen.`,
        ],
      },
      {
        id: 'paypal',
        heading: 'Online-Zahlung mit PayPal',
        blocks: [
          `Nur wenn Sie bei der Buchung die Zahlung mit PayPal wählen, leiten wir Sie zu PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg weiter und übermitteln Betrag, Buchungsnummer und Verwendungszweck. Was PayPal verarbeitet, regelt dessen eigene Datenschutzerklärung. Rechtsgrundlage ist ${art('6')} Abs.${nbsp}1 lit.${nbsp}b DSGVO.`,
          'Bei allen anderen Zahlungsarten erfährt PayPal nichts von Ihrer Buchung.',
        ],
      },
      {
        id: 'gps',
        heading: 'GPS-Ortung der Boote',
        blocks: [
          `Die Boote übermitteln während der Mietzeit ihre Position. Wir nutzen sie nur, um das Boot bei einem Notfall, Unfall oder Diebstahl zu finden, die Einhaltung des Fahrtgebiets zu prüfen und Schäden aufzuklären (${art('6')} Abs.${nbsp}1 lit.${nbsp}b und f DSGVO). Die Positionsdaten löschen wir 30${nbsp}Tage nach der Rückgabe, es sei denn, wir brauchen sie zur Klärung eines Schadens.`,
        ],
      },
      {
        id: 'rechte',
        heading: 'Ihre Rechte',
        blocks: [
          'Sie haben gegenüber uns das Recht auf:',
          [
            `Auskunft über Ihre bei uns gespeicherten Daten (${art('15')} DSGVO),`,
            `Berichtigung unrichtiger Daten (${art('16')} DSGVO),`,
            `Löschung (${art('17')} DSGVO),`,
            `Einschränkung der Verarbeitung (${art('18')} DSGVO),`,
            `Datenübertragbarkeit (${art('20')} DSGVO),`,
            `Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen (${art('21')} DSGVO),`,
            `Widerruf einer Einwilligung mit Wirkung für die Zukunft (${art('7')} Abs.${nbsp}3 DSGVO).`,
          ],
          'Eine formlose Nachricht an die oben genannte E-Mail-Adresse genügt.',
        ],
      },
      {
        id: 'aufsichtsbehoerde',
        heading: 'Aufsichtsbehörde',
        blocks: [
          `Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (${art('77')} DSGVO). Zuständig für den Bootsverleih ist:`,
          'Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg, Stahnsdorfer Damm 77, 14532 Kleinmachnow, www.lda.brandenburg.de',
        ],
      },
    ],
  },
};

export const legalEn: LegalTexts = {
  lang: 'en',
  eyebrow: 'Legal',
  tocLabel: 'Contents',
  operator: {
    loading: 'Loading the operator’s details …',
    error: 'The operator’s details could not be loaded just now.',
    retry: 'Try again',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
  },
  terms: {
    documentTitle: `Terms and conditions – ${brand}`,
    description: `The charter terms of ${brand} for every boat rental: contract, prices, cancellation, handover and return, skipper, use of the boat and liability.`,
    title: 'Terms and conditions',
    lead: 'The charter terms for every boat rental at RentalRevolution: from the contract through handover and return to liability.',
    demoNotice:
      'RentalRevolution is a fictional boat rental and this website is a demo: these terms show how a real rental business might word them. Bookings on this website are examples.',
    lessorLabel: 'Lessor',
    bindingNote: {
      before: 'This English translation is for your convenience; only the ',
      link: 'German version',
      after: ' is binding.',
    },
  },
  imprint: {
    documentTitle: `Imprint – ${brand}`,
    description: `Imprint of ${brand}, a demo website with a fictional boat rental: who runs the website, address, contact, register entry and VAT ID.`,
    title: 'Imprint',
    lead: 'Who runs this website and how to reach us.',
    demoHeading: 'About this website',
    demoText: (agencyName) =>
      `RentalRevolution is a demo website of the web agency ${agencyName}. The boat rental is fictional: no boats are rented out, and bookings on this website are examples without legal effect.`,
    operatorHeading: `Information pursuant to section${nbsp}5 DDG (German Digital Services Act)`,
    ownerLabel: 'Represented by',
    contactHeading: 'Contact',
    registerHeading: 'Register entry',
    vatHeading: 'VAT ID',
    vatText: `VAT identification number pursuant to section${nbsp}27a of the German VAT Act:`,
    responsibleHeading: `Responsible for the content pursuant to section${nbsp}18(2) MStV`,
    responsibleText: (owner) => `${owner}, address as above.`,
    disputeHeading: 'Consumer dispute resolution',
    disputeText:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
  },
  privacy: {
    documentTitle: `Privacy – ${brand}`,
    description: `Privacy policy of ${brand}: which data bookings, the contact form, staff login, the map and PayPal process, for how long – and what rights you have.`,
    title: 'Privacy policy',
    lead: 'Which personal data this website processes, why, for how long, and what rights you have.',
    controllerHeading: 'Controller',
    controllerText:
      'The controller responsible for data processing on this website within the meaning of the General Data Protection Regulation (GDPR) is:',
    demoNotice:
      'RentalRevolution is a fictional boat rental and a demo website of the web agency named above. Bookings are examples; even so, please only enter data you are happy to share for that.',
    sections: [
      {
        id: 'summary',
        heading: 'In brief',
        blocks: [
          'We process personal data only as far as needed to run this website and to handle your enquiries and bookings. We use no analytics, tracking or advertising services and do not sell any data.',
          'Fonts, images and all other content come from our own server. Your browser only sends requests to this website and its interface (API) – with two exceptions that you trigger yourself: the map after your consent, and payment with PayPal if you choose it.',
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting and server log files',
        blocks: [
          'The website and its interface run on a server operated for us by a hosting provider; we have a data processing agreement with it (Art.\u00a028 GDPR).',
          `With every request, the server automatically processes data your browser sends: IP address, date and time, the address requested, status code, amount of data transferred, and browser and operating system. We need this data to deliver the website, run it securely and detect attacks. The legal basis is our legitimate interest (${art('6(1)(f)')} GDPR). The logs are deleted after 14${nbsp}days at the latest.`,
        ],
      },
      {
        id: 'contact-form',
        heading: 'Contact form',
        blocks: [
          'When you write to us using the contact form, your browser sends your name, email address and message to our server. We use this data only to answer your enquiry and do not pass it on.',
          `The legal basis is ${art('6(1)(b)')} GDPR where your enquiry concerns a booking, and otherwise our legitimate interest in answering enquiries (${art('6(1)(f)')} GDPR). We delete the enquiry once it has been dealt with, after six months at the latest.`,
        ],
      },
      {
        id: 'bookings',
        heading: 'Bookings',
        blocks: [
          'For a booking and the rental contract we process:',
          [
            'your name, email address, phone number and postal address;',
            'the boat booked, the period and the price;',
            'the payment status and, where applicable, the cancellation.',
          ],
          `The legal basis is the performance of the contract and the steps prior to it (${art('6(1)(b)')} GDPR). We need your phone number to reach you on the day of the rental, for example in a storm or if you are late.`,
          `We keep booking data as long as the contract runs and claims arising from it can be made. Invoices and booking records must be kept for up to ten years under German commercial and tax law (section${nbsp}257 HGB, section${nbsp}147 AO; ${art('6(1)(c)')} GDPR).`,
        ],
      },
      {
        id: 'verification-emails',
        heading: 'Verification emails',
        blocks: [
          `So that nobody can book under someone else’s email address, we send you an email with a confirmation link; only once you open it do we accept the booking and confirm it to you by email. Staff members can request an email with a single-use link to reset their password. The legal basis is ${art('6(1)(b)')} GDPR and, for protection against misuse, also ${art('6(1)(f)')} GDPR.`,
          'Confirmation links expire after a short time; we delete booking requests that were not confirmed.',
        ],
      },
      {
        id: 'session-cookie',
        heading: 'Session cookie and staff login',
        blocks: [
          'When you submit a form or log in as a staff member, our server sets a session cookie (“sid”, or “__Host-sid” over an encrypted connection). It contains only a random identifier. The session holds a security key (CSRF token) that ensures only forms from this website are accepted; for staff members it also keeps them logged in.',
          `The cookie is technically necessary and used for nothing else (section${nbsp}25(2) no.${nbsp}2 TDDDG). It becomes invalid when you log out or the session expires. For staff accounts we store name, user name (email address), role and the time of the last login (${art('6(1)(b)')} GDPR, section${nbsp}26 BDSG).`,
        ],
      },
      {
        id: 'browser-storage',
        heading: 'Storage in your browser',
        blocks: [
          'Some data is kept only in your browser; nothing is sent to us:',
          [
            'in local storage (“mapsConsent”), your consent to the map, so that it appears straight away on later visits;',
            'in local storage (“rental.user”), the name and role of a logged-in staff member, so that the menu shows the right entries; the entry is deleted on logout;',
            'in session storage, your booking draft, so that nothing is lost when the page reloads; it is deleted when you close the tab.',
          ],
          `This storage is strictly necessary for the functions you request (section${nbsp}25(2) no.${nbsp}2 TDDDG). You can delete it at any time by clearing this site’s data in your browser.`,
        ],
      },
      {
        id: 'map',
        heading: 'Map (OpenStreetMap)',
        blocks: [
          'The directions map is only loaded when you click “Agree & show”. Only then does your browser fetch map tiles from the servers of the OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom), sending your IP address and the usual browser details.',
          `The legal basis is your consent (${art('6(1)(a)')} GDPR, section${nbsp}25(1) TDDDG). You can withdraw it at any time with effect for the future: click “Hide map” beside the map. The map disappears, the stored consent (“mapsConsent”) is deleted and your browser fetches no more map tiles, on the other pages of this website either, until you agree again. Clearing this site’s data in your browser has the same effect.`,
        ],
      },
      {
        id: 'paypal',
        heading: 'Online payment with PayPal',
        blocks: [
          `Only if you choose to pay with PayPal when booking do we forward you to PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxembourg, and pass on the amount, the booking number and the payment reference. PayPal’s own privacy policy governs what PayPal processes. The legal basis is ${art('6(1)(b)')} GDPR.`,
          'With any other payment method, PayPal learns nothing about your booking.',
        ],
      },
      {
        id: 'gps',
        heading: 'GPS tracking of the boats',
        blocks: [
          `During the rental period the boats transmit their position. We use it only to find the boat in an emergency, accident or theft, to check that the permitted waters are kept to and to clear up damage (${art('6(1)(b) and (f)')} GDPR). We delete the position data 30${nbsp}days after the return unless we need it to settle a damage claim.`,
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          'You have the right to:',
          [
            `access the data we hold about you (${art('15')} GDPR);`,
            `rectification of inaccurate data (${art('16')} GDPR);`,
            `erasure (${art('17')} GDPR);`,
            `restriction of processing (${art('18')} GDPR);`,
            `data portability (${art('20')} GDPR);`,
            `object to processing based on our legitimate interest (${art('21')} GDPR);`,
            `withdraw consent with effect for the future (${art('7(3)')} GDPR).`,
          ],
          'An informal message to the email address given above is enough.',
        ],
      },
      {
        id: 'supervisory-authority',
        heading: 'Supervisory authority',
        blocks: [
          `You may lodge a complaint with a data protection supervisory authority (${art('77')} GDPR). The authority responsible for the boat rental is:`,
          'Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg (the Brandenburg data protection commissioner), Stahnsdorfer Damm 77, 14532 Kleinmachnow, Germany, www.lda.brandenburg.de',
        ],
      },
    ],
  },
};

export function legalTextsOf(lang: RentalLanguage): LegalTexts {
  return lang === 'en' ? legalEn : legalDe;
}
