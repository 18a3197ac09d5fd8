import { formatPrice } from '../../../../shared/format/format';
import { charterTerms, type CancellationTier, type CharterTermsValues } from './charter-terms';
import type { RentalLanguage } from '../../rental-paths';
import type { LegalSection } from './legal-texts';

const nbsp = '\u00a0';

/** German sets a (non-breaking) space before the sign (DIN 5008), English none. */
function percent(value: number, lang: RentalLanguage): string {
  return lang === 'de' ? `${value}${nbsp}%` : `${value}%`;
}

function count(value: number, one: string, many: string): string {
  return `${value}${nbsp}${value === 1 ? one : many}`;
}

function cancellationTierText(tier: CancellationTier, lang: RentalLanguage): string {
  const de = lang === 'de';
  const deadline =
    'upToMonthsBefore' in tier
      ? de
        ? `bis ${count(tier.upToMonthsBefore, 'Monat', 'Monate')} vor Mietbeginn`
        : `up to ${count(tier.upToMonthsBefore, 'month', 'months')} before the start of the rental`
      : de
        ? `bis ${count(tier.upToDaysBefore, 'Tag', 'Tage')} vor Mietbeginn`
        : `up to ${count(tier.upToDaysBefore, 'day', 'days')} before the start of the rental`;
  const fee =
    'fixedCents' in tier.fee
      ? de
        ? `eine Bearbeitungsgebühr von ${formatPrice(tier.fee.fixedCents, lang)}`
        : `a handling fee of ${formatPrice(tier.fee.fixedCents, lang)}`
      : de
        ? `${percent(tier.fee.percentOfPrice, lang)} des Mietpreises`
        : `${percent(tier.fee.percentOfPrice, lang)} of the rental price`;
  return `${de ? 'Stornierung' : 'Cancellation'} ${deadline}: ${fee}`;
}

function lateCancellationText(value: number, lang: RentalLanguage): string {
  if (lang === 'de') {
    const fee = value === 100 ? 'der volle Mietpreis' : `${percent(value, lang)} des Mietpreises`;
    return `Spätere Stornierung oder Nichtantritt: ${fee}`;
  }
  const fee = value === 100 ? 'the full rental price' : `${percent(value, lang)} of the price`;
  return `Later cancellation or no-show: ${fee}`;
}

/**
 * The ten sections of the charter terms in German (the binding version), built from the figures
 * so that changing a figure changes the text.
 */
