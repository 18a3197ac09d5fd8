import { describe, expect, it } from 'vitest';
import { charterTerms } from './charter-terms';
import type { LegalSection } from './legal-texts';
import { termsSections } from './terms-texts';

/** All text of a section, lists included, with plain spaces. */
function textOf(section: LegalSection | undefined): string {
  return (section?.blocks ?? []).flat().join(' ').replace(/\s+/g, ' ');
}

describe('termsSections', () => {
  it('has the same ten sections, in the same order, in both languages', () => {
    const de = termsSections('de');
    const en = termsSections('en');
    expect(de).toHaveLength(10);
    expect(en).toHaveLength(10);
    expect(new Set(de.map((section) => section.id)).size).toBe(10);
    expect(new Set(en.map((section) => section.id)).size).toBe(10);
    de.forEach((section, index) =>
      expect(section.heading).toMatch(new RegExp(`^§\\s${index + 1} `)),
    );
    en.forEach((section, index) =>
      expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
  });

  it('words the text around the figures, so a changed figure changes the text', () => {
    const changed = {
      ...charterTerms,
      paymentDueDays: 7,
      cancellationTiers: [
        { upToMonthsBefore: 1, fee: { fixedCents: 9900 } },
        { upToDaysBefore: 1, fee: { percentOfPrice: 75 } },
      ],
      lateCancellationPercent: 80,
      lateReturnCentsPerStartedHour: 3050,
      fuelCentsPerLitre: 199,
      finalCleaningCents: 6000,
      depositCents: 30000,
      hullDeductibleCents: 100000,
      maxPersons: 8,
      withdrawalDays: 15,
      windForceLimit: 5,
      skipperMinAge: 21,
      jurisdiction: 'Potsdam',
    };
    const [contract, payment, cancellation, , handover, skipper, use, liability, , court] =
      termsSections('de', changed).map(textOf);

    expect(contract).toContain('15 Tagen');
    expect(payment).toContain('spätestens 7 Tage nach der Buchung');
    expect(payment).toContain('1,99 € je Liter');
    expect(payment).toContain('Endreinigung mit 60 €');
    expect(cancellation).toContain('bis 1 Monat vor Mietbeginn: eine Bearbeitungsgebühr von 99 €');
    expect(cancellation).toContain('bis 1 Tag vor Mietbeginn: 75 % des Mietpreises');
    expect(cancellation).toContain('Nichtantritt: 80 % des Mietpreises');
    expect(handover).toContain('Kaution von 300 €');
    expect(handover).toContain('30,50 € je angefangene Stunde');
    expect(skipper).toContain('mindestens 21 Jahre');
    expect(use).toContain('höchstens 8 Personen');
    expect(use).toContain('Ab Windstärke 5');
    expect(liability).toContain('Selbstbeteiligung von 1.000 €');
    expect(court).toContain('Gerichtsstand Potsdam');

    const english = termsSections('en', changed).map(textOf);
    expect(english[1]).toContain('no later than 7 days after the booking');
    expect(english[1]).toContain('€1.99 per litre');
    expect(english[2]).toContain(
      'up to 1 month before the start of the rental: a handling fee of €99',
    );
    expect(english[4]).toContain('€30.50 per started hour');
    expect(english[6]).toContain('wind force 5');
  });
});
