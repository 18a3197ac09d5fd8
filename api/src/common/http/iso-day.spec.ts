import { parseIsoDay, ParseIsoDayPipe } from './iso-day';

describe('calendar days', () => {
  it.each(['2026-11-23', '2028-02-29', '2000-01-01', '2999-12-31'])('takes %s', (day) => {
    expect(parseIsoDay(day)).toBe(Date.parse(`${day}T00:00:00Z`));
  });

  it.each([
    '0000-01-01',
    '1999-12-31',
    '3000-01-01',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '9999-99-99',
    '2026-1-1',
    '+02026-01-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses %j', (day) => {
    expect(parseIsoDay(day)).toBeNull();
  });

  it('answers a bad path day with a 400 naming the parameter', () => {
    expect(() => new ParseIsoDayPipe('date').transform('0000-01-01')).toThrow(
      expect.objectContaining({
        problem: expect.objectContaining({
          status: 400,
          errors: [expect.objectContaining({ field: 'date', code: 'INVALID_DATE' })],
        }),
      }),
    );
    expect(new ParseIsoDayPipe('date').transform('2026-11-23')).toBe('2026-11-23');
  });
});
