import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import type { CreateBlacklistEntryDto } from '@showcase/contracts/generated/model/createBlacklistEntryDto';
import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import {
  banCustomerBodyEmailMax,
  banCustomerBodyEmailRegExp,
  banCustomerBodyNameMax,
  banCustomerBodyPhoneMax,
  banCustomerBodyPhoneRegExp,
  banCustomerBodyReasonMax,
} from '@showcase/contracts/generated/zod/blacklist/blacklist.zod';

export interface BanFormValues {
  name: string;
  phone: string;
  email: string;
  reason: string;
}

export type BanField = keyof BanFormValues;

export type BanErrorKey =
  | 'identityRequired'
  | 'nameTooLong'
  | 'phoneInvalid'
  | 'phoneTooLong'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'reasonRequired'
  | 'reasonTooLong';

export type BanErrors = Partial<Record<BanField, BanErrorKey>>;

export const emptyBanValues: BanFormValues = { name: '', phone: '', email: '', reason: '' };

/** The spec's limits (§5 "Blacklist ban"), taken from the contract. */
export const banLimits = {
  name: banCustomerBodyNameMax,
  phone: banCustomerBodyPhoneMax,
  email: banCustomerBodyEmailMax,
  reason: banCustomerBodyReasonMax,
} as const;

/** Trimmed values; empty identity fields are left out (the server reads them as absent). */
export function toBanRequest(values: BanFormValues): CreateBlacklistEntryDto {
  const request: CreateBlacklistEntryDto = { reason: values.reason.trim() };
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (name !== '') request.name = name;
  if (phone !== '') request.phone = phone;
  if (email !== '') request.email = email;
  return request;
}

/**
 * A ban without a booking (spec §5): at least one of name, phone and e-mail (the message sits
 * at the name, where the server puts it too); name at most 50; phone digits with an optional
 * leading + and at most 25; e-mail a valid address of at most 50; a reason (at most 200).
 */
export function banFormRules(values: BanFormValues): BanErrors {
  const { name, phone, email, reason } = toBanRequest(values);
  const errors: BanErrors = {};
  if (name === undefined && phone === undefined && email === undefined) {
    errors.name = 'identityRequired';
  }
  if (name !== undefined && name.length > banLimits.name) errors.name = 'nameTooLong';
  if (phone !== undefined) {
    if (!banCustomerBodyPhoneRegExp.test(phone)) errors.phone = 'phoneInvalid';
    else if (phone.length > banLimits.phone) errors.phone = 'phoneTooLong';
  }
  if (email !== undefined) {
    if (email.length > banLimits.email) errors.email = 'emailTooLong';
    else if (!banCustomerBodyEmailRegExp.test(email)) errors.email = 'emailInvalid';
  }
  if (reason === '') errors.reason = 'reasonRequired';
  else if (reason.length > banLimits.reason) errors.reason = 'reasonTooLong';
  return errors;
}

const problemKeys: Record<BanField, (code: string) => BanErrorKey> = {
  name: (code) => (code === 'TOO_LONG' ? 'nameTooLong' : 'identityRequired'),
  phone: (code) => (code === 'TOO_LONG' ? 'phoneTooLong' : 'phoneInvalid'),
  email: (code) => (code === 'TOO_LONG' ? 'emailTooLong' : 'emailInvalid'),
  reason: (code) => (code === 'TOO_LONG' ? 'reasonTooLong' : 'reasonRequired'),
};

function isBanField(field: string): field is BanField {
  return Object.hasOwn(problemKeys, field);
}

/** The server's 400 field problems (`errors[]` of VALIDATION_FAILED) in the form's words. */
export function banProblemErrors(problem: ProblemDto | undefined): BanErrors {
  const errors: BanErrors = {};
  for (const issue of problem?.errors ?? []) {
    if (isBanField(issue.field)) errors[issue.field] = problemKeys[issue.field](issue.code);
  }
  return errors;
}

/** How a banned customer is called in texts: the name, else the e-mail, else the phone. */
export function bannedCustomerLabel(
  entry: Pick<BlacklistEntryDto, 'name' | 'email' | 'phone'>,
  fallback: string,
): string {
  return entry.name ?? entry.email ?? entry.phone ?? fallback;
}
