import { ApiProperty } from '@nestjs/swagger';
import { RequiredText } from '../../common/http/text-field.decorators';
import { PRAWN_EMAIL_MAX, PRAWN_EMAIL_PATTERN, PRAWN_ORDER_LIMITS } from '../prawn-order.rules';

/** The delivery address; every field is required (spec). The payment tile is not sent. */
export class CreatePrawnOrderDto {
  /** Stored with the first letter upper case and the rest lower case. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.firstName })
  @ApiProperty({ example: 'Erika' })
  firstName: string;

  /** Stored with the first letter upper case and the rest lower case. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.lastName })
  @ApiProperty({ example: 'Mustermann' })
  lastName: string;

  @RequiredText({ maxLength: PRAWN_EMAIL_MAX, pattern: PRAWN_EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  /** Street and house number. */
  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.street })
  @ApiProperty({ example: 'Seeweg 12' })
  street: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.additional })
  @ApiProperty({ example: 'Hinterhaus' })
  additional: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.postal })
  @ApiProperty({ example: '17192' })
  postal: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.city })
  @ApiProperty({ example: 'Waren (Müritz)' })
  city: string;

  @RequiredText({ maxLength: PRAWN_ORDER_LIMITS.country })
  @ApiProperty({ example: 'Deutschland' })
  country: string;
}
