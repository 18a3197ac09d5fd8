import type { CreateEmployeeDto } from '@showcase/contracts/generated/model/createEmployeeDto';
import {
  CreateEmployeeBody,
  createEmployeeBodyAdditionalMax,
  createEmployeeBodyEmailMax,
  createEmployeeBodyFirstNameMax,
  createEmployeeBodyLastNameMax,
  createEmployeeBodyPasswordMax,
  createEmployeeBodyPasswordMin,
  createEmployeeBodyPhoneMax,
  createEmployeeBodyStreetMax,
  createEmployeeBodyZipAndCityMax,
} from '@showcase/contracts/generated/zod/employees/employees.zod';
import type { CredentialErrorKey, FormErrors } from './credential-rules';

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
  phone: string;
  street: string;
  additional: string;
  zipAndCity: string;
}

export type RegisterField = keyof RegisterFormValues;

export type RegisterErrorKey =
  | CredentialErrorKey
  | 'firstNameInvalid'
  | 'lastNameInvalid'
  | 'phoneInvalid'
  | 'streetTooLong'
  | 'additionalTooLong'
  | 'zipAndCityTooLong';

export const emptyRegisterValues: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordRepeat: '',
  phone: '',
  street: '',
  additional: '',
  zipAndCity: '',
};

/** Form order, the order errors are reported and focused in. */
export const registerFields: readonly RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordRepeat',
  'phone',
  'street',
  'additional',
  'zipAndCity',
];

/** The spec's limits (§5, §9), taken from the contract. */
export const registerLimits = {
  firstName: createEmployeeBodyFirstNameMax,
  lastName: createEmployeeBodyLastNameMax,
  email: createEmployeeBodyEmailMax,
  passwordMin: createEmployeeBodyPasswordMin,
  passwordMax: createEmployeeBodyPasswordMax,
  phone: createEmployeeBodyPhoneMax,
  street: createEmployeeBodyStreetMax,
  additional: createEmployeeBodyAdditionalMax,
  zipAndCity: createEmployeeBodyZipAndCityMax,
} as const;

/** "Capitalised on send": the first letter upper case, the rest as typed (as the server does). */
export function capitalise(name: string): string {
  return name.charAt(0).toLocaleUpperCase('de-DE') + name.slice(1);
}

/** Trimmed values under the contract's names; empty optional fields are left out. */
export function toCreateEmployeeRequest(values: RegisterFormValues): CreateEmployeeDto {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const request: CreateEmployeeDto = {
    firstName: capitalise(values.firstName.trim()),
    lastName: capitalise(values.lastName.trim()),
    email: values.email.trim(),
    password: values.password,
  };
  const phone = optional(values.phone);
  const street = optional(values.street);
  const additional = optional(values.additional);
  const zipAndCity = optional(values.zipAndCity);
  if (phone !== undefined) request.phone = phone;
  if (street !== undefined) request.street = street;
  if (additional !== undefined) request.additional = additional;
  if (zipAndCity !== undefined) request.zipAndCity = zipAndCity;
  return request;
}

const issueKeys: Partial<Record<keyof CreateEmployeeDto, RegisterErrorKey>> = {
  firstName: 'firstNameInvalid',
  lastName: 'lastNameInvalid',
  email: 'emailInvalid',
  password: 'passwordLength',
  phone: 'phoneInvalid',
  street: 'streetTooLong',
  additional: 'additionalTooLong',
  zipAndCity: 'zipAndCityTooLong',
};

/**
 * Register (spec §5): names required, at most 25; e-mail pattern, at most 50; password 4 to 20
 * and repeated exactly; phone digits with an optional leading plus, at most 25; street,
 * additional, zip and city at most 50 each. The schema is the contract's own.
 */
export function registerFormRules(
  values: RegisterFormValues,
): FormErrors<RegisterFormValues, RegisterErrorKey> {
  const errors: FormErrors<RegisterFormValues, RegisterErrorKey> = {};
  const result = CreateEmployeeBody.safeParse(toCreateEmployeeRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof CreateEmployeeDto;
      const key = issueKeys[field];
      if (key) errors[field] = key;
    }
  }
  if (values.passwordRepeat !== values.password) errors.passwordRepeat = 'passwordMismatch';
  return errors;
}
