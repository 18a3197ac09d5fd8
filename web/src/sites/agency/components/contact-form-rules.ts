import type { CreateContactRequestDto } from '@showcase/contracts/generated/model/createContactRequestDto';
import {
  createContactRequestBodyBodyMax,
  createContactRequestBodyEmailMax,
  createContactRequestBodyEmailRegExp,
  createContactRequestBodySenderMax,
} from '@showcase/contracts/generated/zod/contact/contact.zod';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

/** While typing only lengths are checked; a half-typed address is not an error yet. */
export type ContactRulePhase = 'typing' | 'submit';

export type ContactErrorKey = 'nameInvalid' | 'emailInvalid' | 'messageTooLong' | 'messageEmpty';

export type ContactFormErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** Form order, so the first invalid field can be found and focused. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'message'];

export const contactLimits = {
  name: createContactRequestBodySenderMax,
  email: createContactRequestBodyEmailMax,
  message: createContactRequestBodyBodyMax,
} as const satisfies Record<ContactField, number>;

/** What the API receives: the form's values, trimmed, under the contract's names. */
export function toContactRequest(values: ContactFormValues): CreateContactRequestDto {
  return {
    sender: values.name.trim(),
    email: values.email.trim(),
    body: values.message.trim(),
  };
}

/**
 * The agency contact form's rules (spec §5), with the numbers and pattern from the contract.
 * They check the contract's limits and pattern directly rather than through its schema, which
 * would bring the zod runtime onto the agency's home page for three fields; the tests keep the
 * two in step.
 */
export function contactFormRules(
  values: ContactFormValues,
  phase: ContactRulePhase,
): ContactFormErrors {
  const request = toContactRequest(values);
  return phase === 'typing' ? typingErrors(request) : submitErrors(request);
}

function typingErrors(request: CreateContactRequestDto): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (request.sender.length > contactLimits.name) errors.name = 'nameInvalid';
  if (request.email.length > contactLimits.email) errors.email = 'emailInvalid';
  if (request.body.length > contactLimits.message) errors.message = 'messageTooLong';
  return errors;
}

/** Every field is required; an address must also match the contract's pattern. */
function submitErrors(request: CreateContactRequestDto): ContactFormErrors {
  const errors = typingErrors(request);
  if (request.sender === '') errors.name = 'nameInvalid';
  if (!createContactRequestBodyEmailRegExp.test(request.email)) errors.email = 'emailInvalid';
  if (request.body === '') errors.message = 'messageEmpty';
  return errors;
}
