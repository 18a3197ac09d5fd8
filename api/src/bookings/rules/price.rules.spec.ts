import {
  BOOKING_EXTRAS,
  FLAT_EXTRA_CENTS,
  includedVatCents,
  quotePrice,
  VAT_PERCENT,
  type BookingExtra,
  type PriceQuote,
  type PricedVehicle,
} from './price.rules';

const JET_SKI: PricedVehicle = {
  priceCents: { '0.5': 2500, '1': 4500, '1.5': 6000, '2': 7500 },
  captainCentsPerHour: null,
  extraBarbecue: false,
  extraMusicBox: true,
  extraBinoculars: false,
};

/** A motorboat offering every extra, a captain at 25 € an hour. */
const MOTORBOAT: PricedVehicle = {
  priceCents: { '1': 8000, '2': 15000, '3': 21000 },
  captainCentsPerHour: 2500,
  extraBarbecue: true,
  extraMusicBox: true,
  extraBinoculars: true,
};

const NOTHING_EXTRA: PricedVehicle = {
  ...MOTORBOAT,
  captainCentsPerHour: null,
  extraBarbecue: false,
  extraMusicBox: false,
  extraBinoculars: false,
};

function quoteOf(vehicle: PricedVehicle, hours: number, extras: BookingExtra[] = []): PriceQuote {
  const result = quotePrice(vehicle, hours, extras);
  if (!('quote' in result)) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result.quote;
}

function problemsOf(vehicle: PricedVehicle, hours: number, extras: BookingExtra[] = []) {
  const result = quotePrice(vehicle, hours, extras);
  if (!('problems' in result)) throw new Error(`expected problems, got ${JSON.stringify(result)}`);
  return result.problems;
}

describe('price constants', () => {
  it('names the four extras and their flat prices', () => {
    expect(BOOKING_EXTRAS).toEqual(['barbecue', 'musicBox', 'binoculars', 'captain']);
    expect(FLAT_EXTRA_CENTS).toEqual({ barbecue: 3000, musicBox: 1000, binoculars: 500 });
    expect(VAT_PERCENT).toBe(19);
  });
});

describe('includedVatCents', () => {
  it.each([
    [11900, 1900],
    [5500, 878],
    [0, 0],
    [119, 19],
    [100, 16],
    // 1 × 19 / 119 = 0.16 → 0; 3 → 0.479 → 0; 4 → 0.639 → 1.
    [1, 0],
    [3, 0],
    [4, 1],
    [23800, 3800],
  ])('finds %i cents of VAT in %i cents gross', (total, vat) => {
    expect(includedVatCents(total)).toBe(vat);
  });
});

