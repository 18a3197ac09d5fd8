import type { CreateBookingDto } from '@showcase/contracts/generated/model/createBookingDto';
import type { Language } from '@showcase/contracts/generated/model/language';
import {
  createBookingBodyAdultsMax,
  createBookingBodyChildAgeFromMax,
  createBookingBodyCommentMax,
  createBookingBodyEmailMax,
  createBookingBodyEmailRegExp,
  createBookingBodyNameMax,
  createBookingBodyNameMin,
  createBookingBodyPhoneMax,
  createBookingBodyPhoneMin,
  createBookingBodyPhoneRegExp,
  createBookingBodyStreetMax,
  createBookingBodyStreetRegExp,
  createBookingBodySupplementMax,
  createBookingBodyZipCityMax,
  createBookingBodyZipCityRegExp,
} from '@showcase/contracts/generated/zod/bookings/bookings.zod';

/** The hourly customer form as typed: every field a string, the consent a checkbox. */
export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  street: string;
  supplement: string;
  zipCity: string;
  adults: string;
  children: string;
  childAgeFrom: string;
  childAgeTo: string;
  comment: string;
  privacyAccepted: boolean;
}

export type CustomerField = keyof CustomerFormValues;

/** The messages the form shows (spec §8 "Hourly field messages"); texts live in the catalogs. */
export type CustomerErrorKey =
  | 'name'
  | 'phone'
  | 'email'
  | 'street'
  | 'supplement'
  | 'zipCity'
  | 'counts'
  | 'comment'
  | 'privacy';

export type CustomerErrors = Partial<Record<CustomerField, CustomerErrorKey>>;

export const emptyCustomerValues: CustomerFormValues = {
  name: '',
  phone: '',
  email: '',
  street: '',
  supplement: '',
  zipCity: '',
  adults: '1',
  children: '',
  childAgeFrom: '',
  childAgeTo: '',
  comment: '',
  privacyAccepted: false,
};

/**
 * The order errors are checked, listed and focused in (spec §5: name, phone, e-mail, street,
 * zip/city, adults, privacy checkbox); the fields the spec does not order sit where the form
 * shows them.
 */
export const customerFieldOrder: readonly CustomerField[] = [
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
  'privacyAccepted',
];

/** The spec's numbers (§5, §9), taken from the contract. */
export const customerLimits = {
  nameMin: createBookingBodyNameMin,
  nameMax: createBookingBodyNameMax,
  phoneMin: createBookingBodyPhoneMin,
  phoneMax: createBookingBodyPhoneMax,
  emailMax: createBookingBodyEmailMax,
  streetMax: createBookingBodyStreetMax,
  supplementMax: createBookingBodySupplementMax,
  zipCityMax: createBookingBodyZipCityMax,
  commentMax: createBookingBodyCommentMax,
  /** Boats carry up to 12 persons on the hourly pages (spec §1). */
  maxPersons: createBookingBodyAdultsMax,
  maxChildAge: createBookingBodyChildAgeFromMax,
} as const;

const DIGITS = /^\d+$/;

/** "Counts accept digits only": what a count field keeps of what is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone number while typing: an optional leading plus, then digits. */
export function phoneCharacters(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + digitsOnly(value);
}

const within = (value: string, min: number, max: number) =>
  value.length >= min && value.length <= max;

/** A count as a number; '' counts as `empty`, anything but digits as NaN. */
function count(value: string, empty: number): number {
  const trimmed = value.trim();
  if (trimmed === '') return empty;
  return DIGITS.test(trimmed) ? Number(trimmed) : NaN;
}

/** Children as the form means them: 0 when left empty. */
export function childCount(values: Pick<CustomerFormValues, 'children'>): number {
  const children = count(values.children, 0);
  return Number.isNaN(children) ? 0 : children;
}

/**
 * The hourly customer form's rules (spec §5): name 5–50; phone 5–25, an optional leading plus
 * and digits; e-mail pattern, at most 50; street and zip/city with a letter and a digit, at
 * most 50; supplement at most 50; adults not zero, counts digits only and at most 12 persons;
 * child ages digits (0–17, from not above to); comment at most 200; the privacy checkbox ticked.
 */
