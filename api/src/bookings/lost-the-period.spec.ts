import { lostThePeriod } from './hourly-bookings.service';

/** A failed statement as TypeORM reports it: the driver's error with its SQLSTATE inside. */
function failed(code: string): Error {
  return Object.assign(new Error('query failed'), {
    driverError: Object.assign(new Error('driver'), { code }),
  });
}

describe('lostThePeriod', () => {
  it('counts the exclusion constraint and a deadlock between two overlapping inserts', () => {
    expect(lostThePeriod(failed('23P01'))).toBe(true);
    expect(lostThePeriod(failed('40P01'))).toBe(true);
  });

  it('leaves every other failure to the problem filter', () => {
    expect(lostThePeriod(failed('23505'))).toBe(false);
    expect(lostThePeriod(failed('40001'))).toBe(false);
    expect(lostThePeriod(failed('08006'))).toBe(false);
    expect(lostThePeriod(new Error('no SQLSTATE'))).toBe(false);
  });
});
