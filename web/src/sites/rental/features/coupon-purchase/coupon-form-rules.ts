import type { CouponBackground } from '@showcase/contracts/generated/model/couponBackground';
import type { CouponPaymentMethod } from '@showcase/contracts/generated/model/couponPaymentMethod';
import type { CreateCouponOrderDto } from '@showcase/contracts/generated/model/createCouponOrderDto';
import type { Language } from '@showcase/contracts/generated/model/language';
import type { Salutation } from '@showcase/contracts/generated/model/salutation';
import {
  createCouponOrderBodyAmountCentsMax,
  createCouponOrderBodyAmountCentsMin,
  createCouponOrderBodyEmailMax,
  createCouponOrderBodyEmailRegExp,
  createCouponOrderBodyNameMax,
  createCouponOrderBodyNameMin,
  createCouponOrderBodyRecipientMax,
  createCouponOrderBodyStreetMax,
  createCouponOrderBodyStreetRegExp,
  createCouponOrderBodySupplementMax,
  createCouponOrderBodyTextMax,
  createCouponOrderBodyZipCityMax,
  createCouponOrderBodyZipCityRegExp,
} from '@showcase/contracts/generated/zod/coupons/coupons.zod';

/**
 * The coupon form as typed (spec §3 "Coupon request", §5 "Coupon form"): every entry a string,
 * the picture's number as text (a radio's value), no payment chosen yet as ''.
 */
export interface CouponFormValues {
  salutation: Salutation;
  name: string;
  email: string;
  street: string;
  supplement: string;
  zipCity: string;
  recipient: string;
  text: string;
  /** Whole euros, digits only. */
  amount: string;
  background: `${CouponBackground}`;
  paymentMethod: CouponPaymentMethod | '';
  privacyConsent: boolean;
}

export type CouponField = keyof CouponFormValues;

/** The form's messages; the texts live in the coupon catalogs. */
export type CouponErrorKey =
  | 'name'
  | 'email'
  | 'street'
  | 'supplement'
  | 'zipCity'
  | 'recipient'
  | 'text'
  | 'amountMin'
  | 'amountMax'
  | 'privacy'
  | 'payment';

export type CouponErrors = Partial<Record<CouponField, CouponErrorKey>>;

/** The form at its start: Herr / Mr as on the stay form, the first picture, no payment chosen. */
export const emptyCouponValues: CouponFormValues = {
  salutation: 'mr',
  name: '',
  email: '',
  street: '',
  supplement: '',
  zipCity: '',
  recipient: '',
  text: '',
  amount: '',
  background: '1',
  paymentMethod: '',
  privacyConsent: false,
};

/** The spec's numbers (§5, §9), taken from the contract. */
export const couponLimits = {
  nameMin: createCouponOrderBodyNameMin,
  nameMax: createCouponOrderBodyNameMax,
  emailMax: createCouponOrderBodyEmailMax,
  streetMax: createCouponOrderBodyStreetMax,
  supplementMax: createCouponOrderBodySupplementMax,
  zipCityMax: createCouponOrderBodyZipCityMax,
  recipientMax: createCouponOrderBodyRecipientMax,
  textMax: createCouponOrderBodyTextMax,
  /** Whole euros. */
  amountMin: createCouponOrderBodyAmountCentsMin / 100,
  amountMax: createCouponOrderBodyAmountCentsMax / 100,
} as const;

/**
 * The order errors are checked, listed and focused in: the page's order, from the coupon
 * (amount, recipient, text) to the buyer, the consent and the payment.
 */
export const couponFieldOrder: readonly CouponField[] = [
  'amount',
  'recipient',
  'text',
  'background',
  'salutation',
  'name',
  'email',
  'street',
  'supplement',
  'zipCity',
  'paymentMethod',
  'privacyConsent',
];

