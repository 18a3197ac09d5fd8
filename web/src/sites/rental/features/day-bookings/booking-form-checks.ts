import type { CreateBlacklistEntryDto } from '@showcase/contracts/generated/model/createBlacklistEntryDto';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import { dayBookingsTexts as t } from './day-bookings-texts';
import { euro } from './booking-display';
import { parsePriceInput } from '../staff-shell/price-input-rules';

/*
 * The checks of the booking dialogs. Not named '*-rules.ts' on purpose: those go to the shared
 * 'forms' chunk (web/vite.config.ts), which must not import a page's chunk; these need the day
 * bookings page's texts and price input, and in 'forms' they made the chunks import each other
 * (the rental site then failed on load with 'Cannot convert undefined or null to object').
 */

/** The contract's limits (CreateBlacklistEntryDto, PriceChangeDto, CancellationDto, …). */
export const limits = {
  /** Reasons and comments. */
  text: 200,
  banName: 50,
  banPhone: 25,
  banEmail: 50,
} as const;

const PHONE = /^\+?\d+$/;
/** The address pattern the contract checks (CreateBlacklistEntryDto.email). */
const EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A reason or comment: required, at most 200 characters. */
export function requiredTextError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return t.errors.required;
  if (trimmed.length > limits.text) return t.errors.tooLong(limits.text);
  return undefined;
}

export interface RepriceValues {
  price: string;
  reason: string;
}

/** Spec §5: a new price (the price input rule) and a reason; never below a coupon's share. */
export function repriceErrors(
  values: RepriceValues,
  couponCents: number,
): FieldErrors<keyof RepriceValues> {
  const errors: FieldErrors<keyof RepriceValues> = {};
  const cents = parsePriceInput(values.price);
  if (values.price.trim() === '') errors.price = t.errors.required;
  else if (cents === null) errors.price = t.errors.priceInvalid;
  else if (cents < couponCents) errors.price = t.errors.priceBelowCoupon(euro(couponCents));
  const reason = requiredTextError(values.reason);
  if (reason) errors.reason = reason;
  return errors;
}

export interface BanValues {
  name: string;
  phone: string;
  email: string;
  reason: string;
}

/** The ban form starts with the booking's customer; phone separators are dropped up front. */
export function banValuesOf(booking: StaffBookingDto): BanValues {
  return {
    name: booking.customerName,
    phone: booking.customerPhone.replace(/[\s/()-]/g, ''),
    email: booking.customerEmail,
    reason: '',
  };
}

/**
 * Spec §5 blacklist ban: name at most 50; phone digits with an optional leading + and at most
 * 25; e-mail at most 50; a reason; and at least one of name, phone or e-mail (said at the name).
 */
export function banErrors(values: BanValues): FieldErrors<keyof BanValues> {
  const errors: FieldErrors<keyof BanValues> = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (name.length > limits.banName) errors.name = t.errors.nameTooLong;
  if (phone !== '' && (phone.length > limits.banPhone || !PHONE.test(phone))) {
    errors.phone = t.errors.phoneInvalid;
  }
  if (email !== '' && (email.length > limits.banEmail || !EMAIL.test(email))) {
    errors.email = t.errors.emailInvalid;
  }
  if (name === '' && phone === '' && email === '') errors.name = t.errors.contactMissing;
  const reason = requiredTextError(values.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** What the ban sends: empty contact fields are left out, the booking links the entry. */
export function toBanInput(values: BanValues, bookingId: string): CreateBlacklistEntryDto {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    name: optional(values.name),
    phone: optional(values.phone),
    email: optional(values.email),
    reason: values.reason.trim(),
    bookingId,
  };
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
