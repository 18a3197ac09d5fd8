import type { CredentialErrorKey } from '../auth/credential-rules';
import type { RentalLanguage } from '../rental-paths';

/** Every text of the public rental pages. Each language file must provide all of them. */
export interface RentalCatalog {
  lang: RentalLanguage;
  brand: {
    name: string;
    homeLabel: string;
  };
  skipLink: string;
  nav: {
    label: string;
    login: string;
    staffArea: string;
    logout: string;
    /** The flag link to the other language's home page. */
    otherLanguage: { name: string; lang: RentalLanguage; to: string };
  };
  footer: {
    tagline: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    copyright: (year: number) => string;
  };
  home: {
    documentTitle: string;
    eyebrow: string;
    title: string;
    lead: string;
    points: readonly string[];
  };
  notFound: {
    documentTitle: string;
    code: string;
    heading: string;
    redirectNotice: (seconds: number) => string;
    homeLink: string;
  };
  reset: {
    documentTitle: string;
    eyebrow: string;
    title: string;
    lead: string;
    labels: { password: string; passwordRepeat: string };
    passwordHint: (min: number, max: number) => string;
    submit: string;
    sending: string;
    success: string;
    toLogin: string;
    invalidLink: string;
    requestNewLink: string;
    failure: string;
    errors: Record<CredentialErrorKey, string>;
  };
}
