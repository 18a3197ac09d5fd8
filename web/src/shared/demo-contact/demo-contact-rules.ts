import {
  createContactRequestBodyEmailMax,
  createContactRequestBodyEmailRegExp,
  createContactRequestBodySenderMax,
} from '@showcase/contracts/generated/zod/contact/contact.zod';

export interface DemoContactValues {
  name: string;
  email: string;
  message: string;
}

/** While typing only lengths are checked; a half-typed address is not an error yet. */
export type DemoContactPhase = 'typing' | 'submit';

export type DemoContactErrorKey = 'name' | 'email' | 'messageTooLong' | 'messageEmpty';

export type DemoContactErrors = Partial<Record<keyof DemoContactValues, DemoContactErrorKey>>;

// The same limits and pattern as the agency's real form, taken from the API contract.
export const demoContactLimits = {
  name: createContactRequestBodySenderMax,
  email: createContactRequestBodyEmailMax,
} as const;

/** The demo contact form's rules (spec §5); pure, so they are tested without a form. */
export function demoContactRules(
  values: DemoContactValues,
  phase: DemoContactPhase,
  messageMax: number,
): DemoContactErrors {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const errors: DemoContactErrors = {};
  const submit = phase === 'submit';

  if (name.length > demoContactLimits.name || (submit && name === '')) errors.name = 'name';
  if (
    email.length > demoContactLimits.email ||
    (submit && !createContactRequestBodyEmailRegExp.test(email))
  ) {
    errors.email = 'email';
  }
  if (message.length > messageMax) errors.message = 'messageTooLong';
  else if (submit && message === '') errors.message = 'messageEmpty';
  return errors;
}
