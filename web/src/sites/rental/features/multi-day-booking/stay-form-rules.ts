import type { CreateStayDto } from '@showcase/contracts/generated/model/createStayDto';
import type { Language } from '@showcase/contracts/generated/model/language';
import { Salutation } from '@showcase/contracts/generated/model/salutation';
import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import { StayPaymentMethod } from '@showcase/contracts/generated/model/stayPaymentMethod';
import { createStayBodyCouponCodeMax } from '@showcase/contracts/generated/zod/bookings/bookings.zod';
import type { Day } from '../hourly-booking/booking-dates';
import {
  customerFormRules,
  emptyCustomerValues,
  toCustomerRequest,
  type CustomerErrors,
  type CustomerFormValues,
} from '../hourly-booking/customer-form-rules';
import type { StayDraft } from './stay-storage';

/**
 * The stay form: the hourly booking's customer fields (same rules, same limits in the contract),
 * plus the salutation, the payment method and a coupon code.
 */
export interface StayFormValues extends CustomerFormValues {
  salutation: Salutation;
  paymentMethod: StayPaymentMethod;
  coupon: string;
}

/** Herr / Mr first: the form's default salutation; bank transfer the default payment. */
export const emptyStayValues: StayFormValues = {
  ...emptyCustomerValues,
  salutation: Salutation.mr,
  paymentMethod: StayPaymentMethod.bank_transfer,
  coupon: '',
};

export const COUPON_MAX_LENGTH = createStayBodyCouponCodeMax;

/**
 * The stay form's rules: exactly the hourly customer rules (spec §5 order: name, phone, e-mail,
 * street, zip/city, adults, privacy). The salutation and the payment method are radio buttons
 * that always hold a choice; the coupon is checked by the server when booking.
 */
export function stayFormRules(values: StayFormValues): CustomerErrors {
  return customerFormRules(values);
}

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

export interface StayChoice {
  vehicleId: string;
  startDay: Day;
  endDay: Day;
  extras: readonly StayExtra[];
}

/**
 * The stay as `POST /stays` (and PayPal's order) takes it: the customer's request as the hourly
 * booking builds it, the salutation, the dates and extras, the payment method and a trimmed
 * coupon code when one was entered. No price: the server computes it.
 */
export function toStayRequest(
  values: StayFormValues,
  lang: Language,
  choice: StayChoice,
): CreateStayDto {
  const coupon = values.coupon.trim();
  return {
    ...toCustomerRequest(values, lang),
    salutation: values.salutation,
    vehicleId: choice.vehicleId,
    startDay: choice.startDay,
    endDay: choice.endDay,
    extras: [...choice.extras],
    paymentMethod: values.paymentMethod,
    ...(coupon !== '' && { couponCode: coupon }),
  };
}
