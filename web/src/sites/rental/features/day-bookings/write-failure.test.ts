import { ApiError } from '@showcase/contracts/fetcher';
import { describe, expect, it } from 'vitest';
import { describeWriteFailure } from './write-failure';

const problem = (status: number, code: string, errors?: { field: string; code: string }[]) =>
  new ApiError(
    status,
    {
      type: 'about:blank',
      title: code,
      status,
      detail: code,
      code,
      errors: errors?.map((entry) => ({ ...entry, message: 'x' })),
    },
    new Headers(),
  );

const fields = { newPriceCents: 'price', reason: 'reason' } as const;

describe('describeWriteFailure', () => {
  it('explains a paid booking and asks for a reload', () => {
    expect(describeWriteFailure(problem(409, 'BOOKING_PAID'), fields)).toEqual({
      fieldErrors: {},
      lines: [
        'Ein Fehler ist aufgetreten.',
        'Diese Buchung ist bereits bezahlt und kann nur noch gesperrt werden.',
      ],
      bookingChanged: true,
    });
    expect(describeWriteFailure(problem(409, 'BOOKING_CANCELLED'), fields).lines[1]).toBe(
      'Diese Buchung wurde bereits storniert.',
    );
  });

  it("puts a 400's field problems at their fields", () => {
    const failure = describeWriteFailure(
      problem(400, 'VALIDATION_FAILED', [
        { field: 'newPriceCents', code: 'BELOW_COUPON' },
        { field: 'reason', code: 'REQUIRED' },
      ]),
      fields,
    );
    expect(failure.fieldErrors).toEqual({
      price: 'Der neue Preis darf nicht unter dem per Gutschein bezahlten Betrag liegen.',
      reason: 'Bitte ausfüllen.',
    });
    expect(failure.lines).toEqual([
      'Ein Fehler ist aufgetreten.',
      'Bitte überprüfen Sie die markierten Angaben.',
    ]);
    expect(failure.bookingChanged).toBe(false);
  });

  it('says so in the note when a problem has no field in the form', () => {
    const failure = describeWriteFailure(
      problem(400, 'VALIDATION_FAILED', [{ field: 'bookingId', code: 'INVALID_FORMAT' }]),
      fields,
    );
    expect(failure.fieldErrors).toEqual({});
    expect(failure.lines).toEqual([
      'Ein Fehler ist aufgetreten.',
      'Bitte überprüfen Sie Ihre Angaben.',
    ]);
  });

  it('falls back to the general message for network errors and unknown answers', () => {
    expect(describeWriteFailure(new TypeError('Failed to fetch'), fields).lines).toEqual([
      'Ein Fehler ist aufgetreten.',
    ]);
    expect(describeWriteFailure(problem(500, 'INTERNAL'), fields).lines).toEqual([
      'Ein Fehler ist aufgetreten.',
    ]);
  });
});
