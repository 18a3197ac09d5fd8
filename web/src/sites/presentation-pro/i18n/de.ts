import { consentMapTextsDe } from '../../../shared/consent-map/consent-map-texts';
import { demoContactTextsDe } from '../../../shared/demo-contact/demo-contact-texts';
import type { PresentationCatalog } from './presentation-catalog';

const name = 'Havelblick Immobilien';

// \u00a0 keeps numbers with their units and legal references such as "§ 5" on one line.

export const de: PresentationCatalog = {
  lang: 'de',
  brand: {
    name,
    tagline: 'Immobilien mit Weitblick',
  },
  skipLink: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptnavigation',
    home: 'Start',
    catalog: 'Katalog',
    faq: 'Fragen & Antworten',
    contact: 'Kontakt',
    menuOpen: 'Menü öffnen',
    menuClose: 'Menü schließen',
    switchLanguage: 'EN',
    switchLanguageLabel: 'English version of this page',
    agency: 'Zurück zu Sternsinger Webdesign',
  },
  titles: {
    home: `${name} – Kaufen, Verkaufen, Mieten in Berlin`,
    catalog: `Immobilienkatalog – ${name}`,
    faq: `Fragen & Antworten – ${name}`,
    contact: `Kontakt – ${name}`,
    imprint: `Impressum – ${name}`,
    privacy: `Datenschutz – ${name}`,
    notFound: `Seite nicht gefunden – ${name}`,
  },
  descriptions: {
    home: `${name} in Berlin: Wir begleiten Sie beim Kaufen, Verkaufen, Mieten und Vermieten – Häuser, Wohnungen, Landhäuser, Küsten- und Auslandsimmobilien, persönlich beraten.`,
    catalog:
      'Unser Immobilienkatalog: 24 persönlich geprüfte Objekte vom Stadthaus in Charlottenburg bis zur Finca auf Mallorca – nach Stadt, Natur, Küste, Ausland und mehr filtern.',
    faq: `Fragen & Antworten von ${name}: die häufigsten Fragen zu Kauf, Verkauf, Miete, Hausverwaltung, Recht und Immobilienmarkt – kurz und verständlich beantwortet.`,
    contact: `Kontakt zu ${name}: Schreiben Sie uns, lernen Sie unser Team kennen oder besuchen Sie unser Büro am Kurfürstendamm in Berlin – Montag bis Freitag 9–18 Uhr, Samstag 10–14 Uhr.`,
    imprint: `Impressum von ${name}, dem erfundenen Maklerbüro dieser Demo-Website: Anbieterangaben gemäß §\u00a05 DDG, Kontakt, Registereintrag und Umsatzsteuer-ID.`,
    privacy: `Datenschutzerklärung von ${name}: Server-Protokolle, ein Kontaktformular, das nichts überträgt, die Karte erst nach Ihrer Zustimmung, kein Tracking – und Ihre Rechte.`,
    notFound: `Diese Seite gibt es bei ${name} nicht. Sie werden gleich zur Startseite mit unseren Immobilien und Leistungen weitergeleitet.`,
  },
  hero: {
    regionLabel: 'Unsere Immobilienwelten',
    welcomeEyebrow: `Willkommen bei ${name}`,
    welcomeTitle: 'Ein Zuhause, das zu Ihnen passt.',
    welcomeText:
      'Seit über zehn Jahren begleiten wir Käufer, Verkäufer, Mieter und Vermieter – persönlich, ehrlich und mit genauer Kenntnis des Marktes.',
    toContact: 'Beratung vereinbaren',
    toCatalog: 'Zum Katalog',
    slides: [
      {
        caption: 'Häuser',
        paragraph: 'Familienhäuser mit Garten, Stadtvillen und Neubauten im Grünen.',
        objectAlt: 'Modernes Einfamilienhaus mit Flachdach und Garten',
      },
      {
        caption: 'Wohnungen',
        paragraph: 'Altbau mit Stuck, Penthouse mit Dachterrasse oder die erste eigene Wohnung.',
        objectAlt: 'Wohnhaus mit Balkonen und Penthouse',
      },
      {
        caption: 'In der Natur',
        paragraph: 'Höfe, Hütten und Landhäuser zwischen Seen, Wäldern und Bergen.',
        objectAlt: 'Holzhaus am Waldrand',
      },
      {
        caption: 'An der Küste',
        paragraph: 'Strandhäuser und Villen an Nord- und Ostsee, mit Blick aufs Meer.',
        objectAlt: 'Weiße Villa an der Küste',
      },
      {
        caption: 'Im Ausland',
        paragraph: 'Fincas, Rusticos und Villen am Mittelmeer – wir begleiten Sie bis zum Notar.',
        objectAlt: 'Mediterrane Finca mit Pool',
      },
      {
        caption: 'Auf Inseln',
        paragraph: 'Reetdachhäuser auf Sylt und Föhr, Bädervillen auf Rügen und Usedom.',
        objectAlt: 'Reetgedecktes Friesenhaus in den Dünen',
      },
      {
        caption: 'Gewerbe',
        paragraph: 'Lofts, Büros und Speicher für Unternehmen, die Raum zum Wachsen suchen.',
        objectAlt: 'Umgebaute Backsteinfabrik mit Bogenfenstern',
      },
    ],
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    pause: 'Diashow anhalten',
    play: 'Diashow abspielen',
    goTo: (slide, caption) => `Folie ${slide}: ${caption}`,
    slideOf: (slide, total) => `Folie ${slide} von ${total}`,
    dotsLabel: 'Folie wählen',
  },
  services: {
    eyebrow: 'Leistungen',
    title: 'Alles rund um Ihre Immobilie',
    lead: 'Ob Sie kaufen, verkaufen, mieten oder vermieten: Sie haben einen festen Ansprechpartner, der Ihre Ziele kennt.',
    cards: [
      {
        title: 'Kaufen',
        text: 'Wir finden Objekte, die wirklich passen – auch solche, die nie öffentlich inseriert werden – und begleiten Sie bis zur Schlüsselübergabe.',
      },
      {
        title: 'Verkaufen',
        text: 'Marktgerechte Bewertung, hochwertige Präsentation und geprüfte Interessenten: So erzielen Sie den besten Preis ohne unnötige Wartezeit.',
      },
      {
        title: 'Mieten & Vermieten',
        text: 'Von der Mieterauswahl über den rechtssicheren Mietvertrag bis zur Übergabe mit Protokoll – zuverlässig und transparent.',
      },
      {
        title: 'Hausverwaltung',
        text: 'Nebenkostenabrechnung, Instandhaltung und Eigentümerversammlungen: Wir kümmern uns, damit Ihre Immobilie ihren Wert behält.',
      },
    ],
  },
  counters: {
    title: 'Zahlen, die für uns sprechen',
    items: [
      { target: 500, label: 'Abgeschlossene Transaktionen' },
      { target: 300, label: 'Zufriedene Kunden' },
      { target: 10, label: 'Erfahrene Experten' },
    ],
  },
  social: { title: 'Folgen Sie uns', label: 'Havelblick Immobilien in sozialen Netzwerken' },
  tips: {
    eyebrow: 'Ratgeber',
    title: 'Vier Tipps für den Hauskauf',
    lead: 'Ein Hauskauf ist für die meisten Menschen die größte Entscheidung ihres Lebens. Diese vier Schritte machen sie leichter.',
    items: [
      {
        title: 'Budget festlegen',
        text: 'Klären Sie vor der Suche, wie viel Eigenkapital Sie einbringen und welche Rate Sie dauerhaft tragen können – inklusive Kaufnebenkosten.',
      },
      {
        title: 'Lage prüfen',
        text: 'Die Lage lässt sich nicht renovieren: Achten Sie auf Verkehrsanbindung, Schulen, Einkaufsmöglichkeiten und die Entwicklung des Viertels.',
      },
      {
        title: 'Markt recherchieren',
        text: 'Vergleichen Sie Angebote und Bodenrichtwerte, damit Sie einen fairen Preis erkennen und selbstbewusst verhandeln können.',
      },
      {
        title: 'Makler beauftragen',
        text: 'Ein erfahrener Makler kennt den Markt, prüft Unterlagen und Energieausweis und vertritt Ihre Interessen bis zum Notartermin.',
      },
    ],
  },
  preview: {
    eyebrow: 'Aktuelle Angebote',
    title: 'Ausgewählte Immobilien',
    lead: 'Eine Auswahl aus unserem Katalog – filtern Sie nach der Art, die Sie suchen.',
    entireCatalog: 'Gesamter Katalog',
  },
  catalog: {
    eyebrow: 'Katalog',
    title: 'Unsere Immobilien',
    lead: 'Vom Stadthaus in Charlottenburg bis zur Finca auf Mallorca: 24 Objekte, persönlich geprüft.',
    filterLabel: 'Nach Art filtern',
    filters: {
      all: 'Alle',
      city: 'Stadt',
      nature: 'Natur',
      coast: 'Küste',
      abroad: 'Ausland',
      island: 'Insel',
      apartment: 'Apartment',
      industry: 'Gewerbe',
      house: 'Haus',
    },
    empty: 'Keine Einträge zum Anzeigen',
    moreInfo: 'Weitere Informationen...',
    resultCount: (count) => (count === 1 ? '1 Immobilie' : `${count} Immobilien`),
    openListing: 'Bilder und Details',
  },
  imageModal: {
    title: 'Immobilie im Detail',
    loading: 'Bilder werden geladen...',
    previous: 'Vorherige Immobilie',
    next: 'Nächste Immobilie',
    close: 'Schließen',
    position: (index, total) => `${index} von ${total}`,
    price: 'Kaufpreis',
    rooms: 'Zimmer',
    livingArea: 'Wohn-/Nutzfläche',
    plot: 'Grundstück',
    yearBuilt: 'Baujahr',
    energyHeading: 'Energieausweis',
    energyKind: 'Art',
    energyKinds: { demand: 'Bedarfsausweis', consumption: 'Verbrauchsausweis' },
    energyValue: 'Endenergie',
    energyClass: 'Effizienzklasse',
    energyCarrier: 'Wesentlicher Energieträger',
    carriers: {
      gas: 'Erdgas',
      oil: 'Heizöl',
      districtHeating: 'Fernwärme',
      heatPump: 'Wärmepumpe (Strom)',
      wood: 'Holzpellets',
      electricity: 'Strom',
      solar: 'Solarthermie',
    },
    contactCta: 'Besichtigung anfragen',
  },
  faq: {
    eyebrow: 'Fragen & Antworten',
    title: 'Gut informiert entscheiden',
    lead: 'Die häufigsten Fragen unserer Kunden – kurz und verständlich beantwortet. Wählen Sie ein Thema und eine Frage.',
    indexTitle: 'Themen',
    answersTitle: 'Antworten',
    questionCount: (count) => `${count} Fragen`,
    backToIndex: 'Zurück zu den Themen',
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Wir sind für Sie da',
    lead: 'Schreiben Sie uns, lernen Sie unser Team kennen oder besuchen Sie uns in unserem Büro am Kurfürstendamm.',
    formTitle: 'Schreiben Sie uns',
    formLead: 'Wir melden uns innerhalb eines Werktags bei Ihnen.',
    form: demoContactTextsDe,
    teamTitle: 'Unser Team',
    teamLead: 'Sechs Menschen, ein Anspruch: dass Sie sich bei uns gut aufgehoben fühlen.',
    team: [
      { name: 'Katharina Lindner', role: 'Geschäftsführerin & Inhaberin' },
      { name: 'Thomas Weber', role: 'Filialleiter' },
      { name: 'Sabine Hoffmann', role: 'Filialleiterin' },
      { name: 'Jonas Becker', role: 'Immobilienmakler' },
      { name: 'Leonie Schulz', role: 'Immobilienmaklerin' },
      { name: 'Felix Wagner', role: 'Immobilienmakler' },
    ],
    teamContact: (person, channel) => `${person}: ${channel}`,
    officeTitle: 'Anfahrt',
    officeLead:
      'Unser Büro liegt zentral am Kurfürstendamm, fünf Minuten vom U-Bahnhof Adenauerplatz.',
    openInMaps: 'In OpenStreetMap öffnen',
    hoursTitle: 'Öffnungszeiten',
    hours: ['Montag–Freitag: 9–18 Uhr', 'Samstag: 10–14 Uhr'],
    map: { ...consentMapTextsDe, mapLabel: 'Karte: unser Büro in Berlin' },
    markerTitle: 'Real Estate',
  },
  footer: {
    about:
      'Ihr Immobilienbüro in Berlin für Kauf, Verkauf, Vermietung und Verwaltung – in der Stadt, auf dem Land, an der Küste und im Ausland.',
    pagesTitle: 'Seiten',
    contactTitle: 'Kontakt',
    approachTitle: 'Anfahrt',
    hoursTitle: 'Öffnungszeiten',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    demoNote: 'Eine Demo-Website. Havelblick Immobilien ist ein erfundenes Unternehmen.',
    demoLink: 'Gestaltet von Sternsinger Webdesign',
    backToTop: 'Nach oben',
    copyright: (year) => `© ${year} ${name}`,
  },
  floating: {
    label: 'Schnellkontakt',
    phone: 'Anrufen',
    chat: 'Per Messenger schreiben',
    email: 'E-Mail schreiben',
  },
  contactLines: { phoneLabel: 'Telefon', emailLabel: 'E-Mail' },
  notFound: {
    code: '404',
    heading: 'Seite nicht gefunden',
    hint: (seconds) =>
      `Sie werden automatisch weitergeleitet (${seconds}\u00a0${seconds === 1 ? 'Sekunde' : 'Sekunden'}).`,
    homeLink: 'Zur Startseite',
  },
  legal: {
    demoNotice:
      'Havelblick Immobilien ist ein erfundenes Unternehmen: Diese Website ist eine Demo. Verantwortlich für ihren Inhalt ist das Unternehmen, das sie betreibt:',
    loading: 'Angaben werden geladen …',
    error: 'Die Anbieterangaben konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    imprint: {
      eyebrow: 'Rechtliches',
      title: 'Impressum',
      operatorHeading: 'Angaben gemäß §\u00a05 DDG',
      ownerLabel: 'Vertreten durch',
      contactHeading: 'Kontakt',
      registerHeading: 'Registereintrag',
      vatHeading: 'Umsatzsteuer',
      vatText: 'Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a UStG:',
      disputeHeading: 'Verbraucherstreitbeilegung',
      disputeText:
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    },
    privacy: {
      eyebrow: 'Rechtliches',
      title: 'Datenschutzerklärung',
      controllerHeading: 'Verantwortliche Stelle',
      sections: [
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Beim Aufruf dieser Seiten verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browserkennung), um die Seiten auszuliefern und Angriffe abzuwehren. Diese Protokolle werden nach spätestens 14 Tagen gelöscht. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO.',
            'Wir setzen keine Tracking- oder Analysewerkzeuge ein und laden keine Schriften oder Bilder von fremden Servern.',
          ],
        },
        {
          heading: 'Kontaktformular',
          paragraphs: [
            'Das Kontaktformular dieser Demo sendet keine Daten: Name, E-Mail-Adresse und Nachricht werden nur in Ihrem Browser geprüft und nicht übertragen oder gespeichert.',
          ],
        },
        {
          heading: 'Karte',
          paragraphs: [
            'Die Karte auf der Kontaktseite wird erst geladen, wenn Sie auf „Zustimmen & anzeigen“ klicken. Dann ruft Ihr Browser Kartenkacheln von OpenStreetMap (OpenStreetMap Foundation, St John’s Innovation Centre, Cambridge, Vereinigtes Königreich) ab; dabei wird Ihre IP-Adresse übermittelt. Rechtsgrundlage ist Ihre Einwilligung nach Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO.',
            'Ihre Entscheidung speichern wir im lokalen Speicher Ihres Browsers (kein Cookie). Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: Klicken Sie neben der Karte auf „Karte ausblenden“. Dann verschwindet die Karte, die gespeicherte Entscheidung wird gelöscht und Ihr Browser ruft keine Kartenkacheln mehr ab, auch auf den anderen Seiten dieser Website nicht, bis Sie erneut zustimmen. Ebenso wirkt es, die Website-Daten in Ihrem Browser zu löschen.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
          ],
        },
      ],
    },
  },
};