describe('quotePrice', () => {
  describe('base price', () => {
    it.each([
      [0.5, 2500],
      [1, 4500],
      [1.5, 6000],
      [2, 7500],
    ])('prices a jet ski for %s h at %i cents', (hours, cents) => {
      expect(quoteOf(JET_SKI, hours)).toEqual({
        hours,
        basePriceCents: cents,
        extras: [],
        totalCents: cents,
        vatCents: includedVatCents(cents),
      });
    });

    it.each([
      [1, 8000],
      [2, 15000],
      [3, 21000],
    ])('prices a motorboat for %s h at %i cents', (hours, cents) => {
      const quote = quoteOf(MOTORBOAT, hours);
      expect(quote.basePriceCents).toBe(cents);
      expect(quote.totalCents).toBe(cents);
      expect(quote.hours).toBe(hours);
    });

    it('prices a free duration at 0', () => {
      const quote = quoteOf({ ...NOTHING_EXTRA, priceCents: { '1': 0 } }, 1);
      expect(quote.totalCents).toBe(0);
      expect(quote.vatCents).toBe(0);
    });

    it.each([0.5, 1.5, 4, 0, 24])('refuses a motorboat for %s h (no price)', (hours) => {
      expect(problemsOf(MOTORBOAT, hours)).toEqual([
        {
          field: 'hours',
          code: 'DURATION_NOT_OFFERED',
          message: `This vehicle cannot be rented for ${hours} h.`,
        },
      ]);
    });

    it('takes no inherited property for a price', () => {
      const table = Object.create({ '4': 100 }) as Record<string, number>;
      expect(problemsOf({ ...NOTHING_EXTRA, priceCents: table }, 4)[0]?.code).toBe(
        'DURATION_NOT_OFFERED',
      );
    });
  });

  describe('extras', () => {
    it.each([
      ['barbecue', 3000],
      ['musicBox', 1000],
      ['binoculars', 500],
    ] as const)('adds a flat %s for %i cents whatever the length', (extra, cents) => {
      for (const hours of [1, 3]) {
        const quote = quoteOf(MOTORBOAT, hours, [extra]);
        expect(quote.extras).toEqual([{ extra, priceCents: cents }]);
        expect(quote.totalCents).toBe(quote.basePriceCents + cents);
        expect(quote.vatCents).toBe(includedVatCents(quote.totalCents));
      }
    });

    it('charges the captain by the hour', () => {
      expect(quoteOf(MOTORBOAT, 2, ['captain']).extras).toEqual([
        { extra: 'captain', priceCents: 5000 },
      ]);
      expect(quoteOf(MOTORBOAT, 2, ['captain']).totalCents).toBe(20000);
      expect(quoteOf(MOTORBOAT, 3, ['captain']).totalCents).toBe(21000 + 7500);
    });

    it('charges a captain for 2.5 h, rounding to the cent', () => {
      const boat: PricedVehicle = {
        ...MOTORBOAT,
        priceCents: { '2.5': 18000 },
        captainCentsPerHour: 2333,
      };
      const quote = quoteOf(boat, 2.5, ['captain']);
      // 2333 × 2.5 = 5832.5 → 5833.
      expect(quote.extras).toEqual([{ extra: 'captain', priceCents: 5833 }]);
      expect(quote.totalCents).toBe(23833);
      expect(quote.vatCents).toBe(3805);
    });

    it('adds all extras together, in the fixed order', () => {
      const quote = quoteOf(MOTORBOAT, 2, ['captain', 'binoculars', 'barbecue', 'musicBox']);
      expect(quote).toEqual({
        hours: 2,
        basePriceCents: 15000,
        extras: [
          { extra: 'barbecue', priceCents: 3000 },
          { extra: 'musicBox', priceCents: 1000 },
          { extra: 'binoculars', priceCents: 500 },
          { extra: 'captain', priceCents: 5000 },
        ],
        totalCents: 24500,
        vatCents: 3912,
      });
    });

    it('counts a repeated extra once', () => {
      const quote = quoteOf(MOTORBOAT, 1, ['barbecue', 'barbecue', 'captain', 'captain']);
      expect(quote.extras).toEqual([
        { extra: 'barbecue', priceCents: 3000 },
        { extra: 'captain', priceCents: 2500 },
      ]);
      expect(quote.totalCents).toBe(13500);
    });

    it.each<BookingExtra>(['barbecue', 'musicBox', 'binoculars', 'captain'])(
      'refuses %s where it is not offered',
      (extra) => {
        expect(problemsOf(NOTHING_EXTRA, 1, [extra])).toEqual([
          {
            field: 'extras',
            code: 'EXTRA_NOT_OFFERED',
            message: `This vehicle does not offer the extra '${extra}'.`,
          },
        ]);
      },
    );

    it('offers each extra only by its own flag', () => {
      const onlyBinoculars = { ...NOTHING_EXTRA, extraBinoculars: true };
      expect(quoteOf(onlyBinoculars, 1, ['binoculars']).totalCents).toBe(8500);
      expect(problemsOf(onlyBinoculars, 1, ['barbecue', 'binoculars', 'musicBox'])).toEqual([
        expect.objectContaining({
          code: 'EXTRA_NOT_OFFERED',
          message: expect.stringContaining('barbecue'),
        }),
        expect.objectContaining({
          code: 'EXTRA_NOT_OFFERED',
          message: expect.stringContaining('musicBox'),
        }),
      ]);
    });

    it('offers a captain at any hourly price, but not at none', () => {
      expect(quoteOf({ ...NOTHING_EXTRA, captainCentsPerHour: 0 }, 1, ['captain']).extras).toEqual([
        { extra: 'captain', priceCents: 0 },
      ]);
      expect(problemsOf(JET_SKI, 1, ['captain'])[0]?.code).toBe('EXTRA_NOT_OFFERED');
    });

    it('reports a refused extra once even when asked for twice', () => {
      expect(problemsOf(JET_SKI, 1, ['barbecue', 'barbecue'])).toHaveLength(1);
    });

    it('refuses an unknown extra arriving from outside the type system', () => {
      const extras = ['champagne'] as unknown as BookingExtra[];
      expect(problemsOf(MOTORBOAT, 1, extras)).toEqual([
        {
          field: 'extras',
          code: 'EXTRA_NOT_OFFERED',
          message: "This vehicle does not offer the extra 'champagne'.",
        },
      ]);
    });
  });

  it('reports every problem at once', () => {
    const problems = problemsOf(JET_SKI, 3, ['musicBox', 'barbecue', 'captain']);
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['hours', 'DURATION_NOT_OFFERED'],
      ['extras', 'EXTRA_NOT_OFFERED'],
      ['extras', 'EXTRA_NOT_OFFERED'],
    ]);
  });
});
