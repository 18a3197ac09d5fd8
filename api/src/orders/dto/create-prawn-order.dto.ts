import { RequiredText } from '../../common/http/text-field.decorators';
import { PRAWN_EMAIL_MAX, PRAWN_EMAIL_PATTERN, PRAWN_ORDER_LIMITS } from '../prawn-order.rules';

/** The delivery address; every field is required (spec). The payment tile is not sent. */
export class CreatePrawnOrderDto {
  /** Stored with the first letter upper case and the rest lower case. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.firstName })
  firstName: string;

  /** Stored with the first letter upper case and the rest lower case. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.lastName })
  lastName: string;

  @RequiredText({ maxLength: PRAWN_EMAIL_MAX, pattern: PRAWN_EMAIL_PATTERN })
  email: string;

  /** Street and house number. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.street })
  street: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.additional })
  additional: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.postal })
  postal: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.city })
  city: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.country })
  country: string;
}
