import { describe, expect, it } from 'vitest';
import { charterTerms, type CancellationTier } from './charter-terms';

/** A tier's deadline in days before the start, months counted generously as 31 days. */
function daysBefore(tier: CancellationTier): number {
  return 'upToMonthsBefore' in tier ? tier.upToMonthsBefore * 31 : tier.upToDaysBefore;
}

describe('charterTerms', () => {
  it('holds the figures the charter terms state (spec)', () => {
    expect(charterTerms).toMatchObject({
      paymentDueDays: 5,
      lateCancellationPercent: 100,
      lateReturnCentsPerStartedHour: 2500,
      fuelCentsPerLitre: 250,
      finalCleaningCents: 5000,
      depositCents: 50000,
      hullDeductibleCents: 50000,
      maxPersons: 6,
      withdrawalDays: 14,
      windForceLimit: 4,
      skipperMinAge: 18,
      jurisdiction: 'Brandenburg',
    });
    expect(charterTerms.cancellationTiers).toEqual([
      { upToMonthsBefore: 6, fee: { fixedCents: 15000 } },
      { upToMonthsBefore: 3, fee: { percentOfPrice: 50 } },
      { upToDaysBefore: 30, fee: { percentOfPrice: 90 } },
    ]);
  });

  it('lists the cancellation tiers earliest deadline first, each dearer than the one before', () => {
    const tiers: readonly CancellationTier[] = charterTerms.cancellationTiers;
    for (let index = 1; index < tiers.length; index += 1) {
      const earlier = tiers[index - 1]!;
      const later = tiers[index]!;
      expect(daysBefore(later)).toBeLessThan(daysBefore(earlier));
      if ('percentOfPrice' in earlier.fee && 'percentOfPrice' in later.fee) {
        expect(later.fee.percentOfPrice).toBeGreaterThan(earlier.fee.percentOfPrice);
      }
    }
    const last = tiers.at(-1)!;
    expect('percentOfPrice' in last.fee && last.fee.percentOfPrice).toBeLessThan(
      charterTerms.lateCancellationPercent,
    );
  });
});