function termsDe(c: CharterTermsValues): LegalSection[] {
  const de = 'de';
  return [
    {
      id: 'vertragsschluss',
      heading: `§${nbsp}1 Vertragsschluss`,
      blocks: [
        'Diese Charterbedingungen gelten für alle Verträge über die Miete von Booten – Motor- und Segelbooten, Jetskis, Kanus und Hausbooten – zwischen dem oben genannten Vermieter und dem Mieter.',
        'Die Darstellung der Boote auf dieser Website ist kein verbindliches Angebot. Mit dem Absenden einer Buchung gibt der Mieter ein verbindliches Angebot zum Abschluss eines Mietvertrags ab. Der Vertrag kommt zustande, wenn der Vermieter die Buchung per E-Mail bestätigt.',
        `Soweit dem Mieter als Verbraucher ein gesetzliches Widerrufsrecht von ${count(c.withdrawalDays, 'Tag', 'Tagen')} zusteht, gilt: Mit seiner ausdrücklichen Zustimmung bei der Buchung verlangt der Mieter, dass der Vermieter vor Ablauf der Widerrufsfrist mit der Leistung beginnt, und bestätigt seine Kenntnis davon, dass er sein Widerrufsrecht bei vollständiger Vertragserfüllung durch den Vermieter verliert (§${nbsp}356 Abs.${nbsp}4 BGB). Widerruft er nach dieser Zustimmung, aber vor der vollständigen Erfüllung, schuldet er Wertersatz für die bis zum Widerruf erbrachten Leistungen (§${nbsp}357a Abs.${nbsp}2 BGB).`,
      ],
    },
    {
      id: 'preise-und-faelligkeit',
      heading: `§${nbsp}2 Preise und Fälligkeit`,
      blocks: [
        'Es gelten die Preise, die bei der Buchung angezeigt werden. Sie enthalten die gesetzliche Umsatzsteuer.',
        `Der Mietpreis ist in voller Höhe spätestens ${count(c.paymentDueDays, 'Tag', 'Tage')} nach der Buchung zu zahlen, in jedem Fall vor der Übergabe des Bootes. Bezahlt wird per Überweisung oder, wenn bei der Buchung gewählt, online mit PayPal.`,
        'Zusätzlich zum Mietpreis werden nach der Rückgabe abgerechnet:',
        [
          `bei Booten mit Motor der verbrauchte Kraftstoff mit ${formatPrice(c.fuelCentsPerLitre, de)} je Liter (die Boote werden vollgetankt übergeben),`,
          `die Endreinigung mit ${formatPrice(c.finalCleaningCents, de)}.`,
        ],
        `Geht die Zahlung nicht rechtzeitig ein, kann der Vermieter nach Ablauf einer angemessenen Nachfrist vom Vertrag zurücktreten; der Mieter schuldet dann eine Entschädigung wie bei einer Stornierung (§${nbsp}3).`,
      ],
    },
    {
      id: 'stornierung',
      heading: `§${nbsp}3 Stornierung`,
      blocks: [
        'Der Mieter kann die Buchung bis zum Mietbeginn stornieren. Die Stornierung ist in Textform zu erklären, etwa per E-Mail; maßgeblich ist ihr Eingang beim Vermieter. Der Mieter schuldet dann:',
        [
          ...c.cancellationTiers.map((tier) => cancellationTierText(tier, de)),
          lateCancellationText(c.lateCancellationPercent, de),
        ],
        'Bereits gezahlte Beträge werden verrechnet, ein Überschuss wird erstattet. Dem Mieter bleibt der Nachweis unbenommen, dass dem Vermieter kein oder ein wesentlich geringerer Schaden entstanden ist.',
      ],
    },
    {
      id: 'nichtverfuegbarkeit',
      heading: `§${nbsp}4 Nichtverfügbarkeit des Bootes`,
      blocks: [
        'Ist das gebuchte Boot zum Mietbeginn ohne Verschulden des Vermieters nicht einsatzbereit – etwa nach einem Schaden oder einer verspäteten Rückgabe durch den Vormieter –, informiert der Vermieter den Mieter unverzüglich und kann ihm ein gleichwertiges Ersatzboot anbieten.',
        'Steht kein Ersatzboot zur Verfügung oder nimmt der Mieter es nicht an, können beide Seiten vom Vertrag zurücktreten; der Vermieter erstattet dann alle bereits gezahlten Beträge. Fällt das Boot nur für einen Teil der Mietzeit aus, wird der Mietpreis anteilig erstattet.',
        `Weitergehende Ansprüche des Mieters richten sich nach §${nbsp}8.`,
      ],
    },
    {
      id: 'uebergabe-und-rueckgabe',
      heading: `§${nbsp}5 Übergabe und Rückgabe`,
      blocks: [
        'Das Boot wird zur gebuchten Zeit am Steg des Vermieters sauber und fahrbereit übergeben. Vor der Abfahrt weist der Vermieter den Skipper in das Boot und das Fahrtgebiet ein; sichtbare Mängel werden in einem Übergabeprotokoll festgehalten.',
        `Bei der Übergabe hinterlegt der Mieter eine Kaution von ${formatPrice(c.depositCents, de)} in bar, für jede Fahrt neu. Der Vermieter zahlt sie nach ordnungsgemäßer Rückgabe zurück; offene Beträge (Kraftstoff, Endreinigung, Verspätung, Selbstbeteiligung) darf er mit ihr verrechnen.`,
        'Der Mieter gibt das Boot pünktlich zum Ende der Mietzeit am Steg zurück, im Zustand der Übergabe – abgesehen von gewöhnlicher Abnutzung – und frei von Abfall.',
        `Für eine verspätete Rückgabe berechnet der Vermieter ${formatPrice(c.lateReturnCentsPerStartedHour, de)} je angefangene Stunde. Dem Mieter bleibt der Nachweis eines geringeren Schadens unbenommen; weitergehende Ansprüche, etwa wegen eines ausgefallenen Folgemieters, bleiben vorbehalten.`,
      ],
    },
    {
      id: 'skipper',
      heading: `§${nbsp}6 Skipper`,
      blocks: [
        `Verantwortlicher Schiffsführer (Skipper) ist der Mieter oder eine Person, die er bei der Übergabe benennt. Der Skipper muss mindestens ${c.skipperMinAge}${nbsp}Jahre alt sein und weist sich bei der Übergabe mit einem amtlichen Lichtbildausweis aus.`,
        'Ist für das Boot ein Sportbootführerschein vorgeschrieben, legt der Skipper ihn bei der Übergabe vor. Führerscheinfreie Boote darf er nach der Einweisung führen.',
        'Der Skipper muss fahrtüchtig sein; er darf das Boot nicht unter dem Einfluss von Alkohol, Drogen oder Medikamenten führen, die die Fahrtüchtigkeit beeinträchtigen. Er bleibt während der gesamten Mietzeit an Bord.',
        `Kann bei der Übergabe kein geeigneter Skipper benannt werden, wird das Boot nicht übergeben; es gilt dann die Regelung für den Nichtantritt (§${nbsp}3).`,
      ],
    },
    {
      id: 'nutzung',
      heading: `§${nbsp}7 Nutzung des Bootes`,
      blocks: [
        `An Bord dürfen sich höchstens ${count(c.maxPersons, 'Person', 'Personen')} aufhalten, Kinder eingeschlossen. Ist für ein Boot eine kleinere Zahl angegeben, gilt diese.`,
        'Das Boot darf nur in dem Fahrtgebiet genutzt werden, das bei der Einweisung beschrieben wird. Es darf nicht weitervermietet, gewerblich genutzt, zum Schleppen oder für Wettfahrten eingesetzt werden.',
        `Ab Windstärke ${c.windForceLimit} (Beaufort) darf nicht abgelegt werden. Frischt der Wind unterwegs auf Windstärke ${c.windForceLimit} oder mehr auf, kehrt der Skipper auf dem kürzesten sicheren Weg zum Steg oder zum nächsten sicheren Liegeplatz zurück und meldet sich beim Vermieter.`,
        'Für alle Personen an Bord liegen Rettungswesten bereit; Kinder und Nichtschwimmer tragen sie während der ganzen Fahrt. Es gelten die Binnenschifffahrtsstraßen-Ordnung und die örtlichen Regeln, insbesondere Geschwindigkeitsbegrenzungen, Badezonen und Naturschutzgebiete.',
        'Schäden, Unfälle und Störungen meldet der Mieter unverzüglich telefonisch dem Vermieter; Reparaturen veranlasst er nur nach Absprache.',
      ],
    },
    {
      id: 'haftung',
      heading: `§${nbsp}8 Haftung`,
      blocks: [
        `Die Boote sind haftpflicht- und kaskoversichert. Für Schäden am Boot, die während der Mietzeit entstehen, trägt der Mieter je Schadensfall eine Selbstbeteiligung von ${formatPrice(c.hullDeductibleCents, de)}.`,
        'Hat der Mieter oder der Skipper einen Schaden vorsätzlich oder grob fahrlässig verursacht – etwa durch eine Fahrt unter Alkoholeinfluss oder bei zu starkem Wind (§\u00a07) – oder leistet die Versicherung wegen eines Verstoßes gegen diese Bedingungen nicht, haftet der Mieter über die Selbstbeteiligung hinaus für den Schaden.',
        'Der Vermieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haftet er nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
      ],
    },
    {
      id: 'schleusen-und-gps',
      heading: `§${nbsp}9 Schleusen und GPS-Ortung`,
      blocks: [
        'Schleusen dürfen nur nach der Einweisung durchfahren werden. Den Anweisungen des Schleusenpersonals und den Lichtsignalen ist zu folgen; beim Schleusen werden die Leinen nur lose um die Poller gelegt und von Hand nachgeführt, nie fest belegt.',
        'Wartezeiten an Schleusen verlängern die Mietzeit nicht; der Skipper plant sie für die Rückfahrt ein.',
        'Die Boote sind mit einem GPS-Ortungsgerät ausgestattet, das während der Mietzeit die Position des Bootes an den Vermieter übermittelt. Der Vermieter nutzt diese Daten nur, um das Boot bei einem Notfall, Unfall oder Diebstahl zu finden, die Einhaltung des Fahrtgebiets zu prüfen und Schäden aufzuklären; Einzelheiten stehen in der Datenschutzerklärung. Das Gerät darf weder abgeschaltet noch entfernt oder abgedeckt werden.',
      ],
    },
    {
      id: 'gerichtsstand',
      heading: `§${nbsp}10 Gerichtsstand und anwendbares Recht`,
      blocks: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Ist der Mieter Verbraucher, behält er den Schutz der zwingenden Vorschriften des Staates, in dem er seinen gewöhnlichen Aufenthalt hat.',
        `Ist der Mieter Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen oder hat er keinen allgemeinen Gerichtsstand in Deutschland, ist Gerichtsstand ${c.jurisdiction}.`,
        'Ist eine dieser Bestimmungen unwirksam, bleibt der Vertrag im Übrigen wirksam; an die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.',
      ],
    },
  ];
}

