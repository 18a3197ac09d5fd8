import {
  imageCountProblem,
  logAuthorShownTo,
  MASKED_LOG_AUTHOR,
  ROOT_LOG_NAME,
  normaliseCaptain,
  priceTableProblems,
  requiredDurations,
  requiredDurationsByType,
  vehicleNameProblem,
} from './vehicle.rules';

describe('vehicleNameProblem', () => {
  const taken = ['Motorboot A', 'Jetski A'];

  it.each(['Motorboot B', 'Überflieger', 'ölkännchen 2', 'A'.repeat(25)])('accepts %s', (name) => {
    expect(vehicleNameProblem(name, taken)).toBeNull();
  });

  it('rejects a taken name ignoring case', () => {
    expect(vehicleNameProblem('motorBOOT a', taken)?.code).toBe('NAME_TAKEN');
  });

  it('rejects names over 25 characters', () => {
    expect(vehicleNameProblem('A'.repeat(26), taken)?.code).toBe('TOO_LONG');
  });

  it.each(['1. Boot', ' ', '-Boot'])('rejects %j, which does not start with a letter', (name) => {
    expect(vehicleNameProblem(name, taken)?.code).toMatch(/INVALID_FORMAT|REQUIRED/);
  });

  it.each('*;@=+$/?%#<>{}|\\^~`'.split(''))('rejects the character %s', (character) => {
    expect(vehicleNameProblem(`Boot${character}1`, taken)?.code).toBe('INVALID_FORMAT');
  });
});

describe('requiredDurations', () => {
  it('asks whole hours up to the opening span', () => {
    expect(requiredDurations('motorboats', 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks half hours from 30 minutes for jet skis', () => {
    expect(requiredDurations('jetskis', 2)).toEqual([0.5, 1, 1.5, 2]);
  });

  it('never goes beyond 24 hours', () => {
    expect(requiredDurations('houseboats', 30)).toHaveLength(24);
  });
});

describe('requiredDurationsByType', () => {
  it('asks every type its own durations for the same opening span', () => {
    const byType = requiredDurationsByType(2);
    expect(byType).toEqual({
      motorboats: [1, 2],
      sailboats: [1, 2],
      jetskis: [0.5, 1, 1.5, 2],
      canoes: [1, 2],
      houseboats: [1, 2],
    });
  });

  it('asks nothing without an opening span', () => {
    expect(Object.values(requiredDurationsByType(0)).flat()).toEqual([]);
  });
});

describe('priceTableProblems', () => {
  const full = { '1': 5000, '2': 9000, '3': 12000 };

  it('accepts a complete table', () => {
    expect(priceTableProblems('motorboats', full, 3)).toEqual([]);
  });

  it('names each missing price', () => {
    expect(priceTableProblems('motorboats', { '1': 5000 }, 3).map((p) => p.field)).toEqual([
      'prices.2',
      'prices.3',
    ]);
  });

  it('rejects half-hour prices for anything but jet skis', () => {
    expect(priceTableProblems('canoes', { ...full, '0.5': 1000 }, 3)).toContainEqual(
      expect.objectContaining({ field: 'prices.0.5', code: 'NOT_ALLOWED' }),
    );
    expect(
      priceTableProblems('jetskis', { '0.5': 3000, '1': 5000, '1.5': 7000, '2': 8000 }, 2),
    ).toEqual([]);
  });

  it('rejects prices beyond the opening span, negative and fractional cents', () => {
    const problems = priceTableProblems('sailboats', { ...full, '4': 1, '1': -5, '2': 10.5 }, 3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'prices.4', code: 'NOT_ALLOWED' }),
        expect.objectContaining({ field: 'prices.1', code: 'INVALID_PRICE' }),
        expect.objectContaining({ field: 'prices.2', code: 'INVALID_PRICE' }),
      ]),
    );
  });
});

describe('normaliseCaptain', () => {
  it('clears the optional captain when the licence is captain', () => {
    expect(normaliseCaptain({ licence: 'captain', captainCentsPerHour: 2500 })).toEqual({
      value: { licence: 'captain', captainCentsPerHour: null },
      problems: [],
    });
  });

  it('requires an hourly price for an offered captain', () => {
    expect(normaliseCaptain({ licence: 'yes', captainCentsPerHour: 0 }).problems).toHaveLength(1);
    expect(normaliseCaptain({ licence: 'no', captainCentsPerHour: 2500 }).problems).toEqual([]);
    expect(normaliseCaptain({ licence: 'never', captainCentsPerHour: null }).problems).toEqual([]);
  });
});

describe('imageCountProblem', () => {
  it('allows one to six images', () => {
    expect(imageCountProblem(0)?.code).toBe('IMAGE_COUNT');
    expect(imageCountProblem(1)).toBeNull();
    expect(imageCountProblem(6)).toBeNull();
    expect(imageCountProblem(7)?.code).toBe('IMAGE_COUNT');
  });
});

describe('logAuthorShownTo', () => {
  const demo = { demo: true, name: 'Demo Konto' };
  it('shows the demo account its own name and root’s, and no other staff member’s', () => {
    expect(logAuthorShownTo('Demo Konto', demo)).toBe('Demo Konto');
    expect(logAuthorShownTo(ROOT_LOG_NAME, demo)).toBe(ROOT_LOG_NAME);
    expect(logAuthorShownTo('Jan Petersen', demo)).toBe(MASKED_LOG_AUTHOR);
  });
  it('shows everyone else the log as written', () => {
    expect(logAuthorShownTo('Jan Petersen', { demo: false, name: 'Eva Klein' })).toBe(
      'Jan Petersen',
    );
  });
});
