import { describe, expect, it } from 'vitest';
import { staffBooking } from '../../../../testing/staff-fixtures';
import {
  banErrors,
  banValuesOf,
  hasErrors,
  repriceErrors,
  requiredTextError,
  toBanInput,
} from './booking-form-checks';

const ban = { name: 'Jonas Berg', phone: '+4930123456', email: 'jonas@example.com', reason: 'x' };

describe('requiredTextError', () => {
  it('needs text, at most 200 characters', () => {
    expect(requiredTextError('   ')).toBe('Bitte ausfüllen.');
    expect(requiredTextError('a'.repeat(201))).toBe('Höchstens 200 Zeichen.');
    expect(requiredTextError('a'.repeat(200))).toBeUndefined();
  });
});

describe('repriceErrors', () => {
  it('needs a valid price and a reason', () => {
    expect(repriceErrors({ price: '', reason: '' }, 0)).toEqual({
      price: 'Bitte ausfüllen.',
      reason: 'Bitte ausfüllen.',
    });
    expect(repriceErrors({ price: '12,555', reason: 'Stammkunde' }, 0).price).toMatch(
      /höchstens zwei Nachkommastellen/,
    );
    expect(repriceErrors({ price: '12,5', reason: 'Stammkunde' }, 0)).toEqual({});
  });

  it('refuses a price below what a coupon already paid', () => {
    expect(repriceErrors({ price: '20', reason: 'x' }, 2500).price).toBe(
      'Der neue Preis darf nicht unter dem per Gutschein bezahlten Betrag (25,00\u00a0€) liegen.',
    );
    expect(repriceErrors({ price: '25', reason: 'x' }, 2500)).toEqual({});
  });
});

describe('banErrors', () => {
  it('accepts the prefilled customer with a reason', () => {
    expect(banErrors(ban)).toEqual({});
  });

  it('needs a reason and at least one of name, phone or e-mail', () => {
    expect(banErrors({ name: ' ', phone: '', email: '', reason: '' })).toEqual({
      name: 'Bitte mindestens Name, Telefon oder E-Mail angeben.',
      reason: 'Bitte ausfüllen.',
    });
    expect(banErrors({ ...ban, name: '', email: '' })).toEqual({});
  });

  it('keeps the limits: name 50, phone digits with a leading + up to 25, e-mail 50', () => {
    expect(banErrors({ ...ban, name: 'a'.repeat(50) })).toEqual({});
    expect(banErrors({ ...ban, name: 'a'.repeat(51) }).name).toBeDefined();
    expect(banErrors({ ...ban, phone: `+${'1'.repeat(24)}` })).toEqual({});
    expect(banErrors({ ...ban, phone: `+${'1'.repeat(25)}` }).phone).toBeDefined();
    expect(banErrors({ ...ban, phone: '030 123' }).phone).toBeDefined();
    expect(banErrors({ ...ban, phone: '49+30' }).phone).toBeDefined();
    expect(banErrors({ ...ban, email: `${'a'.repeat(38)}@example.com` })).toEqual({});
    expect(banErrors({ ...ban, email: `${'a'.repeat(39)}@example.com` }).email).toBeDefined();
    expect(banErrors({ ...ban, email: 'kein-at.example.com' }).email).toBeDefined();
  });
});

describe('ban values', () => {
  it("prefills the booking's customer, the phone without separators", () => {
    expect(banValuesOf(staffBooking({ customerPhone: '+49 30 / 123-456' }))).toEqual({
      name: 'Jonas Berg',
      phone: '+4930123456',
      email: 'jonas.berg@example.com',
      reason: '',
    });
  });

  it('sends trimmed values, leaves empty ones out and links the booking', () => {
    expect(
      toBanInput({ name: ' Jonas ', phone: '', email: '', reason: ' Schaden ' }, 'b1'),
    ).toEqual({
      name: 'Jonas',
      phone: undefined,
      email: undefined,
      reason: 'Schaden',
      bookingId: 'b1',
    });
  });
});

it('hasErrors looks for any message', () => {
  expect(hasErrors({})).toBe(false);
  expect(hasErrors({ a: undefined })).toBe(false);
  expect(hasErrors({ a: 'x' })).toBe(true);
});
