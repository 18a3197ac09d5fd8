import type { CreateStayDto } from '@showcase/contracts/generated/model/createStayDto';
import type { Language } from '@showcase/contracts/generated/model/language';
import type { Salutation } from '@showcase/contracts/generated/model/salutation';
import type { StayExtra } from '@showcase/contracts/generated/model/stayExtra';
import type { StayPaymentMethod } from '@showcase/contracts/generated/model/stayPaymentMethod';
import { createStayBodyCouponCodeMax } from '@showcase/contracts/generated/zod/bookings/bookings.zod';
import type { Day } from '../hourly-booking/booking-dates';
import {
  customerFormRules,
  toCustomerRequest,
  type CustomerErrors,
  type CustomerFormValues,
} from '../hourly-booking/customer-form-rules';

/**
 * The stay form: the hourly booking's customer fields (same rules, same limits in the contract),
 * plus the salutation, the payment method and a coupon code.
 */
export interface StayFormValues extends CustomerFormValues {
  salutation: Salutation;
  paymentMethod: StayPaymentMethod;
  coupon: string;
}

export const COUPON_MAX_LENGTH = createStayBodyCouponCodeMax;

/**
 * The stay form's rules: exactly the hourly customer rules (spec §5 order: name, phone, e-mail,
 * street, zip/city, adults, privacy). The salutation and the payment method are radio buttons
 * that always hold a choice; the coupon is checked by the server when booking.
 */
export function stayFormRules(values: StayFormValues): CustomerErrors {
  return customerFormRules(values);
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
