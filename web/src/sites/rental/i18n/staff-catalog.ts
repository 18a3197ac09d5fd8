import type { CredentialErrorKey } from '../auth/credential-rules';
import type { RegisterErrorKey } from '../auth/register-rules';

/** The staff screens' texts. The staff interface is German only (spec §2). */
export interface StaffCatalog {
  authArea: string;
  login: {
    documentTitle: string;
    title: string;
    lead: string;
    labels: { email: string; password: string };
    demoPrefilled: string;
    submit: string;
    sending: string;
    failure: string;
    rateLimited: (waitText: string) => string;
    waitSeconds: (seconds: number) => string;
    waitMinutes: (minutes: number) => string;
    sessionExpired: string;
    forgotPassword: string;
    errors: Record<CredentialErrorKey, string>;
  };
  logout: {
    documentTitle: string;
    title: string;
    note: string;
    homeLink: string;
  };
  recover: {
    documentTitle: string;
    title: string;
    lead: string;
    labels: { email: string };
    submit: string;
    sending: string;
    success: string;
    failure: string;
    backToLogin: string;
    errors: Record<CredentialErrorKey, string>;
  };
  register: {
    documentTitle: string;
    title: string;
    lead: string;
    checking: string;
    optional: string;
    groups: { person: string; access: string; contact: string };
    labels: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      passwordRepeat: string;
      phone: string;
      street: string;
      additional: string;
      zipAndCity: string;
    };
    passwordHint: (min: number, max: number) => string;
    submit: string;
    sending: string;
    success: (firstName: string, lastName: string) => string;
    simulated: string;
    emailTaken: string;
    failure: string;
    backToStaffArea: string;
    errors: Record<RegisterErrorKey, string>;
  };
  staffArea: {
    documentTitle: string;
    title: string;
    greeting: (firstName: string) => string;
    checking: string;
    checkFailed: string;
    retry: string;
    modulesTitle: string;
    comingSoon: string;
    modules: readonly { title: string; text: string }[];
    adminTitle: string;
    registerLink: string;
    registerText: string;
    vehiclesTitle: string;
    vehiclesText: string;
  };
}
