import { describe, expect, it, vi } from 'vitest';
import {
  clearStayAfterBooking,
  clearStayCoupon,
  readStayDraft,
  readStaySelection,
  STAY_DRAFT_FIELDS,
  writeStayDraftField,
  writeStaySelection,
} from './stay-storage';

const TODAY = '2036-06-03';

describe('the chosen dates', () => {
  it('are kept per vehicle name in the session', () => {
    writeStaySelection('Seeadler', { start: '2036-06-10', end: '2036-06-14' });
    writeStaySelection('Möwe', { start: '2036-07-01', end: null });
    expect(sessionStorage.getItem('rental.stayBooking.dates.Seeadler')).not.toBeNull();
    expect(localStorage.getItem('rental.stayBooking.dates.Seeadler')).toBeNull();
    expect(readStaySelection('Seeadler', TODAY)).toEqual({
      start: '2036-06-10',
      end: '2036-06-14',
    });
    expect(readStaySelection('Möwe', TODAY)).toEqual({ start: '2036-07-01', end: null });
    expect(readStaySelection('Kranich', TODAY)).toBeNull();
  });

  it('are forgotten when written empty', () => {
    writeStaySelection('Seeadler', { start: '2036-06-10', end: '2036-06-14' });
    writeStaySelection('Seeadler', null);
    expect(sessionStorage.getItem('rental.stayBooking.dates.Seeadler')).toBeNull();
    writeStaySelection('Möwe', { start: '2036-06-10', end: null });
    writeStaySelection('Möwe', { start: null, end: null });
    expect(sessionStorage.getItem('rental.stayBooking.dates.Möwe')).toBeNull();
  });

  it('are dropped once the start has passed', () => {
    writeStaySelection('Seeadler', { start: '2036-06-02', end: '2036-06-14' });
    expect(readStaySelection('Seeadler', TODAY)).toBeNull();
    expect(sessionStorage.getItem('rental.stayBooking.dates.Seeadler')).toBeNull();
    writeStaySelection('Möwe', { start: TODAY, end: '2036-06-05' });
    expect(readStaySelection('Möwe', TODAY)).toEqual({ start: TODAY, end: '2036-06-05' });
  });

  it.each([
    ['damaged JSON', '{kaputt'],
    ['no object', '"2036-06-10"'],
    ['an impossible start', JSON.stringify({ start: '2036-02-31', end: null })],
    ['an impossible end', JSON.stringify({ start: '2036-06-10', end: 'bald' })],
    ['an end before the start', JSON.stringify({ start: '2036-06-10', end: '2036-06-08' })],
  ])('are dropped when they hold %s', (_, raw) => {
    sessionStorage.setItem('rental.stayBooking.dates.Seeadler', raw);
    expect(readStaySelection('Seeadler', TODAY)).toBeNull();
    expect(sessionStorage.getItem('rental.stayBooking.dates.Seeadler')).toBeNull();
  });

  it('survive blocked storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() =>
      writeStaySelection('Seeadler', { start: '2036-06-10', end: '2036-06-14' }),
    ).not.toThrow();
    expect(readStaySelection('Seeadler', TODAY)).toBeNull();
  });
});

describe('the form draft', () => {
  it('keeps every field under its own key', () => {
    for (const field of STAY_DRAFT_FIELDS) writeStayDraftField(field, `${field} value`);
    expect(sessionStorage.getItem('rental.stayBooking.draft.zipCity')).toBe('zipCity value');
    expect(readStayDraft()).toEqual(
      Object.fromEntries(STAY_DRAFT_FIELDS.map((field) => [field, `${field} value`])),
    );
  });

  it('holds exactly the stay form fields', () => {
    expect([...STAY_DRAFT_FIELDS].sort()).toEqual(
      [
        'salutation',
        'name',
        'phone',
        'email',
        'street',
        'supplement',
        'zipCity',
        'adults',
        'children',
        'childAgeFrom',
        'childAgeTo',
        'comment',
        'coupon',
        'paymentMethod',
      ].sort(),
    );
  });

  it('reads only what was kept', () => {
    writeStayDraftField('email', 'eva@example.de');
    writeStayDraftField('adults', '');
    sessionStorage.setItem('rental.stayBooking.draft.foreign', 'x');
    expect(readStayDraft()).toEqual({ email: 'eva@example.de', adults: '' });
  });

  it('forgets the coupon and keeps the rest', () => {
    writeStayDraftField('coupon', 'SOMMER36');
    writeStayDraftField('name', 'Eva Ende');
    clearStayCoupon();
    expect(readStayDraft()).toEqual({ name: 'Eva Ende' });
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeStayDraftField('name', 'Eva Ende')).not.toThrow();
    expect(readStayDraft()).toEqual({});
  });
});

describe('after a successful booking', () => {
  it('clears the coupon and that vehicle’s dates, and nothing else', () => {
    writeStayDraftField('coupon', 'SOMMER36');
    writeStayDraftField('email', 'eva@example.de');
    writeStaySelection('Seeadler', { start: '2036-06-10', end: '2036-06-14' });
    writeStaySelection('Möwe', { start: '2036-06-20', end: '2036-06-24' });
    clearStayAfterBooking('Seeadler');
    expect(readStayDraft()).toEqual({ email: 'eva@example.de' });
    expect(readStaySelection('Seeadler', TODAY)).toBeNull();
    expect(readStaySelection('Möwe', TODAY)).toEqual({ start: '2036-06-20', end: '2036-06-24' });
  });
});

describe('on the server', () => {
  it('keeps and finds nothing without a window', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(() => writeStayDraftField('name', 'Eva Ende')).not.toThrow();
      expect(readStayDraft()).toEqual({});
      expect(readStaySelection('Seeadler', TODAY)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sessionStorage.getItem('rental.stayBooking.draft.name')).toBeNull();
  });
});
