import { isApiError } from '@showcase/contracts/fetcher';
import { dayBookingsTexts as t } from './day-bookings-texts';
import type { FieldErrors } from './booking-form-checks';

export interface WriteFailure<Field extends string> {
  /** Problems the server named per request field, at the form's fields. */
  fieldErrors: FieldErrors<Field>;
  /** The failure note: 'Ein Fehler ist aufgetreten.' and what the server's answer means. */
  lines: string[];
  /** The booking changed meanwhile (paid, cancelled, gone): the day list should reload. */
  bookingChanged: boolean;
}

const fieldCodeTexts: Record<string, string> = {
  REQUIRED: t.errors.required,
  TOO_LONG: t.errors.tooLongGeneric,
  BELOW_COUPON: t.errors.belowCoupon,
};

/**
 * What a failed staff write tells the form. `fieldOf` maps request fields to form fields
 * (e.g. `newPriceCents` → `price`); a problem at a field the form lacks goes to the note.
 */
export function describeWriteFailure<Field extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, Field>>,
): WriteFailure<Field> {
  const failure: WriteFailure<Field> = {
    fieldErrors: {},
    lines: [t.dialog.failed],
    bookingChanged: false,
  };
  if (!isApiError(error)) return failure;
  const code = error.code;

  if (error.status === 400 && error.problem?.errors?.length) {
    let unplaced = false;
    for (const problem of error.problem.errors) {
      const field = fieldOf[problem.field];
      if (field === undefined) unplaced = true;
      else failure.fieldErrors[field] ??= fieldCodeTexts[problem.code] ?? t.errors.checkField;
    }
    if (Object.keys(failure.fieldErrors).length > 0) failure.lines.push(t.errors.checkMarked);
    if (unplaced) failure.lines.push(t.errors.checkInput);
    return failure;
  }
  if (error.status === 409 && code === 'BOOKING_PAID') {
    return { ...failure, lines: [t.dialog.failed, t.errors.bookingPaid], bookingChanged: true };
  }
  if (error.status === 409 && code === 'BOOKING_CANCELLED') {
    return {
      ...failure,
      lines: [t.dialog.failed, t.errors.bookingCancelled],
      bookingChanged: true,
    };
  }
  if (error.status === 404) {
    return { ...failure, lines: [t.dialog.failed, t.errors.notFound], bookingChanged: true };
  }
  if (error.status === 403 && code !== 'CSRF_INVALID') {
    return { ...failure, lines: [t.dialog.failed, t.errors.forbidden] };
  }
  if (error.status === 503) return { ...failure, lines: [t.dialog.failed, t.errors.unavailable] };
  return failure;
}
