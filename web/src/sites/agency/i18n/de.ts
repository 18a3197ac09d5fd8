import type { AgencyCatalog } from './agency-catalog';

const name = 'Sternsinger Webdesign';

// \u00a0 (no-break space) keeps legal references such as "§ 5" or "Art. 6" on one line.

export const de: AgencyCatalog = {
  brand: {
    name,
    homeLabel: `${name} – zur Startseite`,
  },
  skipLink: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptnavigation',
    service: 'Leistungen',
    about: 'Über uns',
    contact: 'Kontakt',
  },
  home: {
    documentTitle: `${name} – Websites für kleine und mittlere Unternehmen`,
  },
  hero: {
    eyebrow: 'Webdesign & Entwicklung',
    titleBefore: 'Websites, die Ihr Geschäft ',
    titleHighlight: 'leuchten',
    titleAfter: ' lassen.',
    lead: 'Wir gestalten und entwickeln Websites für kleine und mittlere Unternehmen, Selbstständige und Hobbyisten – klar im Auftritt, schnell auf jedem Gerät und so gebaut, dass aus Besuchern Kunden werden.',
    primaryAction: 'Projekt anfragen',
    secondaryAction: 'Leistungen entdecken',
    highlightsLabel: 'Was Sie von uns erwarten können',
    highlights: [
      'Design und Code aus einer Hand',
      'Vom Smartphone bis zum großen Bildschirm',
      'Datenschutzfreundlich, ohne Tracking',
    ],
  },
  service: {
    eyebrow: 'Leistungen',
    title: 'Alles, was Ihre Website braucht.',
    lead: 'Vom ersten Entwurf bis zum laufenden Betrieb: Wir begleiten Ihr Projekt vollständig und sprechen dabei Ihre Sprache, nicht Fachchinesisch.',
    cards: [
      {
        title: 'Websites & Landingpages',
        text: 'Vom Onepager für Ihr Café bis zum Unternehmensauftritt mit vielen Unterseiten: klar gegliedert, schnell geladen und auf dem Smartphone so gut lesbar wie am Schreibtisch.',
        points: [
          'Individuelles Design statt Baukasten',
          'Für Suchmaschinen vorbereitet',
          'Inhalte, die Sie selbst pflegen können',
        ],
      },
      {
        title: 'Buchung, Shop & Verwaltung',
        text: 'Online-Buchungen, Bestellungen, Gutscheine oder ein Mitgliederbereich: Wir bauen die Funktionen, die Ihnen Arbeit abnehmen – sicher, verständlich und auf Ihre Abläufe zugeschnitten.',
        points: [
          'Terminbuchung und Reservierungen',
          'Bestellungen, Gutscheine und Bezahlung',
          'Übersichtlicher Verwaltungsbereich',
        ],
      },
      {
        title: 'Betreuung & Weiterentwicklung',
        text: 'Nach dem Start sind wir weiter für Sie da. Wir halten Ihre Website aktuell und sicher und entwickeln sie weiter, wenn Ihr Geschäft wächst oder neue Ideen entstehen.',
        points: [
          'Updates und Sicherheitspflege',
          'Neue Inhalte und Funktionen',
          'Ein fester Ansprechpartner',
        ],
      },
    ],
  },
  about: {
    eyebrow: 'Über uns',
    title: 'Ein kleines Studio mit großem Anspruch.',
    paragraphs: [
      `Hinter ${name} steht ein kleines Team aus Gestaltung und Entwicklung. Sie arbeiten direkt mit den Menschen zusammen, die Ihre Website planen, gestalten und programmieren – ohne Umwege und ohne Agentur-Hierarchien.`,
      'Zu unseren Kundinnen und Kunden gehören Handwerksbetriebe, Praxen, Cafés, Vereine sowie Künstlerinnen und Künstler. So verschieden ihre Vorhaben sind, eines verbindet sie: Sie wünschen sich eine Website, die zu ihnen passt und einfach funktioniert.',
    ],
    stepsTitle: 'So arbeiten wir',
    steps: [
      {
        title: 'Kennenlernen',
        text: 'Im kostenlosen Erstgespräch klären wir Ziele, Umfang und Budget.',
      },
      {
        title: 'Konzept & Design',
        text: 'Sie sehen früh, wie Ihre Website aussehen wird, und entscheiden mit.',
      },
      {
        title: 'Entwicklung',
        text: 'Wir setzen alles sauber um und testen auf allen gängigen Geräten.',
      },
      {
        title: 'Start & Betreuung',
        text: 'Nach dem Start bleiben wir an Ihrer Seite – für Pflege und neue Ideen.',
      },
    ],
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Erzählen Sie uns von Ihrem Vorhaben.',
    lead: 'Ob neue Website, Relaunch oder eine erste Idee: Schreiben Sie uns ein paar Sätze – wir freuen uns darauf, Ihr Vorhaben kennenzulernen.',
    nextStepsTitle: 'So geht es weiter',
    nextSteps: [
      'Sie schildern uns kurz, worum es geht.',
      'Wir melden uns in der Regel innerhalb von zwei Werktagen.',
      'Im kostenlosen Erstgespräch klären wir Ziele, Umfang und Budget.',
    ],
    callUs: 'Oder rufen Sie uns an:',
    formTitle: 'Ihre Nachricht an uns',
    requiredNote: 'Alle Felder sind Pflichtfelder.',
    labels: { name: 'Name', email: 'E-Mail', message: 'Nachricht' },
    placeholders: {
      name: 'Vor- und Nachname',
      email: 'name@beispiel.de',
      message: 'Worum geht es in Ihrem Projekt?',
    },
    characterCount: (count, max) => `${count} / ${max} Zeichen`,
    submit: 'Nachricht senden',
    sending: 'Bitte warten...',
    success: 'Ihre Nachricht wurde abgeschickt!',
    failure: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut oder rufen Sie uns an!',
    errors: {
      nameInvalid: 'Bitte geben Sie einen gültigen Namen an.',
      emailInvalid: 'Bitte geben Sie eine gültige Emailadresse an.',
      messageTooLong: 'Ihre Nachricht ist zu lang.',
      messageEmpty: 'Bitte geben Sie eine Nachricht ein.',
    },
    privacyNoteBefore:
      'Mit dem Absenden stimmen Sie der Verarbeitung Ihrer Angaben zur Beantwortung Ihrer Anfrage zu. Mehr dazu in der ',
    privacyNoteLink: 'Datenschutzerklärung',
    privacyNoteAfter: '.',
  },
  footer: {
    tagline: 'Websites für kleine und mittlere Unternehmen, Selbstständige und Hobbyisten.',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    backToTop: 'Nach oben',
    copyright: (year, owner) => `© ${year} ${owner}`,
  },
  legal: {
    detailsLoading: 'Die Anbieterangaben werden geladen …',
    detailsError:
      'Die Anbieterangaben konnten gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment erneut.',
    retry: 'Erneut versuchen',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
  },
  imprint: {
    documentTitle: `Impressum – ${name}`,
    eyebrow: 'Rechtliches',
    title: 'Impressum',
    legalBasis: 'Angaben gemäß §\u00a05 Digitale-Dienste-Gesetz (DDG)',
    ownerLabel: 'Inhaber',
    contactHeading: 'Kontakt',
    registerHeading: 'Registereintrag',
    vatHeading: 'Umsatzsteuer-ID',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a Umsatzsteuergesetz:',
    responsibleHeading: 'Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV',
    responsibleText: 'Der Inhaber, Anschrift wie oben.',
    disputeHeading: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
  privacy: {
    documentTitle: `Datenschutz – ${name}`,
    eyebrow: 'Rechtliches',
    // The soft hyphen lets the long word break on narrow phones.
    title: 'Datenschutz\u00aderklärung',
    intro:
      'Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website und die Beantwortung Ihrer Anfragen nötig ist. Hier erfahren Sie, welche Daten das sind, wozu wir sie nutzen und welche Rechte Sie haben.',
    controllerHeading: 'Verantwortlicher',
    controllerFallbackBefore: 'Name und Anschrift des Verantwortlichen finden Sie im ',
    controllerFallbackLink: 'Impressum',
    controllerFallbackAfter: '.',
    sections: [
      {
        heading: 'Kontaktformular',
        lead: 'Wenn Sie uns über das Kontaktformular schreiben, speichern wir die folgenden Angaben:',
        paragraphs: [
          'Wir nutzen diese Angaben ausschließlich, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen unser berechtigtes Interesse an der Beantwortung von Anfragen (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Wir geben die Angaben nicht an Dritte weiter.',
          'Wir löschen Ihre Anfrage, sobald sie erledigt ist, spätestens nach sechs Monaten – es sei denn, gesetzliche Aufbewahrungspflichten verlangen eine längere Speicherung, etwa wenn aus der Anfrage ein Auftrag wird.',
        ],
        list: [
          'Ihren Namen',
          'Ihre E-Mail-Adresse',
          'Ihre Nachricht',
          'den Zeitpunkt des Absendens',
        ],
      },
      {
        heading: 'Sitzungscookie',
        lead: 'Damit das Kontaktformular vor gefälschten Anfragen geschützt ist, setzt unser Server ein technisch notwendiges Sitzungscookie. Es enthält nur eine zufällige Kennung, dient keinem anderen Zweck und verfällt mit dem Ende der Sitzung. Rechtsgrundlage ist §\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG in Verbindung mit Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO.',
        paragraphs: [],
      },
      {
        heading: 'Server-Logdateien',
        lead: 'Bei jedem Aufruf dieser Website verarbeitet unser Server automatisch Angaben, die Ihr Browser übermittelt: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Statuscode sowie Browser und Betriebssystem. Wir benötigen diese Angaben, um die Website sicher und stabil zu betreiben (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO), und löschen sie nach spätestens 14 Tagen.',
        paragraphs: [],
      },
      {
        heading: 'Kein Tracking',
        lead: 'Wir verwenden keine Analyse- oder Werbedienste und keine Tracking-Cookies. Schriften und alle übrigen Inhalte liefern wir von unserem eigenen Server aus; beim Besuch dieser Website werden keine Daten an Dritte übertragen.',
        paragraphs: [],
      },
      {
        heading: 'Ihre Rechte',
        lead: 'Sie haben jederzeit das Recht, unentgeltlich Auskunft über Ihre bei uns gespeicherten Daten zu erhalten (Art.\u00a015 DSGVO). Außerdem haben Sie das Recht auf:',
        paragraphs: [
          'Um diese Rechte wahrzunehmen, genügt eine formlose Nachricht an die oben genannte E-Mail-Adresse.',
        ],
        list: [
          'Berichtigung unrichtiger Daten (Art.\u00a016 DSGVO)',
          'Löschung (Art.\u00a017 DSGVO)',
          'Einschränkung der Verarbeitung (Art.\u00a018 DSGVO)',
          'Datenübertragbarkeit (Art.\u00a020 DSGVO)',
          'Widerspruch gegen die Verarbeitung (Art.\u00a021 DSGVO)',
          'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art.\u00a077 DSGVO)',
        ],
      },
    ],
  },
  notFound: {
    documentTitle: `404 – Seite nicht gefunden – ${name}`,
    code: '404',
    heading: 'Page not found',
    redirectNotice: (seconds) =>
      `Diese Seite gibt es leider nicht. Sie werden in ${seconds} Sekunden zur Startseite weitergeleitet.`,
    homeLink: 'Gleich zur Startseite',
  },
};
