import type { FaqCategory } from './faq';

export const faqDe: readonly FaqCategory[] = [
  {
    key: 'general',
    title: 'Allgemeines',
    entries: [
      {
        id: 'general-1',
        question: 'Wer ist Havelblick Immobilien?',
        answer: [
          'Havelblick Immobilien ist eine inhabergeführte Makleragentur mit Sitz in Berlin. Wir vermitteln hochwertige Wohn- und Gewerbeimmobilien und begleiten Sie beim Kauf, Verkauf und bei der Vermietung.',
          'Auf Wunsch übernehmen wir auch die Verwaltung Ihrer Immobilie – von der Mietverwaltung bis zur Betreuung Ihrer Wohnungseigentümergemeinschaft.',
        ],
      },
      {
        id: 'general-2',
        question: 'Wann sind Sie für mich erreichbar?',
        answer: [
          'Wir sind Montag bis Freitag von 9 bis 18 Uhr und samstags von 10 bis 14 Uhr für Sie da. Besichtigungen vereinbaren wir nach Absprache auch außerhalb dieser Zeiten.',
          'Am einfachsten erreichen Sie uns über unser Kontaktformular. Wir melden uns in der Regel spätestens am nächsten Werktag bei Ihnen.',
        ],
      },
      {
        id: 'general-3',
        question: 'In welchen Regionen sind Sie tätig?',
        answer: [
          'Unser Schwerpunkt liegt in Berlin und Potsdam. Darüber hinaus vermitteln wir Land- und Ferienhäuser in Brandenburg, an Nord- und Ostsee und in ausgewählten Regionen Süddeutschlands sowie Gewerbeimmobilien in Berlin, Hamburg und Leipzig.',
          'Für Immobilien in Spanien, Portugal, Italien und Frankreich arbeiten wir mit erfahrenen Partnerbüros vor Ort zusammen, die Markt und Recht des jeweiligen Landes kennen.',
        ],
      },
      {
        id: 'general-4',
        question: 'Ist ein erstes Beratungsgespräch kostenlos?',
        answer: [
          'Ja, ein erstes Gespräch über Ihr Vorhaben ist für Sie kostenlos und unverbindlich. Vereinbaren Sie dafür am besten vorab über unser Kontaktformular einen Termin, damit wir uns ausreichend Zeit für Sie nehmen können.',
          'Beratungen und Besichtigungen führen wir auf Deutsch und auf Englisch durch.',
        ],
      },
    ],
  },
  {
    key: 'buying',
    title: 'Kaufen',
    entries: [
      {
        id: 'buying-1',
        question: 'Wie viel Eigenkapital brauche ich für einen Immobilienkauf?',
        answer: [
          'Banken erwarten in der Regel, dass Sie 10–20\u00a0% des Kaufpreises als Eigenkapital einbringen. Die Kaufnebenkosten sollten Sie zusätzlich möglichst aus eigenen Mitteln bezahlen können, da viele Banken sie nicht mitfinanzieren.',
          'Je mehr Eigenkapital Sie einsetzen, desto günstiger sind meist die Zinskonditionen. Eine unabhängige Finanzierungsberatung hilft Ihnen, Ihren Budgetrahmen realistisch festzulegen.',
        ],
      },
      {
        id: 'buying-2',
        question: 'Mit welchen Kaufnebenkosten muss ich rechnen?',
        answer: [
          'Rechnen Sie mit Kaufnebenkosten von insgesamt 7–10\u00a0% des Kaufpreises. Den größten Anteil hat die Grunderwerbsteuer, die je nach Bundesland zwischen 3,5 und 6,5\u00a0% liegt – in Berlin derzeit 6\u00a0%.',
          'Hinzu kommen rund 1,5–2\u00a0% für Notar und Grundbucheintragung sowie gegebenenfalls die Maklerprovision. Bei Wohnungen und Einfamilienhäusern wird diese nach §\u00a0656c BGB in der Regel zwischen Käufer und Verkäufer geteilt; als Käufer tragen Sie höchstens die Hälfte.',
        ],
      },
      {
        id: 'buying-3',
        question: 'Wie lange dauert ein Immobilienkauf?',
        answer: [
          'Von der Besichtigung bis zur Schlüsselübergabe dauert ein Kauf in der Regel 8–12 Wochen. Die meiste Zeit nehmen die Finanzierungszusage der Bank, die Vorbereitung des Kaufvertrags durch den Notar und die Abwicklung bis zur Fälligkeit des Kaufpreises in Anspruch.',
          'Als Verbraucher erhalten Sie den Vertragsentwurf mindestens zwei Wochen vor dem Beurkundungstermin, damit Sie ihn in Ruhe prüfen können.',
        ],
      },
      {
        id: 'buying-4',
        question: 'Welche Unterlagen sollte ich vor dem Kauf prüfen?',
        answer: [
          'Wichtig sind vor allem ein aktueller Grundbuchauszug, der Energieausweis, Grundrisse und Wohnflächenberechnung sowie bei Häusern das Baulastenverzeichnis. Bei Eigentumswohnungen kommen Teilungserklärung, Wirtschaftsplan, Hausgeldabrechnung und die Protokolle der letzten Eigentümerversammlungen hinzu.',
          'Zu unseren Objekten stellen wir Ihnen alle Unterlagen vollständig zur Verfügung. Für eine rechtliche oder bautechnische Prüfung empfehlen wir im Zweifel eine Anwältin, einen Anwalt oder einen Bausachverständigen.',
        ],
      },
      {
        id: 'buying-5',
        question: 'Brauche ich vor einer Besichtigung eine Finanzierungsbestätigung?',
        answer: [
          'Für eine erste Besichtigung nicht. Spätestens wenn Sie ein Kaufangebot abgeben möchten, bitten wir Sie jedoch um eine Finanzierungsbestätigung Ihrer Bank oder einen Nachweis über Ihre Eigenmittel.',
          'Das schafft Vertrauen beim Verkäufer und verschafft Ihnen in gefragten Lagen einen echten Vorteil gegenüber anderen Interessenten.',
        ],
      },
      {
        id: 'buying-6',
        question: 'Kann ich über Sie auch eine Immobilie im Ausland kaufen?',
        answer: [
          'Ja. Für Objekte in Spanien, Portugal, Italien und Frankreich arbeiten wir mit Partnerbüros vor Ort zusammen und begleiten Sie auf Deutsch oder Englisch durch den gesamten Kauf.',
          'Bitte beachten Sie, dass Kaufablauf, Nebenkosten und Steuern im Ausland deutlich von Deutschland abweichen können. Wir empfehlen deshalb, zusätzlich eine im jeweiligen Land zugelassene Anwältin oder einen dort zugelassenen Anwalt hinzuzuziehen.',
        ],
      },
    ],
  },
  {
    key: 'selling',
    title: 'Verkaufen',
    entries: [
      {
        id: 'selling-1',
        question: 'Wie lange dauert der Verkauf meiner Immobilie?',
        answer: [
          'Von der Bewertung bis zum Notartermin dauert ein Verkauf in der Regel 3–6 Monate. Entscheidend sind Lage, Zustand und ein marktgerechter Angebotspreis.',
          'Objekte, die von Anfang an realistisch bepreist und gut vorbereitet sind, verkaufen sich erfahrungsgemäß deutlich schneller als solche, deren Preis später gesenkt werden muss.',
        ],
      },
      {
        id: 'selling-2',
        question: 'Wie ermitteln Sie den Angebotspreis?',
        answer: [
          'Wir besichtigen Ihre Immobilie und werten Vergleichsverkäufe, den aktuellen Bodenrichtwert sowie Lage, Zustand und Energieeffizienz aus. Bei vermieteten Objekten berücksichtigen wir zusätzlich den Ertragswert.',
          'Das Ergebnis ist eine fundierte Markteinschätzung, die wir Ihnen ausführlich erläutern. Ein Verkehrswertgutachten, etwa für Gericht oder Finanzamt, ersetzt sie nicht – dafür empfehlen wir Ihnen bei Bedarf eine zertifizierte Sachverständige oder einen zertifizierten Sachverständigen.',
        ],
      },
      {
        id: 'selling-3',
        question: 'Welche Unterlagen brauche ich für den Verkauf?',
        answer: [
          'In der Regel benötigen wir einen aktuellen Grundbuchauszug, einen gültigen Energieausweis, Grundrisse, die Wohnflächenberechnung und Angaben zu durchgeführten Modernisierungen. Bei Eigentumswohnungen kommen Teilungserklärung, Wirtschaftsplan und die Protokolle der Eigentümerversammlungen hinzu.',
          'Fehlt etwas, beschaffen wir die Unterlagen mit Ihrer Vollmacht beim Grundbuchamt, beim Bauamt oder bei der Hausverwaltung.',
        ],
      },
      {
        id: 'selling-4',
        question: 'Was kostet mich der Verkauf mit Havelblick?',
        answer: [
          'Unsere Provision fällt nur an, wenn Ihre Immobilie tatsächlich verkauft wird; vorab entstehen Ihnen keine Vermarktungskosten. Bei Wohnungen und Einfamilienhäusern wird die Provision nach §\u00a0656c BGB zu gleichen Teilen zwischen Verkäufer und Käufer geteilt.',
          'Die genaue Höhe halten wir transparent im Maklervertrag fest, bevor wir mit der Vermarktung beginnen.',
        ],
      },
      {
        id: 'selling-5',
        question: 'Wie vermarkten Sie meine Immobilie?',
        answer: [
          'Jedes Objekt erhält ein professionelles Exposé mit Architekturfotografie, Grundrissen und auf Wunsch einem virtuellen Rundgang. Wir präsentieren es auf den großen Immobilienportalen, auf unserer Website und gezielt bei vorgemerkten Kaufinteressenten.',
          'Wenn Sie Diskretion wünschen, vermarkten wir Ihre Immobilie auch still und ausschließlich über unser Netzwerk geprüfter Interessenten.',
        ],
      },
      {
        id: 'selling-6',
        question: 'Kann ich eine vermietete Immobilie verkaufen?',
        answer: [
          'Ja. Nach dem Grundsatz "Kauf bricht nicht Miete" (§\u00a0566 BGB) tritt der Käufer in den bestehenden Mietvertrag ein; der Mieter muss nicht ausziehen.',
          'Wurde die Wohnung erst nach der Vermietung in Wohnungseigentum umgewandelt, kann dem Mieter ein Vorkaufsrecht zustehen (§\u00a0577 BGB). Vermietete Objekte sprechen vor allem Kapitalanleger an; darauf richten wir die Vermarktung aus.',
        ],
      },
      {
        id: 'selling-7',
        question: 'Was passiert nach dem Notartermin?',
        answer: [
          'Nach der Beurkundung beantragt der Notar die Auflassungsvormerkung im Grundbuch und holt erforderliche Genehmigungen und Löschungsbewilligungen ein. Sobald alle Voraussetzungen erfüllt sind, fordert er den Käufer zur Zahlung des Kaufpreises auf.',
          'Nach Zahlungseingang übergeben Sie die Immobilie mit Übergabeprotokoll und Zählerständen; die Eigentumsumschreibung im Grundbuch folgt einige Wochen später. Wir begleiten Sie bis zur Schlüsselübergabe.',
        ],
      },
    ],
  },
  {
    key: 'renting',
    title: 'Mieten',
    entries: [
      {
        id: 'renting-1',
        question: 'Muss ich als Mieter eine Maklerprovision zahlen?',
        answer: [
          'Nein, wenn der Vermieter uns beauftragt hat. Bei der Vermietung von Wohnraum gilt das Bestellerprinzip: Die Provision zahlt, wer den Makler beauftragt – in aller Regel der Vermieter.',
          'Eine Provision kann für Sie nur anfallen, wenn Sie uns ausdrücklich in Textform mit der Wohnungssuche beauftragen und wir eine Wohnung ausschließlich für Sie akquirieren.',
        ],
      },
      {
        id: 'renting-2',
        question: 'Welche Unterlagen brauche ich für eine Mietbewerbung?',
        answer: [
          'Üblich sind eine Mieterselbstauskunft, Einkommensnachweise der letzten drei Monate, eine Kopie Ihres Ausweises und eine aktuelle Bonitätsauskunft, etwa von der SCHUFA. Viele Vermieter bitten zusätzlich um eine Mietschuldenfreiheitsbescheinigung Ihres bisherigen Vermieters.',
          'Wir fragen nur Angaben ab, die nach der DSGVO zulässig sind, und erst dann, wenn sie für die Entscheidung tatsächlich benötigt werden.',
        ],
      },
      {
        id: 'renting-3',
        question: 'Wie hoch darf die Mietkaution sein?',
        answer: [
          'Die Kaution darf höchstens drei Nettokaltmieten betragen (§\u00a0551 BGB). Sie dürfen sie in drei gleichen monatlichen Raten zahlen; die erste Rate wird zu Beginn des Mietverhältnisses fällig.',
          'Der Vermieter muss die Kaution getrennt von seinem Vermögen anlegen und sie nach Ende des Mietverhältnisses zurückzahlen, sobald etwaige Ansprüche geprüft sind.',
        ],
      },
      {
        id: 'renting-4',
        question: 'Wie lange läuft ein Mietvertrag?',
        answer: [
          'Ein typischer Mietvertrag läuft mindestens 12 Monate. Die meisten Wohnraummietverträge werden unbefristet geschlossen; häufig vereinbaren beide Seiten für das erste Jahr einen gegenseitigen Kündigungsverzicht.',
          'Befristete Mietverträge sind bei Wohnraum nur aus bestimmten, im Vertrag genannten Gründen zulässig, etwa wenn der Vermieter die Wohnung später selbst nutzen möchte (§\u00a0575 BGB).',
        ],
      },
      {
        id: 'renting-5',
        question: 'Welche Kündigungsfrist gilt für mich als Mieter?',
        answer: [
          'Bei einem unbefristeten Mietvertrag beträgt die Kündigungsfrist für Mieter etwa 3 Monate: Die Kündigung muss spätestens am dritten Werktag eines Monats zum Ablauf des übernächsten Monats zugehen (§\u00a0573c BGB). Sie muss schriftlich erfolgen und eigenhändig unterschrieben sein.',
          'Für Vermieter verlängert sich die Frist mit der Dauer des Mietverhältnisses auf bis zu neun Monate; außerdem brauchen sie ein berechtigtes Interesse wie Eigenbedarf. Haben Sie einen Kündigungsverzicht vereinbart, wirkt eine Kündigung frühestens zu dessen Ende.',
        ],
      },
      {
        id: 'renting-6',
        question: 'Was bedeutet die Mietpreisbremse?',
        answer: [
          'In Gebieten mit angespanntem Wohnungsmarkt – dazu gehört derzeit ganz Berlin – darf die Miete bei Abschluss eines neuen Mietvertrags höchstens 10\u00a0% über der ortsüblichen Vergleichsmiete liegen. Einen Anhaltspunkt liefert der örtliche Mietspiegel.',
          'Ausnahmen gelten unter anderem für Neubauten, die nach dem 1.\u00a0Oktober 2014 erstmals vermietet wurden, und für die erste Vermietung nach einer umfassenden Modernisierung. Auch eine höhere Vormiete darf weiterhin verlangt werden.',
        ],
      },
    ],
  },
  {
    key: 'management',
    title: 'Hausverwaltung',
    entries: [
      {
        id: 'management-1',
        question: 'Was umfasst Ihre Mietverwaltung?',
        answer: [
          'Wir kümmern uns um alles, was im laufenden Mietverhältnis anfällt: Mieteingang und Mahnwesen, Kommunikation mit den Mietern, Wohnungsübergaben, Mieterhöhungen im gesetzlichen Rahmen und die jährliche Nebenkostenabrechnung.',
          'Sie erhalten regelmäßig eine übersichtliche Abrechnung und behalten so jederzeit den Überblick über Ihre Immobilie.',
        ],
      },
      {
        id: 'management-2',
        question: 'Was leistet eine WEG-Verwaltung?',
        answer: [
          'Die WEG-Verwaltung betreut das Gemeinschaftseigentum einer Wohnungseigentümergemeinschaft. Sie beruft mindestens einmal im Jahr die Eigentümerversammlung ein, setzt deren Beschlüsse um, erstellt Wirtschaftsplan und Jahresabrechnung und verwaltet die Erhaltungsrücklage.',
          'Seit Dezember 2023 kann jeder Wohnungseigentümer grundsätzlich verlangen, dass ein zertifizierter Verwalter bestellt wird. Unsere Verwalterinnen und Verwalter erfüllen diese Anforderung.',
        ],
      },
      {
        id: 'management-3',
        question: 'Bis wann muss die Nebenkostenabrechnung vorliegen?',
        answer: [
          'Der Vermieter muss die Nebenkostenabrechnung – rechtlich die Betriebskostenabrechnung – spätestens 12 Monate nach Ende des Abrechnungszeitraums vorlegen (§\u00a0556 Abs.\u00a03 BGB). Kommt sie später, kann er Nachzahlungen in der Regel nicht mehr verlangen; ein Guthaben muss er trotzdem auszahlen.',
          'Als Verwalter erstellen wir die Abrechnung fristgerecht, nachvollziehbar und auf Grundlage der Betriebskostenverordnung.',
        ],
      },
      {
        id: 'management-4',
        question: 'Was passiert bei Schäden oder Notfällen?',
        answer: [
          'Bei Notfällen wie Wasserrohrbrüchen oder Heizungsausfällen organisieren wir über unser Netzwerk geprüfter Handwerksbetriebe schnell Hilfe, auch außerhalb unserer Öffnungszeiten. Kleinere Reparaturen beauftragen wir bis zu einem mit Ihnen vereinbarten Betrag selbstständig.',
          'Bei größeren Maßnahmen holen wir Vergleichsangebote ein und stimmen das Vorgehen vorher mit Ihnen ab.',
        ],
      },
    ],
  },
  {
    key: 'legal',
    title: 'Rechtliches',
    entries: [
      {
        id: 'legal-1',
        question: 'Warum muss ein Immobilienkauf notariell beurkundet werden?',
        answer: [
          'Nach §\u00a0311b BGB ist ein Grundstückskaufvertrag nur wirksam, wenn er notariell beurkundet wird. Der Notar ist zur Neutralität verpflichtet, liest den Vertrag vollständig vor und belehrt beide Seiten über seine rechtliche Tragweite.',
          'Einseitig berät er jedoch keine der Parteien. Wenn Sie Ihre Interessen individuell prüfen lassen möchten, wenden Sie sich an eine Rechtsanwältin oder einen Rechtsanwalt Ihres Vertrauens.',
        ],
      },
      {
        id: 'legal-2',
        question: 'Was ist das Grundbuch und wozu dient eine Auflassungsvormerkung?',
        answer: [
          'Das Grundbuch ist ein öffentliches Register beim Amtsgericht, das die Eigentümer eines Grundstücks sowie Rechte und Belastungen wie Wegerechte oder Grundschulden verzeichnet. Einsicht erhält, wer ein berechtigtes Interesse darlegt.',
          'Die Auflassungsvormerkung sichert Ihren Anspruch als Käufer auf Übertragung des Eigentums, bis Sie selbst als Eigentümer eingetragen sind. Üblicherweise wird der Kaufpreis erst fällig, wenn die Vormerkung eingetragen ist.',
        ],
      },
      {
        id: 'legal-3',
        question: 'Wie ist die Maklerprovision gesetzlich geregelt?',
        answer: [
          'Beim Verkauf von Wohnungen und Einfamilienhäusern an Verbraucher gilt seit Dezember 2020 §\u00a0656c BGB: Ist der Makler für beide Seiten tätig, darf er von Käufer und Verkäufer nur eine Provision in gleicher Höhe verlangen. Hat nur eine Seite den Makler beauftragt, darf die andere höchstens die Hälfte übernehmen (§\u00a0656d BGB).',
          'Der Maklervertrag bedarf in diesen Fällen der Textform. Für Gewerbeimmobilien und Mehrfamilienhäuser gelten diese Regeln nicht; dort ist die Provision frei verhandelbar.',
        ],
      },
      {
        id: 'legal-4',
        question: 'Brauche ich einen Energieausweis?',
        answer: [
          'Ja, wenn Sie eine Immobilie verkaufen oder vermieten. Nach dem Gebäudeenergiegesetz (GEG) müssen bereits Immobilienanzeigen die wichtigsten Kennwerte nennen, und spätestens bei der Besichtigung ist der Energieausweis vorzulegen.',
          'Ein Energieausweis ist zehn Jahre gültig. Ob ein Verbrauchsausweis genügt oder ein Bedarfsausweis nötig ist, hängt unter anderem von Baujahr und Größe des Gebäudes ab; für Baudenkmäler gelten Ausnahmen.',
        ],
      },
      {
        id: 'legal-5',
        question: 'Muss ich beim Verkauf meiner Immobilie Steuern zahlen?',
        answer: [
          'Gewinne aus dem Verkauf privater Immobilien sind in der Regel steuerfrei, wenn zwischen Kauf und Verkauf mehr als zehn Jahre liegen oder Sie die Immobilie im Verkaufsjahr und in den beiden Jahren davor selbst bewohnt haben (§\u00a023 EStG). Andernfalls kann der Veräußerungsgewinn einkommensteuerpflichtig sein.',
          'Wir leisten keine Steuer- oder Rechtsberatung. Bitte klären Sie Ihre persönliche Situation vor dem Verkauf mit einer Steuerberaterin oder einem Steuerberater.',
        ],
      },
    ],
  },
  {
    key: 'market',
    title: 'Immobilienmarkt',
    entries: [
      {
        id: 'market-1',
        question: 'Wie entwickeln sich die Immobilienpreise in Berlin?',
        answer: [
          'Nach den kräftigen Preissteigerungen der 2010er-Jahre und einer Korrektur infolge gestiegener Zinsen haben sich die Preise in vielen Berliner Lagen zuletzt stabilisiert. Gefragte Lagen und energieeffiziente Objekte entwickeln sich dabei meist besser als unsanierte Bestandsimmobilien.',
          'Verlässliche Prognosen für einzelne Immobilien sind schwierig. Gern erläutern wir Ihnen in einem persönlichen Gespräch die aktuelle Lage in Ihrem Wunschbezirk.',
        ],
      },
      {
        id: 'market-2',
        question: 'Was ist der Bodenrichtwert und wie wird der Marktwert ermittelt?',
        answer: [
          'Der Bodenrichtwert ist ein durchschnittlicher Lagewert für Grund und Boden je Quadratmeter. Die örtlichen Gutachterausschüsse leiten ihn aus tatsächlich erzielten Kaufpreisen ab; online ist er in der Regel kostenlos einsehbar, etwa über BORIS-D.',
          'Den Marktwert eines bebauten Grundstücks ermitteln Sachverständige je nach Objekt mit dem Vergleichswert-, Ertragswert- oder Sachwertverfahren. Der Bodenrichtwert ist dabei ein wichtiger Baustein, ersetzt aber keine Bewertung des Gebäudes.',
        ],
      },
      {
        id: 'market-3',
        question: 'Ist jetzt ein guter Zeitpunkt zum Kaufen?',
        answer: [
          'Das hängt weniger vom Markt als von Ihrer persönlichen Situation ab: Eigenkapital, ein sicheres Einkommen, die geplante Nutzungsdauer und die aktuelle Zinsbelastung sollten zusammenpassen. Wer eine Immobilie langfristig selbst nutzen möchte, ist von kurzfristigen Preisschwankungen weniger betroffen.',
          'Den optimalen Zeitpunkt kann niemand verlässlich vorhersagen. Gern stellen wir für Ihren Fall Kaufen und Mieten sachlich gegenüber.',
        ],
      },
    ],
  },
];
