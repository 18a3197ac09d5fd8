import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { CredentialErrorKey } from '../auth/credential-rules';
import type { OpeningPeriod } from '../home/opening-hours-rows';
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
    /** The flag link to the same page in the other language. */
    otherLanguage: { name: string; lang: RentalLanguage };
  };
  footer: {
    tagline: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    terms: string;
    copyright: (year: number) => string;
  };
  home: {
    documentTitle: string;
    eyebrow: string;
    title: string;
    lead: string;
    points: readonly string[];
    ctaBook: string;
    ctaApproach: string;
    offer: {
      title: string;
      lead: string;
      blurbs: Record<VehicleType, string>;
      fromPrice: (euros: string) => string;
      book: string;
      overview: string;
      /** The buttons' full names for screen readers: 'Motorboote buchen'. */
      bookLabel: (typePlural: string) => string;
      overviewLabel: (typePlural: string) => string;
    };
    hours: {
      title: string;
      lead: string;
      periods: Record<OpeningPeriod, string>;
      closed: string;
      hoursSuffix: string;
      loading: string;
      error: string;
      retry: string;
    };
    approach: {
      title: string;
      lead: string;
      addressTitle: string;
      mapLabel: string;
      markerTitle: string;
      routeLink: string;
    };
    contact: {
      title: string;
      lead: string;
      sending: string;
      sent: string;
      failed: string;
      privacy: string;
    };
    about: {
      title: string;
      paragraphs: readonly string[];
      facts: readonly { value: string; label: string }[];
    };
    floating: { label: string; messenger: string; chat: string; phone: string };
    hiring: { title: string; text: string; contact: string; close: string };
  };
  /** The vehicle categories' names: plural for headings and buttons, singular for one boat. */
  vehicleTypes: Record<VehicleType, { plural: string; singular: string }>;
  bookingDialog: {
    title: string;
    close: string;
    lead: string;
    leadVehicle: (vehicleName: string) => string;
    byHours: { title: string; points: readonly string[]; choose: string };
    byDays: { title: string; points: readonly string[]; choose: string };
    loading: string;
    noVehicle: string;
  };
  bookingComing: {
    documentTitle: (method: 'hours' | 'days', subject: string | null) => string;
    eyebrow: Record<'hours' | 'days', string>;
    title: (method: 'hours' | 'days', subject: string | null) => string;
    lead: string;
    toOverview: (typePlural: string) => string;
    toContact: string;
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
