import { SITE_ROOTS } from '../../../shared/site-roots';
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
    projects: 'Projekte',
    fixedLabel: 'Schnellnavigation',
    menuOpen: 'Menü öffnen',
    menuClose: 'Menü schließen',
  },
  home: {
    documentTitle: `${name} – Websites für kleine und mittlere Unternehmen`,
    description: `${name} gestaltet und entwickelt Websites für kleine und mittlere Unternehmen, Selbstständige und Hobbyisten: individuelles Design, schnell auf jedem Gerät, mit Betreuung nach dem Start.`,
  },
  hero: {
    eyebrow: 'Webdesign & Entwicklung',
    titleBefore: 'Websites, die Ihr Geschäft ',
    titleHighlight: 'leuchten',
    titleAfter: ' lassen.',
    lead: 'Wir gestalten und entwickeln Websites für kleine und mittlere Unternehmen, Selbstständige und Hobbyisten – klar im Auftritt, schnell auf jedem Gerät und so gebaut, dass aus Besuchern Kunden werden.',
    primaryAction: 'Projekt anfragen',
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
    accessibility: 'Barrierefreiheit',
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
    description: `Impressum von ${name}: Anbieterangaben gemäß §\u00a05 DDG, Kontakt per Telefon und E-Mail, Registereintrag und Umsatzsteuer-Identifikationsnummer.`,
    eyebrow: 'Rechtliches',
    title: 'Impressum',
    legalBasis: 'Angaben gemäß §\u00a05 Digitale-Dienste-Gesetz (DDG)',
    ownerLabel: 'Vertreten durch',
    contactHeading: 'Kontakt',
    registerHeading: 'Registereintrag',
    vatHeading: 'Umsatzsteuer-ID',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a Umsatzsteuergesetz:',
    responsibleHeading: 'Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV',
    responsibleText: (owner) => `${owner}, Anschrift wie oben.`,
    disputeHeading: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
  privacy: {
    documentTitle: `Datenschutz – ${name}`,
    description: `Datenschutzerklärung von ${name}: was das Kontaktformular und die Galerie-Mitgliedschaft speichern, wozu das Sitzungscookie dient, Karten nur nach Zustimmung, kein Tracking – und Ihre Rechte.`,
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
        lead: 'Damit Formulare vor gefälschten Anfragen geschützt sind, setzt unser Server ein technisch notwendiges Sitzungscookie mit dem Namen „sid“. Es enthält nur eine zufällige Kennung und verfällt mit dem Ende der Sitzung. Zu dieser Sitzung gehört ein Sicherheitsschlüssel (CSRF-Token), den Ihr Browser bei jedem Absenden mitschickt, damit nur Formulare dieser Website angenommen werden.',
        paragraphs: [
          'Cookie und Sicherheitsschlüssel sind für den sicheren Betrieb unbedingt erforderlich, dienen keinem anderen Zweck und werden nicht zur Wiedererkennung oder Auswertung genutzt. Rechtsgrundlage ist §\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG in Verbindung mit Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO.',
        ],
      },
      {
        heading: 'Mitgliedskonto in der ArtAlley-Galerie',
        lead: 'Wer in der Galerie der Demo-Seite ArtAlley kommentieren und bewerten möchte, legt ein Mitgliedskonto an. Dafür speichern wir:',
        list: [
          'den gewählten Benutzernamen',
          'Ihr Passwort nur als Hash – das Passwort selbst kennen wir nicht',
          'den Zeitpunkt der Registrierung',
          'Ihre Kommentare und Bewertungen mit ihrem Zeitpunkt',
        ],
        paragraphs: [
          'Benutzername und Kommentare sind für alle Besucherinnen und Besucher der Galerie sichtbar, Bewertungen nur als Summe je Bild und Kommentar. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: die Nutzung der Galerie, für die Sie sich registriert haben. Angemeldet bleiben Sie über das oben beschriebene Sitzungscookie.',
          'Eigene Kommentare können Sie jederzeit selbst löschen. Möchten Sie Ihr Konto mit allen Kommentaren und Bewertungen löschen lassen, genügt eine formlose Nachricht an die oben genannte E-Mail-Adresse.',
        ],
      },
      {
        heading: 'Karten auf den Demo-Seiten',
        lead: 'Einige unserer Demo-Seiten zeigen einen Standort auf einer Karte von OpenStreetMap. Die Karte wird erst geladen, wenn Sie auf „Zustimmen & anzeigen“ klicken. Erst dann ruft Ihr Browser Kartenkacheln von den Servern der OpenStreetMap Foundation ab und übermittelt dabei Ihre IP-Adresse und die üblichen Browserangaben.',
        paragraphs: [
          'Ihre Zustimmung speichern wir ausschließlich in Ihrem Browser unter dem Eintrag „mapsConsent“, damit die Karte bei späteren Besuchen direkt erscheint; an uns wird dabei nichts übertragen. Rechtsgrundlage ist Ihre Einwilligung (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO, §\u00a025 Abs.\u00a01 TDDDG). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen: Klicken Sie neben der Karte auf „Karte ausblenden“. Dann verschwindet die Karte, der Eintrag wird gelöscht und Ihr Browser ruft keine Kartenkacheln mehr ab, auch auf den anderen Demo-Seiten nicht, bis Sie erneut zustimmen. Ebenso wirkt es, die Website-Daten dieser Seite in Ihrem Browser zu löschen.',
        ],
      },
      {
        heading: 'Server-Logdateien',
        lead: 'Bei jedem Aufruf dieser Website verarbeitet unser Server automatisch Angaben, die Ihr Browser übermittelt: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Statuscode sowie Browser und Betriebssystem. Wir benötigen diese Angaben, um die Website sicher und stabil zu betreiben und Angriffe zu erkennen (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Die Protokolle werden nur kurz aufbewahrt und nach spätestens 14 Tagen gelöscht.',
        paragraphs: [],
      },
      {
        heading: 'Kein Tracking',
        lead: 'Wir verwenden keine Analyse- oder Werbedienste und keine Tracking-Cookies. Schriften und alle übrigen Inhalte liefern wir von unserem eigenen Server aus. Daten gelangen nur dann an Dritte, wenn Sie auf einer Demo-Seite ausdrücklich einer Karte zustimmen (siehe oben).',
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
      {
        heading: 'Zuständige Aufsichtsbehörde',
        lead: 'Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren – insbesondere bei der Behörde des Bundeslandes, in dem Sie wohnen, oder bei der für unseren Sitz zuständigen Landesdatenschutzbehörde. Die Anschriften aller Aufsichtsbehörden veröffentlicht die Bundesbeauftragte für den Datenschutz und die Informationsfreiheit unter www.bfdi.bund.de.',
        paragraphs: [
          'Wir freuen uns aber, wenn Sie sich zuerst an uns wenden – oft lässt sich eine Frage schnell klären.',
        ],
      },
    ],
  },
  projects: {
    title: 'Unsere Projekte',
    lead: 'Vier Demo-Websites, vier Branchen: Schauen Sie sich in Ruhe um – jede Seite ist voll funktionsfähig und zeigt, was wir für Ihr Vorhaben bauen können.',
    closeLabel: 'Projekte schließen',
    previewLabel: (projectName) => `Vorschau von ${projectName}`,
    visit: (projectName) => `${projectName} ansehen`,
    items: [
      {
        path: SITE_ROOTS.presentationPro,
        name: 'PresentationPro',
        kind: 'Auftritt für Immobilienprofis',
        description:
          'Ein zweisprachiger Auftritt für Maklerinnen und Makler: Objektkatalog mit Filter, große Bildergalerie, FAQ, Team und Standortkarte. Ruhig, hochwertig und gemacht, um Vertrauen zu wecken.',
        features: ['Deutsch & Englisch', 'Objektkatalog', 'FAQ & Team'],
      },
      {
        path: SITE_ROOTS.rental,
        name: 'RentalRevolution',
        kind: 'Bootsverleih mit Online-Buchung',
        description:
          'Für einen Verleih am See: Gäste sehen freie Zeiten auf einen Blick und buchen online, das Team verwaltet Buchungen, Kasse und Angebote im eigenen Mitarbeiterbereich.',
        features: ['Online-Buchung', 'Mitarbeiterbereich', 'Kasse'],
      },
      {
        path: SITE_ROOTS.prawns,
        name: 'ParallaxPrawns',
        kind: 'Shop einer Garnelenzucht',
        description:
          'Eine verspielte Unterwasserwelt aus Parallax-Ebenen: Die Garnelenzucht zeigt ihre Produkte, erzählt ihre Geschichte und nimmt Bestellungen an – ein Auftritt, an den man sich erinnert.',
        features: ['Parallax-Szenen', 'Produkte', 'Bestellung'],
      },
      {
        path: SITE_ROOTS.art,
        name: 'ArtAlley',
        kind: 'Künstlerseite mit Galerie',
        description:
          'Hier hat die Kunst die Hauptrolle: Werke und Gedichte in großer Ansicht, dazu eine Galerie, in der Besucherinnen und Besucher eigene Bilder zeigen, bewerten und kommentieren.',
        features: ['Große Ansicht', 'Nutzergalerie', 'Bewertungen'],
      },
    ],
  },
  accessibility: {
    documentTitle: `Barrierefreiheit – ${name}`,
    description: `Erklärung zur Barrierefreiheit von ${name}: Ziel WCAG\u00a02.1 Stufe AA, was wir umsetzen, bekannte Einschränkungen, Barrieren melden und Durchsetzungsverfahren.`,
    eyebrow: 'Rechtliches',
    title: 'Erklärung zur Barriere\u00adfreiheit',
    intro: `Wir möchten, dass alle Menschen unsere Website und unsere Demo-Seiten nutzen können – unabhängig davon, ob sie eine Maus, eine Tastatur, einen Screenreader oder eine Vergrößerung verwenden. Diese Erklärung gilt für die Website von ${name} einschließlich der Demo-Seiten unter /PresentationPro, /RentalRevolution, /ParallaxPrawns und /ArtAlley.`,
    sections: [
      {
        heading: 'Stand der Vereinbarkeit',
        lead: 'Unser Ziel sind die Anforderungen der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA. Wir prüfen jede Seite mit automatischen Tests und von Hand. Die Seiten sind nach unserer Einschätzung weitgehend barrierefrei; die bekannten Einschränkungen nennen wir unten.',
        paragraphs: [],
      },
      {
        heading: 'Was wir umsetzen',
        lead: 'Beim Bau unserer Seiten achten wir insbesondere auf Folgendes:',
        list: [
          'Alle Funktionen lassen sich vollständig mit der Tastatur bedienen; der Fokus ist stets deutlich sichtbar, und ein Link „Zum Inhalt springen“ überspringt die Navigation.',
          'Dialoge wie die Projektübersicht halten den Fokus, schließen mit der Escape-Taste und geben den Fokus an die auslösende Schaltfläche zurück.',
          'Schaltflächen, Formularfelder, Bilder und Landmarken tragen verständliche Beschriftungen für Screenreader; Fehlermeldungen stehen direkt am Feld und werden angesagt.',
          'Texte und Bedienelemente erreichen mindestens die Kontrastverhältnisse der Stufe AA (4,5:1 für Fließtext, 3:1 für große Schrift und Bedienelemente).',
          'Wenn Sie in Ihrem System „Bewegung reduzieren“ eingestellt haben, verzichten wir auf Sternenanimation, Buchstabeneffekt, Einblendungen und weiches Scrollen.',
          'Die Seiten passen sich jeder Bildschirmbreite an und bleiben bei 200\u00a0% Vergrößerung ohne waagerechtes Scrollen nutzbar.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Bekannte Einschränkungen',
        lead: 'Trotz aller Sorgfalt sind uns folgende Einschränkungen bekannt:',
        list: [
          'Die Karten auf den Demo-Seiten stammen von OpenStreetMap und sind selbst nur eingeschränkt barrierefrei. Die Anschrift steht deshalb immer zusätzlich als Text daneben.',
          'Bilder, die Besucherinnen und Besucher in die Galerie von ArtAlley hochladen, haben nicht immer eine aussagekräftige Bildbeschreibung.',
          'Die Demo-Seiten zeigen beispielhafte Inhalte. Sie werden laufend weiterentwickelt, sodass einzelne Seiten vorübergehend hinter unserem Anspruch zurückbleiben können.',
        ],
        paragraphs: [],
      },
    ],
    reportHeading: 'Barriere melden',
    reportText:
      'Sind Ihnen Barrieren aufgefallen, oder benötigen Sie Inhalte in einer anderen Form? Schreiben Sie uns oder rufen Sie uns an – wir antworten in der Regel innerhalb von zwei Werktagen und suchen gemeinsam mit Ihnen eine Lösung.',
    reportFallbackBefore: 'Unsere Kontaktdaten finden Sie im ',
    reportFallbackLink: 'Impressum',
    reportFallbackAfter: '.',
    enforcementHeading: 'Durchsetzungsverfahren',
    enforcementText:
      'Erhalten Sie auf Ihre Meldung innerhalb von sechs Wochen keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde für Barrierefreiheit wenden. In Deutschland ist das die Marktüberwachungsstelle der Länder für die Barrierefreiheitsanforderungen an Produkte und Dienstleistungen (MLBF) in Magdeburg. Sie prüft, ob die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) eingehalten werden.',
    updated:
      'Diese Erklärung wurde im November 2026 erstellt und wird bei jeder größeren Änderung der Website überprüft.',
  },
  notFound: {
    documentTitle: `404 – Seite nicht gefunden – ${name}`,
    description: `Diese Seite gibt es bei ${name} nicht. Sie werden gleich zur Startseite mit unseren Leistungen, unserer Arbeitsweise und dem Kontaktformular weitergeleitet.`,
    code: '404',
    heading: 'Page not found',
    redirectNotice: (seconds) =>
      `Diese Seite gibt es leider nicht. Sie werden in ${seconds} Sekunden zur Startseite weitergeleitet.`,
    homeLink: 'Gleich zur Startseite',
  },
};
