import {
  createPrawnOrderBodyAdditionalMax,
  createPrawnOrderBodyCityMax,
  createPrawnOrderBodyCountryMax,
  createPrawnOrderBodyEmailMax,
  createPrawnOrderBodyEmailRegExp,
  createPrawnOrderBodyFirstNameMax,
  createPrawnOrderBodyLastNameMax,
  createPrawnOrderBodyPostalMax,
  createPrawnOrderBodyStreetMax,
} from '@showcase/contracts/generated/zod/orders/orders.zod';
import type { CreatePrawnOrderDto } from '@showcase/contracts/generated/model/createPrawnOrderDto';
import { capitalizeName } from '../name-case';

export type PaymentMethod = 'card' | 'paypal' | 'applePay';

export const paymentMethods: readonly PaymentMethod[] = ['card', 'paypal', 'applePay'];

/** The order form: the delivery address the API receives, plus the payment tile it does not. */
export interface OrderFormValues extends CreatePrawnOrderDto {
  payment: PaymentMethod | '';
}

export type AddressField = keyof CreatePrawnOrderDto;

export const emptyOrderValues: OrderFormValues = {
  payment: '',
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  additional: '',
  postal: '',
  city: '',
  country: '',
};

/** The same maxima as the API, taken from its contract (spec §3). */
export const orderLimits: Record<AddressField, number> = {
  firstName: createPrawnOrderBodyFirstNameMax,
  lastName: createPrawnOrderBodyLastNameMax,
  email: createPrawnOrderBodyEmailMax,
  street: createPrawnOrderBodyStreetMax,
  additional: createPrawnOrderBodyAdditionalMax,
  postal: createPrawnOrderBodyPostalMax,
  city: createPrawnOrderBodyCityMax,
  country: createPrawnOrderBodyCountryMax,
};

export const addressFields = Object.keys(orderLimits) as AddressField[];

export type OrderErrorKey =
  'payment' | `${AddressField}Empty` | `${AddressField}TooLong` | 'emailInvalid';

/** While typing only maxima count; a submit also asks for every field and a valid address. */
export type OrderPhase = 'typing' | 'submit';

/** The order form's rules, pure so they are tested without a form. Values are judged trimmed. */
export function orderRules(
  values: OrderFormValues,
  phase: OrderPhase,
): Partial<Record<keyof OrderFormValues, OrderErrorKey>> {
  const submit = phase === 'submit';
  const errors: Partial<Record<keyof OrderFormValues, OrderErrorKey>> = {};
  if (submit && values.payment === '') errors.payment = 'payment';
  for (const field of addressFields) {
    const value = values[field].trim();
    if (value.length > orderLimits[field]) errors[field] = `${field}TooLong`;
    else if (submit && value === '') errors[field] = `${field}Empty`;
  }
  if (
    submit &&
    errors.email === undefined &&
    !createPrawnOrderBodyEmailRegExp.test(values.email.trim())
  ) {
    errors.email = 'emailInvalid';
  }
  return errors;
}

/** What is sent: the trimmed address with capitalised names, and no payment tile (spec §3). */
export function orderRequestBody(values: OrderFormValues): CreatePrawnOrderDto {
  return {
    firstName: capitalizeName(values.firstName),
    lastName: capitalizeName(values.lastName),
    email: values.email.trim(),
    street: values.street.trim(),
    additional: values.additional.trim(),
    postal: values.postal.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
  };
}
