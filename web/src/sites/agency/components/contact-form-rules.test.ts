import {
  CreateContactRequestBody,
  createContactRequestBodyBodyMax,
  createContactRequestBodyEmailMax,
  createContactRequestBodySenderMax,
} from '@showcase/contracts/generated/zod/contact/contact.zod';
import { describe, expect, it } from 'vitest';
import {
  contactFormRules,
  contactLimits,
  toContactRequest,
  type ContactFormValues,
} from './contact-form-rules';

const valid = { name: 'Erika Musterfrau', email: 'erika@example.de', message: 'Hallo!' };

describe('contactFormRules', () => {
  it('takes its limits from the contract', () => {
    expect(contactLimits).toEqual({
      name: createContactRequestBodySenderMax,
      email: createContactRequestBodyEmailMax,
      message: createContactRequestBodyBodyMax,
    });
    expect(contactLimits).toEqual({ name: 50, email: 50, message: 2000 });
  });

  it('accepts valid values in both phases', () => {
    expect(contactFormRules(valid, 'typing')).toEqual({});
    expect(contactFormRules(valid, 'submit')).toEqual({});
  });

  it('checks only lengths while typing', () => {
    const empty = { name: '', email: 'half-typed@', message: '' };
    expect(contactFormRules(empty, 'typing')).toEqual({});

    const tooLong = {
      name: 'n'.repeat(51),
      email: `${'e'.repeat(40)}@example.de`,
      message: 'm'.repeat(2001),
    };
    expect(contactFormRules(tooLong, 'typing')).toEqual({
      name: 'nameInvalid',
      email: 'emailInvalid',
      message: 'messageTooLong',
    });
  });

  it('measures the trimmed values', () => {
    const padded = {
      name: ` ${'n'.repeat(50)} `,
      email: `  ${'e'.repeat(39)}@example.de `,
      message: ` ${'m'.repeat(2000)}\n`,
    };
    expect(contactFormRules(padded, 'typing')).toEqual({});
    expect(contactFormRules(padded, 'submit')).toEqual({});
  });

  it("reports empty fields on submit, with the message's own key", () => {
    expect(contactFormRules({ name: ' ', email: '', message: '  ' }, 'submit')).toEqual({
      name: 'nameInvalid',
      email: 'emailInvalid',
      message: 'messageEmpty',
    });
  });

  it.each([
    'erika',
    'erika@',
    'erika@example',
    'erika@example.d',
    'erika@example.toolong',
    'er ika@example.de',
    'erika+news@example.de',
  ])('rejects the address %j on submit', (email) => {
    expect(contactFormRules({ ...valid, email }, 'submit')).toEqual({ email: 'emailInvalid' });
  });

  it.each(['e.r_i-ka@mail.example.de', 'ERIKA@EXAMPLE.COM', 'a@b.museum'])(
    'accepts %j on submit',
    (email) => {
      expect(contactFormRules({ ...valid, email }, 'submit')).toEqual({});
    },
  );

  it('reports a too long message on submit as too long, not as empty', () => {
    expect(contactFormRules({ ...valid, message: 'm'.repeat(2001) }, 'submit')).toEqual({
      message: 'messageTooLong',
    });
  });
});

describe("contactFormRules and the contract's schema", () => {
  const fieldOf = { name: 'sender', email: 'email', message: 'body' } as const;

  it.each<ContactFormValues>([
    valid,
    { name: '', email: '', message: '' },
    { name: 'n'.repeat(51), email: `${'e'.repeat(39)}@example.de`, message: 'm'.repeat(2000) },
    { name: 'n'.repeat(50), email: `${'e'.repeat(40)}@example.de`, message: 'm'.repeat(2001) },
    { ...valid, email: 'erika@example' },
    { ...valid, email: 'a@b.museum' },
    { ...valid, email: ' erika@example.de ', message: ' \n ' },
  ])('finds the same fields invalid at submit as the schema: %j', (values) => {
    const result = CreateContactRequestBody.safeParse(toContactRequest(values));
    const schemaFields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    const ruleFields = Object.keys(contactFormRules(values, 'submit')).map(
      (field) => fieldOf[field as keyof typeof fieldOf],
    );
    expect(new Set(ruleFields)).toEqual(new Set(schemaFields));
  });
});

describe('toContactRequest', () => {
  it('trims and renames the fields for the API', () => {
    expect(toContactRequest({ name: ' Erika ', email: ' e@x.de ', message: '\nHallo\n' })).toEqual({
      sender: 'Erika',
      email: 'e@x.de',
      body: 'Hallo',
    });
  });
});
