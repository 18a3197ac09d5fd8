import { describe, expect, it, vi } from 'vitest';
import {
  CHOSEN_DATE_KEY,
  CUSTOMER_DRAFT_KEY,
  readChosenDate,
  readCustomerDraft,
  writeChosenDate,
  writeCustomerDraft,
} from './booking-storage';
import { emptyCustomerValues } from './customer-form-rules';

describe('customer draft', () => {
  it('keeps every customer field but the consent in the session', () => {
    writeCustomerDraft({
      ...emptyCustomerValues,
      name: 'Max Mustermann',
      phone: '+4917012345',
      email: 'max@example.de',
      street: 'Seestraße 12',
      supplement: 'Hinterhaus',
      zipCity: '15526 Bad Saarow',
      adults: '2',
      children: '2',
      childAgeFrom: '4',
      childAgeTo: '9',
      comment: 'Mit Hund',
      privacyAccepted: true,
    });
    const stored = JSON.parse(sessionStorage.getItem(CUSTOMER_DRAFT_KEY) ?? '{}');
    expect(stored).not.toHaveProperty('privacyAccepted');
    expect(readCustomerDraft()).toEqual({
      name: 'Max Mustermann',
      phone: '+4917012345',
      email: 'max@example.de',
      street: 'Seestraße 12',
      supplement: 'Hinterhaus',
      zipCity: '15526 Bad Saarow',
      adults: '2',
      children: '2',
      childAgeFrom: '4',
      childAgeTo: '9',
      comment: 'Mit Hund',
    });
  });

  it('ignores damaged entries and foreign fields', () => {
    sessionStorage.setItem(CUSTOMER_DRAFT_KEY, '{kaputt');
    expect(readCustomerDraft()).toEqual({});
    sessionStorage.setItem(
      CUSTOMER_DRAFT_KEY,
      JSON.stringify({ name: 7, email: 'a@b.de', x: 'y' }),
    );
    expect(readCustomerDraft()).toEqual({ email: 'a@b.de' });
  });

  it('lives in session storage, not local storage', () => {
    writeCustomerDraft({ ...emptyCustomerValues, name: 'Eva Ende' });
    expect(localStorage.getItem(CUSTOMER_DRAFT_KEY)).toBeNull();
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeCustomerDraft(emptyCustomerValues)).not.toThrow();
    expect(readCustomerDraft()).toEqual({});
  });
});

describe('chosen date', () => {
  it('keeps the date and drops it once it has passed', () => {
    writeChosenDate('2030-07-05');
    expect(sessionStorage.getItem(CHOSEN_DATE_KEY)).toBe('2030-07-05');
    expect(readChosenDate('2030-07-01')).toBe('2030-07-05');
    expect(readChosenDate('2030-07-05')).toBe('2030-07-05');
    expect(readChosenDate('2030-07-06')).toBeNull();
    writeChosenDate(null);
    expect(readChosenDate('2030-07-01')).toBeNull();
  });

  it('ignores what is not a date', () => {
    sessionStorage.setItem(CHOSEN_DATE_KEY, '2030-02-31');
    expect(readChosenDate('2030-01-01')).toBeNull();
  });
});