/** What an amount field keeps of what is typed: digits only (whole euros). */
export function euroDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The amount as whole euros; NaN when it is none. */
export function amountEuros(value: string): number {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The coupon form's rules (spec §5): name 5–50; e-mail pattern, at most 50; street and zip/city
 * with a letter and a digit, at most 50; supplement at most 50; recipient at most 25; text at
 * most 300; the amount whole euros of at least 50 (and, the server's ceiling, at most 5,000);
 * the privacy consent ticked; exactly one payment method.
 */
export function couponFormRules(values: CouponFormValues): CouponErrors {
  const errors: CouponErrors = {};
  const L = couponLimits;
  const name = values.name.trim();
  const email = values.email.trim();
  const street = values.street.trim();
  const zipCity = values.zipCity.trim();
  const euros = amountEuros(values.amount);

  if (!(euros >= L.amountMin)) errors.amount = 'amountMin';
  else if (euros > L.amountMax) errors.amount = 'amountMax';
  if (values.recipient.trim().length > L.recipientMax) errors.recipient = 'recipient';
  if (values.text.trim().length > L.textMax) errors.text = 'text';
  if (name.length < L.nameMin || name.length > L.nameMax) errors.name = 'name';
  if (email.length > L.emailMax || !createCouponOrderBodyEmailRegExp.test(email)) {
    errors.email = 'email';
  }
  if (street.length > L.streetMax || !createCouponOrderBodyStreetRegExp.test(street)) {
    errors.street = 'street';
  }
  if (values.supplement.trim().length > L.supplementMax) errors.supplement = 'supplement';
  if (zipCity.length > L.zipCityMax || !createCouponOrderBodyZipCityRegExp.test(zipCity)) {
    errors.zipCity = 'zipCity';
  }
  if (values.paymentMethod !== 'bank_transfer' && values.paymentMethod !== 'paypal') {
    errors.paymentMethod = 'payment';
  }
  if (!values.privacyConsent) errors.privacyConsent = 'privacy';
  return errors;
}

/** The invalid fields in the page's order: the first is focused, the list shown in it. */
export function orderedCouponErrors(errors: CouponErrors): CouponField[] {
  return couponFieldOrder.filter((field) => errors[field] !== undefined);
}

const optionalText = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The form as the API takes it: trimmed, the amount in cents, empty optional fields left out.
 * Built only from a form that passed the rules (a payment chosen, the consent ticked).
 */
export function toCouponOrderRequest(
  values: CouponFormValues,
  lang: Language,
): CreateCouponOrderDto {
  const request: CreateCouponOrderDto = {
    salutation: values.salutation,
    name: values.name.trim(),
    email: values.email.trim(),
    street: values.street.trim(),
    zipCity: values.zipCity.trim(),
    background: Number(values.background) as CouponBackground,
    amountCents: amountEuros(values.amount) * 100,
    paymentMethod: values.paymentMethod === 'paypal' ? 'paypal' : 'bank_transfer',
    privacyConsent: true,
    lang,
  };
  const supplement = optionalText(values.supplement);
  const recipient = optionalText(values.recipient);
  const text = optionalText(values.text);
  if (supplement !== undefined) request.supplement = supplement;
  if (recipient !== undefined) request.recipient = recipient;
  if (text !== undefined) request.text = text;
  return request;
}

/** The API's field names (`errors[].field`) as the form's. */
const API_FIELDS: Readonly<Record<string, CouponField>> = {
  salutation: 'salutation',
  name: 'name',
  email: 'email',
  street: 'street',
  supplement: 'supplement',
  zipCity: 'zipCity',
  recipient: 'recipient',
  text: 'text',
  background: 'background',
  amountCents: 'amount',
  paymentMethod: 'paymentMethod',
  privacyConsent: 'privacyConsent',
};

/** The form field an API field error names, or null (then the page shows a general error). */
export function couponFieldOfApiField(field: string): CouponField | null {
  return Object.hasOwn(API_FIELDS, field) ? (API_FIELDS[field] ?? null) : null;
}

/** The message key of a field, whatever made it invalid (server or browser). */
export function couponErrorKeyOf(field: CouponField, apiCode?: string): CouponErrorKey | null {
  switch (field) {
    case 'amount':
      return apiCode === 'TOO_LARGE' ? 'amountMax' : 'amountMin';
    case 'paymentMethod':
      return 'payment';
    case 'privacyConsent':
      return 'privacy';
    case 'salutation':
    case 'background':
      // Radios that always hold a choice: the server refusing one is no correction to ask for.
      return null;
    default:
      return field;
  }
}