/** The same ten sections in English: a translation for convenience, not the binding text. */
function termsEn(c: CharterTermsValues): LegalSection[] {
  const en = 'en';
  return [
    {
      id: 'contract',
      heading: '1. Conclusion of the contract',
      blocks: [
        'These charter terms apply to all contracts for the rental of boats – motorboats, sailboats, jet skis, canoes and houseboats – between the lessor named above and the renter.',
        'The boats shown on this website are not a binding offer. By submitting a booking, the renter makes a binding offer to conclude a rental contract. The contract is concluded when the lessor confirms the booking by e-mail.',
        `Where the renter, as a consumer, has a statutory right of withdrawal of ${count(c.withdrawalDays, 'day', 'days')}, the following applies: by giving express consent when booking, the renter requests that the lessor begin performance before the withdrawal period ends, and acknowledges that the right of withdrawal is lost once the lessor has fully performed the contract (section${nbsp}356(4) of the German Civil Code, BGB). If the renter withdraws after giving this consent but before full performance, the renter owes compensation for the services provided up to the withdrawal (section${nbsp}357a(2) BGB).`,
      ],
    },
    {
      id: 'prices-and-payment',
      heading: '2. Prices and payment',
      blocks: [
        'The prices shown when booking apply. They include statutory VAT.',
        `The rental price is due in full no later than ${count(c.paymentDueDays, 'day', 'days')} after the booking, and in any case before the boat is handed over. Payment is by bank transfer or, if chosen when booking, online with PayPal.`,
        'In addition to the rental price, the following are charged after the return:',
        [
          `for boats with an engine, the fuel used at ${formatPrice(c.fuelCentsPerLitre, en)} per litre (boats are handed over with a full tank);`,
          `final cleaning at ${formatPrice(c.finalCleaningCents, en)}.`,
        ],
        'If payment is not received on time, the lessor may withdraw from the contract after a reasonable grace period has expired; the renter then owes compensation as for a cancellation (section 3).',
      ],
    },
    {
      id: 'cancellation',
      heading: '3. Cancellation',
      blocks: [
        'The renter may cancel the booking until the rental starts. Cancellation must be declared in text form, for example by e-mail; the time it reaches the lessor counts. The renter then owes:',
        [
          ...c.cancellationTiers.map((tier) => cancellationTierText(tier, en)),
          lateCancellationText(c.lateCancellationPercent, en),
        ],
        'Amounts already paid are offset and any surplus is refunded. The renter may prove that the lessor suffered no loss or a considerably smaller loss.',
      ],
    },
    {
      id: 'unavailability',
      heading: '4. Unavailability of the boat',
      blocks: [
        'If the booked boat is not ready for use at the start of the rental through no fault of the lessor – for example after damage or a late return by the previous renter – the lessor informs the renter without delay and may offer an equivalent replacement boat.',
        'If no replacement boat is available or the renter does not accept it, either party may withdraw from the contract; the lessor then refunds all amounts already paid. If the boat is unavailable for only part of the rental period, the rental price is refunded pro rata.',
        'Any further claims of the renter are governed by section 8.',
      ],
    },
    {
      id: 'handover-and-return',
      heading: '5. Handover and return',
      blocks: [
        "The boat is handed over clean and ready for use at the booked time at the lessor's jetty. Before departure, the lessor briefs the skipper on the boat and the permitted waters; visible defects are recorded in a handover report.",
        `At the handover, the renter leaves a deposit of ${formatPrice(c.depositCents, en)} in cash, anew for every trip. The lessor returns it once the boat has been properly returned and may offset open amounts (fuel, final cleaning, late return, deductible) against it.`,
        'The renter returns the boat to the jetty punctually at the end of the rental period, in the condition in which it was handed over – apart from normal wear and tear – and free of rubbish.',
        `For a late return, the lessor charges ${formatPrice(c.lateReturnCentsPerStartedHour, en)} per started hour. The renter may prove that the loss was smaller; further claims, for example for a following renter who could not be served, remain reserved.`,
      ],
    },
    {
      id: 'skipper',
      heading: '6. Skipper',
      blocks: [
        `The person in charge of the boat (skipper) is the renter or a person the renter names at the handover. The skipper must be at least ${c.skipperMinAge}${nbsp}years old and shows an official photo ID at the handover.`,
        'If a recreational boating licence is required for the boat, the skipper presents it at the handover. Boats that need no licence may be steered after the briefing.',
        'The skipper must be fit to steer the boat and must not do so under the influence of alcohol, drugs or medication that impair this fitness. The skipper stays on board for the entire rental period.',
        'If no suitable skipper can be named at the handover, the boat is not handed over; the rule for a no-show then applies (section 3).',
      ],
    },
    {
      id: 'use-of-the-boat',
      heading: '7. Use of the boat',
      blocks: [
        `No more than ${count(c.maxPersons, 'person', 'people')} may be on board, children included. If a lower number is stated for a boat, that number applies.`,
        'The boat may only be used within the waters described in the briefing. It must not be sublet, used commercially, used for towing or used in races.',
        `At wind force ${c.windForceLimit} (Beaufort) or above, the boat must not leave the jetty. If the wind picks up to force ${c.windForceLimit} or more while under way, the skipper returns by the shortest safe route to the jetty or the nearest safe mooring and contacts the lessor.`,
        'Life jackets are on board for everyone; children and non-swimmers wear them throughout the trip. The German inland waterway regulations and local rules apply, in particular speed limits, swimming areas and nature reserves.',
        'The renter reports damage, accidents and breakdowns to the lessor by phone without delay and arranges repairs only after consulting the lessor.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      blocks: [
        `The boats have liability and hull insurance. For damage to the boat occurring during the rental period, the renter bears a deductible of ${formatPrice(c.hullDeductibleCents, en)} per claim.`,
        'If the renter or the skipper caused damage intentionally or through gross negligence – for example by steering under the influence of alcohol or in too strong a wind (section 7) – or if the insurance does not pay because these terms were breached, the renter is liable for the damage beyond the deductible.',
        'The lessor is liable without limitation for intent and gross negligence and for injury to life, body or health. In cases of slight negligence, the lessor is liable only for the breach of essential contractual obligations, limited to the foreseeable damage typical for this kind of contract.',
      ],
    },
    {
      id: 'locks-and-gps',
      heading: '9. Locks and GPS tracking',
      blocks: [
        "Locks may only be passed after the briefing. Follow the lock keepers' instructions and the light signals; in the lock, the lines are only laid loosely around the bollards and tended by hand, never made fast.",
        'Waiting times at locks do not extend the rental period; the skipper allows for them on the way back.',
        'The boats are fitted with a GPS tracker that sends the position of the boat to the lessor during the rental period. The lessor uses this data only to find the boat in an emergency, accident or theft, to check that the permitted waters are kept to and to clear up damage; details are given in the privacy policy. The tracker must not be switched off, removed or covered.',
      ],
    },
    {
      id: 'jurisdiction',
      heading: '10. Jurisdiction and governing law',
      blocks: [
        'The law of the Federal Republic of Germany applies. If the renter is a consumer, the renter keeps the protection of the mandatory provisions of the country in which the renter habitually resides.',
        `If the renter is a merchant, a legal entity under public law or a special fund under public law, or has no general place of jurisdiction in Germany, the place of jurisdiction is ${c.jurisdiction}.`,
        'Should any of these provisions be invalid, the rest of the contract remains valid; the statutory provision takes the place of the invalid one.',
      ],
    },
  ];
}

/** The charter terms' ten sections in a language, worded around the given figures. */
export function termsSections(
  lang: RentalLanguage,
  values: CharterTermsValues = charterTerms,
): LegalSection[] {
  return lang === 'de' ? termsDe(values) : termsEn(values);
}
