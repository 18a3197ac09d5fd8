import { Salutation } from '@showcase/contracts/generated/model/salutation';
import { StayPaymentMethod } from '@showcase/contracts/generated/model/stayPaymentMethod';
import { emptyCustomerValues } from '../hourly-booking/customer-form-rules';
import type { StayFormValues } from './stay-form-rules';
import type { StayDraft } from './stay-storage';

/*
 * The stay form's starting values. Kept apart from stay-form-rules.ts, which the build puts in
 * the shared forms chunk: there the contract's enums (which stay in this page's chunk) would
 * make the two chunks import each other, and whichever ran first would read the other's values
 * before they exist.
 */

/** Herr / Mr first: the form's default salutation; bank transfer the default payment. */
export const emptyStayValues: StayFormValues = {
  ...emptyCustomerValues,
  salutation: Salutation.mr,
  paymentMethod: StayPaymentMethod.bank_transfer,
  coupon: '',
};

const isOneOf = <T extends string>(options: Record<string, T>, value: string | undefined) =>
  value !== undefined && (Object.values(options) as string[]).includes(value);

/** The form's values from this tab's kept draft; unknown choices fall back to the defaults. */
export function stayValuesFromDraft(draft: StayDraft): StayFormValues {
  const { salutation, paymentMethod, ...texts } = draft;
  return {
    ...emptyStayValues,
    ...texts,
    ...(isOneOf(Salutation, salutation) && { salutation: salutation as Salutation }),
    ...(isOneOf(StayPaymentMethod, paymentMethod) && {
      paymentMethod: paymentMethod as StayPaymentMethod,
    }),
  };
}
