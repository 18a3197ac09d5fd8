import type { Salutation } from '@showcase/contracts/generated/model/salutation';
import type { CouponErrorKey } from '../features/coupon-purchase/coupon-form-rules';
import type { RentalLanguage } from '../rental-paths';

/**
 * Every text of the gift coupon page (spec §5 "Coupon form", §8 "Coupon page"), kept apart from
 * the rental catalog: only this page's chunk carries them. Each language file provides all.
 */
export interface CouponCatalog {
  lang: RentalLanguage;
  documentTitle: string;
  description: string;
  backToHome: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly string[];
  demo: { title: string; text: string };
  coupon: {
    title: string;
    amountLabel: string;
    amountHint: (min: number, max: number) => string;
    /** The quick choices' names for screen readers: '100 Euro'. */
    presetLabel: (euros: number) => string;
    presetsLabel: string;
    recipientLabel: string;
    textLabel: string;
    /** The text field's counter: '42 von 300 Zeichen'. */
    textCounter: (used: number, max: number) => string;
    backgroundLegend: string;
    backgrounds: Record<1 | 2 | 3, string>;
    optional: string;
  };
  buyer: {
    title: string;
    salutation: { legend: string } & Record<Salutation, string>;
    labels: {
      name: string;
      email: string;
      street: string;
      supplement: string;
      zipCity: string;
    };
  };
  payment: {
    title: string;
    legend: string;
    methods: Record<'bank_transfer' | 'paypal', { label: string; hint: string }>;
    payPalDisabled: string;
    payPalLead: string;
    payPalLoading: string;
    payPalLoadError: string;
    payPalRetry: string;
    payPalCancelled: string;
    usePayPalButton: string;
  };
  privacy: { before: string; link: string; after: string };
  errors: Record<CouponErrorKey, string>;
  summary: string;
  submit: string;
  sending: string;
  rateLimited: (minutes: number | null) => string;
  preview: {
    label: string;
    title: string;
    heading: string;
    forRecipient: (recipient: string) => string;
    codeLabel: string;
    codePlaceholder: string;
    validity: string;
    note: string;
  };
  result: {
    successTitle: string;
    transfer: (amount: string) => string;
    paidByPayPal: (amount: string) => string;
    confirmationMail: string;
    simulated: string;
    another: string;
    payPalFailedTitle: string;
    payPalFailed: string;
    errorTitle: string;
    error: string;
    retry: string;
  };
}

/** The page's name where other pages link to it (the footer). */
export const COUPON_LINK_LABEL: Record<RentalLanguage, string> = {
  de: 'Gutschein verschenken',
  en: 'Give a gift coupon',
};
