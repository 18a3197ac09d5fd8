import type { LoginDto } from '@showcase/contracts/generated/model/loginDto';
import type { PasswordRecoveryDto } from '@showcase/contracts/generated/model/passwordRecoveryDto';
import type { PasswordResetDto } from '@showcase/contracts/generated/model/passwordResetDto';
import {
  LoginBody,
  loginBodyEmailMax,
  loginBodyPasswordMax,
  loginBodyPasswordMin,
  RequestPasswordRecoveryBody,
  resetPasswordBodyTokenMax,
} from '@showcase/contracts/generated/zod/auth/auth.zod';

/** Keys of the messages the e-mail and password rules produce (texts in the catalogs). */
export type CredentialErrorKey = 'emailInvalid' | 'passwordLength' | 'passwordMismatch';

export type FormErrors<Values, Key extends string> = Partial<Record<keyof Values, Key>>;

/** The spec's numbers (§5, §9), taken from the contract. */
export const credentialLimits = {
  emailMax: loginBodyEmailMax,
  passwordMin: loginBodyPasswordMin,
  passwordMax: loginBodyPasswordMax,
} as const;

function isValidPassword(password: string): boolean {
  return LoginBody.shape.password.safeParse(password).success;
}

function isValidEmail(email: string): boolean {
  return LoginBody.shape.email.safeParse(email).success;
}

// Login --------------------------------------------------------------------------------------

export interface LoginFormValues {
  email: string;
  password: string;
}

/** The e-mail address is trimmed; a password is taken exactly as typed. */
export function toLoginRequest(values: LoginFormValues): LoginDto {
  return { email: values.email.trim(), password: values.password };
}

/** Login (spec §5): e-mail pattern and at most 50 characters, password 4 to 20 characters. */
export function loginFormRules(
  values: LoginFormValues,
): FormErrors<LoginFormValues, CredentialErrorKey> {
  const request = toLoginRequest(values);
  const errors: FormErrors<LoginFormValues, CredentialErrorKey> = {};
  if (!isValidEmail(request.email)) errors.email = 'emailInvalid';
  if (!isValidPassword(request.password)) errors.password = 'passwordLength';
  return errors;
}

// Recover ------------------------------------------------------------------------------------

export interface RecoverFormValues {
  email: string;
}

export function toRecoveryRequest(
  values: RecoverFormValues,
  lang: PasswordRecoveryDto['lang'],
): PasswordRecoveryDto {
  return { email: values.email.trim(), lang };
}

export function recoverFormRules(
  values: RecoverFormValues,
): FormErrors<RecoverFormValues, CredentialErrorKey> {
  const valid = RequestPasswordRecoveryBody.shape.email.safeParse(values.email.trim()).success;
  return valid ? {} : { email: 'emailInvalid' };
}

// New password (reset) -------------------------------------------------------------------------

export interface NewPasswordFormValues {
  password: string;
  passwordRepeat: string;
}

/** A new password: 4 to 20 characters, and the repeat must match it. */
export function newPasswordFormRules(
  values: NewPasswordFormValues,
): FormErrors<NewPasswordFormValues, CredentialErrorKey> {
  const errors: FormErrors<NewPasswordFormValues, CredentialErrorKey> = {};
  if (!isValidPassword(values.password)) errors.password = 'passwordLength';
  if (values.passwordRepeat !== values.password) errors.passwordRepeat = 'passwordMismatch';
  return errors;
}

export function toPasswordResetRequest(
  token: string,
  values: NewPasswordFormValues,
): PasswordResetDto {
  return { token, password: values.password };
}

/**
 * The reset token from the link's fragment (`#token=…`); the fragment never reaches a server.
 * Null when it is missing or cannot be one the server issued.
 */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  if (!token || token.length > resetPasswordBodyTokenMax) return null;
  return token;
}