export function customerFormRules(values: CustomerFormValues): CustomerErrors {
  const errors: CustomerErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  const street = values.street.trim();
  const zipCity = values.zipCity.trim();
  const L = customerLimits;

  if (!within(name, L.nameMin, L.nameMax)) errors.name = 'name';
  if (!within(phone, L.phoneMin, L.phoneMax) || !createBookingBodyPhoneRegExp.test(phone)) {
    errors.phone = 'phone';
  }
  if (email.length > L.emailMax || !createBookingBodyEmailRegExp.test(email)) {
    errors.email = 'email';
  }
  if (street.length > L.streetMax || !createBookingBodyStreetRegExp.test(street)) {
    errors.street = 'street';
  }
  if (values.supplement.trim().length > L.supplementMax) errors.supplement = 'supplement';
  if (zipCity.length > L.zipCityMax || !createBookingBodyZipCityRegExp.test(zipCity)) {
    errors.zipCity = 'zipCity';
  }

  const adults = count(values.adults, NaN);
  const children = count(values.children, 0);
  if (!(adults >= 1 && adults <= L.maxPersons)) errors.adults = 'counts';
  if (Number.isNaN(children) || children > L.maxPersons) errors.children = 'counts';
  else if (!errors.adults && adults + children > L.maxPersons) errors.children = 'counts';
  if (children > 0) {
    const from = count(values.childAgeFrom, 0);
    const to = count(values.childAgeTo, 0);
    const age = (value: number) => !Number.isNaN(value) && value <= L.maxChildAge;
    if (!age(from)) errors.childAgeFrom = 'counts';
    if (children > 1 && !age(to)) errors.childAgeTo = 'counts';
    if (
      children > 1 &&
      !errors.childAgeFrom &&
      !errors.childAgeTo &&
      values.childAgeFrom.trim() !== '' &&
      values.childAgeTo.trim() !== '' &&
      from > to
    ) {
      errors.childAgeTo = 'counts';
    }
  }

  if (values.comment.trim().length > L.commentMax) errors.comment = 'comment';
  if (!values.privacyAccepted) errors.privacyAccepted = 'privacy';
  return errors;
}

/** The invalid fields in the spec's order: the first is focused, the list shown in it. */
export function orderedErrors(errors: CustomerErrors): CustomerField[] {
  return customerFieldOrder.filter((field) => errors[field] !== undefined);
}

const optionalText = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const optionalCount = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

export type CustomerRequest = Omit<
  CreateBookingDto,
  'vehicleId' | 'day' | 'startHour' | 'hours' | 'extras' | 'code'
>;

/**
 * The form as the API takes it: trimmed, counts as numbers, empty optional fields left out.
 * One child has one age (from); ages are only sent with children.
 */
export function toCustomerRequest(values: CustomerFormValues, lang: Language): CustomerRequest {
  const children = childCount(values);
  const request: CustomerRequest = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    street: values.street.trim(),
    zipCity: values.zipCity.trim(),
    adults: Number(values.adults.trim()),
    // Built only from a form that passed the rules, so the box was ticked.
    privacyAccepted: true,
    lang,
  };
  const supplement = optionalText(values.supplement);
  const comment = optionalText(values.comment);
  if (supplement !== undefined) request.supplement = supplement;
  if (comment !== undefined) request.comment = comment;
  if (children > 0) {
    request.children = children;
    const from = optionalCount(values.childAgeFrom);
    const to = children > 1 ? optionalCount(values.childAgeTo) : undefined;
    if (from !== undefined) request.childAgeFrom = from;
    if (to !== undefined) request.childAgeTo = to;
  }
  return request;
}

/** The form field an API field error names (`errors[].field` of VALIDATION_FAILED). */
export function customerFieldOfApiField(field: string): CustomerField | null {
  const name = field.split('.')[0] ?? field;
  if (name === 'privacyAccepted') return 'privacyAccepted';
  return (customerFieldOrder as readonly string[]).includes(name) ? (name as CustomerField) : null;
}

/** The message key of a field, whatever made it invalid (server or browser). */
export function errorKeyOfField(field: CustomerField): CustomerErrorKey {
  switch (field) {
    case 'adults':
    case 'children':
    case 'childAgeFrom':
    case 'childAgeTo':
      return 'counts';
    case 'privacyAccepted':
      return 'privacy';
    default:
      return field;
  }
}
