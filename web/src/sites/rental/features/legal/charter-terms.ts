/**
 * The charter terms' figures (spec: Geschäftsbedingungen). The terms pages build their text from
 * these, and the booking pages quote them, so a change here changes every place at once.
 * Money is in cents, like every price the API sends.
 */

/** Until when a cancellation tier applies, counted back from the start of the rental. */
export type CancellationDeadline =
  { readonly upToMonthsBefore: number } | { readonly upToDaysBefore: number };

/** What cancelling costs within a tier: a fixed fee or a share of the rental price. */
export type CancellationFee = { readonly fixedCents: number } | { readonly percentOfPrice: number };

export type CancellationTier = CancellationDeadline & { readonly fee: CancellationFee };

/** The shape of the terms' figures; the texts take any values of it (tests try others). */
export interface CharterTermsValues {
  readonly paymentDueDays: number;
  readonly cancellationTiers: readonly CancellationTier[];
  readonly lateCancellationPercent: number;
  readonly lateReturnCentsPerStartedHour: number;
  readonly fuelCentsPerLitre: number;
  readonly finalCleaningCents: number;
  readonly depositCents: number;
  readonly hullDeductibleCents: number;
  readonly maxPersons: number;
  readonly withdrawalDays: number;
  readonly windForceLimit: number;
  readonly skipperMinAge: number;
  readonly jurisdiction: string;
}

export const charterTerms = {
  /** The full price is due no later than this many days after the booking. */
  paymentDueDays: 5,
  /**
   * Cancellation fees, earliest deadline first; the first tier whose deadline has not passed
   * applies. After the last one (and on a no-show) `lateCancellationPercent` of the price is due.
   */
  cancellationTiers: [
    { upToMonthsBefore: 6, fee: { fixedCents: 15_000 } },
    { upToMonthsBefore: 3, fee: { percentOfPrice: 50 } },
    { upToDaysBefore: 30, fee: { percentOfPrice: 90 } },
  ],
  lateCancellationPercent: 100,
  /** Charged for a late return, per started hour. */
  lateReturnCentsPerStartedHour: 2_500,
  /** Fuel used, per litre; boats are handed over with a full tank. */
  fuelCentsPerLitre: 250,
  finalCleaningCents: 5_000,
  /** Deposited in cash at the handover, once per trip. */
  depositCents: 50_000,
  /** The renter's share of each damage the hull insurance covers. */
  hullDeductibleCents: 50_000,
  /** People on board at most, children included. */
  maxPersons: 6,
  /** The statutory withdrawal period for distance contracts, in days. */
  withdrawalDays: 14,
  /** No departure at this wind force (Beaufort) or above; boats under way return. */
  windForceLimit: 4,
  skipperMinAge: 18,
  /** Place of jurisdiction; German law applies. */
  jurisdiction: 'Brandenburg',
} as const satisfies CharterTermsValues;
