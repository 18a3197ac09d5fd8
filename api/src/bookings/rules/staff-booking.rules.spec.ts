import {
  BOOKING_LOG_DAYS,
  bookingLogSince,
  bookingNotice,
  dayRange,
  describePeriod,
  isUnpaidAfterEnd,
  UNFINISHED_DAYS,
  unfinishedWindow,
} from './staff-booking.rules';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

describe('staff booking rules', () => {
  describe('isUnpaidAfterEnd (the day list marks it "unbezahlt")', () => {
    const now = new Date('2027-06-07T10:00:00Z');
    const booking = (overrides: { paid?: boolean; cancelled?: boolean; endsAt?: Date } = {}) => ({
      paid: false,
      cancelled: false,
      endsAt: new Date('2027-06-07T09:00:00Z'),
      ...overrides,
    });

    it('is true for an unpaid booking whose end has passed, and from the very end on', () => {
      expect(isUnpaidAfterEnd(booking(), now)).toBe(true);
      expect(isUnpaidAfterEnd(booking({ endsAt: now }), now)).toBe(true);
    });

    it('is false while the booking runs, once it is paid, and when it is cancelled', () => {
      expect(isUnpaidAfterEnd(booking({ endsAt: new Date(now.getTime() + 1) }), now)).toBe(false);
      expect(isUnpaidAfterEnd(booking({ paid: true }), now)).toBe(false);
      expect(isUnpaidAfterEnd(booking({ cancelled: true }), now)).toBe(false);
    });
  });

  describe('unfinishedWindow (7 days, business time)', () => {
    it('runs from midnight in Berlin seven days before today up to now', () => {
      expect(UNFINISHED_DAYS).toBe(7);
      const now = new Date('2027-06-07T10:00:00Z');
      expect(unfinishedWindow(now, BERLIN)).toEqual({
        // 31 May 00:00 CEST.
        from: new Date('2027-05-30T22:00:00Z'),
        to: now,
      });
    });

    it('counts the day by the Berlin clock around midnight, not by UTC', () => {
      // 7 June 23:30 UTC is already 8 June 01:30 in Berlin: the window starts on 1 June.
      const afterMidnight = new Date('2027-06-07T23:30:00Z');
      expect(unfinishedWindow(afterMidnight, BERLIN).from).toEqual(
        new Date('2027-05-31T22:00:00Z'),
      );
      // 21:59 UTC is 23:59 in Berlin, still 7 June: the window starts on 31 May.
      const beforeMidnight = new Date('2027-06-07T21:59:00Z');
      expect(unfinishedWindow(beforeMidnight, BERLIN).from).toEqual(
        new Date('2027-05-30T22:00:00Z'),
      );
    });

    it('starts at midnight of the right offset across the spring and autumn clock changes', () => {
      // Today 1 April 2027 (CEST); 7 days back is 25 March, still winter time (CET, UTC+1).
      const spring = unfinishedWindow(new Date('2027-04-01T08:00:00Z'), BERLIN);
      expect(spring.from).toEqual(new Date('2027-03-24T23:00:00Z'));
      // Today 3 November 2027 (CET); 7 days back is 27 October, still summer time (UTC+2).
      const autumn = unfinishedWindow(new Date('2027-11-03T08:00:00Z'), BERLIN);
      expect(autumn.from).toEqual(new Date('2027-10-26T22:00:00Z'));
    });
  });

  describe('bookingLogSince (14 days)', () => {
    it('is midnight in Berlin fourteen days before today', () => {
      expect(BOOKING_LOG_DAYS).toBe(14);
      expect(bookingLogSince(new Date('2027-06-15T12:00:00Z'), BERLIN)).toEqual(
        new Date('2027-05-31T22:00:00Z'),
      );
      // Just after midnight in Berlin (still the previous day in UTC) the day has moved on.
      expect(bookingLogSince(new Date('2027-06-14T22:30:00Z'), BERLIN)).toEqual(
        new Date('2027-05-31T22:00:00Z'),
      );
      // Across the spring change: 8 April (CEST) minus 14 days is 25 March (CET).
      expect(bookingLogSince(new Date('2027-04-08T12:00:00Z'), BERLIN)).toEqual(
        new Date('2027-03-24T23:00:00Z'),
      );
    });
  });

  describe('dayRange', () => {
    it('is the business day from midnight to midnight: 24 hours on an ordinary day', () => {
      const range = dayRange('2027-06-09', BERLIN);
      expect(range).toEqual({
        start: new Date('2027-06-08T22:00:00Z'),
        end: new Date('2027-06-09T22:00:00Z'),
      });
    });

    it('is 23 hours on the spring change and 25 hours on the autumn change', () => {
      const spring = dayRange('2027-03-28', BERLIN);
      expect(spring.start).toEqual(new Date('2027-03-27T23:00:00Z'));
      expect(spring.end).toEqual(new Date('2027-03-28T22:00:00Z'));
      expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
      const autumn = dayRange('2027-10-31', BERLIN);
      expect(autumn.start).toEqual(new Date('2027-10-30T22:00:00Z'));
      expect(autumn.end).toEqual(new Date('2027-10-31T23:00:00Z'));
      expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    });
  });

  describe('bookingNotice', () => {
    const booking = {
      id: 'b-1',
      customerName: 'Jonas Berg',
      customerPhone: '+4930123456',
      customerEmail: 'jonas@example.com',
      vehicleName: 'Motorboat A',
    };
    const period = {
      start: new Date('2027-06-09T08:00:00Z'),
      end: new Date('2027-06-09T10:00:00Z'),
    };

    it('names the customer, the vehicle and the period in business time', () => {
      expect(describePeriod(period.start, period.end, BERLIN)).toBe(
        '09.06.2027, 10:00 – 09.06.2027, 12:00',
      );
      expect(bookingNotice('confirmation', booking, period, BERLIN)).toEqual({
        type: 'confirmation',
        bookingId: 'b-1',
        customerName: 'Jonas Berg',
        customerPhone: '+4930123456',
        customerEmail: 'jonas@example.com',
        body: 'Motorboat A, 09.06.2027, 10:00 – 09.06.2027, 12:00',
      });
    });

    it('adds a cancellation’s reason', () => {
      const notice = bookingNotice(
        'cancellation',
        booking,
        period,
        BERLIN,
        'Sturmwarnung (Abgesagt durch Anna Berg)',
      );
      expect(notice.type).toBe('cancellation');
      expect(notice.body).toBe(
        'Motorboat A, 09.06.2027, 10:00 – 09.06.2027, 12:00: Sturmwarnung (Abgesagt durch Anna Berg)',
      );
    });

    it('writes a stay across days and the winter offset', () => {
      const stay = {
        start: new Date('2027-10-29T12:00:00Z'),
        end: new Date('2027-10-31T09:00:00Z'),
      };
      expect(
        bookingNotice('confirmation', { ...booking, vehicleName: 'Houseboat A' }, stay, BERLIN)
          .body,
      ).toBe('Houseboat A, 29.10.2027, 14:00 – 31.10.2027, 10:00');
    });
  });
});
